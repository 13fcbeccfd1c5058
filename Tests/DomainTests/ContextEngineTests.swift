import Domain
import Foundation
import Testing

@Suite("The context engine's rules, in order")
struct ContextEngineTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  @Test("a school-day marker makes a school day, even on a Saturday and beside a no-school word")
  func schoolDayMarker() {
    let events = [allDay("Snow Day Make-Up Day", "2027-02-13")]  // a Saturday
    let context = engine.context("2027-02-13", events)
    #expect(context.kind == .schoolDay)
    #expect(context.rule == .schoolDayMarker)
    #expect(context.reason == "Snow Day Make-Up Day")
    #expect(context.events == ["Snow Day Make-Up Day"])
  }

  @Test("a no-school word on an all-day event makes a free day, named by the event")
  func allDayFreeMarker() {
    let context = engine.context("2026-12-21", [allDay("Winter Break", "2026-12-21", through: "2027-01-01")])
    #expect(context.kind == .freeDay)
    #expect(context.rule == .freeDayMarker)
    #expect(context.reason == "Winter Break")
    #expect(context.events == ["Winter Break"])
  }

  @Test("a multi-day all-day event marks every day it covers, and not the day after")
  func multiDay() {
    let events = [allDay("Winter Break", "2026-12-21", through: "2027-01-01")]
    #expect(engine.context("2026-12-31", events).kind == .freeDay)
    #expect(engine.context("2027-01-01", events).kind == .freeDay)
    #expect(engine.context("2027-01-04", events).kind == .unknown)
    #expect(engine.context("2026-12-18", events).kind == .unknown)
  }

  @Test("a timed no-school event is a marker only when it covers the core hours")
  func timedMarkers() {
    // An evening concert says nothing about the school day (issue 11: evening events never decide).
    let concert = [timed("Holiday Concert", "2026-12-17", "18:00", "19:30")]
    let concertDay = engine.context("2026-12-17", concert)
    #expect(concertDay.kind == .unknown)
    #expect(concertDay.rule == .noInformation)
    #expect(concertDay.events == [])

    let closed = [timed("School Closed", "2026-12-17", "07:00", "16:00")]
    #expect(engine.context("2026-12-17", closed).rule == .freeDayMarker)
    let morning = [timed("No School for Kindergarten", "2026-12-17", "08:00", "12:00")]
    #expect(engine.context("2026-12-17", morning).rule == .schoolEvents)
  }

  @Test("core hours are a setting")
  func coreHoursSetting() {
    let morning = [timed("No School", "2026-12-17", "08:00", "12:00")]
    let short = Domain.CalendarContextEngine(
      rules: ContextRules(coreStart: ClockTime("08:30")!, coreEnd: ClockTime("11:30")!), timeZone: utc)
    #expect(short.context("2026-12-17", morning).rule == .freeDayMarker)
  }

  @Test("core hours are read in the engine's time zone")
  func coreHoursAcrossZones() {
    // 09:00–14:00 in New York is 14:00–19:00 UTC.
    let closure = [timed("School Closed", "2026-12-17", "08:00", "15:00", in: newYork)]
    #expect(
      Domain.CalendarContextEngine(rules: ContextRules(), timeZone: newYork).context("2026-12-17", closure).kind
        == .freeDay)
    // Seen from Berlin the same closure is 14:00–21:00, after the core hours there: it says nothing.
    #expect(
      Domain.CalendarContextEngine(rules: ContextRules(), timeZone: berlin).context("2026-12-17", closure).rule
        == .noInformation)
    // And across a daylight-saving change (New York springs forward on 2027-03-14, a Sunday).
    let monday = [timed("School Closed", "2027-03-15", "08:45", "14:15", in: newYork)]
    #expect(
      Domain.CalendarContextEngine(rules: ContextRules(), timeZone: newYork).context("2027-03-15", monday).kind
        == .freeDay)
  }

  @Test("a timed event over several days marks the days whose core hours it covers")
  func timedMultiDay() {
    let trip = [timed("Winter Break", "2026-12-18", "15:00", "08:00", endDate: "2026-12-22")]
    #expect(engine.context("2026-12-18", trip).rule == .noInformation)  // starts after school: says nothing
    #expect(engine.context("2026-12-21", trip).rule == .freeDayMarker)
    #expect(engine.context("2026-12-22", trip).rule == .schoolEvents)  // ends before school
  }

  @Test("a day outside the school week is a free day: the weekend")
  func weekend() {
    let saturday = engine.context("2026-11-21", [])
    #expect(saturday.kind == .freeDay)
    #expect(saturday.rule == .weekend)
    #expect(saturday.reason == ContextReason.weekend)
    let sundayWithEvents = engine.context("2026-11-22", [timed("Soccer", "2026-11-22", "10:00", "11:00")])
    #expect(sundayWithEvents.rule == .weekend)
  }

  @Test("the school week is a setting: a school without Wednesdays")
  func schoolWeekSetting() {
    let fourDays = Domain.CalendarContextEngine(
      rules: ContextRules(schoolWeek: [.monday, .tuesday, .thursday, .friday]), timeZone: utc)
    let wednesday = fourDays.context("2026-11-25", [])
    #expect(wednesday.kind == .freeDay)
    #expect(wednesday.rule == .weekend)
    #expect(wednesday.reason == ContextReason.outsideSchoolWeek)
  }

  @Test("an early release is a school day with a free afternoon")
  func earlyRelease() {
    for title in ["Early Dismissal", "Half Day", "Minimum Day", "early-release day"] {
      let context = engine.context("2026-12-18", [timed(title, "2026-12-18", "12:00", "12:30")])
      #expect(context.kind == .schoolDay, "\(title)")
      #expect(context.freeAfternoon, "\(title)")
      #expect(context.rule == .earlyRelease, "\(title)")
      #expect(context.reason == title)
    }
  }

  @Test("a title naming an early release or a term boundary is no free-day marker")
  func schoolWordsBeatBreakWords() {
    let early = engine.context("2026-11-24", [allDay("Early Dismissal - Thanksgiving Break Begins", "2026-11-24")])
    #expect(early.rule == .earlyRelease)
    #expect(early.freeAfternoon)
    let last = engine.context("2027-06-18", [allDay("Letzter Schultag vor den Sommerferien", "2027-06-18")])
    #expect(last.kind == .schoolDay)  // English only: an ordinary event
    let german = Domain.CalendarContextEngine(rules: rules(languages: ["de"]), timeZone: utc)
    #expect(
      german.context("2027-06-18", [allDay("Letzter Schultag vor den Sommerferien", "2027-06-18")]).kind == .schoolDay)
    #expect(engine.context("2026-12-18", [allDay("Last Day Before Winter Break", "2026-12-18")]).kind == .schoolDay)
  }

  @Test("other events on a school weekday make a school day")
  func schoolEvents() {
    let context = engine.context("2026-10-14", [timed("Picture Day", "2026-10-14", "08:30", "11:00")])
    #expect(context.kind == .schoolDay)
    #expect(context.rule == .schoolEvents)
    #expect(context.reason == ContextReason.schoolEvents)
    #expect(context.events == ["Picture Day"])
  }

  @Test("with nothing on the calendars a weekday is unknown")
  func noInformation() {
    let context = engine.context("2026-11-24", [allDay("Art Show", "2026-11-30")])
    #expect(context.kind == .unknown)
    #expect(context.rule == .noInformation)
    #expect(context.reason == "no school information for this day")
    #expect(context.events.isEmpty)
  }

  @Test("cancelled occurrences never count")
  func cancelled() {
    let events = [
      allDay("Winter Break", "2026-12-21", status: .cancelled),
      allDay("Make-Up Day", "2026-12-19", status: .cancelled),
      timed("Early Dismissal", "2026-12-18", "12:00", "12:30", status: .cancelled),
      allDay("Field Trip", "2026-12-17", status: .cancelled),
    ]
    #expect(engine.context("2026-12-21", events).kind == .unknown)
    #expect(engine.context("2026-12-19", events).rule == .weekend)
    #expect(engine.context("2026-12-18", events).kind == .unknown)
    #expect(engine.context("2026-12-17", events).kind == .unknown)
    let tentative = [allDay("Winter Break", "2026-12-21", status: .tentative)]
    #expect(engine.context("2026-12-21", tentative).kind == .freeDay)
  }

  // MARK: - Precedence

  @Test("a school-day marker beats a free-day marker on the same date")
  func schoolMarkerBeatsFreeMarker() {
    let events = [allDay("Winter Break", "2026-12-21", through: "2027-01-01"), allDay("Make-Up Day", "2026-12-21")]
    #expect(engine.context("2026-12-21", events).rule == .schoolDayMarker)
  }

  @Test("a school-day marker keeps an early release of the same day as a free afternoon")
  func schoolMarkerWithEarlyRelease() {
    let context = engine.context("2026-12-18", [allDay("Last Day Before Winter Break - Early Dismissal", "2026-12-18")])
    #expect(context.rule == .schoolDayMarker)
    #expect(context.kind == .schoolDay)
    #expect(context.freeAfternoon)
    #expect(!engine.context("2027-02-13", [allDay("Make-Up Day", "2027-02-13")]).freeAfternoon)
  }

  @Test("a free-day marker beats the weekend and names the Saturday")
  func freeMarkerBeatsWeekend() {
    let context = engine.context("2026-12-26", [allDay("Winter Break", "2026-12-21", through: "2027-01-01")])
    #expect(context.rule == .freeDayMarker)
    #expect(context.reason == "Winter Break")
  }

  @Test("the weekend beats an early release")
  func weekendBeatsEarlyRelease() {
    #expect(engine.context("2026-11-21", [allDay("Half Day", "2026-11-21")]).rule == .weekend)
  }

  @Test("a free-day marker beats an early release on another event")
  func freeMarkerBeatsEarlyRelease() {
    let events = [allDay("Teacher In-Service", "2026-10-09"), timed("Early Release", "2026-10-09", "12:00", "12:30")]
    #expect(engine.context("2026-10-09", events).rule == .freeDayMarker)
  }

  @Test("the most specific free-day marker names the day; all of them are listed")
  func mostSpecificMarker() {
    let events = [
      allDay("Thanksgiving Break", "2026-11-25", through: "2026-11-27"), allDay("Thanksgiving Holiday", "2026-11-26"),
    ]
    let context = engine.context("2026-11-26", events)
    #expect(context.reason == "Thanksgiving Holiday")
    #expect(Set(context.events) == ["Thanksgiving Break", "Thanksgiving Holiday"])
  }

  @Test("the order the calendars list events in does not change a decision")
  func orderIndependent() {
    let events = schoolYear()
    for date in ["2026-11-26", "2026-12-18", "2026-10-09", "2027-02-13"] {
      #expect(engine.context(date, events) == engine.context(date, events.reversed()))
    }
  }
}
