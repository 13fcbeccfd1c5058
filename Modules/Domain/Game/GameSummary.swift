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
  /// The tasks of this game whose guess came closer than any earlier guess of theirs (with at
  /// least one scored before), in the game's order.
  public let closestEver: [String]
  /// The routine's streak with this game counted; nil when it could not be worked out (the
  /// routine is gone). It pauses on days the routine was off the list and never shows a loss.
  public let streak: Streak?

  public init(
    session: GameSession, taskCount: Int, trends: [Trend], closestEver: [String] = [], streak: Streak? = nil
  ) {
    self.session = session
    self.taskCount = taskCount
    self.trends = trends
    self.closestEver = closestEver
    self.streak = streak
  }

  /// The tasks of `session` whose guess is strictly closer (smaller |ln ratio|) than every scored
  /// guess of the same task and routine in `history` (earlier games), and that had one there.
  public static func closestEver(in session: GameSession, after history: [GameSession]) -> [String] {
    var nearest: [String: Double] = [:]
    for game in history where game.routine == session.routine {
      for task in game.tasks {
        guard let distance = task.score?.distance else { continue }
        nearest[task.name] = min(nearest[task.name] ?? distance, distance)
      }
    }
    var names: [String] = []
    for task in session.tasks {
      guard let distance = task.score?.distance, let before = nearest[task.name], distance < before else { continue }
      if !names.contains(task.name) { names.append(task.name) }
      nearest[task.name] = distance
    }
    return names
  }
}
