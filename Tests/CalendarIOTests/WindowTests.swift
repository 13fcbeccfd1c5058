import Foundation
import Testing

@testable import CalendarIO
@testable import Domain

/// The shortcuts a narrow query takes (one-off events far away never built, rule periods only
/// tested on the days near the window, large files mapped) must not change what it answers.
@Suite("Narrow windows answer exactly what wide ones do")
struct WindowTests {
  private let zone = TestCalendars.berlin

  /// A calendar mixing what the shortcuts touch: old and future one-offs, all-day spans, rules
  /// with and without COUNT, BYSETPOS and ordinals, EXDATEs, overrides moved across days.
  private static let mixed = """
    BEGIN:VEVENT\nUID:old\nSUMMARY:Old one-off\nDTSTART;TZID=Europe/Berlin:20160302T100000\nDTEND;TZID=Europe/Berlin:20160302T110000\nEND:VEVENT
    BEGIN:VEVENT\nUID:trip\nSUMMARY:Long trip\nDTSTART;VALUE=DATE:20260525\nDTEND;VALUE=DATE:20260612\nEND:VEVENT
    BEGIN:VEVENT\nUID:late\nSUMMARY:Late night\nDTSTART:20260609T223000Z\nDURATION:PT3H\nEND:VEVENT
    BEGIN:VEVENT\nUID:weekly\nSUMMARY:Swimming\nDTSTART;TZID=Europe/Berlin:20160104T170000\nDTEND;TZID=Europe/Berlin:20160104T180000
    RRULE:FREQ=WEEKLY;BYDAY=MO,TU,TH\nEXDATE;TZID=Europe/Berlin:20260611T170000\nEND:VEVENT
    BEGIN:VEVENT\nUID:weekly\nRECURRENCE-ID;TZID=Europe/Berlin:20260609T170000\nSUMMARY:Swimming (moved)
    DTSTART;TZID=Europe/Berlin:20260610T090000\nDTEND;TZID=Europe/Berlin:20260610T100000\nEND:VEVENT
    BEGIN:VEVENT\nUID:lastday\nSUMMARY:Last weekday\nDTSTART;VALUE=DATE:20250131\nRRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=24\nEND:VEVENT
    BEGIN:VEVENT\nUID:second-sunday\nSUMMARY:Brunch\nDTSTART;TZID=Europe/Berlin:20100314T110000\nDURATION:PT2H
    RRULE:FREQ=YEARLY;BYMONTH=3,6,9;BYDAY=2SU\nEND:VEVENT
    BEGIN:VEVENT\nUID:mid\nSUMMARY:Pay day\nDTSTART;VALUE=DATE:20120615\nRRULE:FREQ=MONTHLY;BYMONTHDAY=15,-1\nEND:VEVENT
    BEGIN:VEVENT\nUID:weekno\nSUMMARY:Week 24\nDTSTART;VALUE=DATE:20150608\nRRULE:FREQ=YEARLY;BYWEEKNO=24;BYDAY=MO,WE\nEND:VEVENT
    BEGIN:VEVENT\nUID:birthday\nSUMMARY:Birthday\nDTSTART;VALUE=DATE:20110613\nRRULE:FREQ=YEARLY\nEND:VEVENT
    BEGIN:VEVENT\nUID:ended\nSUMMARY:Ended club\nDTSTART;TZID=Europe/Berlin:20200107T150000\nRRULE:FREQ=DAILY;UNTIL=20200301T000000Z\nEND:VEVENT
    BEGIN:VEVENT\nUID:every3\nSUMMARY:Every third day\nDTSTART:20240101T070000Z\nRRULE:FREQ=DAILY;INTERVAL=3\nEND:VEVENT
    """

  private func summary(_ events: [CalendarEvent]) -> [String] {
    events.map { "\($0.title) \(TestCalendars.describe($0.start)) \(TestCalendars.describe($0.end))" }
  }

  @Test("each day of June 2026, asked alone, gives the events the whole month gives for it")
  func dayByDayEqualsMonth() throws {
    let month = try TestCalendars.read(Self.mixed, from: "2026-05-01", to: "2026-07-31")
    #expect(month.events.count > 40)
    var day = LocalDate("2026-06-01")!
    while day <= LocalDate("2026-06-30")! {
      let window = DateWindow(from: day, through: day, in: zone)
      let expected = month.events.filter { event in
        let (s, e) = (instant(event.start), instant(event.end))
        return s < window.end && (e > window.start || (e == s && s >= window.start))
      }
      let alone = try TestCalendars.read(Self.mixed, from: day.description, to: day.description)
      #expect(summary(alone.events) == summary(expected), "\(day)")
      day = day.adding(days: 1)
    }
  }

  private func instant(_ time: CalendarEvent.Time) -> Date {
    switch time {
    case .instant(let d): return d
    case .date(let d): return DateWindow(from: d, through: d, in: zone).start
    }
  }

