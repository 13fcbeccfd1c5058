import AppCore
import CalendarIO
import Domain
import Settings
import TestSupport
import Testing

/// Two schools whose feeds both call their calendar "School"; Lincoln's also holds "Sports".
@Suite("Choosing which calendars count")
struct CalendarSelectionTests {
  static let lincoln = CalendarSourceSetting(id: "lincoln", location: "/calendars/lincoln", name: "Lincoln")
  static let maple = CalendarSourceSetting(id: "maple", location: "/calendars/maple", name: "Maple")
  static let lincolnSchool = CalendarInfo(id: "/calendars/lincoln/school", title: "School", location: lincoln.location)
  static let lincolnSports = CalendarInfo(id: "/calendars/lincoln/sports", title: "Sports", location: lincoln.location)
  static let mapleSchool = CalendarInfo(id: "/calendars/maple/school", title: "School", location: maple.location)

  /// An all-day event on `date` in `calendar`.
  static func event(_ title: String, _ date: String, in calendar: CalendarInfo) -> CalendarEvent {
    let day = LocalDate(date)!
    return CalendarEvent(
      uid: "\(title)@\(date)@\(calendar.id)", title: title, start: .date(day), end: .date(day.adding(days: 1)),
      calendarID: calendar.id, calendarTitle: calendar.title)
  }

  /// Lincoln has no school on Tuesday 24 November 2026, Maple on Wednesday 25 November.
  static let reader = FixedCalendarReader(results: [
    lincoln.location: .success(
      CalendarReadResult(
        calendars: [lincolnSchool, lincolnSports], events: [event("No School", "2026-11-24", in: lincolnSchool)])),
    maple.location: .success(
      CalendarReadResult(calendars: [mapleSchool], events: [event("No School", "2026-11-25", in: mapleSchool)])),
  ])

  /// Maya and Leo, both schools connected, reading on or off, every read answered by `reader`.
  static func dependencies(reading: Bool = true, settings change: (inout CalendarSettings) -> Void = { _ in })
    throws -> AppDependencies
  {
    var settings = AppSettings()
    settings.calendar.enabled = reading
    settings.calendar.sources = [lincoln, maple]
    change(&settings.calendar)
    var dependencies = try AppDependencies.test(settings: settings)
    dependencies.calendars = reader
    let household = Household(dependencies)
    _ = try household.addPlayer("Maya")
    _ = try household.addPlayer("Leo")
    return dependencies
  }

  // MARK: select

  @Test("a source's name in any case, or its id, is saved as the source id", arguments: ["Maple", "mAPLE", "maple"])
  func sourceByNameOrID(word: String) async throws {
    let dependencies = try Self.dependencies()
    let described = try await CalendarAdmin(dependencies).select([word], player: nil)
    #expect(described == ["Maple"])
    #expect(try dependencies.settings.load().calendar.selection == ["maple"])
  }

  @Test("a source named twice, by its name and by its id, is saved and described once")
  func sameSourceTwice() async throws {
    let dependencies = try Self.dependencies()
    let described = try await CalendarAdmin(dependencies).select(["Maple", "maple"], player: nil)
    #expect(described == ["Maple"])
    #expect(try dependencies.settings.load().calendar.selection == ["maple"])
  }

  @Test("a player's choice is saved under the player's stored name")
  func playerChoice() async throws {
    let dependencies = try Self.dependencies()
    try await CalendarAdmin(dependencies).select(["LINCOLN"], player: "maya")
    let calendar = try dependencies.settings.load().calendar
    #expect(calendar.playerSelection == ["Maya": ["lincoln"]])
    #expect(calendar.selection.isEmpty)
  }

  @Test("a calendar title found in one source only is saved as that calendar's id")
  func uniqueTitle() async throws {
    let dependencies = try Self.dependencies()
    let described = try await CalendarAdmin(dependencies).select(["sports"], player: nil)
    #expect(described == ["Lincoln · Sports"])
    #expect(try dependencies.settings.load().calendar.selection == [Self.lincolnSports.id])
  }

