import Domain
import Testing

@Suite("Early finishes: a school day with a free afternoon")
struct EarlyFinishTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  static let titles = [
    "Partial Day", "Half Day", "Early Dismissal", "Minimum Day", "Noon Dismissal", "Sortie anticipée",
    "Salida temprana", "Verkürzter Unterricht", "Fin des cours à midi",
  ]

  @Test("an early-release title is a school day with a free afternoon", arguments: titles)
  func byTitle(title: String) {
    let context = engine.context("2026-11-24", [allDay(title, "2026-11-24")])
    #expect(context.kind == .schoolDay)
    #expect(context.freeAfternoon)
    #expect(context.rule == .earlyRelease)
    #expect(context.reason == title)
  }

  @Test("a description saying pupils are dismissed early makes an early finish")
  func byDescription() {
    let event = allDay("Staff Meeting", "2026-11-24").with(notes: "Pupils are dismissed early, at 12:15.")
    let context = engine.context("2026-11-24", [event])
    #expect(context.kind == .schoolDay)
    #expect(context.freeAfternoon)
    #expect(context.rule == .earlyRelease)
    #expect(context.reason == "Staff Meeting")
    // Without the description, an ordinary event.
    #expect(!engine.context("2026-11-24", [allDay("Staff Meeting", "2026-11-24")]).freeAfternoon)
  }

  @Test("a timed last day of school from 08:00 to 12:00 is a school day with a free afternoon")
  func shortLastDay() {
    let context = engine.context("2027-06-18", [timed("Last Day of School", "2027-06-18", "08:00", "12:00")])
    #expect(context.kind == .schoolDay)
    #expect(context.freeAfternoon)
    #expect(context.rule == .earlyRelease)
    #expect(context.events == ["Last Day of School"])
  }

  @Test("a school-day marker with an early dismissal the same day keeps the free afternoon; alone, it has none")
  func markerWithEarlyFinish() {
    let marker = allDay("Make-up Day", "2027-02-05")
    let both = engine.context("2027-02-05", [marker, allDay("Early Dismissal", "2027-02-05")])
    #expect(both.kind == .schoolDay)
    #expect(both.rule == .schoolDayMarker)
    #expect(both.freeAfternoon)
    let alone = engine.context("2027-02-05", [marker])
    #expect(alone.rule == .schoolDayMarker)
    #expect(!alone.freeAfternoon)
  }

  @Test("a 08:00–08:30 last-day reminder is no early finish")
  func reminderIsNoEarlyFinish() {
    let context = engine.context("2027-06-18", [timed("Last Day of School", "2027-06-18", "08:00", "08:30")])
    #expect(context.kind == .schoolDay)
    #expect(!context.freeAfternoon)
    #expect(context.rule != .earlyRelease)
  }

  @Test("a last day that runs the whole school day is no early finish")
  func fullLastDay() {
    let context = engine.context("2027-06-18", [timed("Last Day of School", "2027-06-18", "08:00", "15:00")])
    #expect(!context.freeAfternoon)
  }

  @Test("a noon dismissal before a break is no end of the school year")
  func noonDismissalKeepsTheTerm() {
    // "Fin des cours à midi" names an early finish; read as "fin des cours" it would end the term.
    let events = [
      allDay("Rentrée des classes", "2026-09-01"), allDay("Fin des cours à midi", "2026-12-18"),
      allDay("Vacances de Noël", "2026-12-19", through: "2027-01-03"), allDay("Fin des cours", "2027-07-02"),
    ]
    #expect(engine.context("2026-12-18", events).freeAfternoon)
    let february = engine.context("2027-02-02", events)
    #expect(february.kind == .schoolDay)
    #expect(february.rule == .term)
  }
}
