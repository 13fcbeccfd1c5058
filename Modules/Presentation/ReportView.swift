import Domain

/// Renders `tq-parent report` as text and JSON (the HTML page is `ReportHTML`). The numbers and
/// words are `tq-player stats`'s (`StatsView`), taken over the report's window.
public enum ReportView {
  /// ```
  /// {"from","to","today","players":[{"player","sessions","plays","guesses","medianRatio","medianDistance",
  ///   "tendency","trend","sparkline","recentRatios","notPlayed":[names],"change":{"kind","before","after","days",
  ///   "games"},"headline","routines":[{"routine","sessions",
  ///   …the same numbers…,"streak":{"current","longest","gaps","days":[{"date","state"}]}|null,
  ///   "games":[{"date","finished","ratio"}],"tasks":[{"task",…the same numbers…,"skipped","plannedMinutes",
  ///   "history":[{"date","guessSeconds","actualSeconds","ratio","skipped"}]}]}]}]}
  /// ```
  /// Numbers without a scored guess behind them are null, as in `tq-player stats --format json`.
  public static func json(_ report: ProgressReport) -> JSONValue {
    .object([
      ("from", .string(report.from.description)),
      ("to", .string(report.through.description)),
      ("today", .string(report.today.description)),
      ("players", .array(report.players.map(json))),
    ])
  }

  static func json(_ player: ProgressReport.Player) -> JSONValue {
    .object(
      [("player", .string(player.name)), ("sessions", .int(player.sessions))] + StatsView.fields(player.guesses) + [
        ("notPlayed", .array(player.notPlayed.map(JSONValue.string))),
        (
          "change",
          .object([
            ("kind", .string(player.change.kind.rawValue)), ("before", .number(player.change.before)),
            ("after", .number(player.change.after)), ("days", .int(player.change.days)),
            ("games", .int(player.change.games)),
          ])
        ),
        ("headline", .string(ProgressMessage.headline(player: player.name, change: player.change))),
        ("routines", .array(player.routines.map(json))),
      ])
  }

  static func json(_ routine: ProgressReport.Routine) -> JSONValue {
    let streak: JSONValue =
      routine.streak.map { streak in
        guard case .object(let fields) = StatsView.json(streak) else { return .null }
        let days = streak.days.map { day in
          JSONValue.object([("date", .string(day.date.description)), ("state", .string(day.state.rawValue))])
        }
        return .object(fields + [("days", .array(days))])
      } ?? .null
    return .object(
      [("routine", .string(routine.name)), ("sessions", .int(routine.statistics.sessions))]
        + StatsView.fields(routine.statistics.guesses) + [
          ("streak", streak),
          (
            "games",
            .array(
              routine.games.map { game in
                .object([
                  ("date", .string(game.date.description)), ("finished", .bool(game.finished)),
                  ("ratio", game.ratio.map(JSONValue.number) ?? .null),
                ])
              })
          ),
          (
            "tasks",
            .array(
              routine.tasks.map { task in
                .object(
                  [("task", .string(task.statistics.task))] + StatsView.fields(task.statistics.guesses) + [
                    ("skipped", .int(task.statistics.skipped)),
                    ("plannedMinutes", task.plannedMinutes.map(JSONValue.int) ?? .null),
                    (
                      "history",
                      .array(
                        task.plays.map { play in
                          .object([
                            ("date", .string(play.date.description)), ("guessSeconds", .int(play.guessSeconds)),
                            ("actualSeconds", play.actualSeconds.map(JSONValue.int) ?? .null),
                            ("ratio", play.ratio.map(JSONValue.number) ?? .null),
                            ("skipped", .bool(play.actualSeconds == nil)),
                          ])
                        })
                    ),
                  ])
              })
          ),
        ])
  }

  // MARK: - Text

  /// Days per line of a text streak calendar: eight weeks, so a line stays within 80 columns.
  static let daysPerLine = 56

