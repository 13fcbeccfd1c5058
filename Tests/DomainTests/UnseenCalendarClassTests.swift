import Foundation
import Testing

@testable import Domain

/// Classes of calendars no one on the project has read (issue 22): each is written in a language
/// or a shape the real-calendar corpus's tuning half does not have, and each is read by a general
/// rule, not by a word for its titles. The calendars are invented, but as such schools publish them.
@Suite("Calendars of unseen languages and shapes are read by their shape")
struct UnseenCalendarClassTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  // MARK: - Day cycles in any language

  /// A day cycle from Tue 2027-01-05 to Fri 2027-06-25 titled `title(n)` for cycle day n (six-day
  /// cycle, or two labels with `letters`), one all-day event each school-week day but `without`.
  func cycle(_ title: (String) -> String, letters: Bool = false, without: Set<String>) -> [CalendarEvent] {
    var events: [CalendarEvent] = []
    var date = day("2027-01-05")
    var n = 0
    while date <= day("2027-06-25") {
      defer { date = date.adding(days: 1) }
      guard WeekdayList.weekdays.contains(date.weekday), !without.contains(date.description) else { continue }
      let label = letters ? ["A", "B"][n % 2] : String(n % 6 + 1)
      n += 1
      events.append(allDay(title(label), date.description))
    }
    return events
  }

  /// A carnival week, a lone Wednesday (a holiday) and the Easter weeks the cycle leaves out.
  static let cycleGaps: Set<String> = [
    "2027-02-08", "2027-02-09", "2027-02-10", "2027-02-11", "2027-02-12", "2027-03-17", "2027-03-29", "2027-03-30",
    "2027-03-31", "2027-04-01", "2027-04-02",
  ]

  @Test(
    "a day cycle whose day word no pack knows (Dutch, Polish, Turkish, Danish letters) reads as the English one",
    arguments: ["Dag #", "Dzień #", "Gün #", "#-dag"])
  func unnamedCycle(template: String) {
    let letters = template.hasPrefix("#")
    let title = { (label: String) in template.replacingOccurrences(of: "#", with: label) }
    let unseen = cycle(title, letters: letters, without: Self.cycleGaps)
    let english = cycle({ "Day \($0)" }, letters: letters, without: Self.cycleGaps)
    for date in ["2027-02-10", "2027-03-17", "2027-03-31", "2027-03-16", "2027-05-12", "2027-07-14", "2026-12-16"] {
      let read = engine.context(date, unseen)
      let known = engine.context(date, english)
      #expect(read.kind == known.kind, "\(unseen[0].title) \(date)")
      #expect(read.rule == known.rule, "\(unseen[0].title) \(date)")
    }
    let wednesday = engine.context("2027-03-17", unseen)
    #expect(wednesday.kind == .freeDay)
    #expect(wednesday.rule == .noCycleDay)
    #expect(wednesday.reason == ContextReason.noCycleDay)
    // A weekday in a run with nothing on it but inside the cycle's term, and the summer after it.
    #expect(engine.context("2027-05-12", unseen).kind == .schoolDay)
  }

  @Test("two-word titles that are no day cycle: one a week, numbered once each, or a few days only")
  func notACycle() {
    // A class's weekly outing every Monday: most school-week days have none.
    var weekly: [CalendarEvent] = []
    var monday = day("2027-01-04")
    while monday <= day("2027-06-21") {
      weekly.append(allDay("Groep \(weekly.count % 8 + 1)", monday.description))
      monday = monday.adding(days: 7)
    }
    #expect(engine.context("2027-03-17", weekly).rule != .noCycleDay)
    // A plan numbering its lessons once each ("Les 1"…"Les 20"): no label repeats.
    var numbered: [CalendarEvent] = []
    var date = day("2027-01-05")
    while numbered.count < 20 {
      if WeekdayList.weekdays.contains(date.weekday) {
        numbered.append(allDay("Les \(numbered.count + 1)", date.description))
      }
      date = date.adding(days: 1)
    }
    #expect(engine.context("2027-01-20", numbered).rule != .noCycleDay)
    #expect(FeedShapes.cycleParts("Dag 3")?.word == "Dag")
    #expect(FeedShapes.cycleParts("B-dag")?.label == "B")
    for title in ["Grade 5 Trip", "Room 21", "3b", "A B", "Dag 3 (hele dag)"] {
      #expect(FeedShapes.cycleParts(title) == nil, "\(title)")
    }
  }

  // MARK: - Term lists in words no pack knows

  @Test("two semesters of months with a break between, titled in a language no pack has: the terms")
  func unnamedSemesters() {
    // Swahili: "Muhula wa Kwanza" (first term), "Muhula wa Pili" (second term).
    let semesters = [
      allDay("Muhula wa Kwanza", "2027-01-11", through: "2027-04-02"),
      allDay("Muhula wa Pili", "2027-04-26", through: "2027-07-30"),
    ]
    let february = engine.context("2027-02-10", semesters)
    #expect(february.kind == .schoolDay)
    #expect(february.rule == .term)
    let april = engine.context("2027-04-14", semesters)
    #expect(april.kind == .freeDay)
    #expect(april.rule == .term)
    // One span alone, or two of a few weeks (a project, a season), is no term list.
    #expect(engine.context("2027-02-10", [semesters[0]]).rule != .term)
    let short = [
      allDay("Muhula wa Kwanza", "2027-01-11", through: "2027-02-12"),
      allDay("Muhula wa Pili", "2027-03-01", through: "2027-04-02"),
    ]
    #expect(engine.context("2027-01-20", short).rule != .term)
  }

  @Test("three terms, all-day or timed, titled in a language no pack has: inside is school, between is a break")
  func unnamedTermList() {
    // Welsh: "Tymor yr Hydref", "Tymor y Gwanwyn", "Tymor yr Haf".
    let allDayTerms = [
      allDay("Tymor yr Hydref", "2026-09-02", through: "2026-12-18"),
      allDay("Tymor y Gwanwyn", "2027-01-05", through: "2027-03-26"),
      allDay("Tymor yr Haf", "2027-04-12", through: "2027-07-20"),
    ]
    let timedTerms = [
      timed("Tymor yr Hydref", "2026-09-02", "08:45", "15:15", endDate: "2026-12-18"),
      timed("Tymor y Gwanwyn", "2027-01-05", "08:45", "15:15", endDate: "2027-03-26"),
      timed("Tymor yr Haf", "2027-04-12", "08:45", "15:15", endDate: "2027-07-20"),
    ]
    for terms in [allDayTerms, timedTerms] {
      #expect(engine.context("2026-11-11", terms).kind == .schoolDay)
      #expect(engine.context("2026-12-23", terms).kind == .freeDay)
      #expect(engine.context("2027-04-01", terms).kind == .freeDay)
      #expect(engine.context("2027-05-19", terms).kind == .schoolDay)
    }
  }

  // MARK: - First and last days, and the school week and year of the region

  @Test("a first day of school and no last day: the term runs on; a last day and nothing after it: the summer")
  func firstDayOnlyAndLastDayOnly() {
    // Polish: the first day ("Rozpoczęcie roku szkolnego") and a concert, no last day.
    let opening = [
      allDay("Rozpoczęcie roku szkolnego", "2026-09-01"), timed("Koncert jesienny", "2026-10-08", "10:00", "11:00"),
    ]
    let october = engine.context("2026-10-21", opening)
    #expect(october.kind == .schoolDay)
    #expect(october.rule == .term)
    #expect(engine.context("2026-08-19", opening).kind == .freeDay)
    // The last day ("Zakończenie roku szkolnego"), and a sports day before it.
    let closing = [
      timed("Dzień sportu", "2027-06-02", "09:00", "12:00"), allDay("Zakończenie roku szkolnego", "2027-06-25"),
    ]
    let july = engine.context("2027-07-14", closing)
    #expect(july.kind == .freeDay)
    #expect(july.rule == .term)
    #expect(engine.context("2027-06-09", closing).kind == .schoolDay)
  }

  @Test(
    "the school year and week follow the region: January to December in the south, Sunday to Thursday shown by a calendar"
  )
  func regionYearAndWeek() {
    // A Johannesburg school: first day in January, last in December, the summer between.
    let southern = Domain.CalendarContextEngine(
      rules: ContextRules(), timeZone: TimeZone(identifier: "Africa/Johannesburg")!)
    let school = [allDay("Schools open", "2027-01-13"), allDay("Schools close", "2027-12-08")]
    let reading = southern.read(
      from: day("2027-03-10"), through: day("2027-03-10"), events: school, overrides: [], player: nil)
    #expect(reading.shape.year == .south)
    #expect(reading.days[0].kind == .schoolDay)
    // A school in a zone that names no week (UTC) whose daytime events fall Sunday to Thursday.
    var events: [CalendarEvent] = []
    var date = day("2026-09-06")  // a Sunday
    while date <= day("2026-12-17") {
      if ![.friday, .saturday].contains(date.weekday) {
        events.append(timed("Assembly \(events.count)", date.description, "08:00", "08:30"))
      }
      date = date.adding(days: 1)
    }
    let week = engine.read(
      from: day("2026-10-16"), through: day("2026-10-18"), events: events, overrides: [], player: nil)
    #expect(week.shape.week == [.sunday, .monday, .tuesday, .wednesday, .thursday])
    #expect(week.days.map(\.kind) == [.freeDay, .freeDay, .schoolDay])
  }

  /// The countries whose school year runs with the calendar year (a summer in December–February):
  /// South America south of the equator, southern Africa, Australia and New Zealand.
  static let southernCountries: Set<String> = [
    "AR", "AU", "BO", "BR", "BW", "CL", "LS", "MZ", "NA", "NZ", "PE", "PY", "SZ", "UY", "ZA", "ZM", "ZW",
  ]

  @Test(
    "every time zone of a country with a January–December school year reads as the south, Brazil's fifteen included")
  func southernZones() throws {
    // The system's own list of zones by country: a zone added to a country there is checked too.
    let table = try String(contentsOfFile: "/usr/share/zoneinfo/zone.tab", encoding: .utf8)
    var zones: [String] = []
    for line in table.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if fields.count >= 3, Self.southernCountries.contains(fields[0]) { zones.append(fields[2]) }
    }
    #expect(zones.count >= 50)
    for zone in zones {
      let timeZone = try #require(TimeZone(identifier: zone), "\(zone)")
      #expect(SchoolCalendarShape.isSouthern(timeZone), "\(zone)")
      #expect(SchoolCalendarShape(rules: ContextRules(), timeZone: timeZone).year == .south, "\(zone)")
    }
    // A school in Recife whose calendar names only a first day in February: a January–December year.
    let recife = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: TimeZone(identifier: "America/Recife")!)
    let opening = [allDay("Início das aulas", "2027-02-08")]
    let reading = recife.read(
      from: day("2027-06-16"), through: day("2027-06-16"), events: opening, overrides: [], player: nil)
    #expect(reading.shape.year == .south)
    #expect(reading.shape.yearLine.contains("America/Recife"))
    #expect(reading.days[0].kind == .schoolDay)
    // The north keeps its year: Lisbon, Bogotá (north of the equator) and Nairobi.
    for zone in ["Europe/Lisbon", "America/Bogota", "Africa/Nairobi"] {
      #expect(!SchoolCalendarShape.isSouthern(TimeZone(identifier: zone)!), "\(zone)")
    }
  }

  /// A school's daytime events ("שיעור N", a lesson) on `week`'s days from Sunday 2026-09-06 to 2026-12-18.
  static func lessons(on week: Set<Weekday>) -> [CalendarEvent] {
    var events: [CalendarEvent] = []
    var date = day("2026-09-06")
    while date <= day("2026-12-18") {
      if week.contains(date.weekday) {
        events.append(timed("שיעור \(events.count % 7 + 1)", date.description, "10:00", "10:45"))
      }
      date = date.adding(days: 1)
    }
    return events
  }

  @Test("a six-day week Sunday to Friday, as most Israeli schools keep, is read from a school's events")
  func sundayToFridayWeek() {
    let week: Set<Weekday> = [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday]
    // In Jerusalem, whose zone says Sunday–Thursday, and in a zone that says nothing.
    for zone in [TimeZone(identifier: "Asia/Jerusalem")!, utc] {
      let reader = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: zone)
      let reading = reader.read(
        from: day("2027-01-15"), through: day("2027-01-17"), events: Self.lessons(on: week), overrides: [], player: nil)
      #expect(reading.shape.week == week, "\(zone.identifier)")
      #expect(reading.shape.weekLine.contains("Sunday–Friday (from the calendars"), "\(reading.shape.weekLine)")
      // Friday and Sunday are in the week (nothing else decides them), Saturday is the weekend.
      #expect(reading.days.map(\.rule) == [.noInformation, .weekend, .noInformation], "\(zone.identifier)")
      #expect(reading.days[1].reason == ContextReason.weekend)
      let friday = reader.context("2026-10-16", Self.lessons(on: week))
      #expect(friday.kind == .schoolDay)
    }
    // Saturdays as busy as weekdays (games, tournaments) make no Monday–Saturday week.
    let saturdays = Self.lessons(on: WeekdayList.weekdays.union([.saturday]))
    let reading = engine.read(
      from: day("2026-10-17"), through: day("2026-10-17"), events: saturdays, overrides: [], player: nil)
    #expect(reading.shape.week == WeekdayList.weekdays)
    #expect(reading.days[0].rule == .weekend)
  }

  @Test("a weekly lesson on a Sunday–Thursday week that skips a day (EXDATE) inside its span: that day is free")
  func seriesSkipOnSundayWeek() {
    let jerusalem = Domain.CalendarContextEngine(
      rules: ContextRules(), timeZone: TimeZone(identifier: "Asia/Jerusalem")!)
    let skipped = [day("2026-10-04")]  // a Sunday of Sukkot
    var lessons: [CalendarEvent] = []
    var sunday = day("2026-09-06")
    while sunday <= day("2026-12-13") {
      if !skipped.contains(sunday) {
        var lesson = timed("שיעור נגינה", sunday.description, "10:00", "10:45", in: jerusalem.timeZone)
        lesson.uid = "music-lesson"
        lesson.skippedDates = skipped
        lessons.append(lesson)
      }
      sunday = sunday.adding(days: 7)
    }
    let sukkot = jerusalem.context("2026-10-04", lessons)
    #expect(sukkot.kind == .freeDay)
    #expect(sukkot.rule == .seriesSkip)
    #expect(jerusalem.context("2026-10-11", lessons).kind == .schoolDay)
  }

  // MARK: - A school's own events, days apart

  /// A Lisbon school's events calendar in the autumn, in Portuguese: trips, tests, a cross-country
  /// race, a book fair, a parents' evening; nothing in the week of 26 October (a break it does not
  /// name), and nothing after Wednesday 4 November.
  static let escola = [
    timed("Visita de estudo ao museu", "2026-10-05", "09:00", "12:00"),
    timed("Teste de Matemática", "2026-10-08", "10:00", "11:00"),
    timed("Sessão fotográfica", "2026-10-13", "09:30", "11:30"),
    allDay("Corta-mato escolar", "2026-10-16"),
    timed("Reunião de pais", "2026-10-21", "18:30", "20:00"),
    timed("Feira do livro", "2026-10-23", "10:00", "14:00"),
    timed("Dia do diploma", "2026-11-02", "10:00", "11:00"),
    timed("Teatro na escola", "2026-11-04", "10:00", "11:30"),
  ]

  @Test("a school-week day between a school calendar's event days at most a week apart is in term; a longer gap is not")
  func betweenSchoolEvents() {
    // Mondays 5 Oct and 2 Nov; 26–30 Oct is the unnamed break.
    for date in ["2026-10-06", "2026-10-09", "2026-10-12", "2026-10-19", "2026-10-21", "2026-10-22", "2026-11-03"] {
      let context = engine.context(date, Self.escola)
      #expect(context.kind == .schoolDay, "\(date)")
      #expect(context.rule == .term, "\(date)")
      #expect(context.reason == ContextReason.schoolTerm, "\(date)")
    }
    // Ten days from the book fair to the diploma day: perhaps a break. After the last event: nothing known.
    for date in ["2026-10-26", "2026-10-28", "2026-10-30", "2026-11-05", "2026-09-30"] {
      #expect(engine.context(date, Self.escola).kind == .unknown, "\(date)")
    }
    // The weekend between stays the weekend.
    #expect(engine.context("2026-10-10", Self.escola).rule == .weekend)
    // Without the race on 16 Oct, the test on the 13th and the fair on the 23rd are ten days apart,
    // more than the week the rule allows.
    #expect(day("2026-10-13").days(to: day("2026-10-23")) > FeedShapes.eventGapDays)
    let noRace = Self.escola.filter { $0.title != "Corta-mato escolar" }
    #expect(engine.context("2026-10-19", noRace).kind == .unknown)
    // An evening event is no evidence: with the fair in the evening, 22 Oct is not between event days.
    let eveningFair =
      noRace.filter { $0.title != "Feira do livro" } + [timed("Feira do livro", "2026-10-23", "19:00", "21:00")]
    #expect(engine.context("2026-10-22", eveningFair).kind == .unknown)
    // A closure is no school event: "Sem aulas" on Monday 16 Nov leaves 9 and 18 Nov nine days apart.
    let closure =
      Self.escola + [
        timed("Aula aberta", "2026-11-09", "10:00", "11:00"), allDay("Sem aulas", "2026-11-16"),
        timed("Aula aberta", "2026-11-18", "10:00", "11:00"),
      ]
    #expect(engine.context("2026-11-16", closure).kind == .freeDay)
    #expect(engine.context("2026-11-12", closure).kind == .unknown)
    #expect(engine.context("2026-11-17", closure).kind == .unknown)
    // A span of weeks that no word names covers the days: no default makes them school days.
    let project = Self.escola + [allDay("Projeto Erasmus", "2026-10-19", through: "2026-11-06")]
    #expect(engine.context("2026-10-20", project).kind != .schoolDay)
  }

  // MARK: - A national holiday between a school's events

  /// A Kraków primary school's events calendar, in Polish: tests, a contest, a fire drill, sports.
  /// It marks neither Independence Day (Wednesday 11 November 2026) nor Corpus Christi (Boże Ciało,
  /// Thursday 27 May 2027), both national holidays, nor the Friday after Corpus Christi that
  /// schools give off with it: events either side of them are at most a week apart.
  static let szkola = [
    timed("Sprawdzian z matematyki", "2026-11-09", "09:00", "10:00"),
    timed("Konkurs recytatorski", "2026-11-13", "10:00", "12:00"),
    timed("Próbny alarm przeciwpożarowy", "2027-05-24", "11:00", "11:30"),
    timed("Sprawdzian z przyrody", "2027-05-26", "09:00", "10:00"),
    timed("Zawody lekkoatletyczne", "2027-05-31", "09:00", "13:00"),
    timed("Sprawdzian z historii", "2027-06-02", "09:00", "10:00"),
  ]

  @Test("between a school calendar's event days, a national holiday it does not mark and its bridge day are not term")
  func nationalHolidayBetweenSchoolEvents() {
    // Without the country's holidays the gap's every day reads as term: the risk the rule had.
    for date in ["2026-11-11", "2027-05-27", "2027-05-28"] {
      #expect(engine.context(date, Self.szkola).rule == .term, "\(date)")
    }
    var polish = engine
    polish.national = NationalHolidays(
      names: ["Narodowe Święto Niepodległości", "Boże Ciało"], days: [day("2026-11-11"), day("2027-05-27")])
    // The holidays, and the Friday between Corpus Christi and the weekend: nothing says school.
    for date in ["2026-11-11", "2027-05-27", "2027-05-28"] {
      let context = polish.context(date, Self.szkola)
      #expect(context.kind == .unknown, "\(date)")
      #expect(context.rule == .noInformation, "\(date)")
    }
    // A Wednesday holiday bridges to no weekend: the days beside it, and the other gaps, stay term.
    for date in ["2026-11-10", "2026-11-12", "2027-05-25", "2027-06-01"] {
      let context = polish.context(date, Self.szkola)
      #expect(context.kind == .schoolDay, "\(date)")
      #expect(context.rule == .term, "\(date)")
    }
    // A Tuesday holiday's bridge is the Monday before it.
    var tuesday = engine
    tuesday.national = NationalHolidays(days: [day("2026-11-10")])
    #expect(tuesday.context("2026-11-10", Self.szkola).kind == .unknown)
    #expect(tuesday.context("2026-11-11", Self.szkola).kind == .schoolDay)
    let monday = [
      timed("Sprawdzian z fizyki", "2026-11-05", "09:00", "10:00"), timed("Apel", "2026-11-12", "09:00", "09:30"),
    ]
    #expect(engine.context("2026-11-09", monday).kind == .schoolDay)
    #expect(tuesday.context("2026-11-09", monday).kind == .unknown)
  }

  // MARK: - A daily school run

  /// A daily series from `first` through `last` on Monday to Friday, `skipping` some days (EXDATE).
  static func daily(_ title: String, _ first: String, through last: String, skipping: [String] = []) -> [CalendarEvent]
  {
    let skipped = skipping.map(day)
    var events: [CalendarEvent] = []
    var date = day(first)
    while date <= day(last) {
      if WeekdayList.weekdays.contains(date.weekday), !skipped.contains(date) {
        var event = timed(title, date.description, "07:40", "08:00")
        event.uid = title
        event.skippedDates = skipped
        events.append(event)
      }
      date = date.adding(days: 1)
    }
    return events
  }

  @Test("a Turkish family's school-bus series on every weekday for a school year: before and after it is the summer")
  func dailySchoolRun() {
    let servis = Self.daily(
      "Okul servisi", "2026-09-14", through: "2027-06-25", skipping: ["2026-10-29", "2027-01-25"])
    for date in ["2026-09-11", "2027-06-28", "2027-07-14"] {
      let context = engine.context(date, servis)
      #expect(context.kind == .freeDay, "\(date)")
      #expect(context.rule == .term, "\(date)")
    }
    #expect(engine.context("2026-10-29", servis).rule == .seriesSkip)
    #expect(engine.context("2026-11-18", servis).kind == .schoolDay)
    // A summer camp's six weeks of drop-offs bound no school year: the days after it say nothing.
    let kamp = Self.daily("Yaz kampı servisi", "2026-06-29", through: "2026-08-07", skipping: ["2026-07-15"])
    #expect(engine.context("2026-08-12", kamp).kind == .unknown)
  }

  // MARK: - Whole days exported as timed events

  /// A Czech school's calendar exported with every event timed, whole days from midnight to midnight:
  /// the first days of its two halves and the breaks between.
  static let skola = [
    timed("Zahájení školního roku", "2026-09-01", "00:00", "00:00", endDate: "2026-09-02"),
    timed("Vánoční prázdniny", "2026-12-23", "00:00", "00:00", endDate: "2027-01-04"),
    timed("Jarní prázdniny", "2027-02-08", "00:00", "00:00", endDate: "2027-02-15"),
    timed("Začátek vyučování", "2027-02-15", "00:00", "00:00", endDate: "2027-02-16"),
  ]

  @Test("a break exported as timed, midnight to midnight over days, ends the term as an all-day one does")
  func timedWholeDayBreak() {
    for date in ["2026-09-02", "2026-11-18", "2026-12-22"] {
      let context = engine.context(date, Self.skola)
      #expect(context.kind == .schoolDay, "\(date)")
      #expect(context.rule == .term, "\(date)")
    }
    #expect(engine.context("2026-12-28", Self.skola).kind == .freeDay)
    // Ending at five in the morning, the same spans are no breaks of whole days: nothing ends the term.
    let early = [
      Self.skola[0], timed("Vánoční prázdniny", "2026-12-23", "00:00", "05:00", endDate: "2027-01-04"),
      timed("Jarní prázdniny", "2027-02-08", "00:00", "05:00", endDate: "2027-02-15"), Self.skola[3],
    ]
    #expect(engine.context("2026-11-18", early).kind == .unknown)
  }

  // MARK: - Holiday feeds in words no pack knows

  /// Welsh school holidays: "Gwyliau" (holidays), half terms ("Hanner Tymor").
  static let welshHolidays = [
    allDay("Gwyliau'r Haf", "2026-07-22", through: "2026-09-01"),
    allDay("Hanner Tymor yr Hydref", "2026-10-26", through: "2026-10-30"),
    allDay("Gwyliau'r Nadolig", "2026-12-21", through: "2027-01-04"),
    allDay("Hanner Tymor y Gwanwyn", "2027-02-15", through: "2027-02-19"),
    allDay("Gwyliau'r Pasg", "2027-03-29", through: "2027-04-09"),
  ].map { $0.on("gwyliau", title: "Ysgolion Caerdydd") }

  @Test("a feed of spans at the seasons schools break, in Welsh: a school-holiday feed, the weeks between school")
  func unnamedHolidayFeed() {
    let detected = CalendarRole.detection(
      title: "Ysgolion Caerdydd", events: Self.welshHolidays, matcher: engine.matcher)
    #expect(detected.role == .schoolHolidays)
    #expect(detected.evidence?.contains("by shape") == true)
    let roles = ["gwyliau": detected.role]
    #expect(engine.context("2026-10-28", Self.welshHolidays, roles: roles).kind == .freeDay)
    let november = engine.context("2026-11-18", Self.welshHolidays, roles: roles)
    #expect(november.kind == .schoolDay)
    #expect(november.rule == .betweenSchoolHolidays)
    // On a school calendar, a span of weeks no word names says nothing about school.
    let summer = engine.context("2026-08-12", Self.welshHolidays.map { $0.on("school") })
    #expect(summer.kind != .schoolDay)
  }

  // MARK: - Feeds of breaks, cut to a year

  /// A Slovak public-holiday feed that carries the school holidays of one school year, August to
  /// July: each summer shows only the month inside the year (31 days), as a feed cut at its edges does.
  static let slovensko = [
    allDay("Letné prázdniny", "2026-08-01", through: "2026-08-31"),
    allDay("Deň Ústavy Slovenskej republiky", "2026-09-01"),
    allDay("Jesenné prázdniny", "2026-10-29", through: "2026-10-30"),
    allDay("Vianočné prázdniny", "2026-12-23", through: "2027-01-07"),
    allDay("Jarné prázdniny", "2027-02-22", through: "2027-02-26"),
    allDay("Veľkonočné prázdniny", "2027-03-25", through: "2027-03-30"),
    allDay("Sviatok práce", "2027-05-01"),
    allDay("Letné prázdniny", "2027-07-01", through: "2027-07-31"),
  ].map { $0.on(Feed.holidays) }

  @Test("a public-holiday feed whose summers are cut to a month at its edges: the weeks between its breaks are school")
  func holidayFeedWithCutSummers() {
    for date in ["2026-10-14", "2027-01-13", "2027-05-12"] {
      let context = engine.context(date, Self.slovensko, roles: Feed.roles)
      #expect(context.kind == .schoolDay, "\(date)")
      #expect(context.rule == .betweenSchoolHolidays, "\(date)")
    }
    #expect(engine.context("2026-12-28", Self.slovensko, roles: Feed.roles).kind == .freeDay)
    // Summers of less than four weeks are no summer: the feed's weeks of breaks say nothing then.
    let shorter = Self.slovensko.map { event in
      guard event.title == "Letné prázdniny", case .date(let start) = event.start else { return event }
      var cut = event
      cut.end = .date(start.adding(days: 27))
      return cut
    }
    #expect(engine.context("2026-10-14", shorter, roles: Feed.roles).kind == .unknown)
  }

  /// An Italian school's calendar of its breaks, with a short day and a single day off: nothing else.
  static let scuola = [
    allDay("Ponte dei Morti", "2026-11-02"),
    allDay("Uscita anticipata", "2026-12-22"),
    allDay("Vacanze di Natale", "2026-12-23", through: "2027-01-06"),
    allDay("Vacanze di Carnevale", "2027-02-15", through: "2027-02-17"),
    allDay("Vacanze di Pasqua", "2027-03-25", through: "2027-03-30"),
    allDay("Vacanze estive", "2027-06-10", through: "2027-09-10"),
  ]

  @Test(
    "a school calendar that lists its breaks, three of a week or more and one a summer: the weeks between are school")
  func schoolCalendarOfBreaks() {
    for date in ["2027-01-13", "2027-02-10", "2027-04-14", "2027-06-09"] {
      let context = engine.context(date, Self.scuola)
      #expect(context.kind == .schoolDay, "\(date)")
      #expect(context.rule == .betweenSchoolHolidays, "\(date)")
    }
    #expect(engine.context("2027-03-29", Self.scuola).kind == .freeDay)
    // Before its first break nothing says when the year began; without its summer, nothing at all.
    #expect(engine.context("2026-12-09", Self.scuola).kind == .unknown)
    let noSummer = Self.scuola.filter { $0.title != "Vacanze estive" }
    #expect(engine.context("2027-02-10", noSummer).kind == .unknown)
  }

  /// A São Paulo family's feed of the public holidays and school breaks of one calendar year: it
  /// opens on 1 January, in the summer, and shows no break before Easter.
  static let ferias = [
    allDay("Confraternização Universal", "2027-01-01"),
    allDay("Recesso de Páscoa", "2027-03-24", through: "2027-03-31"),
    allDay("Tiradentes", "2027-04-21"),
    allDay("Férias de julho", "2027-07-05", through: "2027-07-23"),
    allDay("Recesso de outubro", "2027-10-11", through: "2027-10-15"),
    allDay("Férias de verão", "2027-12-18", through: "2028-01-31"),
  ].map { $0.on(Feed.holidays) }

  @Test("a southern feed of one calendar year, first break at Easter: its term runs from February, not from January")
  func southernFeedOpensWithTerm() throws {
    let paulista = Domain.CalendarContextEngine(
      rules: ContextRules(), timeZone: try #require(TimeZone(identifier: "America/Sao_Paulo")))
    for date in ["2027-02-01", "2027-03-03", "2027-03-23"] {
      let context = paulista.context(date, Self.ferias, roles: Feed.roles)
      #expect(context.kind == .schoolDay, "\(date)")
      #expect(context.rule == .betweenSchoolHolidays, "\(date)")
    }
    // January is the summer; in the north, February is no start of a year: nothing is known.
    #expect(paulista.context("2027-01-20", Self.ferias, roles: Feed.roles).kind == .unknown)
    #expect(engine.context("2027-03-03", Self.ferias, roles: Feed.roles).kind == .unknown)
    // A feed that opens after 1 February does not show that the term began then.
    let late = Self.ferias.filter { $0.title != "Confraternização Universal" }
    #expect(paulista.context("2027-03-03", late, roles: Feed.roles).kind == .unknown)
  }

  // MARK: - A holiday joined to the word for its run of days off

  @Test("a holiday's name joined to the word for a run of days off is a closure; after it, a school day")
  func runOfDaysOff() {
    // Japanese: "連休" (consecutive holidays), as Korean's "연휴" in "추석연휴".
    for title in ["正月連休", "ゴールデンウィーク連休", "설 연휴", "추석연휴"] {
      let context = engine.context("2027-05-04", [allDay(title, "2027-05-03", through: "2027-05-05")])
      #expect(context.kind == .freeDay, "\(title)")
      #expect(context.rule == .freeDayMarker, "\(title)")
    }
    // Behind the noun, the word for after: the test the day school resumes is a school day.
    for title in ["連休明けテスト", "연휴 후 학력평가"] {
      #expect(engine.context("2027-05-06", [allDay(title, "2027-05-06")]).kind == .schoolDay, "\(title)")
    }
  }

  // MARK: - Holiday names, as schools write them

  @Test("a holiday's own name, without a closure word, in a spelling of the possessive or with the levels it is for")
  func holidayNameSpellings() {
    for title in [
      "Saint Nicholas Day", "Saint Nicholas' Day", "Saint James Day",
      "Saint Nicholas Day 2024 (Pre-primary and Primary)",
    ] {
      let context = engine.context("2026-12-07", [allDay(title, "2026-12-07")])
      #expect(context.kind == .freeDay, "\(title)")
      #expect(context.rule == .holidayName, "\(title)")
    }
    // The levels in parentheses say for whom: a secondary player's school is open.
    let levels = [allDay("Saint Nicholas Day 2024 (Pre-primary and Primary)", "2026-12-07")]
    let secondary = engine.context(
      for: day("2026-12-07"), events: levels, overrides: [], player: "Ana", level: .secondary)
    #expect(secondary.kind == .schoolDay)
    // Anything else in the parentheses makes it an event of the day, not the holiday.
    for title in ["Saint Nicholas Day (Concert for Primary pupils in the hall)", "Saint Nicholas Day Fair (Primary)"] {
      #expect(engine.context("2026-12-07", [allDay(title, "2026-12-07")]).kind == .schoolDay, "\(title)")
    }
  }

  @Test("a name that is an observance in most countries is a day off where the family's country keeps it nationwide")
  func nationalHoliday() {
    var irish = engine
    irish.national = NationalHolidays(names: ["Saint Patrick's Day", "Lá Fhéile Pádraig"])
    let feed = [allDay("St. Patrick's Day", "2027-03-17").on(Feed.holidays)]
    #expect(engine.context("2027-03-17", feed, roles: Feed.roles).kind != .freeDay)
    let listed = irish.context("2027-03-17", feed, roles: Feed.roles)
    #expect(listed.kind == .freeDay)
    #expect(listed.rule == .publicHoliday)
    // (In Irish the name is a holiday's everywhere: only Ireland uses it.)
    for title in ["St Patrick's Day", "Saint Patrick's Day"] {
      #expect(engine.context("2027-03-17", [allDay(title, "2027-03-17")]).kind == .schoolDay, "\(title)")
      #expect(irish.context("2027-03-17", [allDay(title, "2027-03-17")]).kind == .freeDay, "\(title)")
    }
    // The name with something else is an event of the day, in Ireland too.
    #expect(irish.context("2027-03-17", [allDay("St Patrick's Day Parade", "2027-03-17")]).kind == .schoolDay)
  }

  @Test("a national holiday named by its own date, \"3·1절\" on 1 March, is a free day where the country keeps it")
  func holidayNamedByItsDate() {
    var korean = engine
    korean.national = NationalHolidays(names: ["삼일절"], days: [day("2027-03-01"), day("2025-08-15")])
    for (title, date) in [("3·1절", "2027-03-01"), ("8.15", "2025-08-15")] {
      let context = korean.context(date, [allDay(title, date)])
      #expect(context.kind == .freeDay, "\(title)")
      #expect(context.rule == .holidayName, "\(title)")
      // Not a holiday elsewhere, nor on another date, nor with more than the date.
      #expect(engine.context(date, [allDay(title, date)]).kind == .schoolDay, "\(title)")
    }
    #expect(korean.context("2027-03-02", [allDay("3·2절", "2027-03-02")]).kind == .schoolDay)
    #expect(korean.context("2027-03-01", [allDay("3·1절 기념 행사", "2027-03-01")]).kind == .schoolDay)
    #expect(korean.context("2027-03-01", [allDay("1·3절", "2027-03-01")]).kind == .schoolDay)
  }

  // MARK: - Closure words that qualify an activity, in every pack

  @Test("in every pack, a closure word alone is a free day and beside the pack's activity word a school day")
  func closureBesideActivityInEveryPack() throws {
    for language in Language.all {
      let closure = try #require(
        language.keywords[.noSchool]?.first { !$0.contains("*") && !$0.contains("?") }, "\(language.code)")
      let activity = try #require(language.titleGrammar.activities.first, "\(language.code)")
      let reader = CalendarContextEngine(rules: rules(languages: [language.code]), timeZone: utc)
      #expect(reader.context("2026-10-14", [allDay(closure, "2026-10-14")]).kind == .freeDay, "\(closure)")
      let title = "\(closure) \(activity)"
      #expect(reader.context("2026-10-14", [allDay(title, "2026-10-14")]).kind == .schoolDay, "\(title)")
    }
  }
}
