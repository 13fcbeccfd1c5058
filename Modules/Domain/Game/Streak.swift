/// A streak that can pause: the days a routine was on the child's list and was played.
///
/// Broken streaks discourage, most when people blame themselves, so a day the routine was not on
/// the list (a weekend, a free day for a school-day routine, an inactive weekday) neither adds to
/// the streak nor ends it; only a day it was on the list and not played is a gap, after which a
/// new streak starts. Today, not yet played, is still open and ends nothing.
public struct Streak: Hashable, Sendable {
  /// Days on the list and played since the last gap, today included when played.
  public let current: Int
  /// The longest run in the window.
  public let longest: Int
  /// Days on the list and not played, oldest first.
  public let gaps: [LocalDate]
  /// Every day from the first play (or `from`, if later) through today, oldest first.
  public let days: [StreakDay]

  /// The streak over the days from `from` through `today`, or through `through` when that is
  /// earlier (a past window, as the parent's report shows one: every day of it is over).
  ///
  /// The window starts at the first day in `played` when that is later than `from`: days before
  /// a routine was ever played are not gaps. Days in `played` after the window are ignored; a date
  /// in `played` before `from` only says the routine had been played before, so the window's first
  /// days can be gaps.
  /// - Parameters:
  ///   - played: the local dates the routine was played (see `playedDates(_:routine:)`).
  ///   - isOnList: whether the routine was on the child's list that day, as the caller works it out
  ///     from the routine's weekdays and the day's calendar context (`QuestVisibility.isVisible`).
  public init(
    played: Set<LocalDate>, from: LocalDate, through: LocalDate? = nil, today: LocalDate,
    isOnList: (LocalDate) -> Bool
  ) {
    let end = min(through ?? today, today)
    guard let first = played.filter({ $0 <= end }).min() else {
      (current, longest, gaps, days) = (0, 0, [], [])
      return
    }
    var run = 0
    var longest = 0
    var gaps: [LocalDate] = []
    var days: [StreakDay] = []
    var date = max(from, first)
    while date <= end {
      let state: StreakDay.State
      switch (isOnList(date), played.contains(date)) {
      case (true, true):
        state = .played
        run += 1
        longest = max(longest, run)
      case (true, false) where date == today:
        state = .today
      case (true, false):
        state = .gap
        run = 0
        gaps.append(date)
      case (false, true):
        state = .playedOffList
      case (false, false):
        state = .paused
      }
      days.append(StreakDay(date: date, state: state))
      date = date.adding(days: 1)
    }
    (self.current, self.longest, self.gaps, self.days) = (run, longest, gaps, days)
  }

  /// The streak with the on-list days given as a table; a date missing from it is not on the list.
  public init(played: Set<LocalDate>, from: LocalDate, today: LocalDate, onList: [LocalDate: Bool]) {
    self.init(played: played, from: from, today: today) { onList[$0] ?? false }
  }

  /// The dates a routine was played: any session of it with at least one task timed, finished or
  /// not, since the child did take part. Pass one player's sessions.
  public static func playedDates(_ sessions: [GameSession], routine: String) -> Set<LocalDate> {
    Set(sessions.filter { $0.routine == routine && $0.wasPlayed }.map(\.date))
  }
}
