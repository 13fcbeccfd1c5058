// FoundationNetworking's URLSession (libcurl underneath) linked; with no argument it exits before
// making a session. With a URL it fetches once and prints the byte count.
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@main
struct Probe {
  static func main() async throws {
    guard CommandLine.arguments.count > 1, let url = URL(string: CommandLine.arguments[1]) else { return }
    let session = URLSession(configuration: .ephemeral)
    let (data, _) = try await session.data(from: url)
    print(data.count)
  }
}
