import Domain

/// How one task's guess and time are taken from the player.
///
/// The line timer (`LineTaskTimer`: a guess line, then a line when the task is over) is what
/// scripts, tests and, for now, terminals use; the live terminal timer (raw mode, a redrawn line,
/// pause, signals) plugs in here without touching the game's flow or its saving.
public protocol TaskTimer {
  /// The player's guess for the task, a skip, or the end of the game.
  mutating func guess(for turn: TaskTurn) async throws -> GuessAnswer
  /// Runs the task's clock from now until the task is over; pauses are not counted.
  mutating func time(_ turn: TaskTurn, guessSeconds: Int) async throws -> TimingAnswer
}

/// What came back when a guess was asked for.
public enum GuessAnswer: Hashable, Sendable {
  case guess(seconds: Int)
  case skip
  /// The input ended, or the player ended the game.
  case end
}

/// What came back when a task was timed.
public enum TimingAnswer: Hashable, Sendable {
  /// The task is over after this long, measured on the monotonic clock, pauses not counted.
  case done(Duration)
  case skip
  /// The input ended, or the player ended the game: the task in progress is not saved.
  case end
}
