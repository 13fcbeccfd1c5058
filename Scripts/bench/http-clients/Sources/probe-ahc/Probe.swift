// AsyncHTTPClient linked; with no argument it exits before creating a client, as a program that
// reads only files would. With a URL it makes one client, fetches once and prints the byte count.
import AsyncHTTPClient
import Foundation
import NIOCore

@main
struct Probe {
  static func main() async throws {
    guard CommandLine.arguments.count > 1 else { return }
    let client = HTTPClient(eventLoopGroupProvider: .singleton)
    do {
      let request = HTTPClientRequest(url: CommandLine.arguments[1])
      let response = try await client.execute(request, timeout: .seconds(15))
      let body = try await response.body.collect(upTo: 64 << 20)
      print(body.readableBytes)
      try await client.shutdown()
    } catch {
      try? await client.shutdown()
      throw error
    }
  }
}
