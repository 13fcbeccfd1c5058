import Foundation

/// The misbehaving calendar feed server (`feedserver.py`, Python's standard library) on
/// 127.0.0.1, an http and an https port, for as long as this value lives. Its https certificate
/// is self-signed, made with `openssl` when it starts; `caFile` trusts it.
public final class FeedServer: @unchecked Sendable {
  public let httpPort: Int
  public let httpsPort: Int
  public let caFile: String
  private let process: Process
  private let input: Pipe
  private let folder: TemporaryDirectory

  public struct StartFailed: Error, CustomStringConvertible {
    public let description: String
  }

  /// - Parameter listening: false binds the http port without listening on it, so connections
  ///   are refused (no network yet) until `listen(after:)`.
  public init(listening: Bool = true) throws {
    folder = try TemporaryDirectory()
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("feedserver.py")
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, folder.path] + (listening ? [] : ["--unlistening"])
    input = Pipe()
    let output = Pipe()
    let log = folder.url.appendingPathComponent("server.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    process.standardInput = input
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: log)
    try process.run()
    // The server's first line names its ports; it stops when our end of its stdin closes.
    var line: [UInt8] = []
    while !line.contains(UInt8(ascii: "\n")) {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty {
        let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        throw StartFailed(description: "feedserver.py did not start (python3 and openssl are needed): \(said)")
      }
      line += data
    }
    let object = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] ?? [:]
    guard let http = object["http"] as? Int, let https = object["https"] as? Int, let ca = object["ca"] as? String
    else {
      throw StartFailed(description: "feedserver.py said \(String(decoding: line, as: UTF8.self))")
    }
    httpPort = http
    httpsPort = https
    caFile = ca
  }

  /// Starts listening on the http port `seconds` from now, for a server made with `listening: false`.
  public func listen(after seconds: Double) {
    input.fileHandleForWriting.write(Data("listen \(seconds)\n".utf8))
  }

  /// The body of `path` on the http port, read with Python's urllib (Foundation here has no HTTP).
  public func get(_ path: String) throws -> String {
    let reader = "import sys, urllib.request; sys.stdout.write(urllib.request.urlopen(sys.argv[1]).read().decode())"
    let result = try Executable.launch(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", reader, url(path)], environment: nil,
      deadline: .seconds(30))
    guard result.status == 0 else { throw StartFailed(description: "reading \(path): \(result.stderr)") }
    return result.stdout
  }

  /// `http://127.0.0.1:PORT/path`, or the https listener's.
  public func url(_ path: String, secure: Bool = false) -> String {
    secure ? "https://127.0.0.1:\(httpsPort)\(path)" : "http://127.0.0.1:\(httpPort)\(path)"
  }

  deinit {
    try? input.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
  }
}
