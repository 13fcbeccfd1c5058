/// What `tq-player stats` shows: for each player and routine they played, how guesses are going
/// (as a whole and task by task) and the streak that pauses on days the routine is not on the list.
public struct GameStatsReport: Hashable, Sendable {
  public struct Entry: Hashable, Sendable {
    public let statistics: RoutineStatistics
    /// nil when the routine no longer exists: without its weekdays no day can be said to be on the list.
    public let streak: Streak?

    public init(statistics: RoutineStatistics, streak: Streak?) {
      self.statistics = statistics
      self.streak = streak
    }
  }

  /// The day the streaks run to.
  public let today: LocalDate
  /// The players asked about, in order, including those without games.
  public let players: [String]
  /// Sorted by player, then routine.
  public let entries: [Entry]

  public init(today: LocalDate, players: [String], entries: [Entry]) {
    self.today = today
    self.players = players
    self.entries = entries
  }
}
