import Domain
import Testing

/// Core hours are 09:00–14:00 (the default rules).
@Suite("Evening and after-school events never decide a day by themselves")
struct EveningEventTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)
  let year = [
    allDay("First Day of School", "2026-09-01"), allDay("Last Day of School", "2027-06-18"),
  ]

  @Test("a concert at 18:00 makes neither a free day nor a school day")
  func concert() {
    let context = engine.context("2026-12-17", [timed("Winter Concert", "2026-12-17", "18:00", "19:30")])
    #expect(context.kind == .unknown)
    #expect(context.rule == .noInformation)
    #expect(context.events.isEmpty)
  }

  @Test("parents' conferences 15:45–18:30 after core hours ending 14:00 decide nothing")
  func conferences() {
    let events = [timed("Parent-Teacher Conferences", "2026-11-24", "15:45", "18:30")]
    #expect(engine.context("2026-11-24", events).kind == .unknown)
  }

  @Test("an evening event with a no-school or a school-day word still decides nothing")
  func eveningMarkers() {
    let closed = [timed("Board Meeting: Schools Closed Friday?", "2026-11-24", "18:00", "20:00")]
    #expect(engine.context("2026-11-24", closed).kind == .unknown)
    let makeUp = [timed("Make-Up Day Planning", "2026-11-28", "18:00", "19:00")]  // a Saturday
    #expect(engine.context("2026-11-28", makeUp).rule == .weekend)
    let early = [timed("Half Day Fair", "2026-11-24", "16:00", "18:00")]
    #expect(!engine.context("2026-11-24", early).freeAfternoon)
  }

  @Test("a club before school at 08:00 still counts as a school event")
  func beforeSchoolClub() {
    let context = engine.context("2026-11-24", [timed("Chess Club", "2026-11-24", "08:00", "08:45")])
    #expect(context.kind == .schoolDay)
    #expect(context.rule == .schoolEvents)
    #expect(context.events == ["Chess Club"])
  }

  @Test("an event titled … Night is never a term boundary")
  func nightIsNoBoundary() {
    // An all-day "Last Day of School Night" in October would otherwise end the term.
    let events = year + [allDay("Last Day of School Night", "2026-10-15")]
    let context = engine.context("2026-11-24", events)
    #expect(context.kind == .schoolDay)
    #expect(context.rule == .term)
    #expect(!context.events.contains("Last Day of School Night"))
  }

  @Test("an event starting after the core hours is never a term boundary")
  func afterHoursIsNoBoundary() {
    let events = year + [timed("Last Day of School Party", "2026-10-15", "15:00", "17:00")]
    #expect(engine.context("2026-11-24", events).rule == .term)
    let starts = [
      timed("First Day of School Picnic", "2026-08-20", "17:00", "19:00"), allDay("Last Day of School", "2026-06-19"),
      allDay("First Day of School", "2026-09-01"),
    ]
    // The picnic does not start the term early: late August is still the summer break.
    #expect(engine.context("2026-08-24", starts).reason == ContextReason.summerBreak)
  }
}
