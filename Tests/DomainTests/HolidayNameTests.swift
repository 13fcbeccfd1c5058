import Domain
import Testing

@Suite("A holiday's name on a school calendar")
struct HolidayNameTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  /// Issue 22: one name in its spellings (apostrophes and the possessive s, ß/ss, Jr./Jr, &/and).
  static let spellings = [
    "Veteran's Day", "Veterans' Day", "Veteran’s Day", "Presidents' Day", "President's Day", "Presidents Day",
    "Juneteenth", "Buß- und Bettag", "Buss- und Bettag", "Buß- & Bettag", "Martin Luther King Jr. Day",
    "Martin Luther King Jr Day", "MLK Day", "Dr. Martin Luther King, Jr. Day", "Indigenous Peoples' Day",
    "Indigenous People's Day", "Día de la Hispanidad", "Fête nationale", "Christmas Day (substitute)",
  ]

  @Test(
    "an all-day event named after a public holiday is a free day",
    arguments: [
      "Veterans Day", "Labor Day (observed)", "Tag der Deutschen Einheit", "Lundi de Pâques", "Día de la Constitución",
    ] + spellings)
  func holidayNameIsFree(title: String) {
    let context = engine.context("2026-11-11", [allDay(title, "2026-11-11")])
    #expect(context.kind == .freeDay)
    #expect(context.rule == .holidayName)
    #expect(context.reason == title)
    #expect(context.events == [title])
  }

  @Test("an event that only mentions a holiday is a school event: Christmas Concert")
  func mentionIsNoHoliday() {
    for title in [
      "Christmas Concert", "Veterans Day Assembly", "Thanksgiving Food Drive", "Thanksgiving Feast", "Halloween Parade",
      "Juneteenth Celebration",
    ] {
      let context = engine.context("2026-12-17", [allDay(title, "2026-12-17")])
      #expect(context.kind == .schoolDay, "\(title)")
      #expect(context.rule == .schoolEvents, "\(title)")
    }
  }

  @Test("a timed event named after a holiday is a ceremony on a school day")
  func timedHolidayIsSchool() {
    let context = engine.context("2026-11-11", [timed("Veterans Day", "2026-11-11", "09:30", "10:30")])
    #expect(context.kind == .schoolDay)
    #expect(context.rule == .schoolEvents)
  }

  @Test("a holiday's name comes before the term")
  func beforeTerm() {
    let events = [
      allDay("First Day of School", "2026-09-01"), allDay("Veterans Day", "2026-11-11"),
      allDay("Last Day of School", "2027-06-18"),
    ]
    #expect(engine.context("2026-11-11", events).rule == .holidayName)
    #expect(engine.context("2026-11-12", events).rule == .term)
  }

  @Test(
    "a holiday's name with the year in the title is still the holiday; the year does not make an event of it",
    arguments: ["Veterans Day 2026", "Labor Day (observed) 2026", "2026 Juneteenth", "Tag der Deutschen Einheit 2026"])
  func yearInTitle(title: String) {
    let context = engine.context("2026-11-11", [allDay(title, "2026-11-11")])
    #expect(context.kind == .freeDay)
    #expect(context.rule == .holidayName)
  }

  @Test("a number does not make an event a holiday: Veterans Day 2026 Assembly is still a school event")
  func yearWithEvent() {
    let context = engine.context("2026-11-11", [allDay("Veterans Day 2026 Assembly", "2026-11-11")])
    #expect(context.kind == .schoolDay)
    #expect(context.rule == .schoolEvents)
  }
}
