import Domain
import Foundation

/// Renders `tq-player stats`: how guesses are going per routine and per task, and the streaks.
public enum StatsView {
  /// `{"today","routines":[{"player","routine","sessions","plays","guesses","medianRatio","medianDistance",
  /// "medianMissSeconds","medianMissShare","tendency","trend","sparkline","recentRatios","streak":{"current","longest","gaps"}|null,"tasks":[{"task",
  /// "plays","guesses","skipped","medianRatio","medianDistance","medianMissSeconds","medianMissShare","tendency","trend","sparkline","recentRatios"}]}]}`.
  /// Numbers without a scored guess behind them are null; `sparkline` is then empty.
  public static func json(_ report: GameStatsReport) -> JSONValue {
    .object([
      ("today", .string(report.today.description)),
      (
        "routines",
        .array(
          report.entries.map { entry in
            let statistics = entry.statistics
            return .object(
              [
                ("player", .string(statistics.player)),
                ("routine", .string(statistics.routine)),
                ("sessions", .int(statistics.sessions)),
              ] + fields(statistics.guesses) + [
                ("streak", entry.streak.map(json) ?? .null),
                (
                  "tasks",
                  .array(
                    statistics.tasks.map { task in
                      .object(
                        [("task", .string(task.task))] + fields(task.guesses) + [("skipped", .int(task.skipped))])
                    })
                ),
              ])
          })
      ),
    ])
  }

  static func fields(_ guesses: GuessStatistics?) -> [(String, JSONValue)] {
    [
      ("plays", .int(guesses?.plays ?? 0)),
      ("guesses", .int(guesses?.guesses ?? 0)),
      ("medianRatio", guesses.map { .number($0.medianRatio) } ?? .null),
      ("medianDistance", guesses.map { .number($0.medianDistance) } ?? .null),
      ("medianMissSeconds", guesses.map { .int($0.medianMissSeconds) } ?? .null),
      ("medianMissShare", guesses.map { .number($0.medianMissShare) } ?? .null),
      ("tendency", guesses.map { .string($0.tendency.rawValue) } ?? .null),
      ("trend", .string((guesses?.trend ?? .notEnoughPlays).rawValue)),
      ("sparkline", .string(guesses?.sparkline ?? "")),
      ("recentRatios", .array((guesses?.recentRatios ?? []).map(JSONValue.number))),
    ]
  }

  static func json(_ streak: Streak) -> JSONValue {
    .object([
      ("current", .int(streak.current)),
      ("longest", .int(streak.longest)),
      ("gaps", .array(streak.gaps.map { .string($0.description) })),
    ])
  }

  /// Each player, then each routine they played: the streak, how close the routine's guesses
  /// usually are and whether they are getting closer, then each task's usual miss and closest
  /// guess, in minutes and the message language's words (no ratios, no list of missed days), each
  /// line within 80 columns.
  public static func text(_ report: GameStatsReport, style: TerminalStyle, language: String = "en") -> String {
    let noGames = HistoryMessagePack.pack(for: language).noGames
    var lines: [String] = []
    for player in report.players {
      if !lines.isEmpty { lines.append("") }
      let entries = report.entries.filter { $0.statistics.player == player }
      lines.append(style.bold(player.terminalSafe))
      if entries.isEmpty {
        lines.append("  " + noGames)
        continue
      }
      for entry in entries {
        let statistics = entry.statistics
        lines += GameView.wrapped(
          "\(style.bold(statistics.routine.terminalSafe)) · \(GameMessage.plays(statistics.sessions, language: language))",
          indent: "  ")
        if let streak = entry.streak {
          lines += GameView.wrapped(GameMessage.streak(streak, language: language), indent: "    ")
        }
        if let guesses = statistics.guesses {
          let words = [
            ProgressMessage.usuallyWithin(guesses, language: language),
            GameMessage.tendency(guesses.tendency, language: language),
            GameMessage.trend(guesses.trend, language: language),
          ]
          lines += GameView.wrapped(words.joined(separator: " · "), indent: "    ")
        }
        for task in statistics.tasks {
          var heading = "\(task.task.terminalSafe) · \(GameMessage.plays(task.guesses?.plays ?? 0, language: language))"
          if task.skipped > 0 { heading += " · " + ProgressMessage.skipped(task.skipped, language: language) }
          lines += GameView.wrapped(heading, indent: "    ")
          if let guesses = task.guesses {
            let words = [
              ProgressMessage.usuallyWithin(guesses, language: language),
              ProgressMessage.closest(guesses, language: language),
            ]
            lines += GameView.wrapped(words.joined(separator: " · "), indent: "      ")
          }
        }
      }
    }
    return lines.isEmpty ? noGames : style.fitted(lines.joined(separator: "\n"))
  }

  /// The parent's line: "▃▄▅▆ typically within 40 % · most guesses below the time taken · guesses getting closer".
  static func summary(_ guesses: GuessStatistics, style: TerminalStyle, language: String) -> String {
    let bars = style.unicode ? guesses.sparkline : guesses.asciiSparkline
    let typical = ReportMessagePack.pack(for: language).fill(
      \.typicallyWithin, ["share": within(guesses.medianMissShare)])
    return [
      "\(bars) \(typical)",
      GameMessage.tendency(guesses.tendency, language: language), GameMessage.trend(guesses.trend, language: language),
    ].joined(separator: " · ")
  }

  /// How far a typical guess is from the time taken, as a share of that time: a 3-minute guess at
  /// 5 minutes is "40 %" (not the 67 % of 5 ÷ 3), up to double; from double on "×3.5", the guess
  /// that many times the time.
  public static func within(_ share: Double) -> String {
    guard share >= 1 else { return "\(Int((share * 100).rounded())) %" }
    let tenths = Int(((1 + share) * 10).rounded())
    return "×\(tenths / 10).\(tenths % 10)"
  }

  /// Two decimals, the same on every machine: "0.92", "1.00".
  static func decimal(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
