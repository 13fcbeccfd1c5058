import Domain
import Foundation
import Settings
import Testing

@testable import AppCore

/// The calendar administration's look-ups where two things could be taken for one: a source's id
/// when its name's id is taken (by one source or by several), a subdivision where a country is
/// asked for, and a holiday left out of one region's sources or of the whole country's.
@Suite("Calendar administration: ids already taken, regions inside a country")
struct CalendarAdminClassTests {
  @Test("a name whose id is taken gets -2, then -3; the lowest free number is taken again once freed")
  func takenIds() async throws {
    let admin = CalendarAdmin(try AppDependencies.test())
    var ids: [String] = []
    for host in ["a", "b", "c"] {
      ids.append(try await admin.addSource("https://\(host).example.org/school.ics", name: "Family", check: false).id)
    }
    #expect(ids == ["family", "family-2", "family-3"])
    #expect(try admin.removeSource("family-2").location == "https://b.example.org/school.ics")
    let again = try await admin.addSource("https://d.example.org/school.ics", name: "Family", check: false)
    #expect(again.id == "family-2")
    #expect(try admin.settings().sources.map(\.id) == ["family", "family-3", "family-2"])
  }

  @Test("a subdivision is not a country: US and usa name the country, US-CA is refused naming US")
  func countryNotSubdivision() throws {
    let admin = CalendarAdmin(try AppDependencies.test())
    #expect(try admin.holidayCountry("us").code == "US")
    #expect(try admin.holidayCountry("usa").code == "US")
    let error = #expect(throws: (any Error).self) { try admin.holidayCountry("US-CA") }
    #expect(
      "\(error.map { "\($0)" } ?? "")"
        == "unknown holiday region 'US-CA'; nearest: US; 'tq-parent calendar holidays' lists the codes")
    #expect((error as? any ExitCoded)?.exitCode == 64)
  }

  static func holidaySources() throws -> CalendarAdmin {
    var settings = AppSettings()
    settings.calendar.sources = [
      CalendarSourceSetting(id: "california", location: "holidays:US-CA"),
      CalendarSourceSetting(id: "new-york", location: "holidays:US-NY"),
      CalendarSourceSetting(id: "germany", location: "holidays:DE"),
    ]
    return CalendarAdmin(try AppDependencies.test(settings: settings))
  }

  static func skips(_ admin: CalendarAdmin) throws -> [String: [String]] {
    Dictionary(uniqueKeysWithValues: try admin.settings().sources.map { ($0.id, $0.skip) })
  }

  @Test("a holiday left out for a subdivision changes its sources alone; for the country, every one of it")
  func skipByRegion() throws {
    let admin = try Self.holidaySources()
    #expect(try admin.setHoliday("Veterans Day", skipped: true, in: "US-CA").map(\.id) == ["california"])
    #expect(try Self.skips(admin) == ["california": ["Veterans Day"], "new-york": [], "germany": []])
    #expect(try admin.setHoliday("Veterans Day", skipped: true, in: "US").map(\.id) == ["california", "new-york"])
    #expect(try Self.skips(admin) == ["california": ["Veterans Day"], "new-york": ["Veterans Day"], "germany": []])
    #expect(try admin.setHoliday("veterans day", skipped: false, in: "US-NY").map(\.id) == ["new-york"])
    #expect(try Self.skips(admin) == ["california": ["Veterans Day"], "new-york": [], "germany": []])
  }
}
