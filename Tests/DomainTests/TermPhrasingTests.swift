import Domain
import Testing

@Suite("Terms start and end in many words, and the summer weeks beside a school year are free")
struct TermPhrasingTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  static let pairs: [(start: String, end: String)] = [
    ("Students Report to Class", "Last Day of Autumn Term"),
    ("Term 1 Start", "Term 1 End"),
    ("Comienzo de las clases", "Fin de curso"),
    ("Unterrichtsbeginn", "Letzter Schultag"),
    ("Rentrée des classes", "Fin des cours"),
    ("First Day for Students", "End of Term"),
  ]

  @Test("a first and a last day bound a term: a weekday between them is a school day")
  func pairsBoundATerm() {
    for (start, end) in Self.pairs {
      let events = [allDay(start, "2026-09-01"), allDay(end, "2026-12-18")]
      let context = engine.context("2026-10-20", events)
      #expect(context.kind == .schoolDay, "\(start) … \(end)")
      #expect(context.rule == .term, "\(start) … \(end)")
      #expect(context.reason == ContextReason.schoolTerm, "\(start) … \(end)")
      #expect(context.events == [start, end], "\(start) … \(end)")
    }
  }

  @Test("the days between a term's last day and the next term's first day are a break")
  func betweenTermsIsFree() {
    let events = [
      allDay("Term 1 Start", "2026-09-01"), allDay("Term 1 End", "2026-12-18"), allDay("Term 2 Start", "2027-01-05"),
      allDay("Term 2 End", "2027-04-01"),
    ]
    let context = engine.context("2027-01-04", events)
    #expect(context.kind == .freeDay)
    #expect(context.rule == .term)
    #expect(context.reason == ContextReason.termBreak)
    #expect(engine.context("2027-01-05", events).kind == .schoolDay)
    #expect(engine.context("2027-02-02", events).kind == .schoolDay)
  }

  @Test("the summer weeks before a first day are free when nothing earlier is on the calendar, within ten weeks")
  func summerBeforeFirstDay() {
    for start in ["Rentrée des classes", "Comienzo de las clases", "Unterrichtsbeginn", "Students Report to Class"] {
      let events = [allDay(start, "2026-09-01")]
      let july = engine.context("2026-07-15", events)
      #expect(july.kind == .freeDay, "\(start)")
      #expect(july.rule == .term, "\(start)")
      #expect(july.reason == ContextReason.summerBreak, "\(start)")
      #expect(engine.context("2026-06-24", events).kind == .freeDay, "\(start): ten weeks before")
      #expect(engine.context("2026-06-15", events).kind == .unknown, "\(start): further away")
      #expect(engine.context("2026-08-31", events).kind == .freeDay, "\(start): the day before")
    }
  }

  @Test("the summer weeks after a last day are free, further away unknown")
  func summerAfterLastDay() {
    for end in ["Fin de curso", "Letzter Schultag", "Fin des cours", "Last Day of Summer Term"] {
      let events = [allDay(end, "2026-06-19")]
      let july = engine.context("2026-07-15", events)
      #expect(july.kind == .freeDay, "\(end)")
      #expect(july.reason == ContextReason.summerBreak, "\(end)")
      #expect(engine.context("2026-08-26", events).kind == .freeDay, "\(end): ten weeks after")
      #expect(engine.context("2026-09-15", events).kind == .unknown, "\(end): further away")
      #expect(engine.context("2026-06-19", events).kind != .freeDay, "\(end): the last day itself")
    }
  }

  @Test("the weeks before a first day are no summer when an earlier boundary is on the calendar")
  func earlierBoundaryKeepsSummerUnknown() {
    // January starts a school year in the south; here the autumn term's first day comes before it.
    let events = [
      allDay("Term 1 Start", "2026-09-01"), allDay("Term 2 Start", "2027-01-05"),
    ]
    #expect(engine.context("2026-12-29", events).kind == .unknown)
  }
}
