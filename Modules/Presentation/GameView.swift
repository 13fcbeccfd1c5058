import Domain

/// Renders the game as it is played (`tq-player play`) and its end, for people: plain text that
/// fits 80 columns, every result with a symbol as well as words so nothing rests on colour.
public enum GameView {
  /// The widest line written.
  public static let width = 80
  /// Task names longer than this are shortened in the history's table.
  static let nameWidth = 24

  /// The text for one step of the game, without a final line break.
  /// - Parameter plain: `--plain`, for a screen reader: the end in sentences, without the shapes.
  public static func text(
    _ progress: GameProgress, style: TerminalStyle, language: String = "en", plain: Bool = false
  ) -> String {
    switch progress {
    case .started(let routine, let player, let count):
      let tasks = GameMessage.tasks(count, language: language)
      // What the words understood at every question do, said once.
      return
        (wrapped("\(style.bold(routine.terminalSafe)) · \(player.terminalSafe) · \(tasks)", indent: "")
        + wrapped(GameMessage.keysHelp(language: language), indent: "  ")).joined(separator: "\n")
    case .task(let turn):
      var lines = wrapped("\(turn.number)/\(turn.count) · \(turn.name.terminalSafe)", indent: "")
      if let past = GameMessage.pastTimes(turn.pastTimes, language: language) {
        lines += wrapped(past, indent: "  ")
      }
      return lines.joined(separator: "\n")
    case .planned(let seconds):
      return wrapped(GameMessage.planned(seconds: seconds, language: language), indent: "  ").joined(separator: "\n")
    case .result(let task):
      return result(task, style: style, language: language)
    case .summary(let summary):
      return self.summary(summary, style: style, language: language, plain: plain)
    }
  }

  /// "  △ Guessed 5 min · took 7 min 10 s · a bit longer than guessed"; a skipped or unscored
  /// task gets a dot.
  public static func result(_ task: TaskPlay, style: TerminalStyle, language: String = "en") -> String {
    wrapped("\(symbol(task, style: style)) \(GameMessage.comparison(task, language: language))", indent: "  ")
      .joined(separator: "\n")
  }

  /// The end of a game, sized to what happened rather than a table (each task's result was shown
  /// as it ended): the closest guess only when it was near, each guess closer than ever before,
  /// the streak while it runs, and one line of encouragement once a task was timed. Each line
  /// starts with a shape saying what it is, except in plain mode, where the words say it all.
  public static func summary(
    _ summary: GameSummary, style: TerminalStyle, language: String = "en", plain: Bool = false
  ) -> String {
    let session = summary.session
    let played = GameMessage.tasksPlayed(
      session.tasks.count, of: summary.taskCount, finished: session.finished, language: language)
    let heading = "\(style.bold(session.routine.terminalSafe)) · \(played)"
    var lines = [""] + wrapped(heading, indent: "")
    func add(_ shape: (unicode: String, ascii: String), _ text: String) {
      lines += wrapped(plain ? text : "\(style.unicode ? shape.unicode : shape.ascii) \(text)", indent: "  ")
    }
    if let task = session.closestTask, let band = task.score?.band,
      let closest = GameMessage.closestGuess(task: task.name.terminalSafe, band: band, language: language)
    {
      add((band.symbol, band.asciiSymbol), closest)
    }
    for task in summary.closestEver {
      add(("★", "*"), GameMessage.closestEver(task: task.terminalSafe, language: language))
    }
    if let streak = summary.streak, streak.current > 0 {
      add(("✓", "v"), GameMessage.currentStreak(streak.current, language: language))
    }
    if session.wasPlayed {
      let trends = summary.trends.map { GameSummary.Trend(task: $0.task.terminalSafe, trend: $0.trend) }
      add(("→", ">"), GameMessage.encouragement(trends, language: language))
    }
    return lines.joined(separator: "\n")
  }

  /// One row per task (the history's table): its name, the guess and the time with the band's symbol, or "skipped",
  /// in the words of the history's language; names are shortened to keep the rows within 80 columns.
  static func taskRows(_ tasks: [TaskPlay], style: TerminalStyle, words: HistoryMessagePack) -> [String] {
    let width = min(nameWidth, tasks.map { $0.name.terminalSafe.count }.max() ?? 0)
    return tasks.map { task in
      var row = "  " + clipped(task.name.terminalSafe, to: width).padded(to: width)
      if task.guessSeconds > 0 {
        row += "  \(words.guess) " + DurationText.text(seconds: task.guessSeconds).padded(to: 11)
      }
      if let actual = task.actualSeconds {
        row +=
          "  \(words.took) " + DurationText.text(seconds: actual).padded(to: 11) + "  " + symbol(task, style: style)
      } else {
        row += "  " + words.skipped
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