  @Test(
    "a newer copy of an event far outside the window still beats an older copy inside it",
    arguments: ["same-uid@example.org", "escaped\\,uid", "folded-uid-that-is-long"])
  func newerCopyOutsideWins(uid: String) throws {
    // The UID line is folded when the test asks for it: the lexer then hands it over unfolded.
    let uidLine =
      uid.hasPrefix("folded") ? "UID:folded-uid-\r\n that-is-long" : "UID:\(uid)"
    let body = """
      BEGIN:VEVENT\n\(uidLine)\nSEQUENCE:3\nSUMMARY:Moved to 2019\nDTSTART:20190609T080000Z\nEND:VEVENT
      BEGIN:VEVENT\n\(uidLine)\nSEQUENCE:1\nSUMMARY:Stale copy\nDTSTART:20260609T080000Z\nEND:VEVENT
      BEGIN:VEVENT\nUID:other\nSUMMARY:Unrelated\nDTSTART:20260609T090000Z\nEND:VEVENT
      """
    let r = try TestCalendars.read(body, from: "2026-06-09", to: "2026-06-09")
    #expect(r.events.map(\.title) == ["Unrelated"])
    let old = try TestCalendars.read(body, from: "2019-06-09", to: "2019-06-09")
    #expect(old.events.map(\.title) == ["Moved to 2019"])
  }

  @Test("the stale copy wins back when the far copy is older")
  func olderCopyOutsideLoses() throws {
    let body = """
      BEGIN:VEVENT\nUID:x\nSEQUENCE:1\nSUMMARY:Old plan\nDTSTART:20190609T080000Z\nEND:VEVENT
      BEGIN:VEVENT\nUID:x\nSEQUENCE:4\nSUMMARY:Current plan\nDTSTART:20260609T080000Z\nEND:VEVENT
      """
    let r = try TestCalendars.read(body, from: "2026-06-09", to: "2026-06-09")
    #expect(r.events.map(\.title) == ["Current plan"])
  }

  @Test("a large file read from disk (mapped) answers like the same bytes in memory")
  func mappedFileEqualsBytes() async throws {
    var body = ""
    var n = 0
    while body.utf8.count < LocalFile.mapThreshold * 2 {
      body +=
        "BEGIN:VEVENT\nUID:e\(n)\nSUMMARY:Event \(n) é\nDTSTART:2026\(n % 2 == 0 ? "0609" : "0610")T0\(n % 10)0000Z\n"
      body += "DESCRIPTION:" + String(repeating: "long text ", count: 20) + "\nEND:VEVENT\n"
      n += 1
    }
    let bytes = TestCalendars.calendar(body)
    let path = NSTemporaryDirectory() + "calio-mapped-" + UUID().uuidString + ".ics"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }

    let reader = CalendarReader(localZone: zone)
    let window = TestCalendars.window("2026-06-09", "2026-06-09")
    let fromDisk = try await reader.read(path, window: window)
    let fromMemory = try reader.read(bytes: bytes, id: path, title: "x", window: window)
    #expect(fromDisk.events.count == (n + 1) / 2)
    #expect(summary(fromDisk.events) == summary(fromMemory.events))
    #expect(fromDisk.events.map(\.uid) == fromMemory.events.map(\.uid))
    let documents = try await PathCalendarSource(location: path).load(limits: .standard)
    #expect(documents.first?.bytes == bytes)
  }
}

@Suite("Occurrences come out in order of start, title and UID")
struct OrderTests {
  @Test("sorting in place gives what a plain stable sort gives", arguments: [0, 1, 2, 7, 100, 2_000])
  func inPlaceSort(count: Int) {
    var generator = SystemRandomNumberGenerator()
    let titles = ["Zoo", "Art", "Art", "Band", "Älg", "Swim"]
    let events = (0..<count).map { i in
      CalendarEvent(
        uid: "u\(Int.random(in: 0..<5, using: &generator))", title: titles.randomElement(using: &generator)!,
        start: .date(LocalDate("2026-06-09")!), end: .date(LocalDate("2026-06-10")!), calendarID: "c\(i)",
        calendarTitle: "t", status: .confirmed)
    }
    let keys = events.map { _ in Int64.random(in: 0..<8, using: &generator) }
    let expected = zip(keys, events).enumerated().sorted { a, b in
      let (x, y) = (a.element, b.element)
      if x.0 != y.0 { return x.0 < y.0 }
      if x.1.title != y.1.title { return x.1.title < y.1.title }
      if x.1.uid != y.1.uid { return x.1.uid < y.1.uid }
      return a.offset < b.offset
    }.map(\.element.1)
    #expect(EventOrder.sorted(events, keys: keys).map(\.calendarID) == expected.map(\.calendarID))
  }
}
