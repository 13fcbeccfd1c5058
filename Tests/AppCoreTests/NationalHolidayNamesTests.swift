import Domain
import Foundation
import Testing

@testable import AppCore

/// The public holidays of the family's country, by name, from the built-in data.
@Suite("National holiday names of the time zone's country")
struct NationalHolidayNamesTests {
  @Test("Ireland's include St Patrick's Day, an observance elsewhere; a zone naming no country has none")
  func ireland() {
    let irish = NationalHolidayNames.holidays(for: TimeZone(identifier: "Europe/Dublin")!, years: 2026...2027)
    #expect(irish.names("St. Patrick's Day"))
    #expect(irish.names("Christmas Day"))
    #expect(!irish.names("Thanksgiving Day"))
    let american = NationalHolidayNames.holidays(for: TimeZone(identifier: "America/Chicago")!, years: 2026...2027)
    #expect(!american.names("St. Patrick's Day"))
    #expect(NationalHolidayNames.holidays(for: TimeZone(identifier: "UTC")!, years: 2026...2027).isEmpty)
  }

  @Test("the dates come too: a national holiday and its bridge day to the weekend close, the days beside them do not")
  func dates() {
    let american = NationalHolidayNames.holidays(for: TimeZone(identifier: "America/Chicago")!, years: 2026...2027)
    let weekdays: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]
    func on(_ year: Int, _ month: Int, _ day: Int) -> LocalDate { LocalDate(year: year, month: month, day: day)! }
    // Thanksgiving 2026 is Thursday 26 November; the Friday after lies between it and the weekend.
    #expect(american.closes(on(2026, 11, 26), schoolWeek: weekdays))
    #expect(american.closes(on(2026, 11, 27), schoolWeek: weekdays))
    #expect(!american.closes(on(2026, 11, 25), schoolWeek: weekdays))
    #expect(!american.closes(on(2026, 3, 17), schoolWeek: weekdays))
    let irish = NationalHolidayNames.holidays(for: TimeZone(identifier: "Europe/Dublin")!, years: 2026...2027)
    #expect(irish.closes(on(2027, 3, 17), schoolWeek: weekdays))
    #expect(
      !NationalHolidayNames.holidays(for: TimeZone(identifier: "UTC")!, years: 2026...2027).closes(
        on(2026, 12, 25), schoolWeek: weekdays))
  }
}
