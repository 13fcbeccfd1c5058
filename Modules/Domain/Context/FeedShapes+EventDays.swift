/// The days a school calendar's events show school on, and the school-week days between them.
///
/// A school's own calendar (concerts, trips, exams, assemblies) lists events on some class days and
/// none on most: in term, its daytime events are rarely more than a few days apart, and a break of a
/// week or more leaves a gap of nine days or more between them (from the Friday before to the
/// Monday after). So a school-week day with nothing on it, between two such event days at most a
/// week apart, is inside a term the calendar shows without naming it (issue 22: "a weekday inside
/// an inferred term with no event is a school day"). The days after the last event, and the weeks
/// of an unmarked break, stay unknown.
extension FeedShapes {
  /// Event days this many days apart, or fewer, have school between them.
  static let eventGapDays = 7

  /// The school-week days on which a school calendar has a one-day event in the school day that is
  /// nothing but a school day's (no closure, no term edge, no holiday's name), less the days any
  /// calendar marks as a closure or a holiday: sorted.
  /// Evening events are not evidence: they never decide a day (a concert in a break is possible).
  static func schoolEventDays(_ events: [PreparedEvent], schoolWeek: Set<Weekday>) -> [LocalDate] {
    // Looked up by raw value, and the cheap fields tested before the sets: this runs over every
    // event of every calendar, and hashing each event's kinds and weekday cost more than the rule.
    var inSchoolWeek = [Bool](repeating: false, count: 8)
    for weekday in schoolWeek { inSchoolWeek[weekday.rawValue] = true }
    var days: [LocalDate] = []
    var closed = Set<LocalDate>()
    // The events come sorted by their first date: the days come sorted, each once.
    for event in events {
      let kinds = event.kinds
      if event.holidayName || (!kinds.isEmpty && kinds.contains(.noSchool)) {
        for offset in 0..<event.dayCount { closed.insert(event.dates.lowerBound.adding(days: offset)) }
        continue
      }
      let day = event.dates.lowerBound
      guard event.role == .school, !event.isEvening, day == event.dates.upperBound, event.regionNote == nil,
        event.notedKinds.isEmpty, kinds.allSatisfy({ $0 == .earlyRelease || $0 == .schoolDay }),
        days.last != day, inSchoolWeek[day.weekday.rawValue]
      else { continue }
      days.append(day)
    }
    return closed.isEmpty ? days : days.filter { !closed.contains($0) }
  }

  /// The school calendar's event days either side of `date` (neither on it), when they are at most
  /// `eventGapDays` apart.
  func eventDays(around date: LocalDate) -> (before: LocalDate, after: LocalDate)? {
    var low = 0
    var high = eventDays.count
    while low < high {
      let middle = (low + high) / 2
      if eventDays[middle] <= date { low = middle + 1 } else { high = middle }
    }
    // `low`: the first event day after `date`.
    guard low > 0, low < eventDays.count else { return nil }
    let before = eventDays[low - 1]
    let after = eventDays[low]
    guard before < date, before.days(to: after) <= Self.eventGapDays else { return nil }
    return (before, after)
  }
}
