import Domain
import Testing

@Suite("A family calendar is listed but never decides")
struct FamilyCalendarTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  @Test("an all-day Vacation on a family calendar leaves the weekday unknown")
  func vacationSaysNothing() {
    let events = [allDay("Vacation", "2026-11-23", through: "2026-11-27").on(Feed.family)]
    let context = engine.context("2026-11-24", events, roles: Feed.roles)
    #expect(context.kind == .unknown)
    #expect(context.rule == .noInformation)
    #expect(context.events.isEmpty)
    // The same event on the school calendar is a free day: only the role keeps it quiet.
    #expect(engine.context("2026-11-24", [allDay("Vacation", "2026-11-24")], roles: Feed.roles).kind == .freeDay)
  }

  @Test("a family calendar's events never make a school day")
  func eventsMakeNoSchoolDay() {
    let events = [
      timed("Dentist", "2026-11-24", "10:00", "11:00"), allDay("Grandma visits", "2026-11-24"),
      allDay("Make-Up Day", "2026-11-28"), allDay("First Day of School", "2026-09-01"),
      allDay("Last Day of School", "2027-06-18"),
    ].map { $0.on(Feed.family) }
    #expect(engine.context("2026-11-24", events, roles: Feed.roles).kind == .unknown)
    #expect(engine.context("2026-11-28", events, roles: Feed.roles).rule == .weekend)
    #expect(engine.context("2026-10-20", events, roles: Feed.roles).kind == .unknown)
  }

  @Test("beside a school calendar, only the school's events are listed")
  func schoolDecides() {
    let events = [
      allDay("Vacation", "2026-11-24").on(Feed.family), timed("Picture Day", "2026-11-24", "08:30", "11:00"),
    ]
    let context = engine.context("2026-11-24", events, roles: Feed.roles)
    #expect(context.kind == .schoolDay)
    #expect(context.rule == .schoolEvents)
    #expect(context.events == ["Picture Day"])
  }
}
