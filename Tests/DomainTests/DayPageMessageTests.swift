import Domain
import Testing

/// The words of tq-player today's page beyond the chip: its heading, the empty day and an unknown
/// day's usual routines, in each language.
@Suite("The day's page speaks the reader's language")
struct DayPageMessageTests {
  static let monday = LocalDate(year: 2026, month: 12, day: 21)!

  @Test(
    "the heading names the weekday, day, month and year as each language writes a date",
    arguments: [
      ("en", "Monday 21 December 2026"), ("es", "Lunes, 21 de diciembre de 2026"),
      ("fr", "Lundi 21 décembre 2026"), ("de", "Montag, 21. Dezember 2026"),
    ])
  func heading(language: String, expected: String) {
    #expect(ContextMessage.heading(for: Self.monday, language: language) == expected)
  }

  @Test("an unknown day's line names the weekday as the sentence needs it, and the reason")
  func usualRoutines() {
    let context = DayContext(date: Self.monday, kind: .unknown, reason: "calendar reading is off", rule: .calendarOff)
    #expect(
      ContextMessage.usualRoutines(for: context, reason: "calendar reading is off", language: "en")
        == "The usual Monday routines: calendar reading is off.")
    #expect(
      ContextMessage.usualRoutines(for: context, reason: "Kalenderlesen ist ausgeschaltet", language: "de")
        == "Die gewohnten Routinen am Montag: Kalenderlesen ist ausgeschaltet.")
    #expect(ContextMessage.noQuests(language: "fr") == "Pas de quête aujourd’hui.")
    #expect(ContextMessage.noQuests(language: "xx") == "No quests today.")
  }
}
