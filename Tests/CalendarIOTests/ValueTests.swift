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
