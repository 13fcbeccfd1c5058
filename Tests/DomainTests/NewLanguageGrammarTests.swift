import Domain
import Testing

/// Issue 22: the twelve calendar-only language packs read terms and school levels as the first four
/// do (their title grammar is in `ClosureSubjectTests`).
@Suite("The calendar-only language packs: terms and levels")
struct NewLanguageGrammarTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  static let terms = [
    "Eerste semester", "Primo quadrimestre", "1º semestre", "Semestr zimowy", "Höstterminen 2025",
    "Skoleåret 2025/26", "Første halvår", "Syyslukukausi", "二学期", "2학기", "上学期", "מחצית א",
  ]

  @Test("a span named a term in the language is a term", arguments: terms)
  func namedTerm(title: String) {
    let term = [allDay(title, "2025-08-25", through: "2026-01-16")]
    #expect(engine.context("2025-10-15", term).rule == .term, "\(title)")
  }

  static let levels: [(String, Set<SchoolLevel>)] = [
    ("Studiedag basisschool", [.elementary]), ("Geen les voortgezet onderwijs", [.middle, .high]),
    ("Uscita anticipata scuola primaria", [.elementary]),
    ("Sospensione lezioni secondaria di primo grado", [.middle]),
    ("Sem aulas - ensino médio", [.high]), ("Feriado educação infantil", [.kindergarten]),
    ("Dzień wolny - szkoła podstawowa", [.elementary]), ("Studiedag högstadiet", [.middle]),
    ("Skolefri for udskolingen", [.middle]), ("Planleggingsdag ungdomsskolen", [.middle]),
    ("Lukio: vapaapäivä", [.high]), ("小学校 休校", [.elementary]), ("중학교 재량휴업일", [.middle]),
    ("高中 停课", [.high]), ("אין לימודים - תיכון", [.high]),
  ]

  @Test("a level named in the language applies to its stages", arguments: levels)
  func namedLevel(title: String, stages: Set<SchoolLevel>) {
    #expect(engine.levels(namedIn: title)?.stages == stages, "\(title)")
  }
}
