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
  /// first to the last range of the school-holiday calendars, and of the public-holiday or school
  /// calendars that carry school holidays too (`schoolHolidaySpans`). A summer that opens or closes
  /// that stretch is bounded by school: the school-week days just before it (back to the weekend), or
  /// just after it, belong to the stretch (the last days of one school year, the first of the next).
  /// A feed that opens after a summer it does not show (a calendar year's holidays in the south, whose
  /// first break is at Easter) starts with a term: from the school year's usual start, 1 February in
  /// the south and 15 September in the north, when the feed's own events reach back that far.
  static func schoolHolidayStretch(
    _ prepared: [PreparedEvent], schoolWeek: Set<Weekday>, southern: Bool = false
  ) -> ClosedRange<LocalDate>? {
    let spans =
      prepared.filter { $0.role == .schoolHolidays }.map { (calendar: $0.calendar, dates: $0.dates) }
      + schoolHolidaySpans(prepared)
    guard let opening = spans.min(by: { $0.dates.lowerBound < $1.dates.lowerBound }),
      var last = spans.map(\.dates.upperBound).max()
    else { return nil }
    var first = opening.dates.lowerBound
    let isSummer = { (span: ClosedRange<LocalDate>) in span.lowerBound.days(to: span.upperBound) + 1 >= summerSpanDays }
    if spans.contains(where: { $0.dates.lowerBound == first && isSummer($0.dates) }) {
      while schoolWeek.contains(first.adding(days: -1).weekday) { first = first.adding(days: -1) }
    } else if let start = usualYearStart(before: first, southern: southern),
      let covered = prepared.first(where: { $0.calendar == opening.calendar })?.dates.lowerBound, covered <= start
    {
      first = start
    }
    if spans.contains(where: { $0.dates.upperBound == last && isSummer($0.dates) }) {
      while schoolWeek.contains(last.adding(days: 1).weekday) { last = last.adding(days: 1) }
    }
    return first...last
  }

  /// The usual first day of the school year whose first break begins on `date`: 1 February of its
  /// year in the south, 15 September before it in the north; nil when `date` is not after it.
  static func usualYearStart(before date: LocalDate, southern: Bool) -> LocalDate? {
    let start =
      southern
      ? LocalDate(year: date.year, month: 2, day: 1)
      : LocalDate(year: date.month >= 9 ? date.year : date.year - 1, month: 9, day: 15)
    guard let start, start < date else { return nil }
    return start
  }

  /// The school holidays a public-holiday calendar carries beside its holidays ("Krystfakânsje",
  /// "Simmerfakânsje"), or a school calendar lists as its closures ("Schulferien (Ostern)") with
  /// little else: when it has three such ranges of five days or more and one of them is a summer
  /// (four weeks or more: a feed cut at the start of a school year may show only its August),
  /// those ranges are school holidays, and the school weeks between them school weeks. A public
  /// holiday lasts a day or a few (China's golden weeks, eight at most): a feed of holidays alone
  /// never shows such a shape.
  static func schoolHolidaySpans(_ prepared: [PreparedEvent]) -> [(calendar: String, dates: ClosedRange<LocalDate>)] {
    var ranges: [String: [ClosedRange<LocalDate>]] = [:]
    for event in prepared where event.isAllDay && event.dayCount >= 5 {
      guard event.role == .holidays || (event.role == .school && event.kinds.contains(.noSchool)) else { continue }
      ranges[event.calendar, default: []].append(event.dates)
    }
    return ranges.filter { _, spans in
      spans.count >= 3
        && spans.contains { $0.lowerBound.days(to: $0.upperBound) + 1 >= TermBoundaries.summerMinimumDays }
    }.flatMap { calendar, spans in spans.map { (calendar: calendar, dates: $0) } }
  }
}
