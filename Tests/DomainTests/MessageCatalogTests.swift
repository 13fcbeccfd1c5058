import Domain
import Testing

@Suite("Chips, sentences and next phrases")
struct MessageCatalogTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  @Test("chips in English")
  func englishChips() {
    let events = schoolYear()
    #expect(ContextMessage.chip(for: engine.context("2026-10-14", events)) == "School day")
    #expect(ContextMessage.chip(for: engine.context("2026-12-18", events)) == "Free afternoon today")
    #expect(ContextMessage.chip(for: engine.context("2026-12-21", events)) == "Free day · Winter Break")
    #expect(ContextMessage.chip(for: engine.context("2026-11-21", events)) == "Weekend")
    #expect(ContextMessage.chip(for: engine.context("2026-07-15", events)) == "Summer break")
    #expect(ContextMessage.chip(for: DayContext.calendarOff(day("2026-11-21"))) == "Saturday")
    #expect(ContextMessage.chip(for: engine.context("2026-11-24", [])) == "Tuesday")
    let free = DayContext(date: day("2026-11-24"), kind: .freeDay, rule: .override)
    #expect(ContextMessage.chip(for: free) == "Free day")
  }

  @Test("next phrases: tomorrow, a weekday, or a weekday with its date")
  func nextPhrases() {
    let events = schoolYear() + [allDay("Assembly", "2027-01-04"), allDay("Assembly", "2026-10-12")]
    #expect(ContextMessage.nextPhrase(for: engine.context("2027-01-01", events)) == "School resumes Monday")
    #expect(ContextMessage.nextPhrase(for: engine.context("2026-12-21", events)) == "School resumes Monday, January 4")
    #expect(
      ContextMessage.nextPhrase(for: engine.context("2026-10-08", events)) == "Free day tomorrow · Teacher In-Service")
    #expect(
      ContextMessage.nextPhrase(for: engine.context("2026-10-06", events)) == "Free day Friday · Teacher In-Service")
    #expect(ContextMessage.nextPhrase(for: engine.context("2026-10-12", events)) == "Weekend from Saturday")
    #expect(ContextMessage.nextPhrase(for: engine.context("2027-06-18", events)) == "Weekend from tomorrow")
    #expect(ContextMessage.nextPhrase(for: engine.context("2026-11-24", [])) == nil)
    let summer = DayContext(
      date: day("2027-06-18"), kind: .schoolDay, rule: .term,
      next: .init(date: day("2027-06-21"), kind: .freeDay, reason: ContextReason.summerBreak))
    #expect(ContextMessage.nextPhrase(for: summer) == "Summer break from Monday")
  }

  @Test("sentences name the day, the chip and what changes next")
  func sentences() {
    let events = schoolYear() + [allDay("Assembly", "2027-01-04")]
    #expect(
      ContextMessage.sentence(for: engine.context("2027-01-01", events))
        == "Friday 2027-01-01: Free day · Winter Break. School resumes Monday.")
    #expect(
      ContextMessage.sentence(for: DayContext.calendarOff(day("2026-11-23")))
        == "Monday 2026-11-23: the usual Monday (calendar reading is off).")
    #expect(
      ContextMessage.sentence(for: DayContext.calendarUnavailable(day("2026-11-23"), source: "school.ics"))
        == "Monday 2026-11-23: the usual Monday (calendar unavailable: school.ics).")
    #expect(
      ContextMessage.sentence(for: DayContext(date: day("2026-11-23"), kind: .unknown, rule: .noInformation))
        == "Monday 2026-11-23: the usual Monday.")
  }

  @Test("Spanish, French and German packs")
  func otherLanguages() {
    let events = schoolYear() + [allDay("Assembly", "2027-01-04")]
    let saturday = engine.context("2027-01-01", events)
    #expect(ContextMessage.chip(for: saturday, language: "es") == "Día libre · Winter Break")
    #expect(ContextMessage.nextPhrase(for: saturday, language: "es") == "Las clases se reanudan el lunes")
    #expect(ContextMessage.nextPhrase(for: saturday, language: "fr") == "Reprise des cours lundi")
    #expect(ContextMessage.nextPhrase(for: saturday, language: "de") == "Unterricht wieder ab Montag")
    #expect(ContextMessage.chip(for: engine.context("2026-11-21", events), language: "de") == "Wochenende")
    #expect(ContextMessage.chip(for: engine.context("2026-07-15", events), language: "fr") == "Vacances d’été")
    #expect(ContextMessage.chip(for: engine.context("2026-12-18", events), language: "es") == "Tarde libre hoy")
    #expect(ContextMessage.chip(for: DayContext.calendarOff(day("2026-11-23")), language: "es") == "Lunes")
    #expect(
      ContextMessage.sentence(for: DayContext.calendarOff(day("2026-11-23")), language: "de")
        == "Montag 2026-11-23: ein gewöhnlicher Montag (Kalenderlesen ist ausgeschaltet).")
    let breakDay = engine.context("2026-12-21", events)
    #expect(ContextMessage.nextPhrase(for: breakDay, language: "de") == "Unterricht wieder ab Montag, 4. Januar")
    #expect(ContextMessage.nextPhrase(for: breakDay, language: "es") == "Las clases se reanudan el lunes 4 de enero")
    let inService = engine.context("2026-10-06", events)
    #expect(ContextMessage.nextPhrase(for: inService, language: "de") == "Freier Tag am Freitag · Teacher In-Service")
  }

  @Test("unknown languages and regions fall back sensibly")
  func fallback() {
    let weekend = engine.context("2026-11-21", [])
    #expect(ContextMessage.chip(for: weekend, language: "xx") == "Weekend")
    #expect(ContextMessage.chip(for: weekend, language: "de-AT") == "Wochenende")
    #expect(ContextMessage.chip(for: weekend, language: "es_MX") == "Fin de semana")
    #expect(ContextMessage.languages == ["en", "es", "fr", "de"])
  }

  @Test("engine reasons are shown in the chosen language; titles and notes as written")
  func reasons() {
    let term = engine.context("2026-10-20", schoolYear())
    #expect(ContextMessage.reason(for: term) == "School term")
    #expect(ContextMessage.reason(for: term, language: "de") == "Schulzeit")
    #expect(ContextMessage.reason(for: engine.context("2026-12-21", schoolYear()), language: "fr") == "Winter Break")
    let fourDays = Domain.CalendarContextEngine(
      rules: ContextRules(schoolWeek: [.monday, .tuesday, .thursday, .friday]), timeZone: utc)
    #expect(ContextMessage.chip(for: fourDays.context("2026-11-25", [])) == "Free day · Outside the school week")
  }
}

@Suite("Rule summaries")
struct ContextExplanationTests {
  @Test("every rule has a distinct one-line summary")
  func summaries() {
    let summaries = DayContext.Rule.allCases.map(\.summary)
    #expect(Set(summaries).count == DayContext.Rule.allCases.count)
    #expect(summaries.allSatisfy { !$0.isEmpty && !$0.contains("\n") })
  }

  @Test("a change six days ahead is named by its weekday; exactly a week ahead, by its date as well")
  func weekAhead() {
    let tuesday = day("2026-11-24")
    func phrase(_ days: Int, _ kind: DayContext.Kind) -> String? {
      ContextMessage.nextPhrase(
        for: DayContext(
          date: tuesday, kind: kind == .schoolDay ? .freeDay : .schoolDay, rule: .term,
          next: .init(date: tuesday.adding(days: days), kind: kind)))
    }
    #expect(phrase(6, .schoolDay) == "School resumes Monday")
    #expect(phrase(7, .schoolDay) == "School resumes Tuesday, December 1")
    #expect(phrase(6, .freeDay) == "Free day Monday")
    #expect(phrase(7, .freeDay) == "Free day Tuesday, December 1")
  }
}
