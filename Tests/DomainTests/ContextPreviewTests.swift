import Domain
import Foundation
import Testing

@Suite("Whole ranges, next changes and the lookup window")
struct ContextPreviewTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  /// A school year of generated events: the fixture year plus an ordinary event on many weekdays.
  func generatedYear() -> [CalendarEvent] {
    var events = schoolYear()
    var date = day("2026-08-03")
    var n = 0
    while date <= day("2027-08-31") {
      n += 1
      if n % 3 == 0 { events.append(timed("Club \(n % 5)", date.description, "15:00", "16:00")) }
      if n % 11 == 0 {
        events.append(allDay("Spirit Week", date.description, through: date.adding(days: 4).description))
      }
      if n % 37 == 0 { events.append(allDay("Professional Development Day", date.description)) }
      if n % 53 == 0 { events.append(timed("Early Release", date.description, "12:00", "12:15")) }
      date = date.adding(days: 1)
    }
    return events
  }

  @Test(
    "contexts(from:through:) agrees with context(for:) day by day over a school year",
    arguments: ["UTC", "America/New_York", "Europe/Berlin", "Pacific/Auckland"])
  func batchAgreesWithSingle(zoneID: String) {
    let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: TimeZone(identifier: zoneID)!)
    var events = generatedYear()
    // Timed events that cross midnight somewhere, and one closure covering the core hours in New York.
    events.append(timed("Overnight Trip", "2026-10-21", "20:00", "09:00", endDate: "2026-10-22"))
    events.append(timed("School Closed (storm)", "2027-01-26", "12:00", "21:00"))
    let overrides = [
      DayOverride(from: day("2026-10-12"), kind: .free, note: "Dentist"),
      DayOverride(from: day("2027-02-15"), through: day("2027-02-19"), kind: .free, note: "Ski week", player: "Ada"),
    ]
    let from = day("2026-08-01")
    let through = day("2027-07-31")
    let all = engine.contexts(from: from, through: through, events: events, overrides: overrides, player: "Ada")
    #expect(all.count == 365)
    #expect(all.first?.date == from)
    #expect(all.last?.date == through)
    var mismatches: [String] = []
    for context in all {
      let single = engine.context(for: context.date, events: events, overrides: overrides, player: "Ada")
      #expect(single.date == context.date)
      if single != context { mismatches.append(context.date.description) }
    }
    #expect(mismatches.isEmpty)
    // The year holds every kind of decision.
    let rules = Set(all.map(\.rule))
    #expect(rules.isSuperset(of: [.override, .schoolDayMarker, .freeDayMarker, .weekend, .earlyRelease, .term]))
  }

  @Test("a read keeping the school year its shape names decides those days as a read of every day does")
  func keepingTheShapesYear() {
    let events = generatedYear()
    let from = day("2026-01-01")
    let through = day("2027-12-31")
    let whole = engine.read(from: from, through: through, events: events, overrides: [], player: nil)
    var asked: SchoolCalendarShape?
    let kept = engine.read(from: from, through: through, events: events, overrides: [], player: nil) { shape in
      asked = shape
      return day("2026-08-01")...day("2027-07-31")
    }
    #expect(asked == whole.shape)
    #expect(kept.shape == whole.shape)
    #expect(kept.days.count == 365)
    #expect(kept.days.first?.date == day("2026-08-01"))
    #expect(kept.days == whole.days.filter { (day("2026-08-01")...day("2027-07-31")).contains($0.date) })
    // A kept range reaching past the read's is cut to it; one outside it keeps no day.
    let wider = engine.read(
      from: day("2026-08-01"), through: day("2026-08-31"), events: events, overrides: [], player: nil
    ) {
      _ in day("2026-07-01")...day("2026-09-30")
    }
    #expect(wider.days.map(\.date) == (0..<31).map { day("2026-08-01").adding(days: $0) })
    let outside = engine.read(
      from: day("2026-08-01"), through: day("2026-08-31"), events: events, overrides: [], player: nil
    ) {
      _ in day("2027-01-01")...day("2027-01-31")
    }
    #expect(outside.days.isEmpty)
  }

  @Test("events outside the lookup window never change a decision")
  func windowIsEnough() {
    let events = generatedYear()
    for date in [day("2026-07-15"), day("2026-09-01"), day("2026-12-21"), day("2027-06-18"), day("2027-06-21")] {
      let window = Domain.CalendarContextEngine.lookupWindow(for: date)
      #expect(window.contains(date))
      #expect(window.lowerBound <= date.adding(days: -366))
      #expect(window.upperBound >= date.adding(days: 380))
      let inside = events.filter { event in
        guard let dates = event.localDates(in: utc) else { return false }
        return dates.overlaps(window)
      }
      let full = engine.context(for: date, events: events, overrides: [], player: nil)
      #expect(engine.context(for: date, events: inside, overrides: [], player: nil) == full)
    }
  }

  @Test("the window for a range covers the window of each of its days")
  func rangeWindow() {
    let window = Domain.CalendarContextEngine.lookupWindow(from: day("2026-08-01"), through: day("2027-07-31"))
    #expect(window.contains(Domain.CalendarContextEngine.lookupWindow(for: day("2026-08-01")).lowerBound))
    #expect(window.contains(Domain.CalendarContextEngine.lookupWindow(for: day("2027-07-31")).upperBound))
  }

  @Test("an empty or reversed range gives no days")
  func emptyRange() {
    #expect(
      engine.contexts(from: day("2026-12-02"), through: day("2026-12-01"), events: [], overrides: [], player: nil)
        .isEmpty)
    #expect(
      engine.contexts(from: day("2026-12-01"), through: day("2026-12-01"), events: [], overrides: [], player: nil).count
        == 1)
  }

  @Test("next is the first later day whose kind differs: school resumes after the break")
  func nextAfterBreak() {
    let events = [allDay("Winter Break", "2026-12-21", through: "2027-01-01"), allDay("Picture Day", "2027-01-04")]
    let next = engine.context("2026-12-28", events).next
    #expect(next == DayContext.Change(date: day("2027-01-04"), kind: .schoolDay, reason: ContextReason.schoolEvents))
  }

  @Test("next from a school day is the next free day, skipping unknown days")
  func nextSkipsUnknown() {
    let events = [allDay("Picture Day", "2026-11-23"), allDay("Teacher In-Service", "2026-11-24")]
    let monday = engine.context("2026-11-23", events)
    #expect(monday.next == DayContext.Change(date: day("2026-11-24"), kind: .freeDay, reason: "Teacher In-Service"))
    let wednesday = engine.contexts(
      from: day("2026-11-23"), through: day("2026-11-25"), events: [allDay("Picture Day", "2026-11-23")], overrides: [],
      player: nil)
    #expect(wednesday[0].next?.date == day("2026-11-28"))  // Tue–Fri unknown, then Saturday
    #expect(wednesday[0].next?.reason == ContextReason.weekend)
    #expect(wednesday[1].next == nil)  // an unknown day has no next
  }

  @Test("next looks two weeks ahead and no further")
  func nextHorizon() {
    let events = [allDay("Summer Vacation", "2026-06-22", through: "2026-08-28"), allDay("Assembly", "2026-08-31")]
    #expect(engine.context("2026-08-17", events).next?.date == day("2026-08-31"))
    #expect(engine.context("2026-08-14", events).next == nil)  // 17 days away
  }

  @Test("the weekend's next is Monday when Monday is a school day")
  func weekendNext() {
    let context = engine.context("2026-11-21", [allDay("Assembly", "2026-11-23")])
    #expect(context.next?.date == day("2026-11-23"))
    #expect(context.next?.kind == .schoolDay)
  }
}
