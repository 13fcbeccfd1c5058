import Domain
import Testing

@Suite("A complete public-holiday calendar (built-in holidays): the days it knows without a holiday are school days")
struct KnownHolidayDaysTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)
  let holidays = [allDay("Thanksgiving Day", "2026-11-26").on(Feed.holidays)]
  let known = [day("2026-01-01")...day("2026-12-31")]

  func context(_ date: String, _ events: [CalendarEvent], knownDays: [ClosedRange<LocalDate>]) -> DayContext {
    engine.contexts(
      from: day(date), through: day(date), events: events, overrides: [], player: nil, roles: Feed.roles,
      knownDays: knownDays)[0]
  }

  @Test("a holiday is free, the Monday after a school day, the weekend a weekend")
  func holidayAndTheDaysAround() {
    #expect(context("2026-11-26", holidays, knownDays: known).rule == .publicHoliday)
    let monday = context("2026-11-30", holidays, knownDays: known)
    #expect(monday.kind == .schoolDay)
    #expect(monday.rule == .noPublicHoliday)
    #expect(monday.reason == ContextReason.noPublicHoliday)
    #expect(context("2026-11-28", holidays, knownDays: known).rule == .weekend)
  }

  @Test("outside the days it knows, and for a calendar that knows none (an .ics feed), the day stays unknown")
  func outsideTheKnownDays() {
    #expect(context("2027-01-04", holidays, knownDays: known).kind == .unknown)
    #expect(context("2026-11-30", holidays, knownDays: []).kind == .unknown)
  }

  @Test("a school calendar's term break decides before the holidays' school day")
  func aSchoolCalendarDecidesFirst() {
    let school = [
      allDay("First Day of School", "2026-08-12"), allDay("Winter Break", "2026-12-21", through: "2027-01-01"),
    ]
    let day = context("2026-12-22", holidays + school, knownDays: known)
    #expect(day.kind == .freeDay)
    #expect(day.rule == .freeDayMarker)
  }

  @Test("the reason is said in each language's own words")
  func reasonInEveryLanguage() {
    let monday = context("2026-11-30", holidays, knownDays: known)
    let reasons = ContextMessage.languages.compactMap { ContextMessage.reason(for: monday, language: $0) }
    #expect(reasons.count == ContextMessage.languages.count)
    #expect(Set(reasons).count == reasons.count)
    #expect(ContextMessage.reason(for: monday, language: "de") == "Kein Feiertag im Feiertagskalender")
  }
}
