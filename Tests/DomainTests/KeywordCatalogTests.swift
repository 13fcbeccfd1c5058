import Domain
import Testing

@Suite("Keyword packs and the parent's keyword preferences")
struct KeywordCatalogTests {
  func kinds(_ title: String, _ languages: [String]) -> Set<KeywordKind> {
    KeywordMatcher(preferences: KeywordPreferences(languages: languages)).kinds(in: title)
  }

  @Test("every pack has words of every kind")
  func packsAreComplete() {
    #expect(
      KeywordCatalog.languages == [
        "en", "es", "fr", "de", "nl", "it", "pt", "pl", "sv", "da", "nb", "fi", "ja", "ko", "zh", "he", "ru", "tr",
        "ar", "id", "uk", "ro", "hu", "cs", "el", "ms", "ca", "sk", "hr", "sr", "bg", "sl", "lt", "lv", "et", "is",
        "fy", "sq", "be", "mt", "lb", "ga",
      ])
    for language in KeywordCatalog.languages {
      #expect(Language.withCode(language)?.name != nil)
      for kind in KeywordKind.allCases {
        #expect(!KeywordCatalog.builtIn(language: language, kind: kind).isEmpty, "\(language) \(kind)")
      }
    }
    #expect(KeywordCatalog.builtIn(language: "xx").isEmpty)
  }

  @Test("English titles")
  func english() {
    for title in [
      "Winter Break", "Spring-Break", "No School - Veterans Day", "Thanksgiving Holiday", "Teacher Inservice",
      "PD Day", "Snow Day", "Half Term", "Professional Development Day", "Teacher Workday",
    ] {
      #expect(kinds(title, ["en"]) == [.noSchool], "\(title)")
    }
    for title in ["Early Release", "Early Dismissal", "Half Day", "Minimum Day"] {
      #expect(kinds(title, ["en"]) == [.earlyRelease], "\(title)")
    }
    #expect(kinds("Snow Day Make-Up Day", ["en"]) == [.noSchool, .schoolDay])
    #expect(kinds("School in Session", ["en"]) == [.schoolDay])
    #expect(kinds("First Day of School", ["en"]) == [.termStart])
    #expect(kinds("Last Day of School", ["en"]) == [.termEnd])
    for title in ["Pancake Breakfast", "No School Day Fundraiser? no", "Back to School Night", "School Day Photos"] {
      #expect(!kinds(title, ["en"]).contains(.schoolDay), "\(title)")
    }
    #expect(kinds("Pancake Breakfast", ["en"]).isEmpty)
    #expect(kinds("Back to School Night", ["en"]).isEmpty)
  }

  @Test("Spanish titles")
  func spanish() {
    for title in ["Sin clases", "Vacaciones de Navidad", "Día no lectivo", "Día festivo", "Puente festivo"] {
      #expect(kinds(title, ["es"]) == [.noSchool], "\(title)")
    }
    #expect(kinds("Salida temprana", ["es"]) == [.earlyRelease])
    #expect(kinds("Jornada reducida", ["es"]) == [.earlyRelease])
    #expect(kinds("Día de recuperación", ["es"]) == [.schoolDay])
    #expect(kinds("Inicio de clases", ["es"]) == [.termStart])
    #expect(kinds("Último día de clases", ["es"]) == [.termEnd])
    #expect(kinds("Sin clases", ["en"]).isEmpty)
  }

  @Test("French titles")
  func french() {
    for title in ["Vacances de la Toussaint", "Pas de classe", "Pas d'école", "Jour férié", "Journée pédagogique"] {
      #expect(kinds(title, ["fr"]) == [.noSchool], "\(title)")
    }
    #expect(kinds("Sortie anticipée", ["fr"]) == [.earlyRelease])
    #expect(kinds("Demi-journée", ["fr"]) == [.earlyRelease])
    #expect(kinds("Journée de rattrapage", ["fr"]) == [.schoolDay])
    #expect(kinds("Rentrée scolaire", ["fr"]) == [.termStart])
    #expect(kinds("Dernier jour d'école", ["fr"]) == [.termEnd])
  }

  @Test("German titles, compounds included")
  func german() {
    for title in [
      "Herbstferien", "Sommerferien", "Weihnachtsferien 2026", "Pfingstferien", "schulfrei", "Brückentag",
      "Beweglicher Ferientag", "Kein Unterricht", "Tag der Deutschen Einheit (Feiertag)", "Nationalfeiertag",
      "Pädagogischer Tag", "Hitzefrei",
    ] {
      #expect(kinds(title, ["de"]) == [.noSchool], "\(title)")
    }
    #expect(kinds("Ferienende", ["de"]).isEmpty)
    #expect(kinds("Ferienbetreuung", ["de"]).isEmpty)
    #expect(kinds("Verkürzter Unterricht", ["de"]) == [.earlyRelease])
    #expect(kinds("Nachholtag", ["de"]) == [.schoolDay])
    #expect(kinds("Erster Schultag", ["de"]) == [.termStart])
    #expect(kinds("Letzter Schultag", ["de"]) == [.termEnd])
  }

  @Test("languages choose the packs; several may be on at once")
  func languages() {
    #expect(kinds("Herbstferien", ["en"]).isEmpty)
    #expect(kinds("Herbstferien", ["en", "de"]) == [.noSchool])
    #expect(kinds("Winter Break", ["de"]).isEmpty)
    #expect(kinds("Winter Break", ["DE", "en"]) == [.noSchool])
    let effective = KeywordCatalog.effective(for: KeywordPreferences(languages: ["fr", "fr", "xx"]))
    #expect(effective.allSatisfy { $0.origin == .builtIn(language: "fr") })
    #expect(effective.count == KeywordCatalog.builtIn(language: "fr").count)
  }

  @Test("a removed word no longer matches, however it is written")
  func removed() {
    let preferences = KeywordPreferences(languages: ["en"], removed: ["Holiday", "IN SERVICE"])
    let matcher = KeywordMatcher(preferences: preferences)
    #expect(matcher.kinds(in: "Holiday Shop").isEmpty)
    #expect(matcher.kinds(in: "Teacher In-Service").isEmpty)
    #expect(matcher.kinds(in: "Holidays") == [.noSchool])  // only the word removed
    #expect(!KeywordCatalog.effective(for: preferences).contains { $0.keyword.word == "holiday" })
  }

  @Test("an added word matches with its kind, and re-kinds a built-in word of the same form")
  func added() {
    let preferences = KeywordPreferences(
      languages: ["en"],
      added: [
        Keyword(word: "Sports Day", kind: .noSchool), Keyword(word: "Half-Day", kind: .noSchool),
        Keyword(word: "*camp", kind: .noSchool),
      ])
    let matcher = KeywordMatcher(preferences: preferences)
    #expect(matcher.kinds(in: "Whole-school sports day") == [.noSchool])
    #expect(matcher.kinds(in: "Half Day") == [.noSchool])
    #expect(matcher.kinds(in: "Bandcamp") == [.noSchool])
    let entries = KeywordCatalog.effective(for: preferences)
    #expect(entries.filter { $0.origin == .added }.count == 3)
    #expect(!entries.contains { $0.keyword == Keyword(word: "half day", kind: .earlyRelease) })
  }

  @Test("keywords are compared as titles are, wildcards apart")
  func formKeys() {
    #expect(KeywordCatalog.formKey("In-Service") == KeywordCatalog.formKey("inservice"))
    #expect(KeywordCatalog.formKey("*ferien") == KeywordCatalog.formKey("-Ferien"))
    #expect(KeywordCatalog.formKey("*ferien") != KeywordCatalog.formKey("ferien"))
    #expect(KeywordCatalog.formKey(" ! ").isEmpty)
  }

  @Test("the engine uses the parent's keywords")
  func engineUsesPreferences() {
    let rules = ContextRules(
      keywords: KeywordPreferences(languages: ["en"], added: [Keyword(word: "Sports Day", kind: .noSchool)]))
    let context = Domain.CalendarContextEngine(rules: rules, timeZone: utc).context(
      "2026-11-24", [allDay("Sports Day", "2026-11-24")])
    #expect(context.kind == .freeDay)
    let withoutBreak = ContextRules(keywords: KeywordPreferences(languages: ["en"], removed: ["break"]))
    let plain = Domain.CalendarContextEngine(rules: withoutBreak, timeZone: utc)
    #expect(plain.context("2026-12-21", [allDay("Winter Break", "2026-12-21")]).rule == .schoolEvents)
  }
}

