/// What happens during a game, in order, as data: the app renders each step as it comes (the
/// game is interactive, so its output cannot wait for the end).
public enum GameProgress: Hashable, Sendable {
  /// A game of `routine` begins for `player`, with `taskCount` tasks.
  case started(routine: String, player: String, taskCount: Int)
  /// A task is up for a guess.
  case task(TaskTurn)
  /// The task was guessed, and the parent's planned time for it is shown (the player's
  /// `showPlanned`): this many seconds.
  case planned(seconds: Int)
  /// A task is over (timed or skipped) and saved.
  case result(TaskPlay)
  /// The game is over, every task played or not.
  case summary(GameSummary)
}
