import Domain
import Foundation

/// Renders `tq-player stats`: how guesses are going per routine and per task, and the streaks.
public enum StatsView {
  /// `{"today","routines":[{"player","routine","sessions","plays","guesses","medianRatio","medianDistance",
  /// "tendency","trend","sparkline","recentRatios","streak":{"current","longest","gaps"}|null,"tasks":[{"task",
  /// "plays","guesses","skipped","medianRatio","medianDistance","tendency","trend","sparkline","recentRatios"}]}]}`.
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

  /// Gaps listed at most, the latest ones: a year of them would bury the rest.
  static let gapsShown = 5

  /// Each player, then each routine they played: the streak, the routine's guesses as a whole and
  /// task by task, each line within 80 columns.
  public static func text(_ report: GameStatsReport, style: TerminalStyle, language: String = "en") -> String {
    var lines: [String] = []
    for player in report.players {
      if !lines.isEmpty { lines.append("") }
      let entries = report.entries.filter { $0.statistics.player == player }
      lines.append(style.bold(player.terminalSafe))
      if entries.isEmpty {
        lines.append("  No games yet.")
        continue
      }
      for entry in entries {
        let statistics = entry.statistics
        lines += GameView.wrapped(
          "\(style.bold(statistics.routine.terminalSafe)) · \(GameMessage.plays(statistics.sessions, language: language))",
          indent: "  ")
        if let streak = entry.streak {
          lines += GameView.wrapped(GameMessage.streak(streak, language: language), indent: "    ")
          if let gaps = GameMessage.gaps(Array(streak.gaps.suffix(gapsShown)), language: language) {
            let more = streak.gaps.count > gapsShown ? " (\(streak.gaps.count) in all)" : ""
            lines += GameView.wrapped(gaps + more, indent: "    ")
          }
        }
        if let guesses = statistics.guesses {
          lines += GameView.wrapped(summary(guesses, style: style, language: language), indent: "    ")
        }
        for task in statistics.tasks {
          var heading = "\(task.task.terminalSafe) · \(GameMessage.plays(task.guesses?.plays ?? 0, language: language))"
          if task.skipped > 0 { heading += " · skipped \(task.skipped)×" }
          lines += GameView.wrapped(heading, indent: "    ")
          if let guesses = task.guesses {
            lines += GameView.wrapped(summary(guesses, style: style, language: language), indent: "      ")
          }
        }
      }
    }
    return lines.isEmpty ? "No games yet." : lines.joined(separator: "\n")
  }

  /// "▃▄▅▆ ratio 0.92 · typically within 12 % · most guesses below the time taken · guesses getting closer".
  static func summary(_ guesses: GuessStatistics, style: TerminalStyle, language: String) -> String {
    let bars = style.unicode ? guesses.sparkline : guesses.asciiSparkline
    return [
      "\(bars) ratio \(decimal(guesses.medianRatio))", "typically within \(within(guesses.medianDistance))",
      GameMessage.tendency(guesses.tendency, language: language), GameMessage.trend(guesses.trend, language: language),
    ].joined(separator: " · ")
  }

  /// How far a typical guess is from the time, whichever way: "12 %" up to double, then "×3.5".
  static func within(_ distance: Double) -> String {
    let factor = exp(distance)
    guard factor >= 2 else { return "\(Int(((factor - 1) * 100).rounded())) %" }
    let tenths = Int((factor * 10).rounded())
    return "×\(tenths / 10).\(tenths % 10)"
  }

  /// Two decimals, the same on every machine: "0.92", "1.00".
  static func decimal(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
