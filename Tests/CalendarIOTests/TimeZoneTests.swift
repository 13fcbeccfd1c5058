import Foundation
import Testing

@testable import CalendarIO
@testable import Domain

@Suite("Time zones: IANA, vendor prefixes, Windows names, VTIMEZONE, floating")
struct TimeZoneTests {
  private func start(_ dtstart: String, header: String = "", extra: String = "", zone: TimeZone = TestCalendars.berlin)
    throws -> CalendarReadResult
  {
    try TestCalendars.read(
      "BEGIN:VEVENT\nUID:a\nSUMMARY:A\n\(dtstart)\n\(extra)END:VEVENT", header: header, from: "2026-01-01",
      to: "2026-12-31",
      zone: zone)
  }

  @Test("an IANA TZID is looked up in the system database")
  func iana() throws {
    let r = try start("DTSTART;TZID=America/New_York:20260115T090000")
    #expect(r.events.first?.start == .instant(TestCalendars.utcInstant("20260115T140000Z")))
  }

  @Test("a vendor prefix such as /mozilla.org/…/ is stripped")
  func vendorPrefix() throws {
    let r = try start("DTSTART;TZID=/mozilla.org/20050126_1/Europe/Berlin:20260115T090000")
    #expect(r.events.first?.start == .instant(TestCalendars.utcInstant("20260115T080000Z")))
    #expect(r.warnings.isEmpty)
  }

  @Test("an old dashed alias such as US-Eastern is read as US/Eastern")
  func dashedAlias() throws {
    let r = try start("DTSTART;TZID=US-Eastern:20260115T090000")
    #expect(r.events.first?.start == .instant(TestCalendars.utcInstant("20260115T140000Z")))
    #expect(r.warnings.isEmpty)
  }

  @Test(
    "Windows names map to IANA through the CLDR table",
    arguments: [
      ("W. Europe Standard Time", "20260715T070000Z"), ("Eastern Standard Time", "20260715T130000Z"),
      ("GMT Standard Time", "20260715T080000Z"), ("Tokyo Standard Time", "20260715T000000Z"),
    ])
  func windows(_ name: String, _ utc: String) throws {
    let r = try start("DTSTART;TZID=\"\(name)\":20260715T090000")
    #expect(r.events.first?.start == .instant(TestCalendars.utcInstant(utc)))
  }

  @Test("a custom TZID is interpreted from the file's VTIMEZONE, daylight time included")
  func vtimezone() throws {
    let tz = """
      BEGIN:VTIMEZONE
      TZID:My Office
      BEGIN:STANDARD
      DTSTART:19701025T030000
      TZOFFSETFROM:+0300
      TZOFFSETTO:+0200
      RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
      END:STANDARD
      BEGIN:DAYLIGHT
      DTSTART:19700329T020000
      TZOFFSETFROM:+0200
      TZOFFSETTO:+0300
      RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
      END:DAYLIGHT
      END:VTIMEZONE

      """
    let winter = try start("DTSTART;TZID=My Office:20260115T090000", header: tz)
    #expect(winter.events.first?.start == .instant(TestCalendars.utcInstant("20260115T070000Z")))
    let summer = try start("DTSTART;TZID=My Office:20260715T090000", header: tz)
    #expect(summer.events.first?.start == .instant(TestCalendars.utcInstant("20260715T060000Z")))
  }

  @Test("an unknown TZID without VTIMEZONE is floating local time, with a warning")
  func unknownTZID() throws {
    let r = try start("DTSTART;TZID=Nowhere/Special:20260115T090000")
    #expect(r.events.first?.start == .instant(TestCalendars.utcInstant("20260115T080000Z")))
    #expect(r.warnings.contains { $0.message.contains("Nowhere/Special") && $0.line != nil })
  }

  @Test("X-WR-TIMEZONE makes floating times local to that zone")
  func xwrTimezone() throws {
    let r = try start("DTSTART:20260115T090000", header: "X-WR-TIMEZONE:America/New_York\n")
    #expect(r.events.first?.start == .instant(TestCalendars.utcInstant("20260115T140000Z")))
  }

  @Test("a wall time inside the spring-forward gap moves forward by the gap")
  func gap() {
    let zone = Zone(TestCalendars.berlin)
    let wall = Civil.wall(year: 2026, month: 3, day: 29, hour: 2, minute: 30)
    #expect(zone.utc(fromWall: wall) == Int64(TestCalendars.utcInstant("20260329T013000Z").timeIntervalSince1970))
  }

  @Test("a wall time in the autumn overlap takes the earlier instant")
  func overlap() {
    let zone = Zone(TestCalendars.berlin)
    let wall = Civil.wall(year: 2026, month: 10, day: 25, hour: 2, minute: 30)
    #expect(zone.utc(fromWall: wall) == Int64(TestCalendars.utcInstant("20261025T003000Z").timeIntervalSince1970))
  }

  @Test("a weekly 08:00 event stays at 08:00 across the DST change")
  func wallClockAcrossDST() throws {
    let r = try TestCalendars.read(
      "BEGIN:VEVENT\nUID:w\nSUMMARY:School\nDTSTART;TZID=Europe/Berlin:20260316T080000\nDTEND;TZID=Europe/Berlin:20260316T130000\nRRULE:FREQ=WEEKLY\nEND:VEVENT",
      from: "2026-03-16", to: "2026-04-06")
    #expect(
      r.events.map { TestCalendars.describe($0.start) } == [
        "2026-03-16T08:00", "2026-03-23T08:00", "2026-03-30T08:00", "2026-04-06T08:00",
      ])
  }
}
