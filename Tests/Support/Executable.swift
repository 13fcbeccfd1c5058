import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

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
  ///   - stdin: written to a pipe that is then closed; nil closes it at once.
  @discardableResult
  public func run(_ arguments: [String], environment: [String: String] = [:], stdin: String? = nil) throws -> Result {
    var env = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": FileManager.default.temporaryDirectory.path,
      "TZ": "UTC",
      "LANG": "C.UTF-8",
    ]
    env.merge(environment) { _, new in new }
    return try Self.launch(
      Self.binDirectory.appendingPathComponent(name), arguments, environment: env,
      stdin: .data(Data((stdin ?? "").utf8)))
  }

  /// Where a child's standard input comes from.
  public enum Input: Sendable {
    /// `/dev/null`.
    case none
    /// A pipe carrying these bytes, then the end of input (at once when empty).
    case data(Data)
    /// This file or device opened for reading (`/dev/zero`: input without end).
    case file(String)
  }

  /// Where a child's standard output or standard error goes.
  public enum Output: Sendable {
    /// A pipe, read whole into the result while the child runs (both pipes at once, so a chatty
    /// child never blocks on a full one).
    case pipe
    /// A file, created or emptied (a device such as `/dev/full` stays one); a regular file's
    /// contents come back in the result. For output no pipe may carry: a child that leaves a
    /// server holding its descriptors, or a disk that is full.
    case file(String)
    /// `/dev/null`.
    case discard
    /// Standard error only: wherever standard output goes, mixed in as a terminal shows it.
    case standardOutput
  }

  /// A child still running at its deadline: it was killed, and the test fails with this.
  public struct DeadlinePassed: Error, CustomStringConvertible {
    public let description: String
  }

  /// The small environment the test programs run with when no other is needed.
  public static let plainEnvironment = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "C.UTF-8"]

  /// Runs `executable` to its end: the one way the tests start a program and wait for it.
  /// - Parameters:
  ///   - environment: the child's whole environment; nil inherits the test's.
  ///   - deadline: after this the child is killed with SIGKILL and `DeadlinePassed` is thrown
  ///     (a hang is a finding, not a test that never ends); nil waits for ever.
  /// - Throws: `DeadlinePassed`; what starting the program or opening a file threw.
  @discardableResult
  public static func launch(
    _ executable: URL, _ arguments: [String], environment: [String: String]?, stdin: Input = .none,
    stdout: Output = .pipe, stderr: Output = .pipe, deadline: Duration? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let input = Pipe()
    switch stdin {
    case .none: process.standardInput = FileHandle.nullDevice
    case .data: process.standardInput = input
    case .file(let path): process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    }
    let out = try Stream(stdout)
    process.standardOutput = out.handle
    let err = try stderr.isStandardOutput ? out : Stream(stderr)
    process.standardError = err.handle
    try process.run()
    let killed = Mutex(false)
    let watchdog = deadline.map { deadline in
      let item = DispatchWorkItem {
        guard process.isRunning else { return }
        killed.withLock { $0 = true }
        kill(process.processIdentifier, SIGKILL)
      }
      let seconds = Double(deadline.components.seconds) + Double(deadline.components.attoseconds) / 1e18
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: item)
      return item
    }
    if case .data(let bytes) = stdin {
      input.fileHandleForWriting.write(bytes)
      try input.fileHandleForWriting.close()
    }
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) let drained = out
    group.enter()
    DispatchQueue.global().async {
      outData = drained.drain()
      group.leave()
    }
    var errData = stderr.isStandardOutput ? Data() : err.drain()
    group.wait()
    process.waitUntilExit()
    watchdog?.cancel()
    if out.file != nil { outData = out.collect() }
    if err.file != nil && !stderr.isStandardOutput { errData = err.collect() }
    if killed.withLock({ $0 }) {
      let command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
      throw DeadlinePassed(description: "\(command): still running after \(deadline!), killed (a hang)")
    }
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// One output stream of a child: a pipe read while it runs, or a file read once it ended.
  private struct Stream {
    let handle: Any
    let pipe: Pipe?
    let file: (handle: FileHandle, path: String)?

    init(_ output: Output) throws {
      switch output {
      case .pipe, .standardOutput:
        let pipe = Pipe()
        (handle, self.pipe, file) = (pipe, pipe, nil)
      case .discard:
        (handle, pipe, file) = (FileHandle.nullDevice, nil, nil)
      case .file(let path):
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        let opened = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        (handle, pipe, file) = (opened, nil, (opened, path))
      }
    }

    /// What the pipe carried, to its end (when the child and all who share the pipe are done).
    func drain() -> Data { pipe?.fileHandleForReading.readDataToEndOfFile() ?? Data() }

    /// What the file holds once the child ended: a regular file's bytes, never a device's.
    func collect() -> Data {
      guard let file else { return Data() }
      try? file.handle.close()
      var info = stat()
      guard stat(file.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return Data() }
      return FileManager.default.contents(atPath: file.path) ?? Data()
    }
  }
}

extension Executable.Output {
  fileprivate var isStandardOutput: Bool {
    if case .standardOutput = self { return true }
    return false
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

  /// Writes an executable script inside and returns its path. Written close-on-exec: a program
  /// another test starts in that instant must not inherit it open for writing, or starting the
  /// script fails with ETXTBSY.
  public func script(_ name: String, _ text: String) throws -> String {
    let path = url.appendingPathComponent(name).path
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
    guard fd >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path]) }
    defer { close(fd) }
    let bytes = Array(text.utf8)
    guard Glibc.write(fd, bytes, bytes.count) == bytes.count else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    return path
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
