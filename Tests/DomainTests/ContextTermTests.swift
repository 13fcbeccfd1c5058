import Domain
import Testing

@Suite("Term inference from first and last days of school")
struct ContextTermTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)
  let year = [
    allDay("Last Day of School", "2026-06-19"),
    allDay("First Day of School", "2026-09-01"),
    allDay("Last Day of School", "2027-06-18"),
  ]

  @Test("a weekday between a last day and the next first day is the summer break")
  func summerBreak() {
    let context = engine.context("2026-07-15", year)
    #expect(context.kind == .freeDay)
    #expect(context.rule == .term)
    #expect(context.reason == ContextReason.summerBreak)
    #expect(context.events == ["Last Day of School", "First Day of School"])
    #expect(engine.context("2026-08-31", year).reason == "Summer break")
  }

  @Test("a weekday inside the term is a school day; the first and last days belong to it")
  func inTerm() {
    for date in ["2026-09-01", "2026-10-20", "2027-03-03", "2027-06-18"] {
      let context = engine.context(date, year)
      #expect(context.kind == .schoolDay, "\(date)")
      #expect(context.rule == .term, "\(date)")
      #expect(context.reason == ContextReason.schoolTerm)
    }
    // The first day itself is decided by the term (its own title is a term boundary, no marker).
    #expect(engine.context("2026-09-01", year).events == ["First Day of School", "Last Day of School"])
  }

  @Test("the weekend still comes first in the summer and in term")
  func weekendFirst() {
    #expect(engine.context("2026-07-18", year).rule == .weekend)
    #expect(engine.context("2026-10-17", year).rule == .weekend)
  }

  @Test("explicit markers come before the term")
  func markersFirst() {
    let events = year + [allDay("Winter Break", "2026-12-21", through: "2027-01-01"), allDay("Half Day", "2026-12-18")]
    #expect(engine.context("2026-12-22", events).rule == .freeDayMarker)
    #expect(engine.context("2026-12-18", events).rule == .earlyRelease)
  }

  @Test("the term comes before ordinary events: summer camp is still the summer break")
  func termBeforeEvents() {
    let events = year + [timed("Summer Camp", "2026-07-15", "09:00", "15:00")]
    #expect(engine.context("2026-07-15", events).rule == .term)
  }

  @Test("with only one side known, the term is inferred (issue 22) and the summer weeks next to it are free")
  func needsBothSides() {
    let onlyLast = [allDay("Last Day of School", "2026-06-19")]
    // Issue 11: the summer weeks after a school year's last day are free (real calendars end there).
    #expect(engine.context("2026-07-15", onlyLast).kind == .freeDay)
    #expect(engine.context("2026-10-15", onlyLast).kind == .unknown)
    let onlyFirst = [allDay("First Day of School", "2026-09-01")]
    // Issue 22: a first day with no last day is a term until the season schools end.
    #expect(engine.context("2026-10-20", onlyFirst).kind == .schoolDay)
    #expect(engine.context("2027-06-21", onlyFirst).kind == .unknown)
  }

  @Test("a missing boundary is never guessed: two first days with no last day between decide nothing")
  func missingBoundary() {
    let events = [
      allDay("First Day of School", "2025-09-02"), allDay("First Day of School", "2026-09-01"),
      allDay("Last Day of School", "2027-06-18"),
    ]
    #expect(engine.context("2026-07-15", events).kind == .unknown)
    #expect(engine.context("2026-10-20", events).rule == .term)
  }

  @Test("the same boundary named twice within two weeks is one boundary")
  func clusteredBoundaries() {
    let events = year + [allDay("Classes Begin", "2026-09-08")]
    #expect(engine.context("2026-09-03", events).rule == .term)
    #expect(engine.context("2026-09-03", events).kind == .schoolDay)
    #expect(engine.context("2026-10-20", events).kind == .schoolDay)
  }

  @Test("a short gap between terms is a term break")
  func termBreak() {
    let events = year + [allDay("Last Day of Term", "2026-12-18"), allDay("First Day of Term", "2027-01-05")]
    let context = engine.context("2027-01-04", events)
    #expect(context.kind == .freeDay)
    #expect(context.reason == ContextReason.termBreak)
    #expect(engine.context("2026-12-18", events).kind == .schoolDay)
    #expect(engine.context("2027-01-05", events).kind == .schoolDay)
  }

  @Test("boundaries more than a year away are outside the horizon")
  func horizon() {
    // 2026-06-01 is more than ten weeks before the first day, so not yet "the summer weeks before it".
    let far = [allDay("Last Day of School", "2024-06-14"), allDay("First Day of School", "2026-09-01")]
    #expect(engine.context("2026-06-01", far).kind == .unknown)
  }

  @Test("one title naming both a first and a last day says nothing about the term")
  func contradictoryTitle() {
    let events = [
      allDay("Last Day of School / First Day of School", "2026-06-19"), allDay("First Day of School", "2026-09-01"),
    ]
    // Ten weeks or more before the first day (the summer weeks before it are free by issue 11's rule).
    #expect(engine.context("2026-06-22", events).kind == .unknown)
  }

  @Test("term words in other languages: rentrée, letzter Schultag, inicio de clases")
  func otherLanguages() {
    let all = Domain.CalendarContextEngine(rules: rules(languages: ["en", "es", "fr", "de"]), timeZone: utc)
    let french = [allDay("Dernier jour d'école", "2026-07-03"), allDay("Rentrée scolaire", "2026-09-01")]
    #expect(all.context("2026-07-15", french).reason == ContextReason.summerBreak)
    let german = [allDay("Letzter Schultag", "2026-07-29"), allDay("Erster Schultag", "2026-09-14")]
    #expect(all.context("2026-08-12", german).rule == .term)
    #expect(all.context("2026-08-12", german).kind == .freeDay)
    let spanish = [allDay("Fin de curso", "2026-06-19"), allDay("Inicio de clases", "2026-09-08")]
    #expect(all.context("2026-08-03", spanish).kind == .freeDay)
    #expect(all.context("2026-10-05", spanish + [allDay("Fin de curso", "2027-06-18")]).kind == .schoolDay)
  }

  @Test(
    "two calendars that disagree on one date (a first day there, a last day the day before) decide no term around it")
  func conflictingBoundaries() {
    // One calendar starts the term on 1 September, another ends one on 31 August: the term
    // boundary on 1 September is both in and out, and the dates either side are left to the other rules.
    let events = year + [allDay("Last Day of School", "2026-08-31")]
    for date in ["2026-07-15", "2026-10-20"] {
      #expect(engine.context(date, events).rule != .term, "\(date)")
    }
    // Without the second calendar the same dates are decided by the term.
    #expect(engine.context("2026-07-15", year).rule == .term)
    #expect(engine.context("2026-10-20", year).rule == .term)
  }
}
