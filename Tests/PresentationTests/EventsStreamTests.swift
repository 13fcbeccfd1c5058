import Domain
import Foundation
import Platform
import Presentation
import Testing

/// The streamed `calendar events` output, held to what the command printed before it streamed:
/// `print(JSONValue.pretty())` of the contract's objects, and the agenda joined line by line.
@Suite("calendar events, streamed")
struct EventsStreamTests {
  static let zones = [
    "UTC", "America/Chicago", "Europe/Berlin", "Asia/Kolkata", "America/St_Johns", "Australia/Lord_Howe",
    "Asia/Kathmandu",
  ].map { TimeZone(identifier: $0)! }

  static func at(_ utc: String) -> CalendarEvent.Time {
    .instant(ISO8601DateFormatter().date(from: utc)!)
  }

  static func day(_ text: String) -> CalendarEvent.Time { .date(LocalDate(text)!) }

  static func event(
    _ title: String, _ start: CalendarEvent.Time, _ end: CalendarEvent.Time, status: CalendarEvent.Status = .confirmed,
    calendar: String = "Family & School"
  ) -> CalendarEvent {
    CalendarEvent(
      uid: "\(title.utf8.count)/\(status)@example.org", title: title, start: start, end: end, calendarID: "c",
      calendarTitle: calendar, status: status)
  }

  /// Titles that need escaping or are far from ASCII; all-day, timed, mixed, multi-day and
  /// zero-length events; instants on DST days, before 1970 and with fractions of a second.
  static let events: [CalendarEvent] = [
    event("Zoo \"trip\"", day("2026-03-28"), day("2026-03-31")),
    event(#"C:\Schule\Plan \\ done"#, at("2026-03-29T00:30:00Z"), at("2026-03-29T01:30:00Z")),
    event("Line\nbreak\tand\r return", at("2026-10-25T00:30:00Z"), at("2026-10-25T01:30:00Z"), status: .tentative),
    event(
      "\u{0}\u{1}\u{8}\u{B}\u{C}\u{1B}\u{1F}\u{7F} controls", at("2026-03-08T07:59:59Z"), at("2026-03-08T08:00:01Z")),
    event("🎒 Schulanfang 👩‍👩‍👧", day("2026-11-01"), day("2026-11-02"), calendar: "Ünïcödé \"cal\""),
    event("Café e\u{301} עברית \u{2028}", at("2026-11-01T06:30:00Z"), at("2026-11-01T07:30:00Z")),
    event("", at("2026-04-04T15:00:00Z"), at("2026-04-04T15:00:00Z")),
    event("Overnight", at("2026-10-03T14:45:00Z"), at("2026-10-04T16:15:00Z"), status: .cancelled),
    event("Mixed", day("2026-10-04"), at("2026-10-05T10:00:00Z")),
    event("Before 1970", .instant(Date(timeIntervalSince1970: -1.5)), .instant(Date(timeIntervalSince1970: 59.75))),
    event("Fraction", .instant(Date(timeIntervalSince1970: 1_780_000_000.75)), at("2026-05-28T21:00:00Z")),
  ]

  // MARK: - The output before streaming, rebuilt independently

  static func rfc3339(_ instant: Date, zone: TimeZone) -> String {
    formatter("yyyy-MM-dd'T'HH:mm:ssxxx", zone).string(from: instant)
  }

  static func formatter(_ format: String, _ zone: TimeZone) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.timeZone = zone
    formatter.dateFormat = format
    return formatter
  }

