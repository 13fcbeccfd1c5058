import Domain

/// One month of a year view: its weeks, Monday first, with the days outside the shown range left
/// blank so that ranges starting or ending mid-month still line up like `cal`.
struct YearMonth: Hashable, Sendable {
  var year: Int
  var month: Int
  /// Each week has seven slots, Monday to Sunday; `nil` is a blank.
  var weeks: [[LocalDate?]]

  var name: String { DateText.monthName(month) }
  var title: String { "\(name) \(year)" }

  /// The months from the one holding `from` to the one holding `through`, in order.
  static func months(from: LocalDate, through: LocalDate) -> [YearMonth] {
    guard from <= through else { return [] }
    var result: [YearMonth] = []
    var (year, month) = (from.year, from.month)
    while (year, month) <= (through.year, through.month) {
      result.append(YearMonth(year: year, month: month, from: from, through: through))
      (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
    }
    return result
  }

  private init(year: Int, month: Int, from: LocalDate, through: LocalDate) {
    self.year = year
    self.month = month
    let first = LocalDate(year: year, month: month, day: 1)!
    let lead = Weekday.mondayFirst.firstIndex(of: first.weekday)!
    var slots: [LocalDate?] = Array(repeating: nil, count: lead)
    for day in 1...LocalDate.daysIn(month: month, year: year) {
      let date = LocalDate(year: year, month: month, day: day)!
      slots.append(date >= from && date <= through ? date : nil)
    }
    slots += Array(repeating: nil, count: (7 - slots.count % 7) % 7)
    // Weeks wholly outside the range are left out: a range of one week draws one week.
    weeks = stride(from: 0, to: slots.count, by: 7).map { Array(slots[$0..<$0 + 7]) }
      .filter { $0.contains { $0 != nil } }
  }
}

/// A stretch of days listed under the grid: "Dec 21 – Jan 1  Winter Break".
struct YearRun: Hashable, Sendable {
  var first: LocalDate
  var last: LocalDate
  var label: String
  var isOverride: Bool

  /// "Dec 21" or "Dec 21 – Jan 1".
  var span: String {
    first == last ? YearRun.short(first) : "\(YearRun.short(first)) – \(YearRun.short(last))"
  }

  /// The label with "(override)" when a parent set these days.
  var text: String { isOverride ? "\(label) (override)" : label }

  static func short(_ date: LocalDate) -> String { "\(DateText.monthName(date.month).prefix(3)) \(date.day)" }
}

/// The lists under the grid, each a group of runs: consecutive days of that section with the same
/// reason. Ordinary weekend days between two days of a run join it (a break from Monday to the
/// next Friday is one run), but a run never starts or ends on them.
enum YearSection: CaseIterable, Sendable {
  case freeDays, freeAfternoons, extraSchoolDays, unknown

  var title: String {
    switch self {
    case .freeDays: "Free days"
    case .freeAfternoons: "Free afternoons"
    case .extraSchoolDays: "Extra school days"
    case .unknown: "Unknown days"
    }
  }

  func contains(_ day: DayContext) -> Bool {
    switch self {
    case .freeDays: day.kind == .freeDay && day.rule != .weekend
    case .freeAfternoons: day.kind == .schoolDay && day.freeAfternoon
    case .extraSchoolDays:
      day.kind == .schoolDay && !day.freeAfternoon && (day.rule == .override || day.rule == .schoolDayMarker)
    case .unknown: day.kind == .unknown
    }
  }

  private var fallback: String {
    switch self {
    case .freeDays: "Free day"
    case .freeAfternoons: "Free afternoon"
    case .extraSchoolDays: "School day"
    case .unknown: "Unknown"
    }
  }

  /// The runs of this section in `days` (sorted by date).
  func runs(_ days: [DayContext]) -> [YearRun] {
    var runs: [YearRun] = []
    var open: (run: YearRun, key: String?)?
    var lastSeen: LocalDate?
    for day in days {
      let follows = lastSeen.map { $0.adding(days: 1) == day.date } ?? false
      if contains(day) {
        let key = day.reason
        let isOverride = day.rule == .override
        if let current = open, follows, current.key == key, current.run.isOverride == isOverride {
          open?.run.last = day.date
        } else {
          if let current = open { runs.append(current.run) }
          let label = ContextMessage.reason(for: day) ?? fallback
          open = (YearRun(first: day.date, last: day.date, label: label, isOverride: isOverride), key)
        }
        lastSeen = day.date
      } else if open != nil, follows, day.kind == .freeDay, day.rule == .weekend {
        lastSeen = day.date
      } else {
        if let current = open { runs.append(current.run) }
        open = nil
        lastSeen = nil
      }
    }
    if let current = open { runs.append(current.run) }
    return runs
  }
}

/// The runs of a section that share a label, listed together: "Early Release Wednesday: Sep 2, Oct 7".
struct YearEntry: Hashable, Sendable {
  var text: String
  var runs: [YearRun]

  var spans: String { runs.map(\.span).joined(separator: ", ") }
}

extension YearSection {
  /// The runs grouped by label, in the order of each label's first run.
  func entries(_ days: [DayContext]) -> [YearEntry] {
    var entries: [YearEntry] = []
    var index: [String: Int] = [:]
    for run in runs(days) {
      if let at = index[run.text] {
        entries[at].runs.append(run)
      } else {
        index[run.text] = entries.count
        entries.append(YearEntry(text: run.text, runs: [run]))
      }
    }
    return entries
  }
}

extension Array where Element == DayContext {
  /// The days in date order, each date once (the last context given for a date wins).
  var yearOrdered: [DayContext] {
    var byDate: [LocalDate: DayContext] = [:]
    for day in self { byDate[day.date] = day }
    return byDate.values.sorted { $0.date < $1.date }
  }
}
