import Domain

/// `tq-parent status`: the household at a glance, and exactly which files TimeQuest keeps.
public enum HouseholdStatusView {
  public static func text(_ report: HouseholdReport, style: TerminalStyle) -> String {
    var lines = [style.bold("Household")]
    if report.players.isEmpty {
      lines.append("  No players yet. Add one with: tq-parent player add NAME")
    }
    for player in report.players {
      let count = player.routines.count
      let names = player.routines.map(\.terminalSafe).joined(separator: ", ")
      var line =
        "  \(player.name.terminalSafe): \(count) routine\(count == 1 ? "" : "s")\(names.isEmpty ? "" : " (\(names))")"
      // Only a player's own choice is news here; the rest read the household's language below.
      if let language = player.language, language.source == .player {
        line += " · messages in \(LanguageText.name(language))"
      }
      if let school = player.school { line += " · in \(school.schoolName)" }
      lines.append(line)
    }
    lines.append("")
    lines.append(style.bold("Calendar"))
    lines.append("  Reading: \(report.calendarReading ? "on" : "off (weekday rules only)")")
    if report.sources.isEmpty {
      lines.append("  No calendars connected. Add one with: tq-parent calendar add FILE|FOLDER|URL")
    }
    for source in report.sources {
      let health = report.health.first { $0.id == source.id }
      let said = health.map { " · \($0.ok ? "" : "failing: ")\($0.detail.terminalSafe)" } ?? ""
      lines.append("  \(source.displayName.terminalSafe): \(source.shownLocation.terminalSafe)\(said)")
      for calendar in health?.calendars ?? [] {
        lines.append("    \"\(calendar.title.terminalSafe)\": \(CalendarText.role(calendar.role))")
      }
    }
    if !report.today.isEmpty {
      lines.append("")
      lines.append(style.bold("Today"))
      for line in report.today {
        lines.append("  \(line.player.terminalSafe): \(dayWords(line.context))")
      }
    }
    lines.append("")
    lines.append(style.bold("Daily timer (tq-notify)"))
    lines.append(timerLine(report.timer))
    lines.append("")
    lines.append(style.bold("Parent PIN"))
    lines.append(
      report.pinSet
        ? "  set: tq-parent commands ask for it"
        : "  not set (anyone at this account can change routines): tq-parent pin set")
    lines.append("")
    lines.append(style.bold("Messages"))
    lines.append("  \(LanguageText.name(report.language)): \(LanguageText.source(report.language))")
    lines.append("")
    lines.append(style.bold("Files"))
    lines.append("  Settings: \(report.settingsFile.terminalSafe)")
    lines.append("  Database: \(report.databaseFile.terminalSafe)")
    lines.append("  State:    \(report.stateFolder.terminalSafe) (automatic backups in backups/)")
    return style.fitted(lines.joined(separator: "\n"))
  }

  /// "school day (Maple District)", "unknown (calendar reading is off)".
  static func dayWords(_ context: DayContext) -> String {
    let kind =
      switch context.kind {
      case .schoolDay: context.freeAfternoon ? "school day, free afternoon" : "school day"
      case .freeDay: "free day"
      case .unknown: "unknown, weekday rules alone"
      }
    return kind + (context.reason.map { " (\($0.terminalSafe))" } ?? "")
  }

  static func timerLine(_ timer: DailyTimerReport?) -> String {
    guard let timer, let schedule = timer.schedule else {
      return "  not installed: tq-notify timer install [--at HH:MM] [--sink S]"
    }
    var line = "  \(DailyTimerView.describe(schedule))"
    if let state = timer.runState, state.known.yes {
      line += " · systemd: \(state.enabled.word.terminalSafe), \(state.waiting.word.terminalSafe)"
    } else if !timer.userManager {
      line += " · no user manager here (see tq-notify timer status)"
    }
    return line
  }

  /// `tq-parent status --format json`.
  public static func json(_ report: HouseholdReport) -> JSONValue {
    .object([
      (
        "players",
        .array(
          report.players.map { player in
            var fields: [(String, JSONValue)] = [
              ("name", .string(player.name)), ("routines", .array(player.routines.map(JSONValue.string))),
            ]
            if let language = player.language { fields.append(("language", LanguageText.json(language))) }
            if let school = player.school { fields.append(("school", .string(school.rawValue))) }
            if let today = report.today.first(where: { $0.player == player.name }) {
              fields.append(
                (
                  "today",
                  .object([("kind", .string(today.context.kind.rawValue)), ("reason", .optional(today.context.reason))])
                ))
            }
            return .object(fields)
          })
      ),
      ("calendarReading", .bool(report.calendarReading)),
      (
        "sources",
        .array(
          report.sources.map { source in
            var fields: [(String, JSONValue)] = [
              ("id", .string(source.id)), ("name", .string(source.displayName)),
              ("location", .string(source.shownLocation)),
            ]
            if let health = report.health.first(where: { $0.id == source.id }) {
              fields.append(
                (
                  "health",
                  .object([
                    ("ok", .bool(health.ok)), ("detail", .string(health.detail)),
                    ("calendars", .array(health.calendars.map(CalendarText.json))),
                  ])
                ))
            }
            return .object(fields)
          })
      ),
      ("pinSet", .bool(report.pinSet)),
      (
        "timer",
        .object([
          ("installed", .bool(report.timer?.schedule != nil)),
          ("at", .optional(report.timer?.schedule?.at.description)),
          ("sink", .optional(report.timer?.schedule?.sink)), ("player", .optional(report.timer?.schedule?.player)),
          ("enabled", report.timer?.runState.map { .bool($0.enabled.yes) } ?? .null),
        ])
      ),
      ("language", LanguageText.json(report.language)),
      (
        "files",
        .object([
          ("settings", .string(report.settingsFile)), ("database", .string(report.databaseFile)),
          ("state", .string(report.stateFolder)),
        ])
      ),
    ])
  }
}
