import Domain
import Testing

@Suite("Closures and non-attendance said in other words are free days")
struct ClosureWordsTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  static let titles = [
    "District Closed", "INSET Day", "Teacher Pre-Planning", "No lessons", "Students stay home",
    "Pupils not in school", "Staff only", "unterrichtsfrei", "sin clases", "pas de cours",
    "Pedagogical Day - Students Stay Home", "Staff Only: Pupils Not in School", "In-Service",
  ]

  @Test("an all-day closure on a weekday is a free day, named by its title", arguments: titles)
  func closureIsFree(title: String) {
    let context = engine.context("2026-11-24", [allDay(title, "2026-11-24")])
    #expect(context.kind == .freeDay)
    #expect(context.rule == .freeDayMarker)
    #expect(context.reason == title)
  }

  @Test("a timed closure covering the core hours is a free day too", arguments: ["INSET Day", "sin clases"])
  func timedClosureIsFree(title: String) {
    let context = engine.context("2026-11-24", [timed(title, "2026-11-24", "08:00", "15:30")])
    #expect(context.rule == .freeDayMarker)
  }

  @Test("a closure word beats the term: a weekday in term named a closure is free")
  func closureInTerm() {
    let events = [
      allDay("First Day of School", "2026-09-01"), allDay("Last Day of School", "2027-06-18"),
      allDay("Teacher Pre-Planning", "2026-11-24"),
    ]
    #expect(engine.context("2026-11-24", events).kind == .freeDay)
    #expect(engine.context("2026-11-25", events).kind == .schoolDay)
  }
}
