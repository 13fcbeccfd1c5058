import Foundation
import Testing

@testable import Domain

/// A long event list is prepared in slices on several cores; the result must be the list one
/// pass prepares, in the same order, and so must every decision made from it.
@Suite struct PreparedSlicesTests {
  /// A school year and more of a busy calendar in New York: terms, breaks, early releases, clubs
  /// after hours, evenings, holidays, cancelled and repeated titles, events across midnight and
  /// DST, a holiday feed and a family calendar.
  static func busyYear() -> [CalendarEvent] {
    let titles = [
      "First Day of School", "Winter Break", "Early Release", "Chess Club", "PTA Evening", "Labor Day",
      "Science Fair", "No School - Teacher Workday", "Last Day of School", "Soccer Practice", "Día festivo",
      "Elternabend", "Spring Break", "Picture Day",
    ]
    var events: [CalendarEvent] = []
    var first = day("2026-01-01")
    var n = 0
    while events.count < 6000 {
      for k in 0..<9 {
        n += 1
        let title = titles[(n * 7 + k) % titles.count] + (n % 3 == 0 ? " \(n % 50)" : "")
        let calendar = ["school", "school", "holidays", "family"][n % 4]
        let status: CalendarEvent.Status = n % 37 == 0 ? .cancelled : .confirmed
        if k % 4 == 0 {
          let last = first.adding(days: n % 11 == 0 ? 6 : 1)
          events.append(
            CalendarEvent(
              uid: "a\(n)", title: title, start: .date(first), end: .date(last), calendarID: calendar,
              calendarTitle: calendar, status: status))
        } else {
          let start = instant(
            first.description, ["07:30", "10:00", "13:45", "15:00", "19:30", "23:15"][n % 6], in: newYork)
          events.append(
            CalendarEvent(
              uid: "t\(n)", title: title, start: .instant(start),
              end: .instant(start.addingTimeInterval(Double(45 + n % 300) * 60)), calendarID: calendar,
              calendarTitle: calendar, status: status))
        }
      }
      first = first.adding(days: 1)
    }
    return events
  }

  @Test func slicesPrepareTheListOnePassPrepares() {
    let events = Self.busyYear()
    let roles: [String: CalendarRole] = ["holidays": .holidays, "family": .family]
    let engine = CalendarContextEngine(rules: ContextRules(), timeZone: newYork, parallelWidth: 4)
    var onePass = engine.prepare(events[...], roles: roles)
    CalendarContextEngine.sort(&onePass)
    let sliced = engine.prepare(events, roles: roles)
    #expect(sliced.count == onePass.count && sliced.count > 3000)
    #expect(sliced.map { String(describing: $0) } == onePass.map { String(describing: $0) })
  }

  @Test func decisionsFromALongListDoNotDependOnItsOrder() {
    let events = Self.busyYear()
    let engine = CalendarContextEngine(rules: ContextRules(), timeZone: newYork, parallelWidth: 4)
    let roles: [String: CalendarRole] = ["holidays": .holidays, "family": .family]
    let forward = engine.contexts(
      from: day("2026-02-01"), through: day("2026-12-31"), events: events, overrides: [], player: nil, roles: roles)
    let backward = engine.contexts(
      from: day("2026-02-01"), through: day("2026-12-31"), events: events.reversed(), overrides: [], player: nil,
      roles: roles)
    #expect(forward.count == 334)
    #expect(Set(forward.map(\.kind)).count >= 2, "the year is not all one kind of day")
    #expect(forward.map { String(describing: $0) } == backward.map { String(describing: $0) })
  }
}
