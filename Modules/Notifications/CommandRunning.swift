/// How a sink starts another program (`notify-send`): an argument vector and a whole environment,
/// never a shell. The programs hand in AppCore's process runner; tests hand in their own.
public protocol CommandRunning: Sendable {
  /// Runs `arguments[0]`, looked up on the runner's `PATH`, and waits for it to end.
  func run(_ arguments: [String], environment: [String: String]) async -> CommandOutcome
  /// The file `run` would start for `program`, or nil when the runner cannot say. A sink keeps
  /// what it learned about a program (notify-send's flags) for that file.
  func locate(_ program: String) -> String?
}

extension CommandRunning {
  /// Runners that cannot say where a program is: nothing learned about it is kept.
  public func locate(_ program: String) -> String? { nil }
}

/// What became of a program that was asked to run.
public enum CommandOutcome: Sendable, Equatable {
  case finished(status: Int32, stdout: [UInt8], stderr: [UInt8])
  /// No such program on `PATH`.
  case notFound
  case failedToStart(reason: String)
}
