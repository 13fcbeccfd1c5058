/// Term inference: where the calendars name first and last days of school, or show the terms
/// themselves (term spans and day-cycle runs, `FeedShapes`).
///
/// A first day (`termStart`) on date S puts S and the days after it in term; a last day
/// (`termEnd`) on date E puts the days after E out of term. A school year's first day with no
/// boundary after it makes a term until the season schools have ended by (June 1 in the north);
/// a last day with none before it, a term back to the season schools have begun by (September 15),
/// or to the calendar's first event when it opens from mid-August on. A date is decided only when both
/// sides are known within the horizon: the nearest boundary on or before it and the next one
/// after it must disagree (out → in: a break; in → out: term). Boundaries of the same kind within
/// two weeks of each other are one boundary named twice ("First Day of School", "Classes Begin");
/// further apart, a boundary is missing in between and the date is left to the other rules.
/// An event naming both a first and a last day says nothing. On a calendar that names first or
/// last days, a break of a week or more inside the year (a half term: "October holiday") between
/// two first days months apart ends the first term, its last day unnamed; first days up to four
/// weeks apart with a closure and no last day between are one term, resumed after the closure.
struct TermBoundaries: Sendable {
  struct Transition: Sendable {
    var date: LocalDate
    /// In term from `date` on; nil when the calendars disagree about that date.
    var inTerm: Bool?
    var titles: [String]
  }

  struct Decision {
    var inTerm: Bool
    var from: Transition
    var to: Transition
  }

  /// Same-kind boundaries at most this far apart are one boundary.
  static let clusterDays = 14
  /// A break at least this long is the summer break.
  static let summerMinimumDays = 28
  /// First days at most this far apart with a closure and no last day between are one term,
  /// resumed after the closure.
  static let resumeDays = 28
  /// A half term or another break inside the school year, in days, weekends included.
  static let breakDays = 5...(summerMinimumDays - 1)
  /// How far before a school year's first day (or after its last) a calendar that shows nothing
  /// earlier (or later) is taken to mean the summer break: ten weeks.
  static let summerWeeksDays = 70
  /// Months a school year starts in: July to September in the north, January and February in the south.
  var summerStartMonths: Set<Int> { southern ? [1, 2] : [7, 8, 9] }
  /// Months a school year ends in: May to July in the north, November and December in the south.
  /// (A northern school that publishes one term at a time ends it in December: no summer follows.)
  var summerEndMonths: Set<Int> { southern ? [11, 12] : [5, 6, 7] }

  /// Whether the school year follows the calendar year (`SchoolCalendarShape.year`).
  var southern: Bool

  let transitions: [Transition]
  /// The first days of breaks of a week or more inside the year on calendars that name first or
  /// last days, in date order: a term whose next named boundary is another first day ends at one.
  var breaks: [Transition] = []
  /// The first days of shorter closures there too ("May Day Holiday"), in date order.
  var closed: [LocalDate] = []
  /// The first day a school calendar has a daytime event on: a calendar that opens in the weeks
  /// schools begin shows the term from then (`decision`).
  var opening: LocalDate?

  /// - Parameter spans: stretches that are terms (`FeedShapes`): each gives a first and a last day.
  init(_ events: [PreparedEvent], southern: Bool = false, spans: [FeedShapes.Span] = []) {
    self.southern = southern
    var starts: [LocalDate: [String]] = [:]
    var ends: [LocalDate: [String]] = [:]
    for span in spans {
      starts[span.dates.lowerBound, default: []].append(span.startTitle)
      ends[span.dates.upperBound.adding(days: 1), default: []].append(span.endTitle)
    }
    // A "Back to School Night" is an evening weeks into term, not its first day.
    var bounded = Set<String>()
    for event in events where !event.isEvening {
      if event.role == .school, opening.map({ event.dates.lowerBound < $0 }) ?? true {
        opening = event.dates.lowerBound
      }
      let start = event.kinds.contains(.termStart)
      let end = event.kinds.contains(.termEnd)
      if start && !end { starts[event.dates.lowerBound, default: []].append(event.title) }
      if end && !start { ends[event.dates.upperBound.adding(days: 1), default: []].append(event.title) }
      if start != end { bounded.insert(event.calendar) }
    }
    // A school calendar that names its terms' first or last days may leave a half term's edges
    // unnamed ("October holiday", then "Pupils resume"): `decision` ends a term at such a break.
    let closures = events.filter { event in
      // The kinds first, with no set built to compare them with: most events have none, and the
      // calendar's id need not be hashed for them.
      event.kinds.count == 1 && event.kinds.contains(.noSchool) && event.role == .school && event.wholeDays
        && event.dayCount < Self.summerMinimumDays && bounded.contains(event.calendar)
    }
    breaks = closures.filter { Self.breakDays.contains($0.dayCount) }.map {
      Transition(date: $0.dates.lowerBound, inTerm: false, titles: [$0.title])
    }
    closed = closures.map(\.dates.lowerBound)
    var transitions: [Transition] = []
    for date in Set(starts.keys).union(ends.keys) {
      let inTitles = starts[date] ?? []
      let outTitles = ends[date] ?? []
      let state: Bool? = inTitles.isEmpty ? false : (outTitles.isEmpty ? true : nil)
      transitions.append(
        Transition(date: date, inTerm: state, titles: CalendarContextEngine.unique(inTitles + outTitles)))
    }
    self.transitions = transitions.sorted { $0.date < $1.date }
  }

