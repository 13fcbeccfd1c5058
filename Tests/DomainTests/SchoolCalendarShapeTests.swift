import Foundation
import Testing

@testable import Domain

@Suite("The school week and year follow the region and the calendars")
struct SchoolCalendarShapeTests {
  static let jerusalem = TimeZone(identifier: "Asia/Jerusalem")!
  static let sydney = TimeZone(identifier: "Australia/Sydney")!

  /// A lesson at 10:00 on every day of `week` for eight weeks from Sunday 2026-11-01.
  static func lessons(on week: Set<Weekday>) -> [CalendarEvent] {
    (0..<56).map { day("2026-11-01").adding(days: $0) }.filter { week.contains($0.weekday) }.map {
      timed("Maths", $0.description, "10:00", "11:00")
    }
  }

  func read(_ engine: CalendarContextEngine, _ date: String, _ events: [CalendarEvent])
    -> CalendarContextEngine
    .Reading
  {
    engine.read(from: day(date), through: day(date), events: events, overrides: [], player: nil)
  }

  @Test("in Israel's time zone Friday and Saturday are the weekend, Sunday is not")
  func zoneWeek() {
    let friday = read(engine(zone: Self.jerusalem), "2026-11-27", [])
    #expect(friday.days[0].reason == ContextReason.weekend)
    #expect(friday.shape.weekLine == "School week: Sunday–Thursday (from the time zone Asia/Jerusalem)")
    #expect(read(engine(zone: Self.jerusalem), "2026-11-29", []).days[0].rule != .weekend)
    // The United Arab Emirates keep Monday–Friday since 2022.
    let dubai = read(engine(zone: TimeZone(identifier: "Asia/Dubai")!), "2026-11-27", [])
    #expect(dubai.days[0].rule != .weekend && dubai.shape.week == WeekdayList.weekdays)
  }

  @Test("a school calendar with lessons Sunday to Thursday shows a Sunday–Thursday week, whatever the zone")
  func calendarWeek() {
    let week: Set<Weekday> = [.sunday, .monday, .tuesday, .wednesday, .thursday]
    let reading = read(engine(), "2026-11-27", Self.lessons(on: week))
    #expect(reading.shape.week == week)
    #expect(reading.shape.weekLine.contains("from the calendars"))
    #expect(reading.days[0].kind == .freeDay && reading.days[0].reason == ContextReason.weekend)
    #expect(read(engine(), "2026-11-29", Self.lessons(on: week)).days[0].kind == .schoolDay)
    // Lessons Monday to Friday in Jerusalem: the calendars win over the zone.
    let monFri = read(engine(zone: Self.jerusalem), "2026-11-27", Self.lessons(on: WeekdayList.weekdays))
    #expect(monFri.shape.week == WeekdayList.weekdays)
  }

  @Test("the parent's week wins over the calendars and the zone")
  func parentWeek() {
    let chosen = ContextRules(schoolWeek: WeekdayList.weekdays)
    let reading = read(engine(chosen, zone: Self.jerusalem), "2026-11-27", [])
    #expect(reading.shape.weekOrigin == .parent)
    #expect(reading.days[0].rule != .weekend)
  }

  @Test("too few dates, or days that make no school week, show nothing")
  func sparseWeek() {
    #expect(SchoolCalendarShape.inferWeek([.monday: 3, .tuesday: 3, .wednesday: 2]) == nil)
    #expect(SchoolCalendarShape.inferWeek([.monday: 9, .tuesday: 9, .thursday: 9]) == nil)
    #expect(SchoolCalendarShape.inferWeek(Dictionary(uniqueKeysWithValues: Weekday.allCases.map { ($0, 9) })) == nil)
  }

  @Test("the weekend is the two days before a week's first day; a mid-week day off is not the weekend")
  func weekend() {
    #expect(
      SchoolCalendarShape.weekend(of: [.sunday, .monday, .tuesday, .wednesday, .thursday]) == [.friday, .saturday])
    #expect(SchoolCalendarShape.weekend(of: [.monday, .tuesday, .wednesday, .thursday]) == [.saturday, .sunday])
    #expect(SchoolCalendarShape.weekend(of: [.monday, .tuesday, .thursday, .friday]) == [.saturday, .sunday])
  }

  @Test("a week is auto, a run of days or a list")
  func parse() throws {
    #expect(try SchoolCalendarShape.parseWeek("auto") == nil)
    #expect(try SchoolCalendarShape.parseWeek("sun-thu") == [.sunday, .monday, .tuesday, .wednesday, .thursday])
    #expect(try SchoolCalendarShape.parseWeek("Sat-Wed") == [.saturday, .sunday, .monday, .tuesday, .wednesday])
    #expect(try SchoolCalendarShape.parseWeek("mon,tue,thu") == [.monday, .tuesday, .thursday])
    #expect(try SchoolCalendarShape.parseWeek("weekdays") == WeekdayList.weekdays)
    #expect(throws: DomainError.unknownWeekday("fun")) { try SchoolCalendarShape.parseWeek("fun-thu") }
    #expect(SchoolCalendarShape.describe([.sunday, .monday, .tuesday, .wednesday, .thursday]) == "Sunday–Thursday")
  }

  @Test("a six-week break over December and January shows a southern year, even in a northern zone")
  func calendarYear() {
    let events = [allDay("Summer Holidays", "2026-12-18", through: "2027-01-27")]
    let reading = read(engine(), "2027-02-01", events)
    #expect(reading.shape.year == .south)
    #expect(reading.shape.yearLine.contains("from the calendars"))
    // A term list's gap between the last and first days says the same.
    let terms = [allDay("Last Day of Term 4", "2026-12-16"), allDay("First Day of Term 1", "2027-02-01")]
    #expect(read(engine(), "2027-02-01", terms).shape.year == .south)
    let north = [allDay("Summer Holidays", "2027-06-25", through: "2027-08-31")]
    #expect(read(engine(zone: Self.sydney), "2027-02-01", north).shape.year == .north)
  }

  @Test("without a long break the zone says, and the parent's choice wins over both")
  func zoneYear() {
    #expect(read(engine(zone: Self.sydney), "2027-02-01", []).shape.year == .south)
    #expect(read(engine(), "2027-02-01", []).shape.year == .north)
    let chosen = read(engine(ContextRules(schoolYear: .north), zone: Self.sydney), "2027-02-01", [])
    #expect(chosen.shape.year == .north && chosen.shape.yearOrigin == .parent)
  }

  @Test("a southern year read from the calendars puts the weeks before a February first day in the summer")
  func inferredSummer() {
    let events = [
      allDay("Summer Holidays", "2025-12-19", through: "2026-01-28"), allDay("First Day of Term 1", "2027-02-02"),
    ]
    #expect(engine().context("2027-01-12", events).kind == .freeDay)
  }
}
