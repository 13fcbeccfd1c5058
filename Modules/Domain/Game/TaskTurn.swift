/// A task about to be guessed: which one of how many, and the past-times aid when it is shown.
public struct TaskTurn: Hashable, Sendable {
  /// 1 for the first task.
  public let number: Int
  public let count: Int
  public let name: String
  /// The task's recent actual times, newest first (`PastTimes.recent`); empty when the aid is off.
  public let pastTimes: [Int]
  /// Whether the player's cue sounds when the guessed time is reached: the parent's per-player
  /// setting (`Player.cue`); a timer also honours the game's own `--quiet`.
  public let cue: Bool
  /// The player's message language: the question before the guess is asked in it.
  public let language: String
  /// The parent's planned time for the task, in seconds, when the player's setting shows it after
  /// the guess (`tq-parent player set NAME --show-planned on`); nil otherwise.
  public let plannedSeconds: Int?
  /// The routine's done-by time as it stands while this task is timed; nil when it has none.
  public var clock: RoutineClock?

  public init(
    number: Int, count: Int, name: String, pastTimes: [Int] = [], cue: Bool = true, language: String = "en",
    plannedSeconds: Int? = nil
  ) {
    self.number = number
    self.count = count
    self.name = name
    self.pastTimes = pastTimes
    self.cue = cue
    self.language = language
    self.plannedSeconds = plannedSeconds
  }
}
