import Domain

/// The game's states and the moves between them: guess → timing ⇄ paused → result → next task,
/// until the last result or the end of the game.
///
/// A value with no I/O, so every path (a skip before or after the guess, a pause, an end mid-task)
/// is tested on its own; `PlayGame` drives it with what a `TaskTimer` reads, and saves each result.
public struct GameMachine: Hashable, Sendable {
  public enum State: Hashable, Sendable {
    /// Waiting for the guess of the task at this index (0 first).
    case guessing(task: Int)
    /// The task's clock is running.
    case timing(task: Int, guessSeconds: Int)
    /// The clock is held; the pause is not counted.
    case paused(task: Int, guessSeconds: Int)
    /// The task is over, timed or skipped: saved before the next one comes up.
    case result(task: Int, play: TaskPlay)
    /// No task comes up any more: `finished` when the last one had its result.
    case over(finished: Bool)
  }

  public enum Event: Hashable, Sendable {
    case guessed(seconds: Int)
    /// `s`, or `skip` in script mode: before the guess or while timing.
    case skipped
    case paused
    case resumed
    /// The task is over after this many seconds, pauses not counted.
    case done(seconds: Int)
    /// After a result: the next task, or the end after the last.
    case next
    /// The input ended, or `q` or Ctrl-C: the game stops where it is.
    case ended
  }

  /// The routine's task names, in order.
  public let tasks: [String]
  public private(set) var state: State

  public init(tasks: [String]) {
    self.tasks = tasks
    state = tasks.isEmpty ? .over(finished: true) : .guessing(task: 0)
  }

  /// Moves on with `event`.
  /// - Returns: false, leaving the state as it was, when the event has no meaning in this state
  ///   (a pause before the guess, a result with no task).
  @discardableResult
  public mutating func handle(_ event: Event) -> Bool {
    guard let next = transition(event) else { return false }
    state = next
    return true
  }

  private func transition(_ event: Event) -> State? {
    switch (state, event) {
    case (.over, _):
      return nil
    case (_, .ended):
      return .over(finished: false)
    case (.guessing(let task), .guessed(let seconds)):
      return .timing(task: task, guessSeconds: seconds)
    case (.guessing(let task), .skipped):
      return .result(task: task, play: .skipped(name: tasks[task]))
    case (.timing(let task, let guess), .paused):
      return .paused(task: task, guessSeconds: guess)
    case (.paused(let task, let guess), .resumed):
      return .timing(task: task, guessSeconds: guess)
    case (.timing(let task, let guess), .done(let seconds)), (.paused(let task, let guess), .done(let seconds)):
      return .result(
        task: task,
        play: TaskPlay(
          name: tasks[task], guessSeconds: guess,
          // A task left running for more than a week is kept as a week, the longest time stored.
          actualSeconds: min(max(0, seconds), TaskPlay.maximumSeconds)))
    case (.timing(let task, let guess), .skipped), (.paused(let task, let guess), .skipped):
      return .result(task: task, play: .skipped(name: tasks[task], guessSeconds: guess))
    case (.result(let task, _), .next):
      return task + 1 < tasks.count ? .guessing(task: task + 1) : .over(finished: true)
    default:
      return nil
    }
  }
}
