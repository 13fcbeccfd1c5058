import Domain
import Testing

/// Issue 22: a bridge day is off with the holiday it follows; a make-up day holds school, on a
/// weekend too, unless it is only a condition beside a closure.
@Suite("Bridge days and make-up days")
struct BridgeAndMakeUpTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  /// Bridge days as schools write them: a bridge phrase and a holiday's name, or a bridge word.
  static let bridges = [
    "Day after Ascension", "Day After Thanksgiving", "Friday after Thanksgiving", "Day after Thanksgiving Holiday",
    "The day after Ascension", "Tag nach Himmelfahrt", "Freitag nach Christi Himmelfahrt",
    "Lendemain de l'Ascension", "Vendredi de l'Ascension", "Día después de Navidad",
    // A holiday named by its date
    "Tag nach dem 1. Mai", "Day after 1 May", "Days after the 3 of October",
  ]

  @Test(
    "a bridge phrase and a public holiday's name is a day off, and explain says it bridges the holiday",
    arguments: bridges)
  func bridgeIsFree(title: String) throws {
    let context = engine.context("2026-11-27", [allDay(title, "2026-11-27")])
    #expect(context.kind == .freeDay, "\(title)")
    #expect(context.rule == .freeDayMarker, "\(title)")
    #expect(context.reason == title)
    let reading = try #require(context.readings.first, "\(title)")
    #expect(reading.decides)
    guard case .bridge(let word) = reading.role else {
      Issue.record("\(title): \(reading.role)")
      return
    }
    #expect(title.lowercased().contains(word))
    #expect(title.contains(reading.phrase))
    #expect(
      ContextMessage.reading(reading)
        == "'\(reading.phrase)' is a holiday and this day bridges it ('\(word)'): a day off")
  }

  /// Bridge days named by a word of their own.
  static let bridgeWords = [
    "Brückentag", "beweglicher Ferientag", "Bewegliche Ferientage", "Pont de l'Ascension", "Pont du 11 novembre",
    "Puente", "Día puente", "Puente de la Constitución",
  ]

  /// Titles an "after" only places: the school is back, or the day has an activity.
  static let placedOnly = [
    "Welcome back after winter break assembly", "After-school club", "Day after Spring Break",
    "Day after Thanksgiving food drive", "Concert the day after Easter", "Tag nach den Herbstferien",
    "Lendemain des vacances", "Day after 1 May assembly", "Day after 12 photos",
  ]

  @Test(
    "a bridge word is a closure, the title's subject; a day placed after a break, or an activity after a holiday, is a school day",
    arguments: bridgeWords.map { ($0, true) } + placedOnly.map { ($0, false) })
  func bridgeWordOrPlacement(title: String, free: Bool) {
    let context = engine.context("2026-11-27", [allDay(title, "2026-11-27")])
    #expect(context.kind == (free ? .freeDay : .schoolDay), "\(title)")
    #expect(context.rule == (free ? .freeDayMarker : .schoolEvents), "\(title)")
    if free {
      #expect(context.readings.first?.role == .subject, "\(title)")
    } else {
      #expect(context.readings.allSatisfy { !$0.decides }, "\(title)")
    }
  }

  @Test("a bridge day's title that also names a make-up, an early release or a first day is no bridge")
  func bridgeYieldsToDayShaping() {
    #expect(
      engine.context("2026-11-27", [allDay("Day after Thanksgiving - Make-Up Day", "2026-11-27")]).rule
        == .schoolDayMarker)
    #expect(
      engine.context("2026-11-27", [allDay("Day after Thanksgiving: Early Dismissal", "2026-11-27")]).rule
        == .earlyRelease)
  }

  // MARK: - Make-up days

  @Test(
    "a closure beside a make-up day that is only a condition is a free day, and explain names the condition",
    arguments: [
      ("No School (Emergency Makeup Day)", "No School", "Makeup Day"),
      ("Snow make-up day (if needed) – No School", "No School", "Snow make-up day"),
      ("Schulfrei (Nachholtag falls nötig)", "Schulfrei", "Nachholtag"),
      ("Pas de classe (jour de rattrapage si nécessaire)", "Pas de classe", "jour de rattrapage"),
      ("No School - Snow Make Up Day", "No School", "Snow Make Up Day"),
    ])
  func conditionalMakeUp(title: String, closure: String, makeUp: String) throws {
    let context = engine.context("2026-11-24", [allDay(title, "2026-11-24")])
    #expect(context.kind == .freeDay, "\(title)")
    #expect(context.rule == .freeDayMarker, "\(title)")
    let reading = try #require(context.readings.first)
    #expect(reading.phrase == closure)
    #expect(reading.role == .overCondition(makeUp))
    #expect(ContextMessage.reading(reading) == "'\(closure)' is the title's subject; '\(makeUp)' is only a condition")
  }

  @Test("a make-up day said outright, or one whose condition says school is in session, holds school")
  func makeUpSaidOutright() {
    for title in [
      "Emergency Make-up Day (school in session if used)", "Make-Up Day (No School for Kindergarten)",
      "Make-Up Day - No School for Kindergarten",
      "Holiday Make-Up Day", "Snow Day Make-Up Day",
    ] {
      let context = engine.context("2026-11-24", [allDay(title, "2026-11-24")])
      #expect(context.kind == .schoolDay, "\(title)")
      #expect(context.rule == .schoolDayMarker, "\(title)")
    }
  }

  /// 2026-11-28 is a Saturday, 2026-11-29 a Sunday.
  @Test(
    "a make-up day or a working weekend day on a Saturday or a Sunday is a school day",
    arguments: [
      "Make-up Day", "Saturday School Day", "Nachholtag", "Jour de rattrapage", "Día de recuperación", "国庆调休上课",
      "周六上课", "调休", "補課", "補班",
    ])
  func weekendSchool(title: String) {
    for date in ["2026-11-28", "2026-11-29"] {
      let context = engine.context(date, [allDay(title, date)])
      #expect(context.kind == .schoolDay, "\(title) \(date)")
      #expect(context.rule == .schoolDayMarker, "\(title) \(date)")
      #expect(context.reason == title)
    }
  }

  @Test("a weekend day whose title says no class is free; a working-weekend word on a weekday decides nothing")
  func workingWeekendLimits() {
    #expect(engine.context("2026-11-28", [allDay("周六不上课", "2026-11-28")]).kind == .freeDay)
    #expect(engine.context("2026-11-28", [allDay("国庆放假调休", "2026-11-28")]).kind == .freeDay)
    let weekday = engine.context("2026-11-25", [allDay("调休", "2026-11-25")])
    #expect(weekday.rule == .schoolEvents)
    #expect(engine.context("2026-11-28", [allDay("Saturday School", "2026-11-28")]).rule == .weekend)
  }

  @Test("a public-holiday feed's working weekend day is a school day, its holidays free")
  func holidayFeedWorkingWeekend() {
    let feed = [
      allDay("国庆节", "2026-10-01", through: "2026-10-07"), allDay("国庆节调休上班", "2026-10-10"),
      allDay("上班(补国庆节、中秋节假期)", "2026-10-11"),
    ]
    .map { $0.on(Feed.holidays) }
    let roles = [Feed.holidays: CalendarRole.holidays]
    let days = engine.contexts(
      from: day("2026-10-05"), through: day("2026-10-11"), events: feed, overrides: [], player: nil, roles: roles)
    #expect(days[0].kind == .freeDay)
    #expect(days[5].kind == .schoolDay)
    #expect(days[5].rule == .schoolDayMarker)
    #expect(days[6].kind == .schoolDay)
    #expect(days[6].reason == "上班(补国庆节、中秋节假期)")
  }

  // MARK: - Cancelled events

  @Test("a cancelled closure does not close the school; a cancelled make-up day does not open it")
  func cancelledEventsSayNothing() {
    let closure = [
      allDay("School Closed - Snow Day", "2026-11-24", status: .cancelled), allDay("Book Fair", "2026-11-24"),
    ]
    #expect(engine.context("2026-11-24", closure).kind == .schoolDay)
    #expect(engine.context("2026-11-24", closure).rule == .schoolEvents)
    let makeUp = [allDay("Make-Up Day", "2026-11-28", status: .cancelled)]
    #expect(engine.context("2026-11-28", makeUp).rule == .weekend)
  }
}
