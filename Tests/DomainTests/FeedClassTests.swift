import Domain
import Testing

/// Classes of feeds and titles the engine reads by general rules (issue 22: calendars it has never
/// seen): each test names the class, shows the rule deciding, and shows where it stops.
@Suite("Feed classes: holiday feeds with school holidays, summers, half terms, lesson plans, title words")
struct FeedClassTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  // MARK: - A public-holiday feed that carries school holidays

  /// Friesland's feed: public holidays, observances and the school holidays ("fakânsje") in one.
  let frisian = [
    allDay("Simmerfakânsje", "2026-07-11", through: "2026-08-23"),
    allDay("Hjerstfakânsje", "2026-10-17", through: "2026-10-25"),
    allDay("Sinteklaas", "2026-12-07"),
    allDay("Krystfakânsje", "2026-12-19", through: "2027-01-03"),
    allDay("Earste Krystdei", "2026-12-25"),
  ].map { $0.on(Feed.holidays) }

  @Test("a public-holiday feed with three breaks of a week or more, one a summer: the weeks between them are school")
  func holidayFeedCarryingSchoolHolidays() {
    for date in ["2026-09-09", "2026-11-18", "2026-12-07"] {
      let context = engine.context(date, frisian, roles: Feed.roles)
      #expect(context.kind == .schoolDay, "\(date)")
      #expect(context.rule == .betweenSchoolHolidays, "\(date)")
      #expect(context.reason == ContextReason.betweenSchoolHolidays, "\(date)")
    }
    let autumn = engine.context("2026-10-20", frisian, roles: Feed.roles)
    #expect(autumn.kind == .freeDay)
    #expect(autumn.reason == "Hjerstfakânsje")
    // Without the summer, breaks of a week are a holiday feed's golden weeks: nothing between them.
    let goldenWeeks = [
      allDay("劳动节", "2026-05-01", through: "2026-05-05"), allDay("国庆节", "2026-10-01", through: "2026-10-08"),
      allDay("春节", "2027-02-15", through: "2027-02-21"),
    ].map { $0.on(Feed.holidays) }
    #expect(engine.context("2026-09-09", goldenWeeks, roles: Feed.roles).kind == .unknown)
    #expect(engine.context("2026-09-09", Array(frisian.prefix(2)), roles: Feed.roles).kind == .unknown)
  }

  @Test(
    "a break of exactly four weeks is a summer, which makes a holiday feed's breaks school holidays; a day shorter is not"
  )
  func summerOfExactlyFourWeeks() {
    func feed(summerThrough last: String) -> [CalendarEvent] {
      [allDay("Simmerfakânsje", "2026-07-11", through: last).on(Feed.holidays)] + frisian.dropFirst()
    }
    // 11 July to 7 August is 28 days, the shortest summer (a feed cut at its edge may show no more).
    let summer = engine.context("2026-09-09", feed(summerThrough: "2026-08-07"), roles: Feed.roles)
    #expect(summer.kind == .schoolDay)
    #expect(summer.rule == .betweenSchoolHolidays)
    #expect(engine.context("2026-09-09", feed(summerThrough: "2026-08-06"), roles: Feed.roles).kind == .unknown)
  }

  // MARK: - The school week next to a feed's summer

  /// A school-holiday feed that opens with one summer and closes with the next.
  let summers = [
    allDay("Sommerferien", "2026-07-04", through: "2026-08-16"),
    allDay("Herbstferien", "2026-10-26", through: "2026-10-31"),
    allDay("Weihnachtsferien", "2026-12-23", through: "2027-01-06"),
    allDay("Sommerferien", "2027-07-03", through: "2027-08-15"),
  ].map { $0.on(Feed.schoolHolidays) }

  @Test("the school week before a summer that opens a holiday feed, and after one that closes it, is school")
  func schoolWeekNextToSummer() {
    for date in ["2026-06-29", "2026-07-03", "2027-08-16", "2027-08-20"] {
      let context = engine.context(date, summers, roles: Feed.roles)
      #expect(context.kind == .schoolDay, "\(date)")
      #expect(context.rule == .betweenSchoolHolidays, "\(date)")
    }
    // Only that week: the one before it, and the one after, are left to other calendars.
    for date in ["2026-06-26", "2027-08-23"] {
      #expect(engine.context(date, summers, roles: Feed.roles).kind == .unknown, "\(date)")
    }
    // A feed that opens with a shorter break says nothing before it.
    let autumnFirst = Array(summers.dropFirst())
    #expect(engine.context("2026-10-23", autumnFirst, roles: Feed.roles).kind == .unknown)
  }

  // MARK: - A half term between named term boundaries

  @Test("a half term on a calendar naming first and last days ends one term, the next begins after it")
  func halfTermBetweenBoundaries() {
    let scottish = [
      allDay("Wednesday 19 August 2026 - pupils resume", "2026-08-19"),
      allDay("Monday 12 to Friday 16 October 2026 - October holiday", "2026-10-12", through: "2026-10-16"),
      allDay("Tuesday 20 October 2026 - Pupils resume", "2026-10-20"),
      allDay("Tuesday 22 December 2026 - Last day of term", "2026-12-22"),
    ]
    let september = engine.context("2026-09-23", scottish)
    #expect(september.kind == .schoolDay)
    #expect(september.rule == .term)
    #expect(september.reason == ContextReason.schoolTerm)
    #expect(engine.context("2026-10-14", scottish).kind == .freeDay)
    #expect(engine.context("2026-11-18", scottish).rule == .term)
    // First days two weeks apart with a holiday Monday between, no last day: one term.
    let spring = [
      allDay("Monday 19 April 2027 - All resume", "2027-04-19"),
      allDay("Monday 3 May 2027 - May Day Holiday", "2027-05-03"),
      allDay("Wednesday 5 May 2027 - Pupils resume", "2027-05-05"),
      allDay("Thursday 1 July 2027 - Last day of term", "2027-07-01"),
    ]
    #expect(engine.context("2027-04-27", spring).rule == .term)
    #expect(engine.context("2027-05-03", spring).kind == .freeDay)
    // Six weeks apart, or with no closure between, the days between are left to the other rules.
    let apart = [spring[0], spring[1], allDay("Pupils resume", "2027-06-01"), spring[3]]
    #expect(engine.context("2027-05-12", apart).rule != .term)
    #expect(engine.context("2027-04-27", [spring[0], spring[2], spring[3]]).rule != .term)
    // The break alone, on a calendar that names no first or last day, makes no term.
    let breaks = [scottish[1], allDay("Winter Break", "2026-12-21", through: "2027-01-01")]
    #expect(engine.context("2026-11-18", breaks).rule != .term)
  }

  @Test(
    "a school calendar that opens in the weeks schools begin and names only a last day: the term from its first event")
  func termFromTheCalendarsOpening() {
    let school = [
      allDay("INSET DAY - school closed to pupils", "2026-09-02"),
      timed("Back to School", "2026-09-03", "07:50", "08:50"),
      allDay("Last Day of Autumn Term", "2026-12-18"),
    ]
    let monday = engine.context("2026-09-14", school)
    #expect(monday.kind == .schoolDay)
    #expect(monday.rule == .term)
    #expect(engine.context("2026-09-02", school).kind == .freeDay)
    // A calendar with events in July shows no opening: the term is inferred from mid-September only.
    let yearRound = school + [allDay("Summer Fair", "2026-07-10")]
    #expect(engine.context("2026-09-14", yearRound).rule != .term)
    #expect(engine.context("2026-09-16", yearRound).rule == .term)
  }

  // MARK: - A lesson plan

  /// One all-day lesson each school-week day from Mon 2026-08-17 to Fri 2026-12-18, some lessons
  /// two days long, none on `without`.
  func lessonPlan(without: Set<String>, every: Int = 1) -> [CalendarEvent] {
    var events: [CalendarEvent] = []
    var date = day("2026-08-17")
    var n = 0
    while date <= day("2026-12-18") {
      defer { date = date.adding(days: 1) }
      guard WeekdayList.weekdays.contains(date.weekday), !without.contains(date.description) else { continue }
      n += 1
      guard n % every == 0 else { continue }
      events.append(allDay("Unit \(n / 20 + 1) — lesson \(n)", date.description))
    }
    return events
  }

  @Test("a lesson plan, one all-day event each class day: a weekday it leaves out is free, before it the summer")
  func lessonPlanSkips() {
    let plan = lessonPlan(without: ["2026-09-07", "2026-11-11", "2026-11-26", "2026-11-27"])
    let laborDay = engine.context("2026-09-07", plan)
    #expect(laborDay.kind == .freeDay)
    #expect(laborDay.rule == .noCycleDay)
    #expect(laborDay.reason == ContextReason.noLessonDay)
    #expect(engine.context("2026-11-26", plan).kind == .freeDay)
    let summer = engine.context("2026-08-12", plan)
    #expect(summer.kind == .freeDay)
    #expect(summer.rule == .term)
    #expect(engine.context("2026-09-08", plan).kind == .schoolDay)
    // Every other day is a school's events calendar, not a plan: a day without one says nothing.
    let sparse = lessonPlan(without: ["2026-09-07"], every: 2)
    #expect(engine.context("2026-09-07", sparse).rule != .noCycleDay)
    // Two events a day (a lesson and a club) is no plan either.
    let clubs = plan.map { lesson in
      var club = lesson
      (club.title, club.uid) = ("Club: " + lesson.title, "club-" + lesson.uid)
      return club
    }
    #expect(engine.context("2026-09-07", plan + clubs).rule != .noCycleDay)
  }

  @Test("a day cycle's days outside the school week count for nothing: days Saturday to Tuesday leave Wednesday unsaid")
  func cycleOffTheSchoolWeek() {
    var events: [CalendarEvent] = []
    var date = day("2026-08-15")
    var n = 0
    while date <= day("2026-12-15") {
      defer { date = date.adding(days: 1) }
      guard [Weekday.saturday, .sunday, .monday, .tuesday].contains(date.weekday) else { continue }
      n += 1
      events.append(allDay(n % 2 == 0 ? "Day A" : "Day B", date.description))
    }
    // Two of each week's five school days have a cycle day, under the 60 % a cycle needs; counting
    // the weekend's two would make it four of five, and every Wednesday a day off.
    #expect(engine.context("2026-09-09", events).rule != .noCycleDay)
  }

  // MARK: - Title words

  @Test("closure words, short days and holiday names of the title corpus's tuning half decide as their class")
  func titleWords() {
    for title in [
      "PHS Supplemental Day #2", "School free", "Feiertage zu Allerheiligen", "Urlaub nach der ersten Periode",
      "【学校】休講日", "Ascension Bridge", "Ostern", "Pentecoste", "Fin del Ramadán", "海の日休み", "成人の日 休み",
      "Tag nach Himmelfahrt 2026 Niedersachsen", "Day before 1 May", "Tag vor dem 1. November",
      "Anniversary Day / Chancellor's Conference Day", "Easter Weekend", "Sos lár-téarma Dheireadh Fómhair",
    ] {
      #expect(engine.context("2026-10-14", [allDay(title, "2026-10-14")]).kind == .freeDay, "\(title)")
    }
    for title in ["All schools dismissed 1 hour early", "Last Day for Students – All schools dismissed 1 hour early"] {
      let context = engine.context("2026-10-14", [allDay(title, "2026-10-14")])
      #expect(context.kind == .schoolDay, "\(title)")
      #expect(context.freeAfternoon, "\(title)")
    }
    // A class cancelled in parentheses after an activity is not a day without classes.
    #expect(engine.context("2026-10-14", [allDay("【学校】弥生祭後片付（休講）", "2026-10-14")]).kind == .schoolDay)
    // A name beside the words that only place the day, or beside another word, is no holiday.
    for title in ["Memorial Day Bridge Walk", "昼休み", "Day before Thanksgiving", "Day before Spring Break"] {
      #expect(engine.context("2026-10-14", [allDay(title, "2026-10-14")]).kind == .schoolDay, "\(title)")
    }
  }
}