  /// The window, then each player: a headline sentence, their games as a whole, then each routine with its streak, a
  /// row of days and its tasks (with the usual time where it differs from the plan), then the
  /// routines without games; each line within 80 columns.
  public static func text(_ report: ProgressReport, style: TerminalStyle, language: String = "en") -> String {
    let pack = ReportMessagePack.pack(for: language)
    let window = pack.fill(\.window, ["from": report.from.description, "through": report.through.description])
    var lines = [style.bold("\(pack.title) · \(window)")]
    var shown: Set<StreakDay.State> = []
    for player in report.players {
      lines.append("")
      let name = safe(player.name)
      guard !player.routines.isEmpty else {
        lines.append(style.bold(name))
        lines += GameView.wrapped(
          pack.fill(\.noGames, ["from": report.from.description, "through": report.through.description]), indent: "  ")
        continue
      }
      lines.append("\(style.bold(name)) · \(ProgressMessage.games(player.sessions, language: language))")
      lines += GameView.wrapped(
        ProgressMessage.headline(player: name, change: player.change, language: language), indent: "  ")
      if let guesses = player.guesses {
        lines += GameView.wrapped(StatsView.summary(guesses, style: style, language: language), indent: "  ")
      }
      for routine in player.routines {
        lines += GameView.wrapped(
          "\(style.bold(safe(routine.name))) · \(ProgressMessage.games(routine.statistics.sessions, language: language))",
          indent: "  ")
        if let streak = routine.streak {
          var sentence = GameMessage.streak(streak, language: language)
          if !streak.gaps.isEmpty { sentence += " · " + pack.gaps(streak.gaps.count) }
          lines += GameView.wrapped(sentence, indent: "    ")
          lines += dayRows(streak.days, style: style)
          shown.formUnion(streak.days.map(\.state))
        }
        if let guesses = routine.statistics.guesses {
          lines += GameView.wrapped(StatsView.summary(guesses, style: style, language: language), indent: "    ")
        }
        for task in routine.tasks {
          var heading =
            "\(safe(task.statistics.task)) · \(GameMessage.plays(task.statistics.guesses?.plays ?? 0, language: language))"
          if task.statistics.skipped > 0 {
            heading += " · " + ProgressMessage.skipped(task.statistics.skipped, language: language)
          }
          lines += GameView.wrapped(heading, indent: "    ")
          if let guesses = task.statistics.guesses {
            lines += GameView.wrapped(StatsView.summary(guesses, style: style, language: language), indent: "      ")
          }
          if let usual = task.usualTime(language: language) {
            lines += GameView.wrapped(safe(usual), indent: "      ")
          }
        }
      }
      if !player.notPlayed.isEmpty {
        let routines = player.notPlayed.map(safe).joined(separator: ", ")
        lines += GameView.wrapped(pack.fill(\.noGamesOf, ["routines": routines]), indent: "  ")
      }
    }
    if !shown.isEmpty {
      lines.append("")
      let key = StreakDay.State.allCases.filter(shown.contains)
        .map { "\(symbol($0, style: style)) \(meaning($0, pack: pack))" }.joined(separator: " · ")
      lines += GameView.wrapped(pack.fill(\.daysKey, ["key": key]), indent: "")
    }
    return style.fitted(lines.joined(separator: "\n"))
  }

  /// The streak's days, eight weeks a line, each line led by its first date.
  static func dayRows(_ days: [StreakDay], style: TerminalStyle) -> [String] {
    stride(from: 0, to: days.count, by: daysPerLine).map { start in
      let row = days[start..<min(start + daysPerLine, days.count)]
      return "    \(row.first!.date) " + String(row.map { symbol($0.state, style: style) })
    }
  }

  /// A gap is hollow, never a cross: it is a day without a game, not a loss.
  static func symbol(_ state: StreakDay.State, style: TerminalStyle) -> Character {
    switch state {
    case .played: style.unicode ? "●" : "#"
    case .playedOffList: style.unicode ? "◆" : "+"
    case .gap: style.unicode ? "○" : "o"
    case .paused: style.unicode ? "·" : "."
    case .today: style.unicode ? "◌" : "_"
    }
  }

  static func meaning(_ state: StreakDay.State, pack: ReportMessagePack) -> String {
    switch state {
    case .played: pack.played
    case .playedOffList: pack.playedOffList
    case .gap: pack.gap
    case .paused: pack.paused
    case .today: pack.today
    }
  }

  /// Names from the database as a terminal should show them (`TerminalText.printable`).
  static func safe(_ text: String) -> String { text.terminalSafe }
}
