import Foundation
import Testing

@testable import CalendarIO
@testable import Domain

/// Issue 23: what old clients and odd calendars write that no other test read (EXRULE, a timed
/// event lasting days, RDATE periods that are not, a VTIMEZONE without a name).
@Suite("Calendar reading: the paths no other test took")
struct UncoveredPathsTests {
  private func read(_ body: String, header: String = "") throws -> CalendarReadResult {
    try TestCalendars.read(body, header: header, from: "2026-01-01", to: "2026-12-31")
  }

  @Test("EXRULE (RFC 2445) takes its instances out of a timed series")
  func exceptionRuleTimed() throws {
    let r = try read(
      """
      BEGIN:VEVENT\nUID:1\nSUMMARY:Swim\nDTSTART;TZID=Europe/Berlin:20260601T170000\nRRULE:FREQ=DAILY;COUNT=6
      EXRULE:FREQ=DAILY;INTERVAL=2;COUNT=3
      END:VEVENT
      """)
    #expect(
      r.events.map { TestCalendars.describe($0.start) } == [
        "2026-06-02T17:00", "2026-06-04T17:00", "2026-06-06T17:00",
      ])
  }

  @Test("EXRULE takes its days out of an all-day series")
  func exceptionRuleAllDay() throws {
    let r = try read(
      """
      BEGIN:VEVENT\nUID:1\nSUMMARY:Camp\nDTSTART;VALUE=DATE:20260601\nRRULE:FREQ=DAILY;COUNT=4
      EXRULE:FREQ=DAILY;INTERVAL=2
      END:VEVENT
      """)
    #expect(r.events.map { TestCalendars.describe($0.start) } == ["2026-06-02", "2026-06-04"])
  }

  @Test("a timed event's days of DURATION are days of the wall clock, also across a change to summer time")
  func timedDurationInDays() throws {
    // Berlin moves its clocks on 29 March 2026: one day after 20:00 is 20:00 again, 23 hours later.
    let r = try read(
      "BEGIN:VEVENT\nUID:1\nSUMMARY:Trip\nDTSTART;TZID=Europe/Berlin:20260328T200000\nDURATION:P1DT1H\nEND:VEVENT")
    let event = try #require(r.events.first)
    #expect(TestCalendars.describe(event.start) == "2026-03-28T20:00")
    #expect(TestCalendars.describe(event.end) == "2026-03-29T21:00")
  }

  @Test("RDATE periods whose start or end is no time are skipped with a warning; the good ones stay")
  func badPeriods() throws {
    let r = try read(
      """
      BEGIN:VEVENT\nUID:1\nSUMMARY:Talk\nDTSTART:20260601T080000Z\nDURATION:PT1H
      RDATE;VALUE=PERIOD:20260603T080000Z/PT2H,soon/PT1H,20260605T080000Z/later
      END:VEVENT
      """)
    #expect(
      r.events.map { TestCalendars.describe($0.start, in: TestCalendars.utc) } == [
        "2026-06-01T08:00", "2026-06-03T08:00",
      ])
    #expect(r.warnings.map(\.message) == ["RDATE: 2 value(s) not understood; skipped"])
  }

  @Test("a VTIMEZONE without TZID is ignored with a warning naming it")
  func timeZoneWithoutName() throws {
    let zone = """
      BEGIN:VTIMEZONE\nBEGIN:STANDARD\nDTSTART:19701025T030000\nTZOFFSETFROM:+0200\nTZOFFSETTO:+0100
      END:STANDARD\nEND:VTIMEZONE\n
      """
    let r = try read("BEGIN:VEVENT\nUID:1\nSUMMARY:A\nDTSTART:20260601T080000Z\nEND:VEVENT", header: zone)
    #expect(r.events.count == 1)
    #expect(r.warnings.map(\.message) == ["VTIMEZONE without TZID ignored"])
  }

  /// What `readAll` makes of `count` bytes read from a stream (as stdin is: no size known) under `limit`.
  private func readStream(count: Int, limit: Int) throws -> Result<Int, CalendarIOError> {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString)").path
    try Data(repeating: UInt8(ascii: "x"), count: count).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let fd = open(path, O_RDONLY)
    try #require(fd >= 0)
    defer { close(fd) }
    do throws(CalendarIOError) {
      return .success(try LocalFile.readAll(fd: fd, label: "stdin", limits: CalendarLimits(maxFileBytes: limit)).count)
    } catch {
      return .failure(error)
    }
  }

  @Test("a stream (stdin) over the size limit is refused as too large, whether it ends in the first large read or not")
  func streamOverLimit() throws {
    // 150,000 bytes: one read of 64 KiB, then the rest in one larger read; over the limit at the end.
    guard case .failure(.tooLarge(let path, let bytes, let limit)) = try readStream(count: 150_000, limit: 100_000)
    else {
      Issue.record("150,000 bytes under a limit of 100,000 were accepted")
      return
    }
    #expect(path == "stdin")
    #expect(bytes == 150_000)
    #expect(limit == 100_000)
    // 3 MB: over the limit before the stream ends, so it is not read to its end.
    guard case .failure(.tooLarge(_, let partial, _)) = try readStream(count: 3 << 20, limit: 100_000) else {
      Issue.record("3 MB under a limit of 100,000 were accepted")
      return
    }
    #expect(partial > 100_000 && partial < 3 << 20)
    // The limit is the most kept: one byte more is refused, the limit itself read whole.
    #expect(
      try readStream(count: 100_001, limit: 100_000)
        == .failure(.tooLarge(path: "stdin", bytes: 100_001, limit: 100_000)))
    #expect(try readStream(count: 100_000, limit: 100_000).get() == 100_000)
  }

  @Test("an END with no BEGIN before it is ignored with a warning naming it; the calendar after it is read")
  func endWithoutBegin() throws {
    let text =
      "END:VEVENT\nBEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:1\nSUMMARY:A\nDTSTART:20260601T080000Z\nEND:VEVENT\nEND:VCALENDAR\n"
    let reader = CalendarReader(limits: .standard, localZone: TestCalendars.berlin)
    let r = try reader.read(
      bytes: Array(text.utf8), id: "/test.ics", title: "test", window: TestCalendars.window("2026-01-01", "2026-12-31"))
    #expect(r.events.map(\.title) == ["A"])
    #expect(r.warnings.map(\.message) == ["END:VEVENT without BEGIN ignored"])
  }

  @Test("an override naming a timed series' occurrence by its date alone replaces that day's occurrence")
  func overrideByDate() throws {
    let r = try read(
      """
      BEGIN:VEVENT\nUID:s\nSUMMARY:Club\nDTSTART:20260601T080000Z\nDURATION:PT1H\nRRULE:FREQ=DAILY;COUNT=3\nEND:VEVENT
      BEGIN:VEVENT\nUID:s\nRECURRENCE-ID;VALUE=DATE:20260602\nSUMMARY:Moved\nDTSTART:20260602T120000Z\nDURATION:PT1H
      END:VEVENT
      """)
    #expect(
      r.events.map { "\($0.title) \(TestCalendars.describe($0.start, in: TestCalendars.utc))" } == [
        "Club 2026-06-01T08:00", "Moved 2026-06-02T12:00", "Club 2026-06-03T08:00",
      ])
  }

  @Test("a folder given as the calendar stream (stdin < /tmp) is unreadable, named as such, not a failed read")
  func folderAsStream() throws {
    let fd = open(FileManager.default.temporaryDirectory.path, O_RDONLY)
    try #require(fd >= 0)
    defer { close(fd) }
    #expect(throws: CalendarIOError.unreadable(path: "stdin", reason: String(cString: strerror(EISDIR)))) {
      try LocalFile.readAll(fd: fd, label: "stdin", limits: .standard)
    }
  }
}
