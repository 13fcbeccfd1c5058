/// One day of a streak's window, for a streak calendar.
public struct StreakDay: Hashable, Sendable {
  public enum State: String, Hashable, Sendable, Codable, CaseIterable {
    /// On the list and played: adds one to the streak.
    case played
    /// On the list, not played, and over: a gap, which a new streak starts after. Shown as a gap,
    /// never as a loss.
    case gap
    /// Not on the list (a weekend, a free day for a school-day routine, an inactive weekday): the
    /// streak pauses, neither growing nor ending.
    case paused
    /// Not on the list but played anyway (`play --any`): welcome, and like a pause for the streak.
    case playedOffList
    /// Today, on the list and not played yet: the day is not over, so it is no gap.
    case today
  }

  public let date: LocalDate
  public let state: State

  public init(date: LocalDate, state: State) {
    self.date = date
    self.state = state
  }
}
