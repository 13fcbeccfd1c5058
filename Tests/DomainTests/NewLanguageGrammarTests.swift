import Domain
import Testing

/// Issue 22: the twelve calendar-only language packs read a title's grammar, its terms and its
/// school levels as the first four do.
@Suite("The calendar-only language packs: title grammar, terms and levels")
struct NewLanguageGrammarTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  /// A closure word qualifying an activity, a return or a time, as schools write in each language.
  static let schoolDays = [
    "Huiswerk na de kerstvakantie", "Kamp in de herfstvakantie", "Terug van de voorjaarsvakantie",
    "Compiti delle vacanze", "Laboratori durante le vacanze", "Rientro dalle vacanze", "Dopo le vacanze: mostra",
    "Colônia de férias", "Volta das férias", "Inscrições após as férias",
    "Półkolonie w ferie", "Świetlica czynna w dni wolne",
    "Fritids öppet under sportlovet", "Konsert efter jullovet",
    "SFO åben i vinterferien", "Koncert efter sommerferien",
    "SFO åpen i vinterferien", "Konsert etter høstferien",
    "Talviloman leiri", "Ennen hiihtolomaa konsertti",
    "冬休みの宿題", "夏休み講習",
    "방학 숙제", "겨울방학 캠프",
    "寒假作业", "暑假托管",
    "קייטנת חופש", "מסיבה לפני החופשה",
  ]

  @Test("a closure word qualifying an activity, a return or a time is a school day", arguments: schoolDays)
  func qualifiedClosureIsSchool(title: String) {
    let context = engine.context("2026-12-15", [allDay(title, "2026-12-15")])
    #expect(context.kind == .schoolDay, "\(title)")
    #expect(context.rule == .schoolEvents, "\(title)")
    #expect(context.readings.allSatisfy { !$0.decides }, "\(title)")
  }

  /// The same closure words alone still close the school.
  static let closures = [
    "Kerstvakantie", "Vacanze di Natale", "Férias escolares", "Ferie zimowe", "Sportlov", "Vinterferie",
    "Høstferie", "Hiihtoloma", "冬休み", "겨울방학", "寒假", "חופשת חנוכה",
  ]

  @Test("the closure word alone is a free day", arguments: closures)
  func closureIsFree(title: String) {
    let context = engine.context("2026-12-15", [allDay(title, "2026-12-15")])
    #expect(context.kind == .freeDay, "\(title)")
    #expect(context.rule == .freeDayMarker, "\(title)")
  }

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
