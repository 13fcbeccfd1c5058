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

  @Test("leap years: every fourth, not every hundredth, but every four hundredth")
  func leapYears() {
    for (year, leap) in [(2000, true), (2400, true), (1900, false), (2100, false), (2024, true), (2026, false)] {
      #expect(LocalDate.isLeap(year) == leap, "\(year)")
      #expect((LocalDate(year: year, month: 2, day: 29) != nil) == leap, "\(year)-02-29")
      #expect(LocalDate("\(year)-02-29") == (leap ? LocalDate(year: year, month: 2, day: 29) : nil))
    }
    // Across 2000-02-29, and across where 2100-02-29 is not.
    #expect(LocalDate("2000-02-28")!.adding(days: 1).description == "2000-02-29")
    #expect(LocalDate("2100-02-28")!.adding(days: 1).description == "2100-03-01")
    #expect(LocalDate("2026-02-29") == nil)
  }

  @Test("each month's last day exists and the day after it does not; day and month 00 do not exist")
  func monthEdges() {
    for (month, last) in [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31].enumerated().map({ ($0 + 1, $1) }) {
      #expect(LocalDate(year: 2026, month: month, day: last) != nil, "2026-\(month)-\(last)")
      #expect(LocalDate(year: 2026, month: month, day: last + 1) == nil, "2026-\(month)-\(last + 1)")
    }
    for bad in ["2026-01-00", "2026-00-10", "2026-09-31", "2026-11-31"] {
      #expect(LocalDate(bad) == nil, "\(bad)")
    }
  }

  @Test("exactly four, two and two digits with dashes between: no other width, no other separator")
  func fieldWidths() {
    #expect(LocalDate("2026-01-05") == LocalDate(year: 2026, month: 1, day: 5))
    for bad in [
      "2026-1-5", "2026-01-5", "2026-1-05", "12026-01-05", "02026-01-05", "2026-001-05", "2026-01-005", "2026-12/21",
      "2026-12x21", "2026x12-21", "2026-12-2 ", " 2026-12-2",
    ] {
      #expect(LocalDate(bad) == nil, "\(bad) should not parse")
    }
  }

  @Test("years below 1000 are written with four digits and read back")
  func shortYears() {
    for text in ["0999-12-31", "0001-01-01", "0042-02-28"] {
      let date = LocalDate(text)
      #expect(date?.description == text)
    }
    #expect(LocalDate(year: 999, month: 1, day: 2)?.description == "0999-01-02")
  }

  @Test("dates order by year, then month, then day")
  func ordering() {
    let ordered = ["2025-12-31", "2026-01-31", "2026-02-01", "2026-02-28", "2026-03-01", "2026-10-02", "2026-11-01"]
    let dates = ordered.map { LocalDate($0)! }
    for (earlier, later) in zip(dates, dates.dropFirst()) {
      #expect(earlier < later, "\(earlier) < \(later)")
      #expect(!(later < earlier), "\(later) < \(earlier)")
    }
    #expect(!(dates[1] < dates[1]))
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
