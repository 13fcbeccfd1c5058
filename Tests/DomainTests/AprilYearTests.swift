import Domain
import Foundation
import Testing

/// Issue 22: a school year that runs April to March (Japan, India) is read from the calendars'
/// first and last days, or from the time zone; its summer break is inside the year.
@Suite("An April school year")
struct AprilYearTests {
  static let tokyo = TimeZone(identifier: "Asia/Tokyo")!
  static let kolkata = TimeZone(identifier: "Asia/Kolkata")!

  /// A Japanese school's year as it publishes it: three terms from 始業式 to 終業式, the last
  /// ending with 修了式, and the summer, winter and spring breaks between them.
  static let japaneseYear = [
    allDay("入学式", "2026-04-07"), allDay("1学期始業式", "2026-04-07"), allDay("1学期終業式", "2026-07-20"),
    allDay("夏休み", "2026-07-21", through: "2026-08-31"), allDay("2学期始業式", "2026-09-01"),
    allDay("2学期終業式", "2026-12-24"), allDay("冬休み", "2026-12-25", through: "2027-01-07"),
    allDay("3学期始業式", "2027-01-08"), allDay("修了式", "2027-03-24"),
    allDay("春休み", "2027-03-25", through: "2027-04-06"),
  ]

  func shape(_ zone: TimeZone, _ events: [CalendarEvent], rules: ContextRules = ContextRules()) -> SchoolCalendarShape {
    CalendarContextEngine(rules: rules, timeZone: zone).read(
      from: day("2026-10-01"), through: day("2026-10-01"), events: events, overrides: [], player: nil
    ).shape
  }

  @Test("a year whose first days in early April name its start is an April year, whatever the zone")
  func japaneseCalendar() {
    for zone in [utc, Self.tokyo, TimeZone(identifier: "Europe/London")!] {
      let shape = shape(zone, Self.japaneseYear)
      #expect(shape.year == .april, "\(zone.identifier)")
      #expect(
        shape.yearLine
          == "School year: April to March (from the calendars: a school year begins on 2026-04-07 (1学期始業式))"
      )
    }
    // Its summer is inside the year: the days of 夏休み are free, the days after it school.
    let engine = CalendarContextEngine(rules: ContextRules(), timeZone: Self.tokyo)
    let days = engine.contexts(
      from: day("2026-08-10"), through: day("2026-09-02"), events: Self.japaneseYear, overrides: [], player: nil)
    #expect(days[0].kind == .freeDay)
    #expect(days[23].kind == .schoolDay)
  }

  @Test("a European year with an Easter break at the turn of March and April stays August to July")
  func europeanEaster() {
    let events = [
      allDay("First Day of Autumn Term", "2026-09-02"), allDay("Last Day of Spring Term", "2027-03-26"),
      allDay("First Day of Summer Term", "2027-04-12"), allDay("Last Day of Summer Term", "2027-07-21"),
    ]
    #expect(shape(TimeZone(identifier: "Europe/London")!, events).year == .north)
    // Shown from April to March (a year's window that begins at its Easter break), it is no April year either.
    let partial = [allDay("First Day of Summer Term", "2026-04-13"), allDay("Last Day of Spring Term", "2027-03-26")]
    #expect(shape(TimeZone(identifier: "Europe/London")!, partial).year == .north)
  }

  @Test("Japan's and India's zones run April to March; their summer break does not make the year northern")
  func zones() {
    #expect(shape(Self.tokyo, []).year == .april)
    #expect(shape(Self.tokyo, []).yearLine == "School year: April to March (from the time zone Asia/Tokyo)")
    #expect(shape(Self.kolkata, []).year == .april)
    let summer = [allDay("夏休み", "2026-07-21", through: "2026-08-31")]
    #expect(shape(Self.tokyo, summer).year == .april)
    #expect(shape(utc, summer).year == .north)
    // A southern summer still says south, and the parent's choice wins.
    #expect(shape(Self.tokyo, [allDay("Summer Holidays", "2026-12-18", through: "2027-01-27")]).year == .south)
    #expect(shape(Self.tokyo, [], rules: ContextRules(schoolYear: .north)).year == .north)
    #expect(shape(utc, [], rules: ContextRules(schoolYear: .april)).yearOrigin == .parent)
  }
}
