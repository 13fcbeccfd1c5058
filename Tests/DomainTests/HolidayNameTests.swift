import Domain
import Testing

@Suite("A holiday's name on a school calendar")
struct HolidayNameTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  @Test(
    "an all-day event named after a public holiday is a free day",
    arguments: [
      "Veterans Day", "Labor Day (observed)", "Tag der Deutschen Einheit", "Lundi de Pâques", "Día de la Constitución",
    ])
  func holidayNameIsFree(title: String) {
    let context = engine.context("2026-11-11", [allDay(title, "2026-11-11")])
    #expect(context.kind == .freeDay)
    #expect(context.rule == .holidayName)
    #expect(context.reason == title)
    #expect(context.events == [title])
  }

  @Test("an event that only mentions a holiday is a school event: Christmas Concert")
  func mentionIsNoHoliday() {
    for title in ["Christmas Concert", "Veterans Day Assembly", "Thanksgiving Food Drive"] {
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
}
