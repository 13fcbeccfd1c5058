import Foundation
import Testing

@testable import CalendarIO
@testable import Domain

/// The window's comparisons at equality: an event ending exactly where the window starts, one
/// starting exactly where it ends, an event of no length on its start, and equal start and end.
@Suite("The window's edges, and equal start and end")
struct WindowEdgeTests {
  /// The titles read for 2026-06-10 through 2026-06-12 in UTC: the window is [06-10T00:00Z, 06-13T00:00Z).
  private func titles(_ body: String) throws -> [String] {
    try TestCalendars.read(body, from: "2026-06-10", to: "2026-06-12", zone: TestCalendars.utc).events.map(\.title)
  }

  @Test("an event ending exactly when the window starts is outside it; one ending a second later is inside")
  func endsAtStart() throws {
    #expect(
      try titles("BEGIN:VEVENT\nUID:a\nSUMMARY:A\nDTSTART:20260609T230000Z\nDTEND:20260610T000000Z\nEND:VEVENT") == [])
    #expect(
      try titles("BEGIN:VEVENT\nUID:a\nSUMMARY:A\nDTSTART:20260609T230000Z\nDTEND:20260610T000001Z\nEND:VEVENT") == [
        "A"
      ])
  }

  @Test("an event starting exactly when the window ends is outside it; one starting a second earlier is inside")
  func startsAtEnd() throws {
    #expect(
      try titles("BEGIN:VEVENT\nUID:b\nSUMMARY:B\nDTSTART:20260613T000000Z\nDTEND:20260613T010000Z\nEND:VEVENT") == [])
    #expect(
      try titles("BEGIN:VEVENT\nUID:b\nSUMMARY:B\nDTSTART:20260612T235959Z\nDTEND:20260613T010000Z\nEND:VEVENT") == [
        "B"
      ])
  }

  @Test("an event of no length exactly on the window's start is inside it, one on its end is not")
  func noLength() throws {
    #expect(try titles("BEGIN:VEVENT\nUID:c\nSUMMARY:C\nDTSTART:20260610T000000Z\nEND:VEVENT") == ["C"])
    #expect(try titles("BEGIN:VEVENT\nUID:c\nSUMMARY:C\nDTSTART:20260613T000000Z\nEND:VEVENT") == [])
  }

  @Test("the all-day events the day before and the day after the window are outside it")
  func allDayNeighbours() throws {
    let body = """
      BEGIN:VEVENT\nUID:1\nSUMMARY:Before\nDTSTART;VALUE=DATE:20260609\nEND:VEVENT
      BEGIN:VEVENT\nUID:2\nSUMMARY:First\nDTSTART;VALUE=DATE:20260610\nEND:VEVENT
      BEGIN:VEVENT\nUID:3\nSUMMARY:Last\nDTSTART;VALUE=DATE:20260612\nEND:VEVENT
      BEGIN:VEVENT\nUID:4\nSUMMARY:After\nDTSTART;VALUE=DATE:20260613\nEND:VEVENT
      """
    #expect(try titles(body) == ["First", "Last"])
  }

  @Test("an all-day event whose end equals its start lasts its one day")
  func allDayEqualStartAndEnd() throws {
    let r = try TestCalendars.read(
      "BEGIN:VEVENT\nUID:e\nSUMMARY:E\nDTSTART;VALUE=DATE:20260611\nDTEND;VALUE=DATE:20260611\nEND:VEVENT",
      from: "2026-06-10", to: "2026-06-12", zone: TestCalendars.utc)
    #expect(r.events.map(\.start) == [.date(LocalDate("2026-06-11")!)])
    #expect(r.events.map(\.end) == [.date(LocalDate("2026-06-12")!)])
  }

  @Test("a timed event whose end equals its start is an instant, on its own date")
  func timedEqualStartAndEnd() throws {
    let r = try TestCalendars.read(
      "BEGIN:VEVENT\nUID:f\nSUMMARY:F\nDTSTART:20260611T000000Z\nDTEND:20260611T000000Z\nEND:VEVENT",
      from: "2026-06-10", to: "2026-06-12", zone: TestCalendars.utc)
    let event = try #require(r.events.first)
    #expect(event.start == event.end)
    #expect(event.localDates(in: TestCalendars.utc) == LocalDate("2026-06-11")!...LocalDate("2026-06-11")!)
  }
}