  /// The day after the season by which schools have ended the year begun on `first`: June 1 in
  /// the north, December 1 in the south (most end later; none of the days before is a guess).
  func inferredEnd(after first: LocalDate) -> LocalDate {
    let end =
      southern ? LocalDate(year: first.year, month: 12, day: 1) : LocalDate(year: first.year + 1, month: 6, day: 1)
    return end ?? first
  }

  /// The season by which schools have begun the term that ends the day before `out`: September 15
  /// in the north, March 10 in the south (Chile and Argentina begin in March), at most a year back.
  func inferredStart(before out: LocalDate) -> LocalDate {
    let (month, day) = southern ? (3, 10) : (9, 15)
    let last = out.adding(days: -1)
    let thisYear = LocalDate(year: last.year, month: month, day: day) ?? last
    return thisYear <= last ? thisYear : (LocalDate(year: last.year - 1, month: month, day: day) ?? last)
  }

  func decision(on date: LocalDate, horizon: Int) -> Decision? {
    // First transition after `date`, by binary search.
    var low = 0
    var high = transitions.count
    while low < high {
      let mid = (low + high) / 2
      if transitions[mid].date <= date { low = mid + 1 } else { high = mid }
    }
    if low > 0, transitions[low - 1].date.days(to: date) <= horizon, let state = transitions[low - 1].inTerm {
      let previous = transitions[low - 1]
      var last = previous
      var j = low
      while j < transitions.count, date.days(to: transitions[j].date) <= horizon {
        let next = transitions[j]
        guard let nextState = next.inTerm else { return nil }
        if nextState != state { return Decision(inTerm: state, from: previous, to: next) }
        guard last.date.days(to: next.date) <= Self.clusterDays else {
          guard state else { return nil }
          // Two first days months apart: a half term between them ends the first term.
          if let pause = breaks.first(where: { date < $0.date && $0.date <= next.date }) {
            return Decision(inTerm: true, from: previous, to: pause)
          }
          // Two first days weeks apart, a closure between and no last day: school resumed after a
          // closure of a day or two ("May Day Holiday", then "Pupils resume"), in term before it.
          guard last.date.days(to: next.date) <= Self.resumeDays,
            closed.contains(where: { last.date < $0 && $0 < next.date })
          else { return nil }
          return Decision(inTerm: true, from: previous, to: next)
        }
        last = next
        j += 1
      }
      // A school year's first day with nothing after it on the calendars: the term, until the
      // season by which schools have ended (a date before it is in term whatever the school).
      if state, j == transitions.count || date.days(to: transitions[j].date) > horizon,
        summerStartMonths.contains(previous.date.month)
      {
        let end = inferredEnd(after: previous.date)
        guard date < end else { return nil }
        return Decision(inTerm: true, from: previous, to: Transition(date: end, inTerm: false, titles: []))
      }
      // A school year's last day with nothing after it on the calendars: the summer weeks after it.
      if !state, j == transitions.count || date.days(to: transitions[j].date) > horizon,
        summerEndMonths.contains(previous.date.month), previous.date.days(to: date) < Self.summerWeeksDays
      {
        let end = Transition(date: previous.date.adding(days: Self.summerWeeksDays), inTerm: true, titles: [])
        return Decision(inTerm: false, from: previous, to: end)
      }
      return nil
    }
    // A school year's first day with nothing before it on the calendars: the summer weeks before it.
    guard low == 0 || transitions[low - 1].date.days(to: date) > horizon else { return nil }
    guard low < transitions.count, let nextState = transitions[low].inTerm else { return nil }
    if !nextState {
      // A last day with nothing before it on the calendars: the term, back to the season by which
      // schools have begun.
      let last = transitions[low]
      var start = inferredStart(before: last.date)
      // A school calendar that opens in the weeks schools begin (from mid-August in the north,
      // mid-January in the south) and names no first day: its first event shows the term begun.
      if let opening, opening < start, let earliest = LocalDate(year: start.year, month: southern ? 1 : 8, day: 15),
        opening >= earliest
      {
        start = opening
      }
      guard start <= date else { return nil }
      return Decision(inTerm: true, from: Transition(date: start, inTerm: true, titles: []), to: last)
    }
    let first = transitions[low]
    guard summerStartMonths.contains(first.date.month), date.days(to: first.date) <= Self.summerWeeksDays else {
      return nil
    }
    let start = Transition(date: first.date.adding(days: -Self.summerWeeksDays), inTerm: false, titles: [])
    return Decision(inTerm: false, from: start, to: first)
  }
}
