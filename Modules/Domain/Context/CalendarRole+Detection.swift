extension CalendarRole {
  /// The role a calendar shows by itself: its name first ("Feiertage Bayern", "Schulferien",
  /// "US Holidays"), then its events' categories, then their shape; a school calendar otherwise.
  /// `events` are its occurrences around the dates in question (cancelled ones ignored).
  public static func detect(title: String, events: [CalendarEvent], matcher: KeywordMatcher) -> CalendarRole {
    let live = events.filter { $0.status != .cancelled }
    let titleKinds = matcher.kinds(in: title)
    let schoolish: Set<KeywordKind> = [.termStart, .termEnd, .earlyRelease, .schoolDay]
    if !HolidayNames.schoolHolidayCalendarMatcher.matches(in: title).isEmpty { return .schoolHolidays }
    if !HolidayNames.holidayCalendarMatcher.matches(in: title).isEmpty, titleKinds.isDisjoint(with: schoolish),
      KeywordText.tokens(title).allSatisfy({
        ![
          "school", "schools", "schule", "schulen", "ecole", "ecoles", "escuela", "escuelas", "colegio", "colegios",
          "district",
        ].contains($0)
      })
    {
      return .holidays
    }
    guard !live.isEmpty else { return .school }
    let kinds = live.map { matcher.kinds(in: $0.title) }
    // A school calendar names its term days, early finishes or make-up days; the feeds do not.
    if kinds.contains(where: { !$0.isDisjoint(with: schoolish) }) { return .school }
    // "School holidays" names the school's holidays, not the public ones.
    func saysPublicHoliday(_ text: String) -> Bool {
      !HolidayNames.holidayCalendarMatcher.matches(in: text).isEmpty
        && HolidayNames.schoolHolidayCalendarMatcher.matches(in: text).isEmpty
    }
    let categorised = live.filter { event in
      event.categories.contains(where: saysPublicHoliday) || (event.notes.map(saysPublicHoliday) ?? false)
    }
    if categorised.count * 2 >= live.count { return .holidays }
    guard live.allSatisfy(\.isAllDay) else { return .school }
    let ranges = live.filter { event in
      guard case .date(let start) = event.start, case .date(let end) = event.end else { return false }
      return start.days(to: end) >= 2
    }
    // Holiday ranges and nothing that shapes a school day: the school holidays (perhaps with the
    // public holidays and observances beside them, as many feeds list them).
    let holidayRanges = ranges.filter { event in
      matcher.kinds(in: event.title).contains(.noSchool)
        || event.categories.contains { matcher.kinds(in: $0).contains(.noSchool) }
    }
    if holidayRanges.count >= 2 { return .schoolHolidays }
    let named = live.filter { HolidayNames.isHoliday($0.title) || HolidayNames.isObservance($0.title) }
    if ranges.isEmpty, named.count * 2 >= live.count { return .holidays }
    return .school
  }
}
