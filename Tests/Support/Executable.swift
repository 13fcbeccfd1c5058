import Foundation

/// Runs one of the built `tq-*` programs as a child process, the way a user or cron would.
public struct Executable: Sendable {
  public struct Result: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
      self.status = status
      self.stdout = stdout
      self.stderr = stderr
    }
  }

  public let name: String

  public init(_ name: String) { self.name = name }

  /// The build folder holding the executables: `TQ_BIN_DIR`, else the folder of the running test bundle.
  public static var binDirectory: URL {
    if let dir = ProcessInfo.processInfo.environment["TQ_BIN_DIR"] { return URL(fileURLWithPath: dir) }
    return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
  }

  /// - Parameters:
  ///   - environment: added to a minimal environment (PATH, HOME, TZ=UTC, NO_COLOR) so runs are reproducible.
  @discardableResult
  public func run(_ arguments: [String], environment: [String: String] = [:], stdin: String? = nil) throws -> Result {
    let process = Process()
    process.executableURL = Self.binDirectory.appendingPathComponent(name)
    process.arguments = arguments
    var env = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": FileManager.default.temporaryDirectory.path,
      "TZ": "UTC",
      "LANG": "C.UTF-8",
    ]
    env.merge(environment) { _, new in new }
    process.environment = env
    return try Self.collect(process, stdin: stdin)
  }

  /// Runs a configured `process` to its end with pipes on all three streams: `stdin` written and
  /// closed, both outputs read before waiting so a chatty child never blocks on a full pipe.
  public static func collect(_ process: Process, stdin: String? = nil) throws -> Result {
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    group.enter()
    DispatchQueue.global().async {
      outData = out.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    errData = err.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}

/// A temporary folder removed when the value goes away.
public final class TemporaryDirectory: @unchecked Sendable {
  public let url: URL
  public var path: String { url.path }

  public init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("tq-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes `text` to a file inside and returns its path.
  @discardableResult
  public func write(_ name: String, _ text: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  /// Every regular file below, with its bytes: used to prove a failed command changed nothing.
  public func snapshot() throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
    while let file = enumerator?.nextObject() as? URL {
      guard (try file.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
      // SQLite's shared-memory index changes on every open; it is not data.
      if file.lastPathComponent.hasSuffix("-shm") { continue }
      files[file.path] = try Data(contentsOf: file)
    }
    return files
  }
}

/// Parses a JSON document printed by a program.
public func parseJSON(_ text: String) throws -> Any {
  try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
}
