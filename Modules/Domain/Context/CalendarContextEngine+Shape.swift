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

extension CalendarContextEngine {
  /// A break this long or longer is a summer; no public holiday lasts five weeks.
  static let summerSpanDays = 35

  /// The stretch whose school-week days are school days for lack of a holiday (rule 10): from the
  /// first to the last range of the school-holiday calendars, and of the public-holiday calendars
  /// that carry school holidays too (`schoolHolidaySpans`). A summer that opens or closes that
  /// stretch is bounded by school: the school-week days just before it (back to the weekend), or
  /// just after it, belong to the stretch (the last days of one school year, the first of the next).
  static func schoolHolidayStretch(_ prepared: [PreparedEvent], schoolWeek: Set<Weekday>) -> ClosedRange<LocalDate>? {
    let spans = prepared.filter { $0.role == .schoolHolidays }.map(\.dates) + schoolHolidaySpans(prepared)
    guard var first = spans.map(\.lowerBound).min(), var last = spans.map(\.upperBound).max() else { return nil }
    let isSummer = { (span: ClosedRange<LocalDate>) in span.lowerBound.days(to: span.upperBound) + 1 >= summerSpanDays }
    if spans.contains(where: { $0.lowerBound == first && isSummer($0) }) {
      while schoolWeek.contains(first.adding(days: -1).weekday) { first = first.adding(days: -1) }
    }
    if spans.contains(where: { $0.upperBound == last && isSummer($0) }) {
      while schoolWeek.contains(last.adding(days: 1).weekday) { last = last.adding(days: 1) }
    }
    return first...last
  }

  /// The school holidays a public-holiday calendar carries beside its holidays ("Krystfakânsje",
  /// "Simmerfakânsje"): when it has three ranges of five days or more and one of them is a summer
  /// (`summerSpanDays`), those ranges are school holidays, and the school weeks between them school
  /// weeks. A public holiday lasts a day or a few (China's golden weeks, eight at most): a feed of
  /// holidays alone never shows such a shape.
  static func schoolHolidaySpans(_ prepared: [PreparedEvent]) -> [ClosedRange<LocalDate>] {
    var ranges: [String: [ClosedRange<LocalDate>]] = [:]
    for event in prepared where event.role == .holidays && event.isAllDay && event.dayCount >= 5 {
      ranges[event.calendar, default: []].append(event.dates)
    }
    return ranges.values.filter { spans in
      spans.count >= 3 && spans.contains { $0.lowerBound.days(to: $0.upperBound) + 1 >= summerSpanDays }
    }.flatMap { $0 }
  }
}
