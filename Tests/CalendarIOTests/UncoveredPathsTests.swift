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
}
