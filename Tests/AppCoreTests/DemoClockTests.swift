import AppCore
import Domain
import Foundation
import TestSupport
import Testing

@Suite("The demo's today")
struct DemoClockTests {
  /// Noon UTC, so the date is 12 March 2031 in every zone from UTC−12 to UTC+11.
  static let march2031 = Date(timeIntervalSince1970: 1_931_083_200)

  @Test("the demo household's school year is the one containing the dependencies' today, not the wall clock's")
  func demoFollowsTheDependenciesClock() async throws {
    let home = try TemporaryDirectory()
    var today: LocalDate?
    var schoolYearEvents: [CalendarEvent] = []
    var eventsInTheBundledYear = -1
    let inMarch2031: (AppEnvironment) -> AppDependencies = { environment in
      var dependencies = AppDependencies.live(environment: environment)
      dependencies.clock = FixedClock(Self.march2031)
      return dependencies
    }
    let status = await AppRun.run(program: "demo-test", home: home.path, demo: true, makeDependencies: inMarch2031) {
      dependencies in
      today = dependencies.today
      let queries = CalendarQueries(dependencies)
      schoolYearEvents =
        try await queries.events(from: LocalDate("2030-08-01")!, through: LocalDate("2031-07-31")!, sources: []).events
      // The calendar is bundled for 2026–27: nothing of it may stay there.
      eventsInTheBundledYear =
        try await queries.events(from: LocalDate("2026-08-01")!, through: LocalDate("2027-07-31")!, sources: []).events
        .count
    }
    #expect(status == 0)
    #expect(today == LocalDate("2031-03-12"))
    #expect(!schoolYearEvents.isEmpty)
    #expect(
      schoolYearEvents.contains { $0.title == "First Day of School" && $0.start == .date(LocalDate("2030-08-26")!) })
    #expect(eventsInTheBundledYear == 0)
  }
}
