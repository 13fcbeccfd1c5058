import Foundation
import Testing

@testable import CalendarIO
@testable import Domain

enum TestCalendars {
  static let berlin = TimeZone(identifier: "Europe/Berlin")!
  static let utc = TimeZone(identifier: "UTC")!

  /// Wraps VEVENT/VTIMEZONE text in a VCALENDAR with CRLF line ends.
  static func calendar(_ body: String, header: String = "") -> [UInt8] {
    let text = "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//test//EN\n" + header + body + "\nEND:VCALENDAR\n"
    return Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
  }

  static func window(_ from: String, _ to: String, _ zone: TimeZone = berlin) -> DateWindow {
    DateWindow(from: LocalDate(from)!, through: LocalDate(to)!, in: zone)
  }

  static func read(
    _ body: String, header: String = "", from: String, to: String, zone: TimeZone = berlin,
    limits: CalendarLimits = .standard
  ) throws -> CalendarReadResult {
    let reader = CalendarReader(limits: limits, localZone: zone)
    return try reader.read(
      bytes: calendar(body, header: header), id: "/test.ics", title: "test", window: window(from, to, zone))
  }

  /// `2026-03-02T08:00` style local rendering of an event start in `zone`, or the date for all-day ones.
  static func describe(_ time: CalendarEvent.Time, in zone: TimeZone = berlin) -> String {
    switch time {
    case .date(let d): return d.description
    case .instant(let date):
      let wall = Int64(date.timeIntervalSince1970) + Int64(zone.secondsFromGMT(for: date))
      let d = Civil.date(fromDays: Civil.day(ofWall: wall))
      let s = Civil.secondOfDay(ofWall: wall)
      func p(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
      return "\(d.year)-\(p(d.month))-\(p(d.day))T\(p(s / 3600)):\(p(s / 60 % 60))"
    }
  }

  static func utcInstant(_ text: String) -> Date {
    let v = ICalValues.parseDateTime(text)!
    return Date(timeIntervalSince1970: TimeInterval(v.wall))
  }

  /// Expands a rule text from a floating DTSTART and returns the first `limit` instances as `YYYYMMDDTHHMMSS`.
  static func expand(_ rule: String, from dtstart: String, limit: Int = 50, lowerBound: String? = nil)
    -> (instances: [String], stats: RecurrenceExpander.Stats)
  {
    var notes: [String] = []
    let start = ICalValues.parseDateTime(dtstart)!
    guard let r = RecurrenceRule.parse(rule, notes: &notes) else { return ([], .init()) }
    var until: Int64? = nil
    if let u = r.until { until = u.isDate ? u.wall + 86_399 : u.wall }
    let e = RecurrenceExpander(rule: r, start: start.wall, dateOnly: start.isDate, untilWall: until)
    var out: [String] = []
    var stats = RecurrenceExpander.Stats()
    let lower = lowerBound.flatMap { ICalValues.parseDateTime($0)?.wall }
    e.expand(from: lower, through: Civil.wall(year: 9999, month: 12, day: 31), limits: .standard, stats: &stats) {
      out.append(Civil.format(wall: $0, dateOnly: start.isDate))
      return out.count < limit
    }
    return (out, stats)
  }
}