@Suite("The engine with each language pack")
struct ContextLanguagePackTests {
  @Test(
    "a no-school title in each language makes a free day; an early release a free afternoon",
    arguments: [
      ("en", "Spring-Break", "Early Dismissal"),
      ("es", "Vacaciones de invierno", "Salida temprana"),
      ("fr", "Pas d’école", "Sortie anticipée"),
      ("de", "Herbstferien", "Verkürzter Unterricht"),
    ])
  func eachPack(language: String, free: String, early: String) {
    let engine = Domain.CalendarContextEngine(rules: rules(languages: [language]), timeZone: utc)
    let freeDay = engine.context("2026-11-24", [allDay(free, "2026-11-23", through: "2026-11-27")])
    #expect(freeDay.kind == .freeDay)
    #expect(freeDay.reason == free)
    let earlyDay = engine.context("2026-11-24", [timed(early, "2026-11-24", "11:30", "12:00")])
    #expect(earlyDay.rule == .earlyRelease)
    #expect(earlyDay.freeAfternoon)
    // Without the pack the same titles are ordinary events.
    let other = Domain.CalendarContextEngine(rules: rules(languages: [language == "en" ? "de" : "en"]), timeZone: utc)
    #expect(other.context("2026-11-24", [allDay(free, "2026-11-24")]).rule == .schoolEvents)
  }
}

