import Domain
import Foundation

/// `tq-parent calendar events`: an agenda grouped by day, or the JSON array of the contract.
public enum EventsView {
  public static func json(_ events: [CalendarEvent], zone: TimeZone) -> JSONValue {
    .array(
      events.map { event in
        .object([
          ("uid", .string(event.uid)),
          ("title", .string(event.title)),
          ("allDay", .bool(event.isAllDay)),
          ("start", .string(Timestamp.string(event.start, zone: zone))),
          ("end", .string(Timestamp.string(event.end, zone: zone))),
          ("calendar", .string(event.calendarTitle)),
          ("status", .string(event.status.rawValue)),
        ])
      })
  }

  /// Each day of the window with the events touching it; multi-day events repeat on each day.
  public static func text(
    _ events: [CalendarEvent], from: LocalDate, through: LocalDate, zone: TimeZone, style: TerminalStyle
  ) -> String {
    var byDay: [LocalDate: [CalendarEvent]] = [:]
    for event in events {
      guard let span = event.localDates(in: zone) else { continue }
      var day = max(span.lowerBound, from)
      let last = min(span.upperBound, through)
      while day <= last {
        byDay[day, default: []].append(event)
        day = day.adding(days: 1)
      }
    }
    guard !byDay.isEmpty else { return "No events between \(from) and \(through)." }
    var lines: [String] = []
    for day in byDay.keys.sorted() {
      if !lines.isEmpty { lines.append("") }
      lines.append(style.bold(DateText.long(day)))
      for event in byDay[day]! {
        let when: String
        switch (event.start, event.end) {
        case (.instant(let s), .instant(let e)):
          when = "\(Timestamp.clock(s, zone: zone))–\(Timestamp.clock(e, zone: zone))"
        default:
          when = "all day"
        }
        let status = event.status == .tentative ? style.dim(" (tentative)") : ""
        lines.append("  \(when.padded(to: 11)) \(event.title)\(status)  \(style.dim(event.calendarTitle))")
      }
    }
    return lines.joined(separator: "\n")
  }
}

/// RFC 3339 timestamps with the offset of the given zone.
public enum Timestamp {
  public static func string(_ time: CalendarEvent.Time, zone: TimeZone) -> String {
    switch time {
    case .date(let date): return date.description
    case .instant(let instant): return rfc3339(instant, zone: zone)
    }
  }

  public static func rfc3339(_ instant: Date, zone: TimeZone) -> String {
    let offset = zone.secondsFromGMT(for: instant)
    let local = Int(instant.timeIntervalSince1970.rounded(.down)) + offset
    let days = Int((Double(local) / 86_400).rounded(.down))
    let date = LocalDate(daysSinceEpoch: days)
    let secondOfDay = local - days * 86_400
    let sign = offset < 0 ? "-" : "+"
    let absOffset = abs(offset) / 60
    return "\(date)T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))"
      + "\(sign)\(two(absOffset / 60)):\(two(absOffset % 60))"
  }

  /// "08:15" in the zone.
  public static func clock(_ instant: Date, zone: TimeZone) -> String {
    let local = Int(instant.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: instant)
    let secondOfDay = ((local % 86_400) + 86_400) % 86_400
    return "\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60))"
  }

  private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
