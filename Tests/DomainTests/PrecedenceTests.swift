import Domain
import Testing

@Suite("A make-up or school-day marker outranks a no-school word")
struct PrecedenceTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)
  let matcher = KeywordMatcher(preferences: KeywordPreferences())

  static let titles = [
    "School Day - Snow Day Makeup", "Make-up day for the snow day school closure", "Holiday Make-Up Day",
    "Nachholtag für den Brückentag", "Día de recuperación del festivo",
  ]

  @Test("a title naming a snow day or a holiday and a make-up is a school day", arguments: titles)
  func makeUpInTitle(title: String) {
    // The title names both: the test would mean nothing if it named only the make-up.
    #expect(matcher.kinds(in: title).isSuperset(of: [.noSchool, .schoolDay]))
    let context = engine.context("2026-11-24", [allDay(title, "2026-11-24")])
    #expect(context.kind == .schoolDay)
    #expect(context.rule == .schoolDayMarker)
    #expect(context.reason == title)
  }

  @Test("a make-up day on a Saturday inside a break is a school day")
  func makeUpInBreak() {
    let events = [
      allDay("Winter Break", "2026-12-19", through: "2027-01-03"), allDay("School Day - Snow Day Makeup", "2026-12-19"),
    ]
    let context = engine.context("2026-12-19", events)
    #expect(context.kind == .schoolDay)
    #expect(context.rule == .schoolDayMarker)
    #expect(engine.context("2026-12-21", events).kind == .freeDay)
  }

  @Test("a make-up day outranks a public-holiday feed and a school-holiday feed")
  func makeUpOutranksFeeds() {
    let events = [
      allDay("Veterans Day", "2026-11-11").on(Feed.holidays),
      allDay("Herbstferien", "2026-11-09", through: "2026-11-13").on(Feed.schoolHolidays),
      allDay("Make-Up Day", "2026-11-11"),
    ]
    #expect(engine.context("2026-11-11", events, roles: Feed.roles).rule == .schoolDayMarker)
    #expect(engine.context("2026-11-12", events, roles: Feed.roles).kind == .freeDay)
  }
}
