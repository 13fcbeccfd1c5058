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
      let names = player.routines.joined(separator: ", ")
      lines.append(
        "  \(player.name.terminalSafe): \(count) routine\(count == 1 ? "" : "s")\(names.isEmpty ? "" : " (\(names))")")
    }
    lines.append("")
    lines.append(style.bold("Calendar"))
    lines.append("  Reading: \(report.calendarReading ? "on" : "off (weekday rules only)")")
    if report.sources.isEmpty {
      lines.append("  No calendars connected. Add one with: tq-parent calendar add FILE|FOLDER|URL")
    }
    for source in report.sources {
      lines.append("  \(source.displayName.terminalSafe): \(source.location.terminalSafe)")
    }
    lines.append("")
    lines.append(style.bold("Parent PIN"))
    lines.append(
      report.pinSet
        ? "  set: tq-parent commands ask for it"
        : "  not set (anyone at this account can change routines): tq-parent pin set")
    lines.append("")
    lines.append(style.bold("Files"))
    lines.append("  Settings: \(report.settingsFile)")
    lines.append("  Database: \(report.databaseFile)")
    lines.append("  State:    \(report.stateFolder) (automatic backups in backups/)")
    return lines.joined(separator: "\n")
  }
}
