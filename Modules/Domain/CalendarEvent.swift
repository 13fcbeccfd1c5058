import Foundation

/// One occurrence of a calendar event, as the rest of the app sees it.
///
/// CalendarIO converts its own parsed components to this at its boundary; nothing else of the
/// iCalendar model leaks out. All-day events carry dates (end exclusive); timed events carry
/// instants.
public struct CalendarEvent: Hashable, Sendable {
  public enum Time: Hashable, Sendable {
    case date(LocalDate)
    case instant(Date)
  }

  public enum Status: String, Hashable, Sendable, Codable {
    case confirmed, tentative, cancelled
  }

  public var uid: String
  public var title: String
  public var start: Time
  /// Exclusive end: the day after the last day for all-day events.
  public var end: Time
  /// Stable id of the calendar this came from (path- or URL-derived).
  public var calendarID: String
  /// Human title of that calendar.
  public var calendarTitle: String
  public var status: Status
  /// The event's DESCRIPTION as text (escapes decoded, folded lines joined, cut to a few thousand
  /// characters by the reader), or `nil` without one. Evidence for the context engine only: like
  /// every other field it is read fresh and never stored or printed.
  public var notes: String?
  /// Every value of the event's CATEGORIES properties, in order (e.g. "Public holiday").
  public var categories: [String]
  /// For an occurrence of a recurring series: the local dates of the instances its EXDATEs or its
  /// cancelled overrides (STATUS:CANCELLED with a RECURRENCE-ID) take out, near the window read
  /// (every occurrence of the series carries the same list); empty otherwise. A lesson that skips a school-week day says the day is off (see `FeedShapes`).
  public var skippedDates: [LocalDate]

  public init(
    uid: String, title: String, start: Time, end: Time, calendarID: String, calendarTitle: String,
    status: Status = .confirmed, notes: String? = nil, categories: [String] = [], skippedDates: [LocalDate] = []
  ) {
    self.uid = uid
    self.title = title
    self.start = start
    self.end = end
    self.calendarID = calendarID
    self.calendarTitle = calendarTitle
    self.status = status
    self.notes = notes
    self.categories = categories
    self.skippedDates = skippedDates
  }

  /// Whether it overlaps `window` (an all-day event from its first local midnight to its end's).
  public func overlaps(_ window: DateWindow, in zone: TimeZone) -> Bool {
    func instant(_ time: Time) -> Date {
      switch time {
      case .instant(let date): date
      case .date(let day): day.startOfDay(in: zone)
      }
    }
    let (start, end) = (instant(self.start), instant(self.end))
    return start < window.end && (end > window.start || (end == start && start >= window.start))
  }

  public var isAllDay: Bool {
    if case .date = start { return true }
    return false
  }
}

/// A half-open stretch of time [start, end) used to ask calendars what overlaps it.
public struct DateWindow: Hashable, Sendable {
  public var start: Date
  public var end: Date

  public init(start: Date, end: Date) {
    self.start = start
    self.end = end
  }

  /// [`from` 00:00, day after `through` 00:00) in `zone`: both dates inclusive, as a parent means them.
  public init(from: LocalDate, through: LocalDate, in zone: TimeZone) {
    self.start = from.startOfDay(in: zone)
    self.end = through.adding(days: 1).startOfDay(in: zone)
  }
}

extension LocalDate {
  /// The first instant of this date in `zone` (the first existing minute when midnight is skipped by DST).
  public func startOfDay(in zone: TimeZone) -> Date {
    var offsets = zone
    return startOfDay(using: &offsets)
  }

  func startOfDay<Offsets: UTCOffsets>(using offsets: inout Offsets) -> Date {
    // Usually midnight exists and the offset is the same a day either side: two offset lookups
    // instead of an ICU calendar (which a one-day query would otherwise pay for at every start).
    let wall = daysSinceEpoch * 86_400
    let before = offsets.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(wall - 86_400)))
    let after = offsets.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(wall + 86_400)))
    if before == after,
      offsets.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(wall - before))) == before
    {
      return Date(timeIntervalSince1970: TimeInterval(wall - before))
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = offsets.zone
    let components = DateComponents(year: year, month: month, day: day)
    if let date = calendar.date(from: components) {
      return calendar.startOfDay(for: date)
    }
    // Unreachable for valid dates; fall back to UTC arithmetic rather than trap.
    return Date(timeIntervalSince1970: TimeInterval(daysSinceEpoch) * 86_400)
  }

  /// The date of `instant` as seen in `zone`.
  public init(_ instant: Date, in zone: TimeZone) {
    var offsets = zone
    self.init(instant, using: &offsets)
  }

  init<Offsets: UTCOffsets>(_ instant: Date, using offsets: inout Offsets) {
    let seconds = Int(instant.timeIntervalSince1970.rounded(.down)) + offsets.secondsFromGMT(for: instant)
    self.init(daysSinceEpoch: Int((Double(seconds) / 86_400).rounded(.down)))
  }
}

extension CalendarEvent {
  /// The local dates this event touches in `zone` (an event ending exactly at midnight does not touch the next day).
  public func localDates(in zone: TimeZone) -> ClosedRange<LocalDate>? {
    var offsets = zone
    return localDates(using: &offsets)
  }

  func localDates<Offsets: UTCOffsets>(using offsets: inout Offsets) -> ClosedRange<LocalDate>? {
    switch (start, end) {
    case (.date(let s), .date(let e)):
      let last = e > s ? e.adding(days: -1) : s
      return s...last
    case (.instant(let s), .instant(let e)):
      let first = LocalDate(s, using: &offsets)
      let lastInstant = e > s ? e.addingTimeInterval(-0.001) : s
      return first...max(first, LocalDate(lastInstant, using: &offsets))
    case (.date(let s), .instant(let e)):
      return s...max(s, LocalDate(e.addingTimeInterval(-0.001), using: &offsets))
    case (.instant(let s), .date(let e)):
      let first = LocalDate(s, using: &offsets)
      return first...max(first, e.adding(days: -1))
    }
  }
}
