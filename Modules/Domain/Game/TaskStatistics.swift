/// How one task of a routine has gone over its plays.
///
/// A task is known by its routine and its name: "Get dressed" in the morning and at bedtime are
/// different tasks that take different times.
public struct TaskStatistics: Hashable, Sendable {
  public let routine: String
  public let task: String
  /// nil while the task has never been timed with a score (only skipped, say).
  public let guesses: GuessStatistics?
  /// Times the task was skipped: shown as they are, never counted against anything.
  public let skipped: Int

  public init(routine: String, task: String, guesses: GuessStatistics?, skipped: Int) {
    self.routine = routine
    self.task = task
    self.guesses = guesses
    self.skipped = skipped
  }
}
