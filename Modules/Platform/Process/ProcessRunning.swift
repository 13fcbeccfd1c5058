import Domain
import Foundation

/// What a finished program left behind.
public struct ProcessOutput: Sendable, Equatable {
  public var status: Int32
  public var stdout: [UInt8]
  public var stderr: [UInt8]

  public init(status: Int32, stdout: [UInt8], stderr: [UInt8]) {
    self.status = status
    self.stdout = stdout
    self.stderr = stderr
  }
}

/// Runs another program with an argument vector, never through a shell (notify-send, systemctl).
public protocol ProcessRunning: Sendable {
  /// Runs `arguments[0]`, found on `PATH` when it has no slash, and waits for it to end.
  /// - Parameter environment: the whole environment of the child; nil inherits ours.
  /// - Throws: `ProcessRunError.notFound` when there is no such program, `.failedToStart` otherwise.
  func run(_ arguments: [String], environment: [String: String]?) async throws -> ProcessOutput
  /// The file `run` would start for `program`, or nil when there is none or the runner cannot say.
  func locate(_ program: String) -> String?
}

extension ProcessRunning {
  /// Runners that cannot say where a program is (test doubles).
  public func locate(_ program: String) -> String? { nil }
}

public enum ProcessRunError: ExitCoded, Equatable, Sendable, CustomStringConvertible {
  case notFound(String)
  case failedToStart(String, reason: String)

  public var description: String {
    switch self {
    case .notFound(let program): "'\(program)' is not installed (not found on PATH)"
    case .failedToStart(let program, let reason): "could not start '\(program)': \(reason)"
    }
  }

  public var exitCode: Int32 { 69 }
}

/// Child processes through Foundation's `Process` (posix_spawn underneath).
public struct SystemProcessRunner: ProcessRunning {
  /// Where programs are looked up: the caller's `PATH`.
  public var searchPath: String

  public init(searchPath: String) { self.searchPath = searchPath }

  public func run(_ arguments: [String], environment: [String: String]?) async throws -> ProcessOutput {
    guard let program = arguments.first else { throw ProcessRunError.notFound("") }
    guard let executable = locate(program) else { throw ProcessRunError.notFound(program) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = Array(arguments.dropFirst())
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw ProcessRunError.failedToStart(program, reason: error.localizedDescription)
    }
    // Both pipes are drained while the child runs so that a chatty one never blocks on a full pipe.
    async let errBytes = Self.drain(err.fileHandleForReading)
    let outBytes = await Self.drain(out.fileHandleForReading)
    let stderr = await errBytes
    process.waitUntilExit()
    return ProcessOutput(status: process.terminationStatus, stdout: outBytes, stderr: stderr)
  }

  public func locate(_ program: String) -> String? {
    if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) ? program : nil }
    for folder in searchPath.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(program)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  static func drain(_ handle: FileHandle) async -> [UInt8] {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: Array(handle.readDataToEndOfFile())) }
    }
  }
}
