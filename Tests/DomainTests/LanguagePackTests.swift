import Testing

@testable import Domain

/// Issue 22: the packs of the languages families write besides English, Spanish, French and German,
/// read through every shipped pack at once (a fresh install), with titles as schools write them.
@Suite("Keyword packs for Dutch … Hebrew, and matching in scripts without spaces")
struct LanguagePackTests {
  static let everything = KeywordMatcher(preferences: KeywordPreferences())

  struct Case: CustomTestStringConvertible, Sendable {
    var language: String
    var title: String
    var kinds: Set<KeywordKind>
    var testDescription: String { "\(language): \(title)" }
  }

  static func cases(_ language: String, _ pairs: [(String, Set<KeywordKind>)]) -> [Case] {
    pairs.map { Case(language: language, title: $0.0, kinds: $0.1) }
  }

  static let titles: [Case] =
    cases(
      "nl",
      [
        ("Kerstvakantie", [.noSchool]), ("Herfstvakantie regio Zuid", [.noSchool]),
        ("Studiedag - kinderen vrij", [.noSchool]),
        ("Margedag", [.noSchool]), ("Vrije middag groep 1-4", [.earlyRelease]), ("Eerste schooldag", [.termStart]),
        ("Laatste schooldag", [.termEnd]), ("Vakantiebibliotheek open", []),
      ])
    + cases(
      "it",
      [
        ("Vacanze di Natale", [.noSchool]), ("Sospensione delle attività didattiche", [.noSchool]),
        ("Ponte dell'Immacolata", [.noSchool]), ("Uscita anticipata ore 11", [.earlyRelease]),
        ("Inizio delle lezioni", [.termStart]), ("Termine delle lezioni", [.termEnd]),
      ])
    + cases(
      "pt",
      [
        ("Férias escolares", [.noSchool]), ("Recesso escolar", [.noSchool]),
        ("Interrupção letiva do Natal", [.noSchool]),
        ("Dia não letivo", [.noSchool]), ("Sábado letivo", [.schoolDay]), ("Reposição de aulas", [.schoolDay]),
        ("Início das aulas", [.termStart]), ("Último dia de aulas", [.termEnd]), ("Saída antecipada", [.earlyRelease]),
      ])
    + cases(
      "pl",
      [
        ("Ferie zimowe", [.noSchool]), ("Zimowa przerwa świąteczna", [.noSchool]),
        ("Dzień wolny od zajęć dydaktycznych", [.noSchool]), ("Skrócone lekcje", [.earlyRelease]),
        ("Rozpoczęcie roku szkolnego 2026/2027", [.termStart]), ("Zakończenie roku szkolnego", [.termEnd]),
      ])
    + cases(
      "sv",
      [
        ("Sportlov v.9", [.noSchool]), ("Jullov", [.noSchool]), ("Studiedag – eleverna lediga", [.noSchool]),
        ("Skolstart", [.termStart]), ("Skolavslutning", [.termEnd]), ("Lovsång i aulan", []),
      ])
    + cases(
      "da",
      [
        ("Efterårsferie", [.noSchool]), ("Vinterferie uge 7", [.noSchool]), ("Planlægningsdag - elevfri", [.noSchool]),
        ("Første skoledag", [.termStart]), ("Sidste skoledag", [.termEnd]),
      ])
    + cases(
      "nb",
      [
        ("Høstferie", [.noSchool]), ("Planleggingsdag", [.noSchool]), ("Skolestart", [.termStart]),
        ("Siste skoledag", [.termEnd]), ("Juleferien starter", [.noSchool]),
      ])
    + cases(
      "fi",
      [
        ("Syysloma", [.noSchool]), ("Hiihtoloma vko 9", [.noSchool]), ("Työlauantai", [.schoolDay]),
        ("Kevätjuhla", [.termEnd]), ("Koulu alkaa", [.termStart]), ("IB Diploma info", []),
      ])
    + cases(
      "ja",
      [
        ("冬休み", [.noSchool]), ("冬季休業（～1/7）", [.noSchool]), ("臨時休校", [.noSchool]),
        ("振替休業日", [.noSchool]), ("短縮授業", [.earlyRelease]), ("２学期始業式", [.termStart]),
        ("終業式", [.termEnd]), ("冬休み明けテスト", [.schoolDay]), ("昼休み", []),
      ])
    + cases(
      "ko",
      [
        ("겨울방학", [.noSchool]), ("여름방학 시작", [.noSchool]), ("재량휴업일", [.noSchool]),
        ("겨울방학식", [.termEnd]), ("개학식", [.termStart]), ("단축수업", [.earlyRelease]),
      ])
    + cases(
      "zh",
      [
        ("寒假", [.noSchool]), ("寒假开始", [.noSchool]), ("颱風停課", [.noSchool]), ("國慶日放假", [.noSchool]),
        ("开学典礼", [.termStart]), ("休業式", [.termEnd]), ("补课", [.schoolDay]), ("下午停課", [.earlyRelease]),
        ("放学后篮球赛", []),
      ])
    + cases(
      "he",
      [
        ("חופשת חנוכה", [.noSchool]), ("אין לימודים", [.noSchool]), ("בחופשה", [.noSchool]),
        ("יום לימודים מקוצר", [.earlyRelease]), ("פתיחת שנת הלימודים", [.termStart]),
        ("סיום שנת הלימודים", [.termEnd]),
      ])

