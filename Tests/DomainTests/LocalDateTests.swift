import Domain
import Foundation
import Testing

@Suite("LocalDate")
struct LocalDateTests {
  @Test("parses YYYY-MM-DD and rejects everything else")
  func parsing() {
    #expect(LocalDate("2026-12-21") == LocalDate(year: 2026, month: 12, day: 21))
    for bad in [
      "2026-02-30", "2026-13-01", "26-12-21", "2026-1-5", "2026/12/21", "", "tomorrow", "2026-12-21x", "２０２６-12-21",
    ] {
      #expect(LocalDate(bad) == nil, "\(bad) should not parse")
    }
    #expect(LocalDate("2024-02-29") != nil)
    #expect(LocalDate("2100-02-29") == nil)
  }

  @Test("days since epoch round-trip across four centuries")
  func roundTrip() {
    for days in stride(from: -146_097, through: 146_097 * 2, by: 37) {
      #expect(LocalDate(daysSinceEpoch: days).daysSinceEpoch == days)
    }
    #expect(LocalDate(daysSinceEpoch: 0).description == "1970-01-01")
  }

  @Test("weekday agrees with Foundation's Gregorian calendar")
  func weekdayMatchesFoundation() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    var date = LocalDate(year: 1999, month: 12, day: 25)!
    for _ in 0..<800 {
      let instant = calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day))!
      #expect(date.weekday.rawValue == calendar.component(.weekday, from: instant))
      date = date.adding(days: 11)
    }
  }

  @Test("the local date of an instant depends on the zone")
  func localDateOfInstant() {
    let instant = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18T11:06:40Z
    #expect(LocalDate(instant, in: TimeZone(identifier: "UTC")!).description == "2026-11-18")
    #expect(LocalDate(instant, in: TimeZone(identifier: "Pacific/Kiritimati")!).description == "2026-11-19")
    let late = Date(timeIntervalSince1970: 1_795_046_400 - 1)  // 23:59:59Z
    #expect(LocalDate(late, in: TimeZone(identifier: "Asia/Tokyo")!).description == "2026-11-19")
    #expect(LocalDate(late, in: TimeZone(identifier: "America/Chicago")!).description == "2026-11-18")
  }

  @Test("start of day is local midnight")
  func startOfDay() {
    let zone = TimeZone(identifier: "Europe/Berlin")!
    let date = LocalDate("2026-03-29")!  // DST starts at 02:00 that night
    let start = date.startOfDay(in: zone)
    #expect(LocalDate(start, in: zone) == date)
    #expect(LocalDate(start.addingTimeInterval(-1), in: zone) == date.adding(days: -1))
    #expect(date.adding(days: 1).startOfDay(in: zone).timeIntervalSince(start) == 23 * 3600)
  }

  @Test(
    "start of day agrees with the Gregorian calendar's on every day, also where midnight is skipped",
    arguments: [
      "Europe/Berlin", "America/Sao_Paulo", "America/Havana", "Asia/Beirut", "Pacific/Apia", "America/St_Johns",
      "Asia/Kolkata", "Australia/Lord_Howe",
    ])
  func startOfDayEverywhere(_ name: String) throws {
    let zone = try #require(TimeZone(identifier: name))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    var date = LocalDate("2012-01-01")!
    var checked = 0
    while date <= LocalDate("2027-12-31")! {
      let components = DateComponents(year: date.year, month: date.month, day: date.day)
      let expected = calendar.startOfDay(for: try #require(calendar.date(from: components)))
      #expect(date.startOfDay(in: zone) == expected, "\(name) \(date)")
      date = date.adding(days: 1)
      checked += 1
    }
    #expect(checked > 5_800)
  }

  @Test("Codable uses the YYYY-MM-DD string")
  func codable() throws {
    let data = try JSONEncoder().encode([LocalDate("2027-01-04")!])
    #expect(String(decoding: data, as: UTF8.self) == "[\"2027-01-04\"]")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([LocalDate].self, from: Data("[\"2027-02-31\"]".utf8))
    }
  }
}
