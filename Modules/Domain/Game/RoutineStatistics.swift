/// How a player's plays of one routine have gone, as a whole and task by task.
public struct RoutineStatistics: Hashable, Sendable {
  public let player: String
  public let routine: String
  /// Every session of the routine, finished or not.
  public let sessions: Int
  /// Over sessions: each session is one play whose guesses are all its scored tasks.
  public let guesses: GuessStatistics?
  /// The routine's tasks in the order of its latest session, then tasks only older sessions had.
  public let tasks: [TaskStatistics]

  public init(player: String, routine: String, sessions: Int, guesses: GuessStatistics?, tasks: [TaskStatistics]) {
    self.player = player
    self.routine = routine
    self.sessions = sessions
    self.guesses = guesses
    self.tasks = tasks
  }
}
