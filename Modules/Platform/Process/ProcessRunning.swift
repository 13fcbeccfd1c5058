import Domain
import Foundation

/// How a program ended, told as it happened: a signal or our deadline is never an exit status.
public enum ProcessEnd: Sendable, Equatable, CustomStringConvertible {
  case exited(Int32)
  case killed(signal: Int32)
  /// Still running at the deadline: its whole process group was killed.
  case timedOut(after: Duration)

  public var description: String {
    switch self {
    case .exited(let status): "exit \(status)"
    case .killed(let signal): "killed by signal \(signal)"
    case .timedOut(let limit): "timed out after \(Self.seconds(limit))"
    }
  }

  static func seconds(_ duration: Duration) -> String {
    let milliseconds = duration / .milliseconds(1)
    let whole = Int(milliseconds.rounded())
    return whole % 1000 == 0 ? "\(whole / 1000) s" : "\(Double(whole) / 1000) s"
  }
}

/// What a finished program left behind.
public struct ProcessOutput: Sendable, Equatable {
  public var end: ProcessEnd
  /// At most the runner's `keptBytes` of each stream; the rest was read and dropped.
  public var stdout: [UInt8]
  public var stderr: [UInt8]

  public init(end: ProcessEnd, stdout: [UInt8], stderr: [UInt8]) {
    self.end = end
    self.stdout = stdout
    self.stderr = stderr
  }

  public init(status: Int32, stdout: [UInt8], stderr: [UInt8]) {
    self.init(end: .exited(status), stdout: stdout, stderr: stderr)
  }

  /// The shell's number for the end (128 + signal, 124 for a deadline as timeout(1) says): zero
  /// only for a clean exit. Messages describe `end` instead.
  public var status: Int32 {
    switch end {
    case .exited(let status): status
    case .killed(let signal): 128 + signal
    case .timedOut: 124
    }
  }
}

/// How long a program may run and how much of what it writes is kept, so that no outside program
/// can hold a command up or fill its memory.
public struct ProcessLimits: Sendable, Equatable {
  public var timeout: Duration
  /// Kept of stdout and of stderr each.
  public var keptBytes: Int

  public init(timeout: Duration, keptBytes: Int = 64 * 1024) {
    self.timeout = timeout
    self.keptBytes = keptBytes
  }

  /// notify-send, systemctl, loginctl and the sound player answer within a second or two when well.
  public static let standard = ProcessLimits(timeout: .seconds(10))
}

/// Runs another program with an argument vector, never through a shell (notify-send, systemctl).
public protocol ProcessRunning: Sendable {
  /// Runs `arguments[0]`, found on `PATH` when it has no slash, and waits for it to end or for
  /// `limits.timeout`, whichever comes first.
  /// - Parameter environment: the whole environment of the child; nil inherits ours.
  /// - Throws: `ProcessRunError.notFound` when there is no such program, `.failedToStart` otherwise.
  func run(_ arguments: [String], environment: [String: String]?, limits: ProcessLimits) async throws
    -> ProcessOutput
  /// The file `run` would start for `program`, or nil when there is none or the runner cannot say.
  func locate(_ program: String) -> String?
}

extension ProcessRunning {
  /// Runners that cannot say where a program is (test doubles).
  public func locate(_ program: String) -> String? { nil }

  /// Runs with the standard limits.
  public func run(_ arguments: [String], environment: [String: String]?) async throws -> ProcessOutput {
    try await run(arguments, environment: environment, limits: .standard)
  }
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
