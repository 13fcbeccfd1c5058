import Domain

/// How one day is drawn in the year views: its kind, with weekends and parent overrides told apart
/// so that breaks stand out from ordinary weekends. The marks partition the days.
enum YearMark: CaseIterable, Sendable {
  case school, freeAfternoon, free, weekend, unknown, override

  init(_ context: DayContext) {
    switch (context.rule, context.kind) {
    case (.override, _): self = .override
    case (_, .schoolDay): self = context.freeAfternoon ? .freeAfternoon : .school
    case (.weekend, .freeDay): self = .weekend
    case (_, .freeDay): self = .free
    case (_, .unknown): self = .unknown
    }
  }

  /// The character after a day number in the terminal grid, so kinds read without colour.
  var marker: Character {
    switch self {
    case .school: " "
    case .freeAfternoon: "/"
    case .free: "*"
    case .weekend: "-"
    case .unknown: "?"
    case .override: "!"
    }
  }

  var label: String {
    switch self {
    case .school: "school day"
    case .freeAfternoon: "free afternoon"
    case .free: "free day"
    case .weekend: "weekend"
    case .unknown: "unknown"
    case .override: "override"
    }
  }

  /// A longer explanation for the legends.
  var detail: String {
    switch self {
    case .school: "school day"
    case .freeAfternoon: "school day, free afternoon"
    case .free: "free day: holiday or break"
    case .weekend: "weekend, no school"
    case .unknown: "unknown: no school information"
    case .override: "set by a parent override"
    }
  }

  /// The CSS class of the HTML planner.
  var cssClass: String {
    switch self {
    case .school: "school"
    case .freeAfternoon: "half"
    case .free: "free"
    case .weekend: "weekend"
    case .unknown: "unknown"
    case .override: "override"
    }
  }
}

/// Counts of the days of a range, by kind and by mark.
struct YearSummary: Sendable {
  var kinds: [DayContext.Kind: Int] = [:]
  var marks: [YearMark: Int] = [:]

  init(_ days: [DayContext]) {
    for day in days {
      kinds[day.kind, default: 0] += 1
      marks[YearMark(day), default: 0] += 1
    }
  }

  func count(_ kind: DayContext.Kind) -> Int { kinds[kind] ?? 0 }
  func count(_ mark: YearMark) -> Int { marks[mark] ?? 0 }

  /// "180 school days · 185 free days · 0 unknown".
  var sentence: String {
    func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    return [
      plural(count(.schoolDay), "school day"), plural(count(.freeDay), "free day"),
      "\(count(DayContext.Kind.unknown)) unknown",
    ].joined(separator: " · ")
  }
}