  @Test("a title two sources share names both candidates and saves nothing")
  func sharedTitle() async throws {
    let dependencies = try Self.dependencies(settings: { $0.selection = ["lincoln"] })
    let before = try dependencies.settings.load()
    await #expect(
      throws: CalendarAdminError.ambiguousCalendar(
        "School",
        candidates: [
          "Lincoln (source id lincoln, calendar id /calendars/lincoln/school)",
          "Maple (source id maple, calendar id /calendars/maple/school)",
        ])
    ) {
      try await CalendarAdmin(dependencies).select(["maple", "School"], player: nil)
    }
    #expect(try dependencies.settings.load() == before)
  }

  @Test("an unknown word lists the sources and calendars to choose from and saves nothing")
  func unknownWord() async throws {
    let dependencies = try Self.dependencies()
    let before = try dependencies.settings.load()
    let error = await #expect(throws: CalendarAdminError.self) {
      try await CalendarAdmin(dependencies).select(["Oak"], player: "Leo")
    }
    #expect(
      error
        == .unknownCalendar(
          "Oak",
          candidates: [
            "Lincoln (id lincoln)", "Maple (id maple)", "\"School\" in Lincoln", "\"Sports\" in Lincoln",
            "\"School\" in Maple",
          ], readingOn: true))
    #expect(error?.description.contains("calendar enable") == false)
    #expect(try dependencies.settings.load() == before)
  }

  @Test("with reading off a source can still be chosen by name or id")
  func readingOffSource() async throws {
    let dependencies = try Self.dependencies(reading: false)
    try await CalendarAdmin(dependencies).select(["lincoln", "MAPLE"], player: nil)
    #expect(try dependencies.settings.load().calendar.selection == ["lincoln", "maple"])
  }

  @Test("with reading off a calendar title is unknown, and the message says how to turn reading on")
  func readingOffTitle() async throws {
    var dependencies = try Self.dependencies(reading: false)
    // Nothing may be read while reading is off.
    dependencies.calendars = FailingCalendarReader()
    let error = await #expect(throws: CalendarAdminError.self) {
      try await CalendarAdmin(dependencies).select(["Sports"], player: nil)
    }
    #expect(
      error == .unknownCalendar("Sports", candidates: ["Lincoln (id lincoln)", "Maple (id maple)"], readingOn: false))
    #expect(error?.description.contains("tq-parent calendar enable") == true)
    #expect(try dependencies.settings.load().calendar.selection.isEmpty)
  }

  // MARK: CalendarPlan

  /// The household's plan with reading on, both schools connected and `selection` chosen.
  static func plan(_ selection: [String]) throws -> CalendarPlan {
    try #require(
      CalendarPlan.configured(
        CalendarSettings(enabled: true, sources: [lincoln, maple], selection: selection), player: nil))
  }

  static func counted(_ plan: CalendarPlan) -> [String] {
    [(lincolnSchool, lincoln), (lincolnSports, lincoln), (mapleSchool, maple)]
      .filter { plan.counts(calendarID: $0.0.id, title: $0.0.title, from: $0.1) }
      .map(\.0.id)
  }

  @Test("no choice counts every calendar")
  func emptySelection() throws {
    #expect(Self.counted(try Self.plan([])) == [Self.lincolnSchool.id, Self.lincolnSports.id, Self.mapleSchool.id])
  }

  @Test("a source choice counts that source's calendars only, by id or by name")
  func sourceChoices() throws {
    #expect(Self.counted(try Self.plan(["lincoln"])) == [Self.lincolnSchool.id, Self.lincolnSports.id])
    #expect(Self.counted(try Self.plan(["maple"])) == [Self.mapleSchool.id])
    #expect(Self.counted(try Self.plan(["mAple"])) == [Self.mapleSchool.id])
  }

  @Test("a source or a calendar title is named in any case under Unicode folding, not only ASCII's")
  func foldedChoices() throws {
    let strasse = CalendarSourceSetting(id: "strasse", location: "/calendars/strasse", name: "Schule Straße")
    let zoe = CalendarInfo(id: "/calendars/strasse/zoe", title: "Zoë's Club", location: strasse.location)
    let plan = try #require(
      CalendarPlan.configured(
        CalendarSettings(enabled: true, sources: [Self.lincoln, strasse], selection: ["SCHULE STRASSE"]), player: nil))
    #expect(plan.counts(calendarID: zoe.id, title: zoe.title, from: strasse))
    #expect(!plan.counts(calendarID: Self.lincolnSports.id, title: Self.lincolnSports.title, from: Self.lincoln))
    let titled = try #require(
      CalendarPlan.configured(
        CalendarSettings(enabled: true, sources: [Self.lincoln, strasse], selection: ["ZOË'S CLUB"]), player: nil))
    #expect(titled.counts(calendarID: zoe.id, title: zoe.title, from: strasse))
    #expect(!titled.counts(calendarID: Self.lincolnSports.id, title: Self.lincolnSports.title, from: Self.lincoln))
  }

  @Test("a calendar id choice counts that calendar only, even where another has the same title")
  func calendarIDChoices() throws {
    #expect(Self.counted(try Self.plan([Self.mapleSchool.id])) == [Self.mapleSchool.id])
    #expect(
      Self.counted(try Self.plan([Self.lincolnSports.id, "maple"])) == [Self.lincolnSports.id, Self.mapleSchool.id])
  }

  @Test("a title saved by an older version still counts every calendar with that title")
  func legacyTitleChoices() throws {
    #expect(Self.counted(try Self.plan(["school"])) == [Self.lincolnSchool.id, Self.mapleSchool.id])
    #expect(Self.counted(try Self.plan(["Sports"])) == [Self.lincolnSports.id])
  }

  @Test("the plan for a player is their own choice, else the household's; none with reading off")
  func configuredPlan() throws {
    var settings = CalendarSettings()
    settings.enabled = true
    settings.sources = [Self.lincoln, Self.maple]
    settings.selection = ["lincoln"]
    settings.playerSelection = ["Maya": ["maple"]]
    #expect(CalendarPlan.configured(settings, player: "Maya")?.selection == ["maple"])
    #expect(CalendarPlan.configured(settings, player: "Leo")?.selection == ["lincoln"])
    #expect(CalendarPlan.configured(settings, player: nil)?.selection == ["lincoln"])
    settings.enabled = false
    #expect(CalendarPlan.configured(settings, player: "Maya") == nil)
  }

  // MARK: ContextService

  @Test("a look for 'maya' uses Maya's calendars and overrides and says which calendars counted")
  func lookForAPlayer() async throws {
    let dependencies = try Self.dependencies { calendar in
      calendar.playerSelection = ["Maya": ["maple"]]
      calendar.overrides = [
        DayOverride(from: LocalDate("2026-11-23")!, kind: .free, player: "Leo"),
        DayOverride(from: LocalDate("2026-11-26")!, kind: .free, player: "Maya"),
      ]
    }
    let service = ContextService(dependencies)
    let maya = try await service.look(from: LocalDate("2026-11-23")!, through: LocalDate("2026-11-26")!, player: "maya")
    #expect(maya.player == "Maya")
    #expect(maya.counted == ["Maple · School: school calendar (detected)"])
    // Leo's override and Lincoln's day off are not Maya's; Maple's day off and her own override are.
    #expect(maya.days.map(\.kind) == [.unknown, .unknown, .freeDay, .freeDay])
    #expect(maya.days.map(\.rule) == [.noInformation, .noInformation, .freeDayMarker, .override])

    // The household counts both schools, so Lincoln's day off shows there, and Maya's override does not.
    let household = try await service.look(
      from: LocalDate("2026-11-23")!, through: LocalDate("2026-11-26")!, player: nil)
    #expect(household.player == nil)
    #expect(
      household.counted == [
        "Lincoln · School: school calendar (detected)", "Lincoln · Sports: school calendar (detected)",
        "Maple · School: school calendar (detected)",
      ])
    #expect(household.days[1].kind == .freeDay)
    #expect(household.days[3].rule != .override)
  }

  @Test("a look for a player who is not in the household lists the players")
  func lookForAnUnknownPlayer() async throws {
    let dependencies = try Self.dependencies()
    await #expect(throws: AppError.unknownPlayer("Zoe", known: ["Leo", "Maya"])) {
      try await ContextService(dependencies).look(
        from: LocalDate("2026-11-23")!, through: LocalDate("2026-11-23")!, player: "Zoe")
    }
  }
}
