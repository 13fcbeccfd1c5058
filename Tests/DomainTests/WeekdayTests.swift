import Domain
import Testing

@Suite("Weekday lists")
struct WeekdayTests {
  @Test("numbering follows Foundation: Sunday is 1, Saturday is 7")
  func numbering() {
    #expect(Weekday.sunday.rawValue == 1)
    #expect(Weekday.saturday.rawValue == 7)
    #expect(LocalDate("2026-11-21")!.weekday == .saturday)
  }

  @Test(
    "day lists accept codes, full names and the shorthands",
    arguments: [
      ("mon,tue,fri", [Weekday.monday, .tuesday, .friday]),
      ("Monday, Wednesday", [.monday, .wednesday]),
      ("weekdays", [.monday, .tuesday, .wednesday, .thursday, .friday]),
      ("weekends", [.saturday, .sunday]),
      ("daily", Weekday.allCases),
      ("weekends,mon", [.saturday, .sunday, .monday]),
    ])
  func parsing(text: String, expected: [Weekday]) throws {
    #expect(try WeekdayList.parse(text) == Set(expected))
  }

  @Test("an unknown day is named in the error", arguments: ["mon,funday", "", "mo", "8"])
  func unknown(text: String) {
    #expect(throws: DomainError.self) { try WeekdayList.parse(text) }
    do {
      _ = try WeekdayList.parse(text)
    } catch {
      #expect(error.description.contains("mon,tue,wed"))
      if text == "mon,funday" { #expect(error == .unknownWeekday("funday")) }
    }
  }

  @Test("descriptions read back as the same days")
  func describeRoundTrip() throws {
    for days in [Set(Weekday.allCases), WeekdayList.weekdays, WeekdayList.weekends, [.tuesday, .thursday, .saturday]] {
      #expect(try WeekdayList.parse(WeekdayList.describe(days)) == days)
    }
    #expect(WeekdayList.describe([.sunday, .monday]) == "mon,sun")
  }
}
