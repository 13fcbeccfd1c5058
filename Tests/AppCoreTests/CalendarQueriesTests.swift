import AppCore
import CalendarIO
import Domain
import Foundation
import TestSupport
import Testing

@Suite("Calendar queries")
struct CalendarQueriesTests {
  static let berlin = TimeZone(identifier: "Europe/Berlin")!

  static func event(_ uid: String, _ title: String, _ start: CalendarEvent.Time) -> CalendarEvent {
    CalendarEvent(uid: uid, title: title, start: start, end: start, calendarID: "c", calendarTitle: "C")
  }

  static func berlinTime(_ text: String) -> CalendarEvent.Time {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = berlin
    return .instant(formatter.date(from: text)!)
  }

  @Test("events are sorted by start (all-day ones at local midnight), then title, then the order read")
  func order() async throws {
    var dependencies = try AppDependencies.test(timeZone: Self.berlin)
    dependencies.calendars = FixedCalendarReader(events: [
      "school": [
        Self.event("late", "Zoo", Self.berlinTime("2026-10-20T07:00:00+02:00")),
        Self.event("allday", "B holiday", .date(LocalDate("2026-10-20")!)),
        Self.event("chor-2", "Chor", Self.berlinTime("2026-10-20T00:00:00+02:00")),
      ],
      "family": [
        Self.event("chor-1", "Chor", Self.berlinTime("2026-10-20T00:00:00+02:00")),
        Self.event("midnight", "A midnight", Self.berlinTime("2026-10-20T00:00:00+02:00")),
        Self.event("next", "Aaa", .date(LocalDate("2026-10-21")!)),
      ],
    ])
    let day = LocalDate("2026-10-20")!
    let result = try await CalendarQueries(dependencies).events(
      from: day, through: day.adding(days: 1), sources: ["school", "family"])
    #expect(result.events.map(\.uid) == ["midnight", "allday", "chor-2", "chor-1", "late", "next"])
  }

  @Test("the order is the one a stable sort by start, then title gives, sorted or scrambled, one source or several")
  func sameOrderAsAStableSort() async throws {
    var seed: UInt64 = 42
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    let day = LocalDate("2026-10-20")!
    let midnight = day.startOfDay(in: Self.berlin)
    func randomEvent(_ n: Int) -> CalendarEvent {
      let start: CalendarEvent.Time =
        next(3) == 0
        ? .date(day.adding(days: next(3))) : .instant(midnight.addingTimeInterval(Double(next(6) * 43_200)))
      return Self.event("\(n)", ["Chor", "A", "Zoo", "chor", "É"][next(5)], start)
    }
    func startKey(_ event: CalendarEvent) -> Date {
      switch event.start {
      case .date(let date): date.startOfDay(in: Self.berlin)
      case .instant(let instant): instant
      }
    }
    for round in 0..<20 {
      let school = (0..<200).map { randomEvent($0) }
      let family = (200..<300).map { randomEvent($0) }
      let expected = (school + family).sorted { lhs, rhs in
        startKey(lhs) != startKey(rhs) ? startKey(lhs) < startKey(rhs) : lhs.title < rhs.title
      }
      var dependencies = try AppDependencies.test(timeZone: Self.berlin)
      dependencies.calendars = FixedCalendarReader(events: [
        "school": round.isMultiple(of: 2) ? school : expected, "family": round.isMultiple(of: 2) ? family : [],
      ])
      let sources = round.isMultiple(of: 2) ? ["school", "family"] : ["school"]
      let result = try await CalendarQueries(dependencies).events(
        from: day, through: day.adding(days: 3), sources: sources)
      #expect(result.events.map(\.uid) == expected.map(\.uid))
    }
  }
}
