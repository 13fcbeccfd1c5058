import Domain
import Foundation

// Small calendars written as values. 2026-11-23 and 2026-12-21 are Mondays.

let utc = TimeZone(identifier: "UTC")!
let newYork = TimeZone(identifier: "America/New_York")!
let berlin = TimeZone(identifier: "Europe/Berlin")!

func day(_ text: String) -> LocalDate {
  guard let date = LocalDate(text) else { preconditionFailure("bad test date \(text)") }
  return date
}

/// An all-day event from `first` through `last` (inclusive; stored with the exclusive end iCalendar uses).
func allDay(
  _ title: String, _ first: String, through last: String? = nil, status: CalendarEvent.Status = .confirmed
) -> CalendarEvent {
  let start = day(first)
  let end = day(last ?? first).adding(days: 1)
  return CalendarEvent(
    uid: "\(title)@\(first)", title: title, start: .date(start), end: .date(end), calendarID: "school",
    calendarTitle: "School", status: status)
}

/// The instant of `date` at `time` (`HH:MM`) in `zone`.
func instant(_ date: String, _ time: String, in zone: TimeZone = utc) -> Date {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = zone
  let d = day(date)
  guard let t = ClockTime(time) else { preconditionFailure("bad test time \(time)") }
  return calendar.date(
    from: DateComponents(year: d.year, month: d.month, day: d.day, hour: t.minutes / 60, minute: t.minutes % 60))!
}

/// A timed event on `date` from `start` to `end` (`HH:MM`) in `zone`; `endDate` for one that runs past midnight.
func timed(
  _ title: String, _ date: String, _ start: String, _ end: String, endDate: String? = nil, in zone: TimeZone = utc,
  status: CalendarEvent.Status = .confirmed
) -> CalendarEvent {
  CalendarEvent(
    uid: "\(title)@\(date)T\(start)", title: title, start: .instant(instant(date, start, in: zone)),
    end: .instant(instant(endDate ?? date, end, in: zone)), calendarID: "school", calendarTitle: "School",
    status: status)
}

func engine(_ rules: ContextRules = ContextRules(), zone: TimeZone = utc) -> CalendarContextEngine {
  CalendarContextEngine(rules: rules, timeZone: zone)
}

func rules(languages: [String]) -> ContextRules {
  ContextRules(keywords: KeywordPreferences(languages: languages))
}

extension CalendarContextEngine {
  /// The context of `date` with no overrides and no player.
  func context(_ date: String, _ events: [CalendarEvent], overrides: [DayOverride] = [], player: String? = nil)
    -> DayContext
  {
    context(for: day(date), events: events, overrides: overrides, player: player)
  }
}

/// A school year: first day Tue 2026-09-01, last day Fri 2027-06-18, a winter break, a half
/// day, an in-service day, a few ordinary events, a Saturday make-up day, and the next year's first day.
func schoolYear() -> [CalendarEvent] {
  [
    allDay("Last Day of School", "2026-06-19"),
    allDay("First Day of School", "2026-09-01"),
    timed("Back to School Night", "2026-09-10", "18:00", "19:30"),
    allDay("Labor Day - No School", "2026-09-07"),
    allDay("Teacher In-Service", "2026-10-09"),
    timed("Picture Day", "2026-10-14", "08:30", "11:00"),
    allDay("Thanksgiving Break", "2026-11-25", through: "2026-11-27"),
    allDay("Thanksgiving Holiday", "2026-11-26"),
    timed("Early Dismissal", "2026-12-18", "12:00", "12:30"),
    timed("Holiday Concert", "2026-12-17", "18:00", "19:30"),
    allDay("Winter Break", "2026-12-21", through: "2027-01-01"),
    allDay("Snow Day Make-Up Day", "2027-02-13"),
    allDay("Spring-Break", "2027-03-29", through: "2027-04-02"),
    allDay("Field Trip", "2027-05-12", status: .cancelled),
    allDay("Last Day of School", "2027-06-18"),
    allDay("First Day of School", "2027-08-31"),
  ]
}
