import Foundation

/// When a routine with a done-by time would begin to be done by then, as tq-notify delivers it on
/// the day: the done-by time less its tasks' minutes.
public struct StartNotice: Hashable, Sendable {
  public var routine: String
  public var start: DailyTime
  public var doneBy: DailyTime
  /// The routine's planned minutes (at most a day).
  public var minutes: Int

  /// How many minutes after a start a run still delivers it: a timer that fires a little late, or a
  /// computer that was asleep at the minute, still says it.
  public static let window = 10

  /// Nil for a routine without a done-by time.
  public init?(routine: Routine) {
    guard let doneBy = routine.doneBy else { return nil }
    self.routine = routine.name
    self.doneBy = doneBy
    minutes = min(routine.totalMinutes, DailyTime.minutesInDay)
    start = doneBy.minus(minutes: minutes)
  }

  /// Whether `minuteOfDay` is the start or one of the `window` minutes after it (around midnight too).
  public func isDue(at minuteOfDay: Int) -> Bool {
    let day = DailyTime.minutesInDay
    return ((minuteOfDay - start.minuteOfDay) % day + day) % day < Self.window
  }

  /// "School morning · about 23 min: from around 07:42, done by 08:05".
  public func text(language: String = "en") -> String {
    routine + " · " + ClockMessage.startLine(minutes: minutes, doneBy: doneBy, language: language)
  }
}
