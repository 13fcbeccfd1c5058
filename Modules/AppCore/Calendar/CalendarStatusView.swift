import Domain
import Presentation
import Settings

/// `tq-parent calendar status`: the parent's choices and, when reading is on, exactly what is read.
public enum CalendarStatusView {
  public static func text(settings: CalendarSettings, reports: [CalendarQueries.SourceReport], style: TerminalStyle)
    -> String
  {
    var lines = [style.bold("Calendar reading: \(settings.enabled ? "on" : "off")")]
    if !settings.enabled {
      lines.append("  Nothing is read; routines follow their weekdays. Turn it on with 'tq-parent calendar enable'.")
    }
    lines.append("")
    lines.append(style.bold("Connected"))
    if settings.sources.isEmpty { lines.append("  none — add one with 'tq-parent calendar add FILE|FOLDER'") }
    for source in settings.sources {
      lines.append("  \(source.id)\(source.name.map { " (\($0))" } ?? ""): \(source.location)")
      guard let report = reports.first(where: { $0.source.id == source.id }) else { continue }
      if let error = report.error {
        lines.append("    unavailable: \(error)")
        continue
      }
      for calendar in report.calendars {
        lines.append("    reads \"\(calendar.title)\" (id \(calendar.id))")
      }
      lines.append(
        "    \(report.upcoming) event\(report.upcoming == 1 ? "" : "s") in the next four weeks"
          + (report.warnings.isEmpty
            ? "" : ", \(report.warnings.count) line\(report.warnings.count == 1 ? "" : "s") skipped"))
    }
    lines.append("")
    lines.append(style.bold("Counted as the school calendar"))
    lines.append(
      "  household: \(settings.selection.isEmpty ? "every connected calendar" : settings.selection.joined(separator: ", "))"
    )
    for (player, choice) in settings.playerSelection.sorted(by: { $0.key < $1.key }) {
      lines.append("  \(player): \(choice.joined(separator: ", "))")
    }
    lines.append("")
    lines.append(style.bold("Rules"))
    let rules = settings.rules
    lines.append(
      "  School week: \(WeekdayList.describe(rules.schoolWeek)); core hours \(rules.coreStart)–\(rules.coreEnd)")
    lines.append(
      "  Keyword languages: \(rules.keywords.languages.joined(separator: ", "))"
        + "; \(rules.keywords.added.count) added, \(rules.keywords.removed.count) removed")
    lines.append("  Overrides: \(settings.overrides.count)")
    return lines.joined(separator: "\n")
  }
}
