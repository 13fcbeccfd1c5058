import Domain

/// `tq-parent calendar preview --format grid|json`: the school year at a glance.
public enum YearGridView {
  static let monthsPerRow = 3
  static let cellWidth = 3
  static let monthWidth = 7 * cellWidth + 6
  static let gap = "   "

  /// Months laid out like `cal -y` (three per row, weeks Monday first), each day number followed by
  /// a marker for its kind (" " school day, "/" free afternoon, "*" free day, "-" weekend, "?" unknown,
  /// "!" parent override) and coloured by kind when `style` has colours; then a legend with counts and
  /// the free days, free afternoons, extra school days and unknown days grouped into runs (weekends
  /// inside a run join it) and runs with the same reason listed together.
  public static func text(_ days: [DayContext], title: String, style: TerminalStyle) -> String {
    let days = days.yearOrdered
    guard let from = days.first?.date, let through = days.last?.date else {
      return "\(style.bold(title.terminalSafe))\n\nNo days to show."
    }
    let byDate = Dictionary(uniqueKeysWithValues: days.map { ($0.date, $0) })
    let months = YearMonth.months(from: from, through: through)
    let rowWidth = min(months.count, monthsPerRow) * (monthWidth + gap.count) - gap.count

    var lines = [
      trimmed(centered(title.terminalSafe, in: rowWidth, style.bold)),
      trimmed(centered("\(DateText.long(from)) – \(DateText.long(through))", in: rowWidth, style.dim)),
    ]
    for start in stride(from: 0, to: months.count, by: monthsPerRow) {
      lines.append("")
      let row = Array(months[start..<min(start + monthsPerRow, months.count)])
      let blocks = row.map { block($0, byDate: byDate, style: style) }
      for index in 0..<blocks[0].count {
        lines.append(trimmed(blocks.map { $0[index] }.joined(separator: gap)))
      }
    }
    lines.append("")
    lines += legend(YearSummary(days), style: style)
    for section in YearSection.allCases {
      let entries = section.entries(days)
      guard !entries.isEmpty else { continue }
      lines.append("")
      lines.append(style.bold(section.title))
      lines += list(entries, width: max(rowWidth, 60))
    }
    return lines.joined(separator: "\n")
  }

  /// An object `{"from","to","days":[…],"summary":{…}}`: `from` and `to` are the first and last
  /// dates (null when there are none), `days` holds the contract's `context` object for every date
  /// in order (as `explain --format json` prints it), and `summary` counts the days of each kind,
  /// with every kind present: `{"schoolDay":180,"freeDay":185,"unknown":0}`.
  /// With a `title`, it comes first: `{"title":"School year 2027",…}`.
  public static func json(_ days: [DayContext], title: String? = nil) -> JSONValue {
    let days = days.yearOrdered
    let summary = YearSummary(days)
    return .object(
      (title.map { [("title", JSONValue.string($0))] } ?? []) + [
        ("from", .optional(days.first?.date.description)),
        ("to", .optional(days.last?.date.description)),
        ("days", .array(days.map(\.json))),
        ("summary", .object(DayContext.Kind.allCases.map { ($0.rawValue, .int(summary.count($0))) })),
      ])
  }

  // MARK: - Pieces

  /// Eight lines of exactly `monthWidth` visible characters: title, weekday names, six weeks.
  static func block(_ month: YearMonth, byDate: [LocalDate: DayContext], style: TerminalStyle) -> [String] {
    var lines = [
      centered(month.title, in: monthWidth, style.bold),
      style.dim(Weekday.mondayFirst.map { String($0.name.prefix(2)) }.joined(separator: "  ")) + " ",
    ]
    for week in month.weeks {
      lines.append(week.map { date in cell(date.flatMap { byDate[$0] }, style: style) }.joined(separator: " "))
    }
    let blank = String(repeating: " ", count: monthWidth)
    lines += Array(repeating: blank, count: max(0, 8 - lines.count))
    return lines
  }

  static func cell(_ day: DayContext?, style: TerminalStyle) -> String {
    guard let day else { return String(repeating: " ", count: cellWidth) }
    let mark = YearMark(day)
    let number = String(day.date.day).leftPadded(to: 2)
    guard mark.marker != " " else { return paint(number, mark: mark, day: day, style: style) + " " }
    return paint(number + String(mark.marker), mark: mark, day: day, style: style)
  }

  /// The kind's colour from `TerminalStyle`; ordinary weekends in a quieter green, overrides underlined.
  static func paint(_ text: String, mark: YearMark, day: DayContext, style: TerminalStyle) -> String {
    guard style.colors else { return text }
    switch mark {
    case .weekend: return "\u{1B}[32m\(text)\u{1B}[0m"
    case .override: return "\u{1B}[4m" + style.kind(text, day.kind, freeAfternoon: day.freeAfternoon)
    default: return style.kind(text, day.kind, freeAfternoon: day.freeAfternoon)
    }
  }

  /// One line per entry: "Dec 21 – Jan 1   Winter Break" with the dates aligned; a label that
  /// recurs reads "Early Release Wednesday: Sep 2, Oct 7, …", wrapped to `width`.
  static func list(_ entries: [YearEntry], width: Int) -> [String] {
    let column = entries.filter { $0.runs.count == 1 }.map(\.spans.count).max() ?? 0
    var lines: [String] = []
    for entry in entries {
      guard entry.runs.count > 1 else {
        lines.append("  \(entry.spans.padded(to: column))  \(entry.text.terminalSafe)")
        continue
      }
      var line = "  \(entry.text.terminalSafe):"
      for (index, run) in entry.runs.enumerated() {
        let piece = " \(run.span)" + (index < entry.runs.count - 1 ? "," : "")
        if line.count + piece.count > width {
          lines.append(line)
          line = "   "
        }
        line += piece
      }
      lines.append(line)
    }
    return lines
  }

  static func legend(_ summary: YearSummary, style: TerminalStyle) -> [String] {
    let sample = LocalDate(year: 2000, month: 1, day: 12)!
    var lines: [String] = []
    for mark in YearMark.allCases where summary.count(mark) > 0 || mark == .school {
      let day = DayContext(
        date: sample, kind: mark.sampleKind, freeAfternoon: mark == .freeAfternoon,
        rule: mark == .override ? .override : mark == .weekend ? .weekend : .schoolEvents)
      let count = String(summary.count(mark)).leftPadded(to: 4)
      lines.append("  \(cell(day, style: style))  \(mark.detail.padded(to: 32))\(count)")
    }
    lines.append("  Total: \(summary.sentence)")
    return lines
  }

  /// `text` painted and centred in exactly `width` columns (blanks stay unpainted).
  static func centered(_ text: String, in width: Int, _ paint: (String) -> String) -> String {
    let left = max(0, (width - text.count) / 2)
    let right = max(0, width - text.count - left)
    return String(repeating: " ", count: left) + paint(text) + String(repeating: " ", count: right)
  }

  /// Drops the trailing blanks of a line (never inside colour codes, which end in "m").
  static func trimmed(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}

extension YearMark {
  /// The kind a legend sample is drawn in.
  var sampleKind: DayContext.Kind {
    switch self {
    case .school, .freeAfternoon: .schoolDay
    case .free, .weekend, .override: .freeDay
    case .unknown: .unknown
    }
  }
}
