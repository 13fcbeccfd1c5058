import Domain
import Testing

/// Every comparison of a context rule at equality: an event starting or ending exactly on a
/// boundary, and each day count of the term and `next` at its limit and one past it. Core hours
/// are 09:00–14:00 (the default rules); 2026-11-24 is a Tuesday.
@Suite("Context rules at their edges")
struct ContextEdgeTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  @Test("a school event starting exactly when the core hours end is after school, one a minute earlier is not")
  func startsAtCoreEnd() {
    #expect(engine.context("2026-11-24", [timed("Chess Club", "2026-11-24", "14:00", "15:00")]).kind == .unknown)
    #expect(engine.context("2026-11-24", [timed("Chess Club", "2026-11-24", "13:59", "15:00")]).kind == .schoolDay)
  }

  @Test("an overnight event starting exactly at the end of the core hours says nothing about its first day")
  func overnightFromCoreEnd() {
    let trip = [timed("Overnight Trip", "2026-11-24", "14:00", "10:00", endDate: "2026-11-25")]
    #expect(engine.context("2026-11-24", trip).kind == .unknown)
    #expect(engine.context("2026-11-25", trip).kind == .schoolDay)
  }

  @Test("a term boundary starting exactly when the core hours end is an after-school event, not the term's edge")
  func boundaryAtCoreEnd() {
    let year = [allDay("First Day of School", "2026-09-01"), allDay("Last Day of School", "2027-06-18")]
    let party = year + [timed("Last Day of School Party", "2026-10-15", "14:00", "16:00")]
    #expect(engine.context("2026-11-24", party).rule == .term)
    #expect(engine.context("2026-11-24", party).kind == .schoolDay)
  }

  @Test("a timed no-school event covering exactly the core hours is a free day; a minute short either side is not")
  func exactlyTheCoreHours() {
    #expect(engine.context("2026-11-24", [timed("School Closed", "2026-11-24", "09:00", "14:00")]).kind == .freeDay)
    #expect(engine.context("2026-11-24", [timed("School Closed", "2026-11-24", "09:01", "14:00")]).kind != .freeDay)
    #expect(engine.context("2026-11-24", [timed("School Closed", "2026-11-24", "09:00", "13:59")]).kind != .freeDay)
  }

  @Test("a last day ending exactly when the core hours end is a full day; ending a minute earlier is an early finish")
  func lastDayEndingAtCoreEnd() {
    let full = engine.context("2027-06-18", [timed("Last Day of School", "2027-06-18", "08:00", "14:00")])
    #expect(!full.freeAfternoon)
    let short = engine.context("2027-06-18", [timed("Last Day of School", "2027-06-18", "08:00", "13:59")])
    #expect(short.freeAfternoon)
  }

  @Test("a last day ending exactly at 10:00 is a reminder, not a short day; a minute later it is a short day")
  func lastDayEndingAtTen() {
    let reminder = engine.context("2027-06-18", [timed("Last Day of School", "2027-06-18", "08:00", "10:00")])
    #expect(!reminder.freeAfternoon)
    let short = engine.context("2027-06-18", [timed("Last Day of School", "2027-06-18", "08:00", "10:01")])
    #expect(short.freeAfternoon)
  }

  @Test("a break of exactly 28 days is the summer break, of 27 days a term break")
  func summerMinimum() {
    // Out of term from the day after the last day (2026-07-01) to the first day: 28 and 27 days.
    let long = [allDay("Last Day of School", "2026-06-30"), allDay("First Day of School", "2026-07-29")]
    #expect(engine.context("2026-07-15", long).reason == ContextReason.summerBreak)
    let short = [allDay("Last Day of School", "2026-06-30"), allDay("First Day of School", "2026-07-28")]
    #expect(engine.context("2026-07-15", short).reason == ContextReason.termBreak)
  }

  @Test("two first days exactly 14 days apart are one boundary, 15 days apart a missing one")
  func clusterLimit() {
    let last = allDay("Last Day of School", "2027-06-18")
    let close = [allDay("First Day of School", "2026-09-01"), allDay("Classes Begin", "2026-09-15"), last]
    #expect(engine.context("2026-09-08", close).rule == .term)
    let apart = [allDay("First Day of School", "2026-09-01"), allDay("Classes Begin", "2026-09-16"), last]
    #expect(engine.context("2026-09-08", apart).rule != .term)
  }

  @Test("the summer weeks after a last day end 70 days after the day following it")
  func summerWeeksLimit() {
    // The last day 2026-06-18 puts 2026-06-19 out of term; 69 days later (a Thursday) is still
    // summer, 70 days later (a Friday) is not.
    let onlyLast = [allDay("Last Day of School", "2026-06-18")]
    #expect(engine.context("2026-08-27", onlyLast).rule == .term)
    #expect(engine.context("2026-08-28", onlyLast).rule != .term)
  }

  @Test("a change exactly 14 days ahead is next, 15 days ahead is not")
  func nextLimit() {
    // A school week of every day, so that the days between are unknown; 2026-11-24 is a school
    // day by override, and the free day after it 14 or 15 days later.
    let engine = Domain.CalendarContextEngine(rules: ContextRules(schoolWeek: Set(Weekday.allCases)), timeZone: utc)
    let school = DayOverride(from: day("2026-11-24"), kind: .school)
    let in14 = [school, DayOverride(from: day("2026-12-08"), kind: .free)]
    #expect(engine.context("2026-11-24", [], overrides: in14).next?.date == day("2026-12-08"))
    let in15 = [school, DayOverride(from: day("2026-12-09"), kind: .free)]
    #expect(engine.context("2026-11-24", [], overrides: in15).next == nil)
  }

  @Test("a Sunday is the weekend too, not a day outside the school week")
  func sundayReason() {
    #expect(engine.context("2026-11-29", []).reason == ContextReason.weekend)
  }
}