  /// Data as a terminal is given it: a tab as a space, ESC as ␛, other C0 controls as their
  /// control pictures, DEL as ␡ (none of the fixtures has C1 or bidi controls).
  static func shown(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.flatMap { scalar -> [Unicode.Scalar] in
          switch scalar.value {
          case 0x09: [" "]
          case 0x1B: ["␛"]
          case 0x00...0x1F: [Unicode.Scalar(0x2400 + scalar.value) ?? "?"]
          case 0x7F: ["␡"]
          // A line separator breaks the line where the reader sees no break: shown by its number.
          case 0x2028: Array("<U+2028>".unicodeScalars)
          default: [scalar]
          }
        }))
  }

  static func expectedJSON(_ events: [CalendarEvent], zone: TimeZone) -> [UInt8] {
    func stamp(_ time: CalendarEvent.Time) -> JSONValue {
      switch time {
      case .date(let date): .string(date.description)
      case .instant(let instant): .string(rfc3339(instant, zone: zone))
      }
    }
    let document = JSONValue.array(
      events.map { event in
        .object([
          ("uid", .string(event.uid)), ("title", .string(event.title)), ("allDay", .bool(event.isAllDay)),
          ("start", stamp(event.start)), ("end", stamp(event.end)), ("calendar", .string(event.calendarTitle)),
          ("status", .string(event.status.rawValue)),
        ])
      })
    return Array((document.pretty() + "\n").utf8)
  }

  static func expectedText(
    _ events: [CalendarEvent], from: LocalDate, through: LocalDate, zone: TimeZone, style: TerminalStyle
  ) -> String {
    var byDay: [LocalDate: [CalendarEvent]] = [:]
    for event in events {
      guard let span = event.localDates(in: zone) else { continue }
      for offset in 0...max(0, span.lowerBound.days(to: span.upperBound)) {
        let day = span.lowerBound.adding(days: offset)
        if day >= from && day <= through { byDay[day, default: []].append(event) }
      }
    }
    guard !byDay.isEmpty else { return "No events between \(from) and \(through)." }
    let clock = formatter("HH:mm", zone)
    return byDay.keys.sorted().map { day in
      let lines = byDay[day]!.map { event in
        var when = "all day    "
        if case .instant(let start) = event.start, case .instant(let end) = event.end {
          when = "\(clock.string(from: start))–\(clock.string(from: end))"
        }
        let status = event.status == .tentative ? style.dim(" (tentative)") : ""
        return "  \(when) \(shown(event.title))\(status)  \(style.dim(shown(event.calendarTitle)))"
      }
      return ([style.bold(DateText.long(day))] + lines).joined(separator: "\n")
    }.joined(separator: "\n\n")
  }

  // MARK: - JSON

  @Test("the streamed JSON is JSONValue.pretty() of the contract's objects and a newline, in every kind of zone")
  func jsonEqualsPretty() {
    for zone in Self.zones {
      var bytes: [UInt8] = []
      EventsView.writeJSON(Self.events, zone: zone, to: &bytes)
      #expect(bytes == Self.expectedJSON(Self.events, zone: zone), "\(zone.identifier)")
    }
  }

  @Test("descriptions and categories change neither the JSON contract nor the agenda")
  func notesNeverPrinted() {
    let described = Self.events.map { event in
      var event = event
      event.notes = "No school for students, Wombleflax day"
      event.categories = ["Public holiday", "Quibblethorpe"]
      return event
    }
    let zone = TimeZone(identifier: "Europe/Berlin")!
    var plain: [UInt8] = []
    var withNotes: [UInt8] = []
    EventsView.writeJSON(Self.events, zone: zone, to: &plain)
    EventsView.writeJSON(described, zone: zone, to: &withNotes)
    #expect(withNotes == plain)
    let (from, through) = (LocalDate("2026-03-28")!, LocalDate("2026-11-01")!)
    plain = []
    withNotes = []
    EventsView.writeText(Self.events, from: from, through: through, zone: zone, style: .plain, to: &plain)
    EventsView.writeText(described, from: from, through: through, zone: zone, style: .plain, to: &withNotes)
    #expect(withNotes == plain)
  }

  @Test("the streamed JSON parses back to the same titles, control characters and all")
  func jsonParses() throws {
    var bytes: [UInt8] = []
    EventsView.writeJSON(Self.events, zone: TimeZone(identifier: "Europe/Berlin")!, to: &bytes)
    let objects = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [[String: Any]])
    #expect(objects.map { $0["title"] as? String } == Self.events.map { Optional($0.title) })
    #expect(objects[1]["start"] as? String == "2026-03-29T01:30:00+01:00")
    #expect(objects[1]["end"] as? String == "2026-03-29T03:30:00+02:00")
  }

  @Test("no events is an empty array")
  func emptyJSON() {
    var bytes: [UInt8] = []
    EventsView.writeJSON([], zone: .gmt, to: &bytes)
    #expect(bytes == Array("[]\n".utf8))
  }

  @Test("timestamps match a formatter every 45 minutes for a year, DST days and odd offsets included")
  func timestampsAcrossTheYear() {
    for zone in Self.zones {
      let formatter = Self.formatter("yyyy-MM-dd'T'HH:mm:ssxxx", zone)
      for step in stride(from: 0, to: 366 * 24 * 4, by: 3) {
        let instant = Date(timeIntervalSince1970: 1_767_225_600 + Double(step) * 900 + 0.25)
        #expect(Timestamp.rfc3339(instant, zone: zone) == formatter.string(from: instant))
      }
    }
  }

  // MARK: - Text

  @Test("the streamed agenda is the agenda as it was printed, plain and in colour")
  func textEqualsAgenda() {
    let windows = [("2026-03-28", "2026-11-01"), ("2026-10-04", "2026-10-04"), ("1969-12-31", "1970-01-01")]
    for zone in Self.zones {
      for style in [TerminalStyle.plain, TerminalStyle(colors: true)] {
        for (from, through) in windows.map({ (LocalDate($0.0)!, LocalDate($0.1)!) }) {
          let expected = Self.expectedText(Self.events, from: from, through: through, zone: zone, style: style)
          let text = EventsView.text(Self.events, from: from, through: through, zone: zone, style: style)
          #expect(Array(text.utf8) == Array(expected.utf8), "\(zone.identifier) \(from)")
          var bytes: [UInt8] = []
          EventsView.writeText(Self.events, from: from, through: through, zone: zone, style: style, to: &bytes)
          #expect(bytes == Array((expected + "\n").utf8))
        }
      }
    }
  }

  @Test("a window without events says so")
  func emptyText() {
    let day = LocalDate("2027-01-01")!
    var bytes: [UInt8] = []
    EventsView.writeText(Self.events, from: day, through: day, zone: .gmt, style: .plain, to: &bytes)
    #expect(bytes == Array("No events between 2027-01-01 and 2027-01-01.\n".utf8))
  }

  // MARK: - Streaming

  final class Chunks: ByteSink {
    typealias Failure = Never
    var sizes: [Int] = []
    var bytes: [UInt8] = []
    func write(_ chunk: [UInt8]) {
      sizes.append(chunk.count)
      bytes += chunk
    }
  }

  struct Refused: Error {}

  struct FailingSink: ByteSink {
    typealias Failure = Refused
    var attempts = 0
    mutating func write(_ bytes: [UInt8]) throws(Refused) {
      attempts += 1
      throw Refused()
    }
  }

  @Test("a long listing leaves in chunks of about 64 KiB, never whole")
  func chunks() {
    let many = (0..<3000).map { n in
      Self.event(
        "Event \(n)", .instant(Date(timeIntervalSince1970: 1_780_000_000 + Double(n) * 600)), Self.day("2026-06-02"))
    }
    var sink = Chunks()
    EventsView.writeJSON(many, zone: .gmt, to: &sink)
    #expect(sink.bytes == Self.expectedJSON(many, zone: .gmt))
    #expect(sink.sizes.count > 3)
    #expect(sink.sizes.allSatisfy { $0 < 64 * 1024 + 1024 })
    var text = Chunks()
    let (from, through) = (LocalDate("2026-05-28")!, LocalDate("2026-06-20")!)
    EventsView.writeText(many, from: from, through: through, zone: .gmt, style: .plain, to: &text)
    #expect(
      text.bytes
        == Array((Self.expectedText(many, from: from, through: through, zone: .gmt, style: .plain) + "\n").utf8))
    #expect(text.sizes.count > 1)
  }

  @Test("a sink that refuses stops the writing at once")
  func failureStops() {
    let many = Array(repeating: Self.events[0], count: 5000)
    var sink = FailingSink()
    #expect(throws: Refused.self) { try EventsView.writeJSON(many, zone: .gmt, to: &sink) }
    #expect(sink.attempts == 1)
    #expect(throws: Refused.self) {
      try EventsView.writeText(
        many, from: LocalDate("2026-03-28")!, through: LocalDate("2026-03-30")!, zone: .gmt, style: .plain, to: &sink)
    }
    #expect(sink.attempts == 2)
  }
}
