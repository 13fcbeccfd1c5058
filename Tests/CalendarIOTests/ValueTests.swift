import Domain
import Testing

@testable import CalendarIO

@Suite("DATE, DATE-TIME, DURATION and UTC-offset values")
struct ValueTests {
  @Test("DATE, floating DATE-TIME and UTC DATE-TIME are told apart")
  func dateTimes() throws {
    let d = try #require(ICalValues.parseDateTime("20260321"))
    #expect(d.isDate && !d.isUTC && d.wall == Civil.wall(year: 2026, month: 3, day: 21))
    let f = try #require(ICalValues.parseDateTime("20260321T083000"))
    #expect(!f.isDate && !f.isUTC && f.wall == Civil.wall(year: 2026, month: 3, day: 21, hour: 8, minute: 30))
    let z = try #require(ICalValues.parseDateTime("20260321T083000Z"))
    #expect(z.isUTC && z.wall == f.wall)
  }

  @Test(
    "impossible dates and garbage are rejected",
    arguments: ["20260230", "20261301", "2026032", "20260321T2561", "abc", ""])
  func invalid(_ text: String) {
    #expect(ICalValues.parseDateTime(text) == nil)
  }

  @Test("dates and times at the edges of their fields: leap days, 59 minutes, 24:00, offsets under a day")
  func edges() throws {
    // Leap years 2000 (leap) and 2100 (not); a month's last day and the day after it.
    for (text, valid) in [
      ("20000229", true), ("21000229", false), ("19000229", false), ("20240229", true), ("20260229", false),
      ("20260430", true), ("20260431", false), ("20261231", true), ("20261232", false), ("20260100", false),
    ] {
      #expect((ICalValues.parseDateTime(text) != nil) == valid, "\(text)")
    }
    #expect(
      ICalValues.parseDateTime("20260321T085900")?.wall
        == Civil.wall(year: 2026, month: 3, day: 21, hour: 8, minute: 59))
    #expect(ICalValues.parseDateTime("20260321T086000") == nil)
    // 24:00:00 is the next midnight, and a leap second the second before it.
    #expect(ICalValues.parseDateTime("20260321T240000")?.wall == Civil.wall(year: 2026, month: 3, day: 22))
    #expect(ICalValues.parseDateTime("20260321T250000") == nil)
    #expect(
      ICalValues.parseDateTime("20260321T235960")?.wall
        == Civil.wall(year: 2026, month: 3, day: 21, hour: 23, minute: 59, second: 59))
    #expect(ICalValues.parseDateTime("20260321T235961") == nil)
    #expect(ICalValues.parseUTCOffset("+2359") == 23 * 3600 + 59 * 60)
    #expect(ICalValues.parseUTCOffset("+2400") == nil)
    #expect(ICalValues.parseUTCOffset("-0060") == nil)
    #expect(ICalValues.parseUTCOffset("+000060") == nil)
  }

  @Test("durations: weeks, days, time parts and sign")
  func durations() {
    #expect(ICalValues.parseDuration("P1W") == DurationValue(days: 7, seconds: 0))
    #expect(ICalValues.parseDuration("P1DT2H30M") == DurationValue(days: 1, seconds: 9000))
    #expect(ICalValues.parseDuration("-PT15M") == DurationValue(days: 0, seconds: -900))
    #expect(ICalValues.parseDuration("PT") == nil)
    #expect(ICalValues.parseDuration("P1H") == nil)
  }

  @Test("UTC offsets with and without seconds")
  func offsets() {
    #expect(ICalValues.parseUTCOffset("+0100") == 3600)
    #expect(ICalValues.parseUTCOffset("-0530") == -19800)
    #expect(ICalValues.parseUTCOffset("+001730") == 1050)
    #expect(ICalValues.parseUTCOffset("0100") == nil)
  }

  @Test("civil arithmetic agrees with LocalDate over four centuries")
  func civil() {
    for days in stride(from: -150_000, through: 150_000, by: 997) {
      let c = Civil.date(fromDays: days)
      let l = Domain.LocalDate(daysSinceEpoch: days)
      #expect(c.year == l.year && c.month == l.month && c.day == l.day)
      #expect(Civil.days(year: c.year, month: c.month, day: c.day) == days)
      #expect(Civil.weekday(ofDay: days) == (l.weekday.rawValue + 5) % 7)
    }
  }
}
