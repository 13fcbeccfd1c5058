import Domain
import Foundation
import Testing

/// Calendars read by their shape, whatever the language of their titles (issue 22).
@Suite("Feeds read by their shape: holiday-only feeds, term lists, day cycles, inferred terms")
struct FeedShapeTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)
  let matcher = KeywordMatcher(preferences: KeywordPreferences())

  // MARK: - Holiday-only feeds

  /// A Basque school-holiday feed: no word of it is known to the engine (Estonian, the language
  /// these tests first used, has a pack since settings version 4).
  let basque = [
    allDay("Udazkeneko oporrak", "2026-10-26", through: "2026-10-30"),
    allDay("Gabonetako oporrak", "2026-12-21", through: "2027-01-08"),
    allDay("Inauterietako oporrak", "2027-02-15", through: "2027-02-19"),
    allDay("Aste Santuko oporrak", "2027-03-29", through: "2027-04-02"),
    allDay("Udako oporrak", "2027-06-14", through: "2027-08-13"),
  ]

  @Test("a feed of spans at the seasons schools break is a school-holiday calendar, whatever its language")
  func holidayShapeIsDetected() {
    let found = CalendarRole.detection(title: "Eskola oporrak", events: basque, matcher: matcher)
    #expect(found.role == .schoolHolidays)
    #expect(found.evidence == "by shape: all 5 events are spans of days at the seasons schools break")
    let japanese = [
      allDay("夏休み", "2026-07-20", through: "2026-08-31"), allDay("冬休み", "2026-12-25", through: "2027-01-07"),
      allDay("春休み", "2027-03-25", through: "2027-04-05"),
    ]
    #expect(CalendarRole.detect(title: "学校", events: japanese, matcher: matcher) == .schoolHolidays)
    // A single day or two beside the spans still reads as the feed.
    let withDays = basque + [allDay("Ikastegun berezia", "2026-11-13"), allDay("Atseden eguna", "2027-05-14")]
    let mixed = CalendarRole.detection(title: "Eskola oporrak", events: withDays, matcher: matcher)
    #expect(mixed.role == .schoolHolidays)
    #expect(mixed.evidence?.contains("5 of its 7 events") == true)
    let choice = CalendarRoleChoice(role: found.role, detected: true, evidence: found.evidence)
    #expect(choice.summary.hasPrefix("school-holiday calendar (detected by shape: all 5 events"))
  }

  /// "Few single days beside the spans" is at most as many as the spans: five beside five is the
  /// feed, six is not (the boundary survived issue 23's fifth mutation sample).
  @Test("as many single days as spans still read as a holiday feed; one more does not")
  func holidayShapeSinglesBoundary() {
    let singles = [
      allDay("Ikastegun berezia", "2026-11-13"), allDay("Atseden eguna", "2027-05-14"), allDay("Bilera", "2026-11-20"),
      allDay("Azoka", "2027-01-22"), allDay("Txangoa", "2027-03-05"), allDay("Antzerkia", "2027-05-21"),
    ]
    let five = CalendarRole.detection(title: "Eskola oporrak", events: basque + singles.prefix(5), matcher: matcher)
    #expect(five.role == .schoolHolidays)
    #expect(five.evidence?.contains("5 of its 10 events") == true, "\(String(describing: five.evidence))")
    let six = CalendarRole.detection(title: "Eskola oporrak", events: basque + singles, matcher: matcher)
    #expect(six.role != .schoolHolidays, "\(String(describing: six.evidence))")
  }

  @Test("the feed's spans are free and the school-week days between them school days")
  func holidayShapeDecides() {
    let feed = basque.map { $0.on(Feed.schoolHolidays) }
    let summer = engine.context("2027-07-06", feed, roles: Feed.roles)
    #expect(summer.kind == .freeDay)
    #expect(summer.reason == "Udako oporrak")
    let between = engine.context("2026-11-18", feed, roles: Feed.roles)
    #expect(between.kind == .schoolDay)
    #expect(between.rule == .betweenSchoolHolidays)
  }

  @Test("not holiday-shaped: a school calendar with one long week, a term list, a public-holiday list")
  func otherShapesAreNotHolidayFeeds() {
    let school = [
      allDay("Science Fair Week", "2026-11-16", through: "2026-11-20"), allDay("Picture Day", "2026-10-07"),
      allDay("Book Fair", "2026-12-02"), allDay("Board Meeting", "2027-01-12"),
    ]
    #expect(CalendarRole.detect(title: "Maple Elementary", events: school, matcher: matcher) == .school)
    // Its days are school days: a week-long event is no break.
    let fair = engine.context("2026-11-18", school)
    #expect(fair.kind == .schoolDay)
    #expect(fair.rule == .schoolEvents)
    #expect(CalendarRole.detect(title: "Ikasturtea", events: termList(), matcher: matcher) == .school)
    let nationals = [
      allDay("Urteberri eguna", "2027-01-01"), allDay("Errege eguna", "2027-01-06"),
      allDay("Ostiral Santua", "2027-03-26"), allDay("Done Joane", "2027-06-24", through: "2027-06-25"),
    ]
    #expect(CalendarRole.detect(title: "Jaiegunak", events: nationals, matcher: matcher) == .school)
  }

  @Test("an unrecognised event of weeks on a school calendar is no school day, not even by default")
  func unknownLongSpanSaysNothing() {
    let events = [
      allDay("Udako oporrak", "2027-06-14", through: "2027-08-13"),
      timed("Gurasoen bilera", "2027-06-02", "08:30", "09:30"),
    ]
    let context = engine.context("2027-07-06", events)
    #expect(context.kind == .unknown)
    #expect(context.rule == .noInformation)
    #expect(context.events == ["Udako oporrak"])
    // Not even where the built-in holidays know the day and leave it free of holidays.
    let known = engine.contexts(
      from: day("2027-07-06"), through: day("2027-07-06"), events: events, overrides: [], player: nil,
      knownDays: [day("2027-01-01")...day("2027-12-31")])
    #expect(known[0].kind == .unknown)
    // Shorter than two weeks it is still an event of a school day, as before.
    let week = [allDay("Gai astea", "2027-05-03", through: "2027-05-07")]
    #expect(engine.context("2027-05-05", week).kind == .schoolDay)
  }

  // MARK: - Term lists

  /// Four terms, all-day and timed, titled as schools write them.
  func termList(titles: [String] = ["Term 1: Mon 1st Sept – Fri 24th Oct", "Term 2", "Term 3", "Term 4"])
    -> [CalendarEvent]
  {
    [
      allDay(titles[0], "2025-09-01", through: "2025-10-24"),
      allDay(titles[1], "2025-11-03", through: "2025-12-19"),
      allDay(titles[2], "2026-01-05", through: "2026-03-27"),
      CalendarEvent(
        uid: "t4", title: titles[3], start: .instant(instant("2026-04-13", "08:30")),
        end: .instant(instant("2026-07-17", "15:30")), calendarID: "school", calendarTitle: "School"),
    ]
  }

  @Test("inside a listed term is school, the gaps between terms are holidays, the long one the summer")
  func termListDecides() {
    for titles in [
      ["Term 1: Mon 1st Sept – Fri 24th Oct", "Term 2", "Term 3", "Term 4"],
      ["Autumn Term", "Winter Term", "Spring Term", "Summer Term"],
      ["Trimestre 1", "Trimestre 2", "Trimestre 3", "Trimestre 4"],
      // No word known: four spans covering most of the year with breaks between are terms by shape.
      ["Läsperiod 1", "Läsperiod 2", "Läsperiod 3", "Läsperiod 4"],
    ] {
      let events = termList(titles: titles)
      let inTerm = engine.context("2025-10-01", events)
      #expect(inTerm.kind == .schoolDay, "\(titles)")
      #expect(inTerm.rule == .term, "\(titles)")
      #expect(inTerm.reason == ContextReason.schoolTerm, "\(titles)")
      #expect(inTerm.events.contains(titles[0]), "\(titles)")
      let timedTerm = engine.context("2026-05-20", events)
      #expect(timedTerm.kind == .schoolDay, "\(titles)")
      let gap = engine.context("2025-10-28", events)
      #expect(gap.kind == .freeDay, "\(titles)")
      #expect(gap.reason == ContextReason.termBreak, "\(titles)")
      #expect(engine.context("2026-04-01", events).kind == .freeDay, "\(titles)")
      let summer = engine.context("2026-07-28", events)
      #expect(summer.kind == .freeDay, "\(titles)")
      #expect(summer.reason == ContextReason.summerBreak, "\(titles)")
    }
  }

  @Test("a single named term is school inside; unnamed spans that overlap or are too few are no terms")
  func termWordsAndShapeLimits() {
    let semester = [allDay("Semester 1", "2025-08-25", through: "2026-01-16")]
    #expect(engine.context("2025-10-15", semester).rule == .term)
    // A span named the school year is its term; one no word names stays unknown.
    let year = [allDay("School Year 2026-27", "2026-09-01", through: "2027-06-18")]
    #expect(engine.context("2027-01-04", year).kind == .schoolDay)
    #expect(engine.context("2027-01-04", [allDay("Ikasturtea", "2026-09-01", through: "2027-06-18")]).kind == .unknown)
    let two = Array(termList(titles: ["Läsperiod 1", "Läsperiod 2", "Läsperiod 3", "Läsperiod 4"]).prefix(2))
    #expect(engine.context("2025-10-28", two).kind != .freeDay)
    // A half term is a break, not a term, though it names one.
    let halfTerm = [allDay("Half Term", "2025-10-27", through: "2025-10-31")]
    #expect(engine.context("2025-10-28", halfTerm).rule == .freeDayMarker)
  }

  @Test("a term-dates feed's terms are terms, not holidays")
  func termDatesFeed() {
    let feed = termList(titles: ["Autumn Term", "Winter Term", "Spring Term", "Summer Term"]).map {
      $0.on(Feed.schoolHolidays)
    }
    #expect(engine.context("2025-10-01", feed, roles: Feed.roles).kind == .schoolDay)
  }

  // MARK: - Day cycles

  /// "Day 1"…"Day 6" on every weekday from 2025-09-02 to 2026-06-12 but Thanksgiving week's
  /// Wednesday to Friday and the two weeks of the winter break, which no event names.
  func cycleDays(word: String = "Day", weekdayGap: String? = nil) -> [CalendarEvent] {
    var events: [CalendarEvent] = []
    var date = day("2025-09-02")
    var n = 0
    let gaps: [ClosedRange<LocalDate>] =
      [day("2025-11-26")...day("2025-11-28"), day("2025-12-22")...day("2026-01-02")]
      + (weekdayGap.map { [day($0)...day($0)] } ?? [])
    while date <= day("2026-06-12") {
      if ![.saturday, .sunday].contains(date.weekday), !gaps.contains(where: { $0.contains(date) }) {
        let title =
          word.contains("#") ? word.replacingOccurrences(of: "#", with: "\(n % 6 + 1)") : "\(word) \(n % 6 + 1)"
        events.append(allDay(title, date.description))
        n += 1
      }
      date = date.adding(days: 1)
    }
    return events
  }

  @Test("a weekday a day cycle leaves out is a day off; the weeks after the last cycle day the summer")
  func cycleDaysDecide() {
    for word in ["Day", "Jour", "Tag", "Día", "Cycle Day", "# Day"] {
      let events = cycleDays(word: word)
      let thanksgiving = engine.context("2025-11-27", events)
      #expect(thanksgiving.kind == .freeDay, "\(word)")
      #expect(thanksgiving.rule == .noCycleDay, "\(word)")
      #expect(thanksgiving.reason == ContextReason.noCycleDay, "\(word)")
      #expect(thanksgiving.events.count == 2, "\(word)")
      #expect(engine.context("2025-12-24", events).rule == .noCycleDay, "\(word)")
      #expect(engine.context("2025-10-15", events).kind == .schoolDay, "\(word)")
      let summer = engine.context("2026-06-23", events)
      #expect(summer.kind == .freeDay, "\(word)")
      #expect(summer.reason == ContextReason.summerBreak, "\(word)")
    }
  }

  @Test("a cycle calendar's weekend, a day with its own event, a handful of cycle titles: no day off")
  func cycleLimits() {
    let events = cycleDays()
    #expect(engine.context("2025-11-29", events).rule == .weekend)
    let assembly = events + [timed("Assembly", "2025-11-26", "09:00", "10:00")]
    #expect(engine.context("2025-11-26", assembly).kind == .schoolDay)
    // Another calendar's event does not fill the cycle calendar's gap.
    let elsewhere = events + [timed("Assembly", "2025-11-26", "09:00", "10:00").on("district")]
    #expect(engine.context("2025-11-26", elsewhere).rule == .noCycleDay)
    let few = [allDay("Day 1", "2025-11-24"), allDay("Day 2", "2025-11-25"), allDay("Day 3", "2025-12-01")]
    // Too few to be a cycle: no day off (the days between them are in term, a school calendar's
    // events at most a week apart: `FeedShapes+EventDays.swift`).
    #expect(engine.context("2025-11-27", few).rule != .noCycleDay)
    #expect(engine.context("2025-11-27", few).kind != .freeDay)
    // "Spirit Day 3" or "Day 3 of Spring Break" are no cycle days.
    let spirit = cycleDays(word: "Spirit Day #")
    #expect(engine.context("2025-11-27", spirit).rule != .noCycleDay)
  }

  @Test("cycle days that all bear one title are no day cycle: their gaps are no days off")
  func oneTitleIsNoCycle() {
    let same = cycleDays().compactMap { event -> CalendarEvent? in
      guard case .date(let date) = event.start else { return nil }
      return allDay("Day 1", date.description)
    }
    #expect(same.count == cycleDays().count)
    #expect(engine.context("2025-11-27", same).rule != .noCycleDay)
    #expect(engine.context("2025-11-27", cycleDays()).rule == .noCycleDay)
  }

  @Test("fifteen cycle days are a day cycle, fourteen are not")
  func cycleAtItsMinimum() {
    // Weekdays from Monday 3 November 2025, Wednesday the 12th left out.
    var dates: [LocalDate] = []
    var date = day("2025-11-03")
    while dates.count < 15 {
      if ![.saturday, .sunday].contains(date.weekday), date != day("2025-11-12") { dates.append(date) }
      date = date.adding(days: 1)
    }
    let fifteen = dates.enumerated().map { allDay("Day \($0.offset % 6 + 1)", $0.element.description) }
    #expect(engine.context("2025-11-12", fifteen).rule == .noCycleDay)
    #expect(engine.context("2025-11-12", Array(fifteen.dropLast())).rule != .noCycleDay)
  }

  @Test("week-long spans in spring and autumn alone are no school-holiday feed; a summer of 35 days makes one")
  func seasonalSpans() {
    let spans = [
      allDay("Oporraldia A", "2026-10-19", through: "2026-10-25"),
      allDay("Oporraldia B", "2027-02-22", through: "2027-02-28"),
      allDay("Oporraldia C", "2027-04-19", through: "2027-04-25"),
    ]
    #expect(CalendarRole.detect(title: "Eskola oporraldiak", events: spans, matcher: matcher) != .schoolHolidays)
    let summer = spans + [allDay("Oporraldia D", "2027-06-20", through: "2027-07-24")]
    #expect(CalendarRole.detect(title: "Eskola oporraldiak", events: summer, matcher: matcher) == .schoolHolidays)
    let shorter = spans + [allDay("Oporraldia D", "2027-06-20", through: "2027-07-23")]
    #expect(CalendarRole.detect(title: "Eskola oporraldiak", events: shorter, matcher: matcher) != .schoolHolidays)
  }

  // MARK: - Inferred terms

  @Test("a first day of school with no last day: the term runs until the season schools end")
  func firstDayWithoutLastDay() {
    let events = [
      allDay("First Day of School", "2026-09-01"), allDay("Winter Break", "2026-12-21", through: "2027-01-01"),
    ]
    let march = engine.context("2027-03-10", events)
    #expect(march.kind == .schoolDay)
    #expect(march.rule == .term)
    #expect(engine.context("2026-12-23", events).rule == .freeDayMarker)
    #expect(engine.context("2027-06-15", events).kind == .unknown)
    // In the south the year begun in February runs to December.
    let south = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: TimeZone(identifier: "Australia/Sydney")!)
    let term1 = [allDay("First Day of School", "2027-02-01")]
    #expect(south.context("2027-10-13", term1).rule == .term)
    #expect(south.context("2027-12-08", term1).kind == .unknown)
  }

  @Test("a last day of term with no first day: the term back to the season schools begin")
  func lastDayWithoutFirstDay() {
    let events = [timed("Last Day of Autumn Term", "2026-12-18", "13:15", "13:30")]
    let october = engine.context("2026-10-14", events)
    #expect(october.kind == .schoolDay)
    #expect(october.rule == .term)
    #expect(engine.context("2026-09-10", events).kind == .unknown)
    // A spring term's first day after it still makes the weeks between a break.
    let both = events + [allDay("First Day of Spring Term", "2027-01-05")]
    #expect(engine.context("2026-12-22", both).reason == ContextReason.termBreak)
  }
}