  @Test(
    "every shipped pack reads its language's titles, and a school-day word holding a closure word stays one",
    arguments: titles)
  func titleKinds(_ sample: Case) {
    #expect(Self.everything.kinds(in: sample.title) == sample.kinds)
  }

  @Test("a closure in each new language is a free day on a fresh install")
  func closuresAreFreeDays() {
    let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)
    for title in [
      "Kerstvakantie", "Sospensione delle attività didattiche", "Ferie zimowe", "冬休み", "겨울방학", "寒假", "אין לימודים",
    ] {
      let context = engine.context("2026-12-23", [allDay(title, "2026-12-23")])
      #expect(context.kind == .freeDay, "\(title)")
      #expect(context.rule == .freeDayMarker, "\(title)")
    }
  }

  @Test("Han, kana and Hangul are a word each; Latin words and full-width letters fold as before")
  func spacelessScripts() {
    #expect(KeywordText.tokens("冬休み開始") == ["冬", "休", "み", "開", "始"])
    #expect(KeywordText.tokens("PTA総会") == ["pta", "総", "会"])
    #expect(KeywordText.tokens("２学期ＰＴＡ") == ["2", "学", "期", "pta"])
    #expect(KeywordText.tokens("겨울방학을") == ["겨", "울", "방", "학", "을"])
    #expect(KeywordText.tokens("Día no lectivo") == ["dia", "no", "lectivo"])
    #expect(KeywordText.tokens("Schließtag") == ["schliesstag"])
  }

  @Test("a keyword in a spaceless script matches inside a run, never across a Latin word")
  func spacelessMatching() {
    let matcher = KeywordMatcher(keywords: [Keyword(word: "冬休み", kind: .noSchool)])
    #expect(matcher.kinds(in: "冬休み開始") == [.noSchool])
    #expect(matcher.kinds(in: "今日から冬休み") == [.noSchool])
    #expect(matcher.kinds(in: "冬 休み") == [.noSchool], "spaces inside CJK text change nothing")
    #expect(matcher.kinds(in: "冬x休み").isEmpty)
    #expect(matcher.kinds(in: "夏休み").isEmpty)
  }

  @Test("Norwegian is nb, and no means it too")
  func norwegianAlias() {
    #expect(Language.withCode("no")?.code == "nb")
    #expect(Language.withCode("NB")?.code == "nb")
    #expect(KeywordCatalog.isSupported(language: "no"))
    #expect(!KeywordCatalog.builtIn(language: "no").isEmpty)
  }

  @Test("a language that only reads calendars is no message language: its readers see English")
  func calendarOnlyLanguages() throws {
    #expect(!Language.dutch.hasMessages && Language.german.hasMessages)
    #expect(MessagePack.pack(for: "nl_NL").language == "en")
    #expect(
      MessageLanguage.fromLocale(["LANG": "nl_NL.UTF-8"]).source == .fallback(variable: "LANG", value: "nl_NL.UTF-8"))
    #expect(MessageLanguage.choose(player: "ja", household: "de", variables: [:]).code == "de")
    #expect(throws: DomainError.self) { try LanguageSetting(parsing: "nl") }
    #expect(try LanguageSetting(parsing: "fr") == .code("fr"))
  }
}

@Suite("Holiday names from the built-in holiday data")
struct GeneratedHolidayNameTests {
  @Test(
    "public holidays of the data, in each new language, are holiday names",
    arguments: [
      "Koningsdag", "Tweede Pinksterdag", "Festa della Repubblica", "Tiradentes", "Boże Narodzenie", "Midsommardagen",
      "Grundlovsdag", "Grunnlovsdag", "Itsenäisyyspäivä", "こどもの日", "憲法記念日", "어린이날", "한글날", "国庆节",
      "中秋節", "יום העצמאות", "Juneteenth National Independence Day",
    ])
  func dataNames(_ title: String) {
    #expect(HolidayNames.isHoliday(title))
  }

  @Test(
    "a name that is a school day with an activity somewhere decides nothing on a school calendar",
    arguments: [
      "Teachers' Day", "Teacher's Day", "Children's Day", "Mother's Day", "Carnaval", "Carnival", "Sports Day",
      "Election Day", "Día del Maestro", "Dia Mundial da Criança",
    ])
  func excludedNames(_ title: String) {
    #expect(!HolidayNames.isHoliday(title))
  }

