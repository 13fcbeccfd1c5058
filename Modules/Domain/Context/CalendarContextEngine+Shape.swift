extension CalendarContextEngine {
  /// The school week and year for these events: the parent's choices, else what the school
  /// calendars show (the weekdays their daytime events fall on; the season of their long breaks),
  /// else the time zone's; an April year shows by the titles of its first days, before any summer.
  /// One pass over the events, whatever the range asked about.
  func shape(of prepared: [PreparedEvent], terms: TermBoundaries) -> SchoolCalendarShape {
    var dates: [Weekday: Int] = [:]
    var lastDate: LocalDate?
    var breaks: [ClosedRange<LocalDate>] = []
    let longest = 120
    for event in prepared {
      // A day a school calendar has something on in the daytime, which is no day off: a school day.
      if event.role == .school, !event.isEvening, event.dayCount == 1, !event.kinds.contains(.noSchool),
        !event.notedKinds.contains(.noSchool), lastDate != event.dates.lowerBound
      {
        dates[event.dates.lowerBound.weekday, default: 0] += 1
        lastDate = event.dates.lowerBound
      }
      // A school's or a school-holiday feed's break of four weeks or more: the summer.
      if event.isAllDay, event.role != .holidays, event.kinds.contains(.noSchool),
        (TermBoundaries.summerMinimumDays...longest).contains(event.dayCount)
      {
        breaks.append(event.dates)
      }
    }
    // The gaps of four weeks or more between a last day and a first day of school.
    for (last, first) in zip(terms.transitions, terms.transitions.dropFirst())
    where last.inTerm == false && first.inTerm == true {
      let length = last.date.days(to: first.date)
      if (TermBoundaries.summerMinimumDays...longest).contains(length) {
        breaks.append(last.date...first.date.adding(days: -1))
      }
    }
    let starts = terms.transitions.filter { $0.inTerm == true }.map { (date: $0.date, titles: $0.titles) }
    return SchoolCalendarShape(
      rules: rules, timeZone: timeZone, inferredWeek: SchoolCalendarShape.inferWeek(dates),
      inferredYear: SchoolCalendarShape.inferAprilYear(starts) ?? SchoolCalendarShape.inferYear(breaks))
  }
}
