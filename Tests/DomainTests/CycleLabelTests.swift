import Domain
import Testing

/// Issue 22: day cycles named by colours or by a letter or number after the day word are day
/// cycles by their shape: only a calendar that gives most school-week days one is read as a cycle.
@Suite("Colour and letter day cycles, by shape")
struct CycleLabelTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  /// `labels` in turn on every weekday from 2025-09-02 to 2026-06-12 but 2025-11-26…28 and the
  /// winter break, which no event names; every `every`-th weekday only when `every` is more than 1.
  func cycle(_ labels: [String], every: Int = 1) -> [CalendarEvent] {
    var events: [CalendarEvent] = []
    var date = day("2025-09-02")
    var n = 0
    let gaps = [day("2025-11-26")...day("2025-11-28"), day("2025-12-22")...day("2026-01-02")]
    while date <= day("2026-06-12") {
      if ![.saturday, .sunday].contains(date.weekday), !gaps.contains(where: { $0.contains(date) }) {
        if n % every == 0 { events.append(allDay(labels[(n / every) % labels.count], date.description)) }
        n += 1
      }
      date = date.adding(days: 1)
    }
    return events
  }

  static let cycles: [[String]] = [
    ["Red Day", "Blue Day"], ["Gold Day", "Black Day"], ["Black Day", "Orange Day"], ["Day A", "Day B"],
    ["Jour 1", "Jour 2", "Jour 3"], ["Tag 1", "Tag 2", "Tag 3"], ["Jour rouge", "Jour bleu"], ["Día azul", "Día rojo"],
    ["Day A", "Day B", "Day C", "Day D", "Day E", "Day F"],
  ]

  @Test("a weekday a colour or letter cycle leaves out is a day off, the weeks after it the summer", arguments: cycles)
  func cycleDecides(labels: [String]) {
    let events = cycle(labels)
    let gap = engine.context("2025-11-27", events)
    #expect(gap.kind == .freeDay, "\(labels)")
    #expect(gap.rule == .noCycleDay, "\(labels)")
    #expect(engine.context("2025-12-24", events).rule == .noCycleDay, "\(labels)")
    #expect(engine.context("2025-10-15", events).kind == .schoolDay, "\(labels)")
    #expect(engine.context("2026-06-23", events).reason == ContextReason.summerBreak, "\(labels)")
  }

  @Test("colour days on a few weekdays only are activities, and their gaps say nothing")
  func sparseColourDays() {
    // Every fifth weekday: a spirit day, not a cycle.
    let events = cycle(["Red Day", "Blue Day"], every: 5)
    #expect(events.count >= 30)
    #expect(engine.context("2025-11-27", events).kind == .unknown)
    #expect(engine.context(events[3].start.date!, events).rule == .schoolEvents)
  }

  @Test(
    "'Red Nose Day' and 'Orange Shirt Day' on every weekday are no cycle",
    arguments: ["Red Nose Day", "Orange Shirt Day"])
  func colourActivitiesAreNoCycle(title: String) {
    let events = cycle([title, title + " 2"])
    #expect(engine.context("2025-11-27", events).rule != .noCycleDay)
    // No day off: between the activity days, a day apart, it is in term (`FeedShapes+EventDays.swift`).
    #expect(engine.context("2025-11-27", events).kind != .freeDay)
  }
}

extension CalendarEvent.Time {
  /// The date of an all-day time, as `yyyy-mm-dd`.
  fileprivate var date: String? {
    if case .date(let day) = self { return day.description }
    return nil
  }
}
