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
      lines.append("  \(source.displayName.terminalSafe): \(source.shownLocation.terminalSafe)")
    }
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
    return lines.joined(separator: "\n")
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
            return .object(fields)
          })
      ),
      ("calendarReading", .bool(report.calendarReading)),
      (
        "sources",
        .array(
          report.sources.map {
            .object([
              ("id", .string($0.id)), ("name", .string($0.displayName)), ("location", .string($0.shownLocation)),
            ])
          })
      ),
      ("pinSet", .bool(report.pinSet)),
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
