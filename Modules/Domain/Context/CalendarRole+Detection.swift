extension CalendarRole {
  /// The role a calendar shows by itself: its name first ("Feiertage Bayern", "Schulferien",
  /// "US Holidays"), then its events' categories, then their shape; a school calendar otherwise.
  /// `events` are its occurrences around the dates in question (cancelled ones ignored).
  public static func detect(title: String, events: [CalendarEvent], matcher: KeywordMatcher) -> CalendarRole {
    detection(title: title, events: events, matcher: matcher).role
  }

  /// The role a calendar shows by itself, and what showed it when no word did: "by shape: all 9
  /// events are spans of days at the seasons schools break" (for `calendar explain`).
  public static func detection(title: String, events: [CalendarEvent], matcher: KeywordMatcher) -> (
    role: CalendarRole, evidence: String?
  ) {
    let titleKinds = matcher.kinds(in: title)
    let schoolish: Set<KeywordKind> = [.termStart, .termEnd, .earlyRelease, .schoolDay]
    if !HolidayNames.schoolHolidayCalendarMatcher.matches(in: title).isEmpty { return (.schoolHolidays, nil) }
    if !HolidayNames.holidayCalendarMatcher.matches(in: title).isEmpty, titleKinds.isDisjoint(with: schoolish),
      KeywordText.tokens(title).allSatisfy({
        ![
          "school", "schools", "schule", "schulen", "ecole", "ecoles", "escuela", "escuelas", "colegio", "colegios",
          "district", "scuola", "scuole", "escola", "escolas", "szkola", "skola", "skole", "koulu", "basisschool",
        ].contains($0)
      })
    {
      return (.holidays, nil)
    }
    // Holiday and school-holiday feeds list whole days; a calendar with timed events is a school's
    // (which also keeps detection cheap on a large school calendar: it stops at the first one).
    guard !events.contains(where: { !$0.isAllDay && $0.status != .cancelled }) else { return (.school, nil) }
    let live = events.filter { $0.status != .cancelled }
    guard !live.isEmpty else { return (.school, nil) }
    // A school calendar names its term days, early finishes or make-up days; the feeds do not.
    var kindsByTitle: [String: Set<KeywordKind>] = [:]
    for event in live {
      let kinds = kindsByTitle[event.title] ?? ClosureReading.kinds(of: event.title, matcher: matcher)
      kindsByTitle[event.title] = kinds
      if !kinds.isDisjoint(with: schoolish) { return (.school, nil) }
    }
    // "School holidays" names the school's holidays, not the public ones.
    func saysPublicHoliday(_ text: String) -> Bool {
      !HolidayNames.holidayCalendarMatcher.matches(in: text).isEmpty
        && HolidayNames.schoolHolidayCalendarMatcher.matches(in: text).isEmpty
    }
    let categorised = live.filter { event in
      event.categories.contains(where: saysPublicHoliday) || (event.notes.map(saysPublicHoliday) ?? false)
    }
    if categorised.count * 2 >= live.count { return (.holidays, nil) }
    let ranges = live.filter { event in
      guard case .date(let start) = event.start, case .date(let end) = event.end else { return false }
      return start.days(to: end) >= 2
    }
    // Holiday ranges and nothing that shapes a school day: the school holidays (perhaps with the
    // public holidays and observances beside them, as many feeds list them).
    let holidayRanges = ranges.filter { event in
      kindsByTitle[event.title, default: []].contains(.noSchool)
        || event.categories.contains { matcher.kinds(in: $0).contains(.noSchool) }
    }
    if holidayRanges.count >= 2 { return (.schoolHolidays, nil) }
    let named = live.filter { HolidayNames.isHoliday($0.title) || HolidayNames.isObservance($0.title) }
    if ranges.isEmpty, named.count * 2 >= live.count { return (.holidays, nil) }
    // Words it does not know ("Sommarlov", "Höstlov"): its shape may still say school holidays.
    if let evidence = FeedShapes.holidayShape(live) { return (.schoolHolidays, evidence) }
    return (.school, nil)
  }
}
