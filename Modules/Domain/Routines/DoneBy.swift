import Foundation

extension DailyTime {
  /// The minutes a day has.
  public static let minutesInDay = 1440

  /// The minute of the day, 0 to 1,439: how a routine's done-by time is stored.
  public var minuteOfDay: Int { hour * 60 + minute }

  /// Nil outside 0 to 1,439.
  public init?(minuteOfDay: Int) {
    guard (0..<Self.minutesInDay).contains(minuteOfDay) else { return nil }
    self.init(hour: minuteOfDay / 60, minute: minuteOfDay % 60)
  }

  /// What `--done-by` takes: a time (`08:05`, `8:05`), or `none` to clear it (nil).
  /// - Throws: `DomainError.invalidClockTime` naming the text and the expected form.
  public static func parseSetting(_ text: String) throws(DomainError) -> DailyTime? {
    let trimmed = text.trimmingWhitespace()
    if trimmed.lowercased() == "none" { return nil }
    guard let time = DailyTime(parsing: trimmed) else { throw .invalidClockTime(text) }
    return time
  }

  /// The time `minutes` earlier, around the clock (a routine of 30 min done by 00:10 begins at 23:40).
  public func minus(minutes: Int) -> DailyTime {
    let day = Self.minutesInDay
    return DailyTime(minuteOfDay: ((minuteOfDay - minutes % day) % day + day) % day)!
  }

  /// Seconds from `now` until this time on now's day in `zone`; negative once it has passed. More
  /// than twelve hours past reads as the next day's (a routine played late the evening before).
  public func seconds(from now: Date, in zone: TimeZone) -> Int {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    var parts = calendar.dateComponents([.year, .month, .day], from: now)
    parts.hour = hour
    parts.minute = minute
    guard let target = calendar.date(from: parts) else { return 0 }
    let seconds = Int(target.timeIntervalSince(now).rounded(.down))
    return seconds < -12 * 3600 ? seconds + 24 * 3600 : seconds
  }
}

/// Backups write a done-by time as "08:05" and refuse anything else, naming it.
extension DailyTime: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let time = DailyTime(parsing: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: DomainError.invalidClockTime(text).description)
    }
    self = time
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

/// What the game needs to say how the routine stands against its done-by time while a task runs.
public struct RoutineClock: Hashable, Sendable {
  public var doneBy: DailyTime
  /// The planned seconds of the task being timed.
  public var taskSeconds: Int
  /// The planned seconds of the tasks after it.
  public var laterSeconds: Int
  /// The wall clock when the task's timing began, and the household's zone.
  public var startedAt: Date
  public var timeZone: TimeZone
  /// The player's message language.
  public var language: String

  public init(
    doneBy: DailyTime, taskSeconds: Int, laterSeconds: Int, startedAt: Date, timeZone: TimeZone,
    language: String = "en"
  ) {
    self.doneBy = doneBy
    self.taskSeconds = taskSeconds
    self.laterSeconds = laterSeconds
    self.startedAt = startedAt
    self.timeZone = timeZone
    self.language = language
  }

  /// For the task at `index` of `routine`, timed from `startedAt`; nil without a done-by time.
  public init?(routine: Routine, index: Int, startedAt: Date, timeZone: TimeZone, language: String = "en") {
    guard let doneBy = routine.doneBy, routine.tasks.indices.contains(index) else { return nil }
    let later = routine.tasks[(index + 1)...].reduce(0) { $0 + min($1.minutes, RoutineTask.minutesRange.upperBound) }
    self.init(
      doneBy: doneBy, taskSeconds: min(routine.tasks[index].minutes, RoutineTask.minutesRange.upperBound) * 60,
      laterSeconds: later * 60, startedAt: startedAt, timeZone: timeZone, language: language)
  }

  /// The words beside the timer after `wallSeconds` of wall-clock time (pauses included) and
  /// `elapsedSeconds` counted on the task: "08:05 in 22 min · 25 min of tasks left".
  public func words(wallSeconds: Int, elapsedSeconds: Int) -> String {
    let until = doneBy.seconds(from: startedAt.addingTimeInterval(Double(wallSeconds)), in: timeZone)
    let left = max(0, taskSeconds - max(0, elapsedSeconds)) + laterSeconds
    return ClockMessage.doneBy(doneBy, secondsUntil: until, secondsOfTasksLeft: left, language: language)
  }
}

/// The words about a routine's done-by time, in the message languages of `ClockMessagePack`.
public enum ClockMessage {
  /// "08:05 in 22 min · 25 min of tasks left", "08:05 was 3 min ago · …", "08:05 · …" in its minute.
  /// Minutes ahead are rounded up and minutes past rounded down, so the time reads "in 1 min" until it comes.
  public static func doneBy(
    _ time: DailyTime, secondsUntil: Int, secondsOfTasksLeft: Int, language: String = "en"
  ) -> String {
    let pack = ClockMessagePack.pack(for: language)
    let tasks = pack.tasksLeft.replacingOccurrences(of: "{minutes}", with: String(minutesUp(secondsOfTasksLeft)))
    let when: String
    if secondsUntil > 0 {
      when = pack.ahead.replacingOccurrences(of: "{minutes}", with: String(minutesUp(secondsUntil)))
    } else if secondsUntil > -60 {
      when = pack.reached
    } else {
      when = pack.past.replacingOccurrences(of: "{minutes}", with: String(-secondsUntil / 60))
    }
    return when.replacingOccurrences(of: "{time}", with: time.description) + " · " + tasks
  }

  /// `tq-player today`'s line for a routine with a done-by time: "about 25 min: from around 07:40,
  /// done by 08:05"; nil without one.
  public static func startLine(for routine: Routine, language: String = "en") -> String? {
    StartNotice(routine: routine).map { startLine(minutes: $0.minutes, doneBy: $0.doneBy, language: language) }
  }

  /// The same for `minutes` of tasks done by `doneBy`.
  public static func startLine(minutes: Int, doneBy: DailyTime, language: String = "en") -> String {
    ClockMessagePack.pack(for: language).startAround
      .replacingOccurrences(of: "{minutes}", with: String(minutes))
      .replacingOccurrences(of: "{from}", with: doneBy.minus(minutes: minutes).description)
      .replacingOccurrences(of: "{time}", with: doneBy.description)
  }

  /// The time a routine would begin to be done by its done-by time; nil without one.
  public static func startTime(of routine: Routine) -> DailyTime? {
    StartNotice(routine: routine)?.start
  }

  static func minutesUp(_ seconds: Int) -> Int { max(0, (seconds + 59) / 60) }
}
