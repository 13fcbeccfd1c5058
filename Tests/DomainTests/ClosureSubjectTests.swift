import Domain
import Testing

/// Issue 22: a closure phrase decides a free day only when it is what its title is about.
@Suite("A closure phrase decides only as its title's subject")
struct ClosureSubjectTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  /// The titles that were free days and are school days, and ones like them as schools
  /// write them, in each shipped language.
  static let schoolDays = [
    // The issue's
    "Holiday Shop (PTA)", "Holiday Concert", "Spring Break Camp sign-ups due", "No School Bus Service - Roadwork",
    "Welcome back from winter break assembly", "Book Fair – Break the Reading Record!",
    // English, as US districts and UK schools write
    "Holiday Program", "Winter Break Camp", "Spring Break Reading Challenge", "Holiday Lunch",
    "Christmas Holiday Lunch", "Winter Break Begins at End of Day", "PTA Holiday Shop", "Holiday Sweater Day",
    "Half Term Holiday Club", "Return from Spring Break", "Homework packets due after winter break",
    "Lunch recess", "Holiday Spirit Week", "Holiday Gift Drive", "Camp during winter break", "Spring-Break Camp",
    // German
    "Sommerferien-Programm", "Herbstferien Betreuung", "Zeugnisse vor den Weihnachtsferien",
    "Rückkehr aus den Osterferien", "Konzert nach den Ferien",
    // French
    "Stage de vacances", "Retour de vacances", "Spectacle avant les vacances de Noël",
    "Inscriptions cantine après les vacances",
    // Spanish
    "Campamento de vacaciones", "Regreso de vacaciones", "Festival antes de las vacaciones de Navidad",
    "Inscripciones después de las vacaciones",
    // The calendar-only languages
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

  @Test(
    "an all-day event whose closure word qualifies an activity, a notice or a return is a school day",
    arguments: schoolDays)
  func qualifiedClosureIsSchool(title: String) {
    let context = engine.context("2026-12-15", [allDay(title, "2026-12-15")])
    #expect(context.kind == .schoolDay, "\(title)")
    #expect(context.rule == .schoolEvents, "\(title)")
    #expect(context.readings.map(\.title) == [title])
    #expect(context.readings.allSatisfy { !$0.decides }, "\(title)")
  }

  /// The closures, and titles where the closure is one clause of several.
  static let closures = [
    "Winter Break", "Thanksgiving Break - No School", "School Closed - Snow Day", "Staff Development Day - No Students",
    "Schulfrei", "Pas de classe", "Christmas Holidays", "Half Term", "Herbstferien", "Vacances de la Toussaint",
    "Vacaciones de Navidad", "Winter Break - Schools Closed", "No School – Winter Break begins",
    "PTA Holiday Shop - No School", "No School for Kindergarten", "Schools Closed for Thanksgiving",
    "Student Holiday", "Holiday - Schools Closed", "Winter Break Begins", "Spring Break (No School)",
    "No School for All Programs", "Unterrichtsfrei (Ferienbetreuung)", "Journée pédagogique - pas de classe",
    "Día no lectivo", "Vacances d'hiver", "Weihnachtsferien", "WINTER BREAK", "Winter Break - Holiday Concert",
    "Teacher Workday/Student Holiday", "Holiday: Thanksgiving",
    // A region or a holiday that merely ends like an activity noun ("Hessen" like "Essen", a meal;
    // "Himmelfahrt" like "Fahrt", a trip) qualifies nothing.
    "Weihnachtsferien 2026 Hessen", "Herbstferien Essen", "Pfingstferien / Christi Himmelfahrt",
    "Brückentage zu Christi Himmelfahrt", "Teacher Workdays", "Non-teaching day",
    // The calendar-only languages
    "Kerstvakantie", "Vacanze di Natale", "Férias escolares", "Ferie zimowe", "Sportlov", "Vinterferie",
    "Høstferie", "Hiihtoloma", "冬休み", "겨울방학", "寒假", "חופשת חנוכה",
  ]

  @Test("a closure, alone or as one clause of several, is a free day named by its title", arguments: closures)
  func closureIsFree(title: String) {
    let context = engine.context("2026-12-15", [allDay(title, "2026-12-15")])
    #expect(context.kind == .freeDay, "\(title)")
    #expect(context.rule == .freeDayMarker, "\(title)")
    #expect(context.reason == title)
    #expect(context.readings.first?.decides == true, "\(title)")
  }

  @Test("titles with no closure word keep reading as before: no reading to give")
  func noClosureNoReading() {
    let context = engine.context("2026-12-15", [allDay("Christmas Jumper Day", "2026-12-15")])
    #expect(context.kind == .schoolDay)
    #expect(context.readings.isEmpty)
    for title in ["No Late Start", "Thanksgiving Luncheon"] {
      #expect(engine.context("2026-12-15", [allDay(title, "2026-12-15")]).kind == .schoolDay, "\(title)")
    }
  }

  @Test("a school-day activity beside a real closure on the same day does not make it a school day")
  func closureBesideActivity() {
    let events = [
      allDay("Holiday Shop (PTA)", "2026-12-21"), allDay("Winter Break", "2026-12-21", through: "2027-01-01"),
    ]
    let context = engine.context("2026-12-21", events)
    #expect(context.kind == .freeDay)
    #expect(context.reason == "Winter Break")
    #expect(Set(context.readings.map(\.title)) == ["Holiday Shop (PTA)", "Winter Break"])
  }

  @Test("a description is read the same way: an activity's closure word is no evidence of a free day")
  func descriptionReading() {
    let concert = allDay("Music", "2026-12-15").with(notes: "Holiday concert in the gym")
    #expect(engine.context("2026-12-15", [concert]).rule == .schoolEvents)
    let closed = allDay("Records Day", "2026-12-15").with(notes: "No school for students")
    #expect(engine.context("2026-12-15", [closed]).rule == .descriptionMarker)
  }

  @Test("a last day before a break stays a school day, and a break that begins after school leaves the day")
  func lastDayBefore() {
    for title in ["Last Day Before Winter Break", "Winter Break begins after school"] {
      let context = engine.context("2026-12-18", [allDay(title, "2026-12-18")])
      #expect(context.kind == .schoolDay, "\(title)")
    }
  }

  @Test(
    "the reading names the phrase and why it did or did not count",
    arguments: [
      ("Holiday Shop (PTA)", "Holiday", ClosureReading.Role.names("shop")),
      ("Holiday Concert", "Holiday", .names("concert")),
      ("Spring Break Camp sign-ups due", "Spring Break", .names("camp")),
      ("No School Bus Service - Roadwork", "No School", .names("bus")),
      ("Welcome back from winter break assembly", "winter break", .returnFrom),
      ("Book Fair – Break the Reading Record!", "Break", .verb),
      ("Homework due after Spring Break", "Spring Break", .time("after")),
      ("Winter Break Begins at End of Day", "Winter Break", .laterToday),
      ("Winter Break", "Winter Break", .subject),
      ("Thanksgiving Break - No School", "Thanksgiving Break", .subject),
      ("Stage de vacances", "vacances", .names("stage")),
      ("Nach den Herbstferien", "Herbstferien", .time("nach")),
    ])
  func reading(title: String, phrase: String, role: ClosureReading.Role) {
    let context = engine.context("2026-12-15", [allDay(title, "2026-12-15")])
    #expect(context.readings == [ClosureReading(title: title, phrase: phrase, role: role)])
  }

  @Test("the readings say why in every message language")
  func readingMessages() {
    let shop = ClosureReading(title: "Holiday Shop (PTA)", phrase: "Holiday", role: .names("shop"))
    #expect(ContextMessage.reading(shop) == "'Holiday' names a shop here")
    let back = ClosureReading(title: "Welcome back from winter break", phrase: "winter break", role: .returnFrom)
    #expect(ContextMessage.reading(back) == "'winter break' is what the school returns from")
    let subject = ClosureReading(title: "Winter Break", phrase: "Winter Break", role: .subject)
    #expect(ContextMessage.reading(subject) == "'Winter Break' is the title's subject")
    #expect(ContextMessage.reading(subject, language: "de") == "„Winter Break“ ist der Gegenstand des Titels")
    #expect(ContextMessage.reading(shop, language: "fr") == "ici, « Holiday » qualifie « shop »")
    #expect(ContextMessage.reading(shop, language: "es") == "aquí 'Holiday' califica a 'shop'")
    let roles: [ClosureReading.Role] = [.subject, .names("shop"), .returnFrom, .time("after"), .verb, .laterToday]
    for language in ContextMessage.languages {
      let texts = roles.map {
        ContextMessage.reading(ClosureReading(title: "T", phrase: "P", role: $0), language: language)
      }
      #expect(Set(texts).count == roles.count, "\(language): each reason its own words")
      #expect(texts.allSatisfy { $0.contains("P") && !$0.contains("{") }, "\(language)")
    }
  }

  @Test("a language pack without title grammar reads every closure phrase as its subject")
  func emptyGrammarDefault() {
    let grammar = TitleGrammar()
    #expect(grammar.all.isEmpty)
    #expect(!Language.all.contains { $0.titleGrammar.activities.isEmpty })
  }
}
