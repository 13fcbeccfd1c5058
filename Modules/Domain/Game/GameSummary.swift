/// The end of a game: what was played, and for tasks played before whether guesses are getting closer.
public struct GameSummary: Hashable, Sendable {
  /// A task of this game that had been played before, and how its guesses are going over all its plays.
  public struct Trend: Hashable, Sendable {
    public let task: String
    public let trend: GuessTrend

    public init(task: String, trend: GuessTrend) {
      self.task = task
      self.trend = trend
    }
  }

  /// The game as saved: its tasks in order, `finished` false when it ended before the last task.
  /// No id when nothing was saved (the game ended before the first task was over).
  public let session: GameSession
  /// The routine's number of tasks.
  public let taskCount: Int
  public let trends: [Trend]

  public init(session: GameSession, taskCount: Int, trends: [Trend]) {
    self.session = session
    self.taskCount = taskCount
    self.trends = trends
  }
}
