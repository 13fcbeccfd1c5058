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
}