  @Test("every excluded name is one of the data's, so the list stays a reasoned one")
  func exclusionsAreData() {
    let data = Set(HolidayNames.generated.values.joined().map(KeywordCatalog.formKey))
    let strays = HolidayNames.schoolDayNames.filter { !data.contains(KeywordCatalog.formKey($0)) }
    #expect(strays.isEmpty)
  }

  @Test("the generated names cover every shipped language, folded as titles are")
  func generatedShape() {
    #expect(Set(HolidayNames.generated.keys) == Set(Language.all.map(\.code)))
    for (code, names) in HolidayNames.generated {
      // Ukraine's days are working days under martial law: its data has no public holiday now.
      // No country of the data writes Frisian, and Ireland's data is in English.
      #expect(!names.isEmpty || ["uk", "fy", "ga"].contains(code), "\(code)")
      // Scripts/generate-holiday-names folds as KeywordText does: a name is its own folded form.
      let unfolded = names.filter { $0.isEmpty || KeywordText.normalized($0) != $0 }
      #expect(unfolded.isEmpty, "\(code): \(unfolded.prefix(5))")
    }
  }
}

@Suite("Evening events and school calendars named in the new languages")
struct NewLanguageShapeWordTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  @Test("an evening named in Dutch, Italian, Portuguese or Finnish is no end of term; the same title by day is")
  func eveningIsNoTermEnd() {
    for (evening, day) in [
      ("Serata di fine delle lezioni", "Festa di fine delle lezioni"),
      ("Ouderavond laatste schooldag", "Ouders laatste schooldag"),
      ("Noite do fim das aulas", "Festa do fim das aulas"),
      ("Vanhempainilta: viimeinen koulupäivä", "Vanhemmat: viimeinen koulupäivä"),
    ] {
      func kind(_ title: String) -> DayContext.Kind {
        let events = [
          allDay("Inizio delle lezioni", "2026-09-14"), allDay(title, "2026-11-20"),
          allDay("Fine delle lezioni", "2027-06-08"),
        ]
        return engine.context("2026-11-24", events).kind
      }
      #expect(kind(evening) == .schoolDay, "\(evening)")
      #expect(kind(day) != .schoolDay, "\(day): the control, a term end by day")
    }
  }

  @Test("a school's calendar named with holiday words in Italian is still a school's")
  func schoolCalendarName() {
    let matcher = KeywordMatcher(preferences: KeywordPreferences())
    #expect(CalendarRole.detect(title: "Festività scuola primaria", events: [], matcher: matcher) == .school)
    #expect(CalendarRole.detect(title: "Festività nazionali", events: [], matcher: matcher) == .holidays)
  }
}

@Suite("Compiling a keyword: the ASCII shortcut keys a word as folding does")
struct KeywordCompileShortcutTests {
  @Test("every shipped keyword and holiday name gets the key its folding gives, shortcut or not")
  func sameKeys() {
    let words =
      Language.all.flatMap { language in KeywordKind.allCases.flatMap { language.keywords[$0] ?? [] } }
      + HolidayNames.holidays + HolidayNames.dataHolidays + [
        "winter break", "day 3", "a  b", " x", "Break", "in-service",
      ]
    var shortcuts = 0
    for word in words {
      let pattern = KeywordMatcher.compile(Keyword(word: word, kind: .noSchool))
      let trimmed = word.trimmingCharacters(in: .whitespaces)
      let wild = ["*", "-"].contains { trimmed.hasPrefix($0) || trimmed.hasSuffix($0) }
      if !wild, word.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x20 }) {
        shortcuts += 1
      }
      guard !wild else { continue }
      #expect(pattern?.key == KeywordText.folded(trimmed).bytes, "\(word)")
      #expect(pattern?.openStart == false && pattern?.openEnd == false, "\(word)")
    }
    #expect(shortcuts > 1000)
  }
}

@Suite("Words from the tuning calendars: council term lists and Dutch observances")
struct TuningWordsTests {
  @Test("a council's 'pupils resume' starts a term; the break before it is a break")
  func pupilsResume() {
    let matcher = KeywordMatcher(preferences: KeywordPreferences())
    #expect(matcher.kinds(in: "Wednesday 19 August 2026 - pupils resume") == [.termStart])
    #expect(matcher.kinds(in: "Monday 19 April 2027 - All resume") == [.termStart])
    #expect(!matcher.kinds(in: "Christmas Holiday").contains(.termStart))
  }

  @Test("Driekoningen and Sint-Maarten are observed in the Netherlands, not days off")
  func dutchObservances() {
    for title in ["Driekoningen", "Sint-Maarten", "Sinte-Marten", "Sinteklaas"] {
      #expect(HolidayNames.isObservance(title), "\(title)")
    }
    #expect(!HolidayNames.isObservance("Koningsdag"))
  }
}
