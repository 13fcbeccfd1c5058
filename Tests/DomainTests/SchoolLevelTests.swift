import Domain
import Testing

@Suite("School levels: events naming levels or grades count for the players of those levels")
struct SchoolLevelTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  static let named: [(String, Set<SchoolLevel>)] = [
    ("Early Dismissal (Elementary)", [.kindergarten, .elementary]),
    ("Early Release - Elementary Only", [.kindergarten, .elementary]),
    ("No School for Kindergarten", [.kindergarten]),
    ("Pre-primary and Primary", [.kindergarten, .elementary]),
    ("Grades 6-12 only", [.middle, .high]),
    ("Grades 6–12 only", [.middle, .high]),
    ("Secondary pupils", [.middle, .high]),
    ("Middle School Early Release", [.middle]),
    ("LHS only", [.high]),
    ("High School Finals - Early Dismissal", [.high]),
    ("K-5 Conferences - No School K-5", [.kindergarten, .elementary]),
    ("No School K–8", [.kindergarten, .elementary, .middle]),
    ("Early Release: 7th and 8th grade", [.middle]),
    ("No school for 9th graders", [.high]),
    ("Year 7 only", [.middle]),
    ("Junior High Early Release", [.middle]),
    ("No School except Kindergarten", [.elementary, .middle, .high]),
    ("Seniors Last Day", [.high]),
    // Spanish
    ("Primaria: jornada reducida", [.elementary]),
    ("Secundaria sin clases", [.middle, .high]),
    ("No lectivo Bachillerato", [.high]),
    ("Infantil y Primaria no lectivo", [.kindergarten, .elementary]),
    // French
    ("Primaire", [.kindergarten, .elementary]),
    ("Pas de classe au collège", [.middle]),
    ("Lycée fermé", [.high]),
    ("Pas de classe - école élémentaire", [.elementary]),
    ("Pas de cours pour les 6e", [.middle]),
    // German
    ("Grundschule unterrichtsfrei", [.elementary]),
    ("Sekundarstufe unterrichtsfrei", [.middle, .high]),
    ("Sekundarstufe II: unterrichtsfrei", [.high]),
    ("Unterrichtsfrei Klasse 5", [.middle]),
    ("Unterrichtsfrei für Klassen 1-4", [.elementary]),
    ("Unterrichtsfrei für die 10. Klassen", [.middle]),
  ]

  @Test("a title names the levels its words or grades name", arguments: named)
  func names(title: String, stages: Set<SchoolLevel>) {
    #expect(engine.levels(namedIn: title)?.stages == stages)
  }

  @Test(
    "titles naming no level, or a level's word in another sense, name none",
    arguments: [
      "Day 6", "Early Dismissal", "Winter Break", "Primary Election Day - No School", "High Holidays",
      "School Year 2026-27 begins", "Term 2 ends", "Half term", "No School", "Fin du 3e trimestre", "End of Q2",
      "Unterrichtsfrei für alle Kinder", "Por eso no hay clases", "Welcome Reception", "Grades due",
    ])
  func namesNone(title: String) {
    #expect(engine.levels(namedIn: title) == nil)
  }

  @Test("a grade named on an activity is read but decides nothing: the day is an ordinary school day")
  func gradeOnActivity() {
    let event = allDay("Grade 6 Field Trip", "2026-11-24")
    for level in [SchoolLevel.elementary, .middle] {
      let context = engine.context(for: day("2026-11-24"), events: [event], overrides: [], player: "Mia", level: level)
      #expect(context.kind == .schoolDay)
      #expect(!context.freeAfternoon)
      #expect(context.levelNotes.isEmpty)
    }
  }

  @Test("the phrases that counted are shown as read")
  func phrases() {
    #expect(engine.levels(namedIn: "Grades 6-12 only")?.phrases == ["grades 6–12"])
    #expect(engine.levels(namedIn: "K-5 Conferences")?.phrases == ["k–5"])
    #expect(engine.levels(namedIn: "Early Dismissal (Elementary)")?.phrases == ["elementary"])
    #expect(engine.levels(namedIn: "No School except Kindergarten")?.phrases == ["except kindergarten"])
  }

  @Test("only the languages in force read their level words")
  func languages() {
    let english = CalendarContextEngine(rules: rules(languages: ["en"]), timeZone: utc)
    #expect(english.levels(namedIn: "Grundschule unterrichtsfrei") == nil)
    #expect(english.levels(namedIn: "Elementary") != nil)
  }

  @Test("every shipped level word is lower case and read as the stages it is listed under; a non-level reads none")
  func everyPackWord() {
    for language in Language.all {
      let engine = CalendarContextEngine(rules: rules(languages: [language.code]), timeZone: utc)
      var listed: [String: Set<SchoolLevel>] = [:]
      for (level, words) in language.schoolLevels.levels {
        for word in words { listed[word, default: []].formUnion(level.stages) }
      }
      for (word, stages) in listed {
        #expect(word == word.lowercased(), "\(language.code): \(word)")
        #expect(engine.levels(namedIn: "No School - " + word)?.stages == stages, "\(language.code): \(word)")
      }
      for phrase in language.schoolLevels.notLevels {
        #expect(engine.levels(namedIn: phrase) == nil, "\(language.code): \(phrase)")
      }
    }
  }

  // MARK: - Decisions

  func context(_ events: [CalendarEvent], _ date: String = "2026-11-24", level: SchoolLevel?) -> DayContext {
    engine.context(for: day(date), events: events, overrides: [], player: "Mia", level: level)
  }

  @Test("an early dismissal for elementary: a free afternoon for elementary and for no level; a school day for middle")
  func earlyDismissalByLevel() {
    let events = [allDay("Early Dismissal (Elementary)", "2026-11-24")]
    let middle = context(events, level: .middle)
    #expect(middle.kind == .schoolDay)
    #expect(!middle.freeAfternoon)
    #expect(middle.rule == .schoolEvents)
    #expect(middle.levelNotes.map(\.counted) == [false])
    for level in [SchoolLevel.elementary, .kindergarten, nil] {
      let context = context(events, level: level)
      #expect(context.kind == .schoolDay, "\(String(describing: level))")
      #expect(context.freeAfternoon)
      #expect(context.rule == .earlyRelease)
      #expect(context.levelNotes.map(\.counted) == [true])
    }
  }

  @Test("a closure for grades 6–12: free for middle, high and secondary; school for elementary")
  func closureByGrades() {
    let events = [allDay("No School - Grades 6-12 only", "2026-11-24")]
    for level in [SchoolLevel.middle, .high, .secondary, nil] {
      #expect(context(events, level: level).kind == .freeDay, "\(String(describing: level))")
    }
    let elementary = context(events, level: .elementary)
    #expect(elementary.kind == .schoolDay)
    #expect(elementary.reason == ContextReason.schoolEvents)
  }

  @Test("an event for another level leaves the day to the other events: a closure for all still closes")
  func otherEventsStillDecide() {
    let events = [
      allDay("High School Finals - Early Dismissal", "2026-11-24"), allDay("Staff Development Day", "2026-11-24"),
    ]
    let elementary = context(events, level: .elementary)
    #expect(elementary.kind == .freeDay)
    #expect(elementary.reason == "Staff Development Day")
  }

  @Test("a term boundary for one level is no boundary for the others")
  func termByLevel() {
    let events = [
      allDay("First Day of School", "2026-09-01"), allDay("Last Day of School - Seniors", "2027-05-28"),
      allDay("Last Day of School", "2027-06-18"),
    ]
    // The seniors' last day unsettles the term for every level it names, and for no other.
    #expect(context(events, "2027-06-08", level: .elementary).kind == .schoolDay)
    #expect(context(events, "2027-06-08", level: .elementary).rule == .term)
    #expect(context(events, "2027-06-08", level: .high).rule != .term)
    #expect(context(events, "2027-06-08", level: nil).rule != .term)
  }

  @Test("a description naming the level of its closure counts as the title would")
  func byDescription() {
    let event = allDay("Parent Conferences", "2026-11-24").with(notes: "No school for K-5 students.")
    #expect(context([event], level: .elementary).kind == .freeDay)
    #expect(context([event], level: .high).kind == .schoolDay)
    // The title names the level, the description the closure.
    let conferences = allDay("Kindergarten Conferences", "2026-11-24").with(notes: "No school.")
    #expect(context([conferences], level: .kindergarten).kind == .freeDay)
    #expect(context([conferences], level: .elementary).kind == .schoolDay)
    #expect(context([conferences], level: nil).kind == .freeDay)
  }

  @Test("a public-holiday feed's day naming another level says nothing for the player")
  func feedsByLevel() {
    var event = allDay("Grundschule: beweglicher Ferientag", "2026-11-24")
    event.calendarID = "feed"
    let engine = engine
    let elementary = engine.context(
      for: day("2026-11-24"), events: [event], overrides: [], player: "Mia", level: .elementary,
      roles: ["feed": .holidays])
    #expect(elementary.kind == .freeDay)
    let middle = engine.context(
      for: day("2026-11-24"), events: [event], overrides: [], player: "Mia", level: .middle, roles: ["feed": .holidays])
    #expect(middle.kind != .freeDay)
  }

  @Test("the household's look keeps today's reading and notes no levels")
  func household() {
    let context = engine.context(
      for: day("2026-11-24"), events: [allDay("Early Dismissal (Elementary)", "2026-11-24")], overrides: [],
      player: nil)
    #expect(context.freeAfternoon)
    #expect(context.levelNotes.isEmpty)
  }

  // MARK: - Settings

  @Test(
    "a parent's words for a level, and none",
    arguments: [
      ("primary", SchoolLevelSetting.level(.elementary)), ("Elementary", .level(.elementary)),
      ("junior high", .level(.middle)), ("secondary", .level(.secondary)), ("pre-k", .level(.kindergarten)),
      ("none", SchoolLevelSetting.none), ("HIGH", .level(.high)),
    ])
  func parsing(text: String, setting: SchoolLevelSetting) throws {
    #expect(try SchoolLevelSetting(parsing: text) == setting)
  }

  @Test("an unknown level is refused, naming the choices")
  func unknown() {
    #expect(throws: DomainError.unknownSchoolLevel("university")) { try SchoolLevelSetting(parsing: "university") }
    #expect(DomainError.unknownSchoolLevel("x").description.contains("kindergarten, elementary, middle, high"))
  }

  @Test("levels read out as a sentence does")
  func describe() {
    #expect(SchoolLevel.describe([.kindergarten, .elementary]) == "kindergarten and elementary school")
    #expect(SchoolLevel.describe([.middle, .high]) == "middle and high school")
    #expect(SchoolLevel.describe([.elementary, .middle, .high]) == "elementary, middle and high school")
    #expect(SchoolLevel.secondary.stages == [.middle, .high])
  }
}
