import Domain
import Foundation
import Testing

@Suite("Preview speed")
struct ContextPerformanceTests {
  @Test("a school year classifies from tens of thousands of events in one pass")
  func yearFromManyEvents() {
    var events: [CalendarEvent] = []
    var date = day("2025-07-01")
    var n = 0
    while date <= day("2028-09-30") {
      for k in 0..<25 {
        n += 1
        let title = k == 0 && n % 97 == 0 ? "Teacher In-Service \(n % 7)" : "Lesson \(n % 400) Room \(k)"
        events.append(timed(title, date.description, "10:00", "11:00"))
      }
      date = date.adding(days: 1)
    }
    events += schoolYear()
    let engine = Domain.CalendarContextEngine(rules: rules(languages: ["en", "es", "fr", "de"]), timeZone: berlin)
    let clock = ContinuousClock()
    var year: [DayContext] = []
    let elapsed = clock.measure {
      year = engine.contexts(
        from: day("2026-08-01"), through: day("2027-07-31"), events: events, overrides: [], player: nil)
    }
    print("contexts for 365 days from \(events.count) events: \(elapsed)")
    #expect(year.count == 365)
    #expect(elapsed < .seconds(3))  // 0.2–0.4 s in a debug build, ~30 ms release; O(days × events) would not fit
  }
}