@Suite("A recurring school-day series: a school-week day it skips is a day off")
struct SeriesSkipTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  /// Occurrences of one series on `dates` (`HH:MM` times on each), sharing a uid and the excluded dates.
  func series(
    _ title: String, _ dates: [String], _ start: String = "08:00", _ end: String = "08:15", skipped: [String]
  ) -> [CalendarEvent] {
    dates.map { date in
      var event = timed(title, date, start, end)
      event.uid = "\(title)@series"
      event.skippedDates = skipped.map(day)
      return event
    }
  }

  /// Every `weekday` from `first` through `last`, but `skipped`.
  func weekly(_ first: String, through last: String, every step: Int = 7, skipping skipped: [String]) -> [String] {
    stride(from: 0, through: day(first).days(to: day(last)), by: step).map { day(first).adding(days: $0).description }
      .filter { !skipped.contains($0) }
  }

  @Test("a weekly lesson's excluded date inside its span is free, and explain names the series")
  func weeklyLesson() {
    let skipped = ["2026-11-03"]
    let events = series(
      "Swimming lesson", weekly("2026-09-01", through: "2026-12-15", skipping: skipped), "10:00", "11:00",
      skipped: skipped + ["2026-12-22"])
    let context = engine.context("2026-11-03", events)
    #expect(context.kind == .freeDay)
    #expect(context.rule == .seriesSkip)
    #expect(context.reason == ContextReason.seriesSkip)
    #expect(context.events == ["Swimming lesson"])
    // After its last occurrence the series says nothing: an excluded date there is its end.
    #expect(engine.context("2026-12-22", events).rule != .seriesSkip)
    // An after-school club that skips a week says the same.
    let club = series(
      "Chess Club", weekly("2026-09-01", through: "2026-12-15", skipping: skipped), "15:30", "16:30", skipped: skipped)
    #expect(engine.context("2026-11-03", club).rule == .seriesSkip)
  }

  @Test("a daily drop-off's excluded weekday is free; another event of its calendar that day keeps it a school day")
  func dailyDropOff() {
    let skipped = ["2026-10-12"]
    let weekdays = weekly("2026-09-07", through: "2026-11-27", every: 1, skipping: skipped).filter {
      ![.saturday, .sunday].contains(day($0).weekday)
    }
    let events = series("Drop-off", weekdays, skipped: skipped)
    #expect(engine.context("2026-10-12", events).rule == .seriesSkip)
    let assembly = events + [timed("Assembly", "2026-10-12", "09:00", "10:00")]
    #expect(engine.context("2026-10-12", assembly).kind == .schoolDay)
  }

  /// Only a school calendar's series says a school day is off: a school-holiday feed's weekly day
  /// off with an excluded date says nothing of that day, which a school calendar's event then
  /// decides (a mutant of a fresh issue-23 sample read it as a day off; no test had a series on a
  /// school-holiday feed, which keeps only the one-day events that name a day off).
  @Test("no day off from a series on a school-holiday calendar that skips a school-week day")
  func schoolHolidaySeries() {
    let skipped = ["2026-11-03"]
    // A weekly "No school" day, as a school-holiday feed lists days off: all-day, one uid, one
    // excluded date.
    let days = weekly("2026-09-01", through: "2026-12-15", skipping: skipped).map { date in
      var event = allDay("No school", date).on(Feed.schoolHolidays)
      event.uid = "no-school@series"
      event.skippedDates = skipped.map(day)
      return event
    }
    let assembly = timed("Assembly", "2026-11-03", "09:00", "10:00")
    #expect(engine.context("2026-11-10", days + [assembly], roles: Feed.roles).kind == .freeDay)
    let context = engine.context("2026-11-03", days + [assembly], roles: Feed.roles)
    #expect(context.rule != .seriesSkip)
    #expect(context.kind == .schoolDay)
  }

  @Test("no day off from a monthly meeting, a short series, or a series on a family calendar")
  func notSchoolDaySeries() {
    let skipped = ["2026-11-03"]
    let board = series(
      "Board Meeting",
      ["2026-09-01", "2026-10-06", "2026-12-01", "2027-01-05", "2027-02-02", "2027-03-02", "2027-04-06"],
      "09:00", "10:00", skipped: skipped)
    #expect(engine.context("2026-11-03", board).rule != .seriesSkip)
    let short = series(
      "Swimming lesson", ["2026-10-20", "2026-10-27", "2026-11-10", "2026-11-17"], "10:00", "11:00", skipped: skipped)
    #expect(engine.context("2026-11-03", short).rule != .seriesSkip)
    let family = series(
      "Swimming lesson", weekly("2026-09-01", through: "2026-12-15", skipping: skipped), "10:00", "11:00",
      skipped: skipped
    ).map { $0.on(Feed.family) }
    #expect(engine.context("2026-11-03", family, roles: Feed.roles).kind == .unknown)
  }
}
