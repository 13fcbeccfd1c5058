import Domain

/// Renders the game as it is played (`tq-player play`) and its end, for people: plain text that
/// fits 80 columns, every result with a symbol as well as words so nothing rests on colour.
public enum GameView {
  /// The widest line written.
  public static let width = 80
  /// Task names longer than this are shortened in the summary's table.
  static let nameWidth = 24

  /// The text for one step of the game, without a final line break.
  public static func text(_ progress: GameProgress, style: TerminalStyle, language: String = "en") -> String {
    switch progress {
    case .started(let routine, let player, let count):
      let tasks = count == 1 ? "1 task" : "\(count) tasks"
      return wrapped("\(style.bold(routine.terminalSafe)) · \(player.terminalSafe) · \(tasks)", indent: "")
        .joined(separator: "\n")
    case .task(let turn):
      var lines = wrapped("\(turn.number)/\(turn.count) · \(turn.name.terminalSafe)", indent: "")
      if let past = GameMessage.pastTimes(turn.pastTimes, language: language) {
        lines += wrapped(past, indent: "  ")
      }
      return lines.joined(separator: "\n")
    case .result(let task):
      return result(task, style: style, language: language)
    case .summary(let summary):
      return self.summary(summary, style: style, language: language)
    }
  }

  /// "  △ Guessed 5 min · took 7 min 10 s · a bit longer than guessed"; a skipped or unscored
  /// task gets a dot.
  public static func result(_ task: TaskPlay, style: TerminalStyle, language: String = "en") -> String {
    wrapped("\(symbol(task, style: style)) \(GameMessage.comparison(task, language: language))", indent: "  ")
      .joined(separator: "\n")
  }

  /// The end of a game: each task's guess and time, the closest guess, and the trend of tasks played before.
  public static func summary(_ summary: GameSummary, style: TerminalStyle, language: String = "en") -> String {
    let session = summary.session
    let played = session.tasks.count
    var heading = "\(style.bold(session.routine.terminalSafe)) · \(played) of \(summary.taskCount) tasks"
    if !session.finished {
      heading += played == 0 ? " · nothing saved" : " · the game ended early"
    }
    var lines = [""] + wrapped(heading, indent: "")
    lines += taskRows(session.tasks, style: style)
    if let closest = GameMessage.closestGuess(in: session, language: language) {
      lines += wrapped(closest, indent: "  ")
    }
    for trend in summary.trends {
      let words = GameMessage.trend(trend.trend, language: language)
      lines += wrapped("\(trend.task.terminalSafe): \(words)", indent: "  ")
    }
    return lines.joined(separator: "\n")
  }

  /// One row per task: its name, the guess and the time with the band's symbol, or "skipped";
  /// names are shortened to keep the rows within 80 columns.
  static func taskRows(_ tasks: [TaskPlay], style: TerminalStyle) -> [String] {
    let width = min(nameWidth, tasks.map { $0.name.terminalSafe.count }.max() ?? 0)
    return tasks.map { task in
      var row = "  " + clipped(task.name.terminalSafe, to: width).padded(to: width)
      if task.guessSeconds > 0 { row += "  guess " + DurationText.text(seconds: task.guessSeconds).padded(to: 11) }
      if let actual = task.actualSeconds {
        row += "  took " + DurationText.text(seconds: actual).padded(to: 11) + "  " + symbol(task, style: style)
      } else {
        row += "  skipped"
      }
      return trimmedEnd(row)
    }
  }

  /// The band's shape (or its ASCII form), or a dot for a task without a band.
  static func symbol(_ task: TaskPlay, style: TerminalStyle) -> String {
    guard let band = task.score?.band else { return style.unicode ? "·" : "." }
    return style.unicode ? band.symbol : band.asciiSymbol
  }

  /// `text` after `indent`, broken at spaces so no line passes `width` columns; continuation lines
  /// are indented two more. A word longer than a line is left whole.
  static func wrapped(_ text: String, indent: String) -> [String] {
    var lines: [String] = []
    var line = indent
    var lineHasWord = false
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = lineHasWord ? line + " " + word : line + word
      if lineHasWord, visibleCount(candidate) > width {
        lines.append(line)
        line = indent + "  " + word
      } else {
        line = candidate
      }
      lineHasWord = true
    }
    lines.append(line)
    return lines
  }

  /// Characters a terminal shows, leaving out ANSI styling.
  static func visibleCount(_ text: String) -> Int {
    var count = 0
    var inEscape = false
    for character in text {
      if inEscape {
        if character == "m" { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
      } else {
        count += 1
      }
    }
    return count
  }

  static func clipped(_ text: String, to width: Int) -> String {
    text.count <= width ? text : String(text.prefix(max(0, width - 1))) + "…"
  }

  static func trimmedEnd(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