@Suite("Editing keyword preferences")
struct KeywordPreferencesEditingTests {
  @Test("adding a word twice keeps one, with the latest kind")
  func addTwice() {
    var preferences = KeywordPreferences()
    preferences.add(Keyword(word: "Sports Day", kind: .noSchool))
    preferences.add(Keyword(word: "sports-day", kind: .schoolDay))
    #expect(preferences.added == [Keyword(word: "sports-day", kind: .schoolDay)])
    preferences.add(Keyword(word: " ", kind: .noSchool))
    #expect(preferences.added.count == 1)
  }

  @Test("removing an added word drops it; removing a built-in word lists it; anything else changes nothing")
  func remove() {
    var preferences = KeywordPreferences(languages: ["en"], added: [Keyword(word: "Sports Day", kind: .noSchool)])
    let droppedAdded = preferences.remove("SPORTS DAY")
    #expect(droppedAdded)
    #expect(preferences.added.isEmpty)
    #expect(preferences.removed.isEmpty)
    let listedBuiltIn = preferences.remove("Holiday")
    #expect(listedBuiltIn)
    #expect(preferences.removed == ["Holiday"])
    let again = preferences.remove("holiday")
    #expect(!again)  // already removed
    let foreign = preferences.remove("Herbstferien")
    #expect(!foreign)  // not a word of the chosen packs
    #expect(KeywordMatcher(preferences: preferences).kinds(in: "Holiday").isEmpty)
  }

  @Test("adding a removed built-in word brings it back with the given kind; reset clears both lists")
  func addBackAndReset() {
    var preferences = KeywordPreferences(languages: ["en"])
    preferences.remove("half day")
    preferences.add(Keyword(word: "Half-Day", kind: .noSchool))
    #expect(preferences.removed.isEmpty)
    #expect(KeywordMatcher(preferences: preferences).kinds(in: "Half Day") == [.noSchool])
    preferences.reset()
    #expect(preferences == KeywordPreferences(languages: ["en"]))
    #expect(KeywordMatcher(preferences: preferences).kinds(in: "Half Day") == [.earlyRelease])
  }
}
