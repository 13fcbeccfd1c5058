import Domain

/// `tq-parent calendar status`: the parent's choices and, when reading is on, exactly what is read.
public enum CalendarStatusView {
  public static func text(_ report: CalendarStatusReport, style: TerminalStyle) -> String {
    var lines = [style.bold("Calendar reading: \(report.enabled ? "on" : "off")")]
    if !report.enabled {
      lines.append("  Nothing is read; routines follow their weekdays. Turn it on with 'tq-parent calendar enable'.")
    }
    lines.append("")
    lines.append(style.bold("Connected"))
    if report.sources.isEmpty { lines.append("  none — add one with 'tq-parent calendar add FILE|FOLDER'") }
    for source in report.sources {
      let setting = source.setting
      lines.append(
        "  \(setting.id.terminalSafe)\(setting.name.map { " (\($0.terminalSafe))" } ?? ""): \(setting.shownLocation.terminalSafe)"
      )
      if let role = setting.role { lines.append("    role: \(role.rawValue) (set by the parent)") }
      if !setting.skip.isEmpty {
        lines.append("    left out: \(setting.skip.map { "\"\($0.terminalSafe)\"" }.joined(separator: ", "))")
      }
      if let region = setting.region { lines.append("    region: \(region.terminalSafe) (chosen by the parent)") }
      if NetworkOptions.isUnencrypted(setting.location) { lines.append("    read unencrypted (http)") }
      if !setting.network.isEmpty { lines.append("    network: \(describe(setting.network))") }
      guard report.enabled else { continue }
      if let error = source.error {
        lines.append("    unavailable: \(TerminalText.message("\(error)"))")
        continue
      }
      for calendar in source.calendars {
        lines.append(
          "    reads \"\(calendar.title.terminalSafe)\" (id \(SecretMask.location(calendar.id).terminalSafe))\(calendar.role.map { ", a \($0.summary)" } ?? "")"
        )
        if let color = calendar.color {
          let swatch = style.swatch(color)
          lines.append("      colour: \(color.hex)\(swatch.isEmpty ? "" : " " + swatch)")
        }
        if !calendar.regions.isEmpty {
          lines.append(
            "      regions named in its titles: \(calendar.regions.map(\.terminalSafe).joined(separator: ", "))"
              + (setting.region == nil
                ? " (none chosen: 'tq-parent calendar region \(setting.id.terminalSafe) REGION')" : ""))
        }
      }
      lines.append(
        "    \(source.upcoming) event\(source.upcoming == 1 ? "" : "s") in the next four weeks"
          + (source.skippedLines == 0
            ? "" : ", \(source.skippedLines) line\(source.skippedLines == 1 ? "" : "s") skipped"))
    }
    lines.append("")
    lines.append(style.bold("Counted as the school calendar"))
    let household = report.household.map(\.terminalSafe).joined(separator: ", ")
    lines.append("  household: \(report.household.isEmpty ? "every connected calendar" : household)")
    for (player, choice) in report.players {
      lines.append("  \(player.terminalSafe): \(choice.map(\.terminalSafe).joined(separator: ", "))")
    }
    lines.append("")
    lines.append(style.bold("Rules"))
    let rules = report.rules
    if let shape = report.shape {
      lines.append("  \(shape.weekLine.terminalSafe); core hours \(rules.coreStart)–\(rules.coreEnd)")
      lines.append("  \(shape.yearLine.terminalSafe)")
    } else {
      lines.append(
        "  School week: \(WeekdayList.describe(rules.schoolWeek)); core hours \(rules.coreStart)–\(rules.coreEnd)")
    }
    lines.append(
      "  Keyword languages: \(rules.keywords.languages.joined(separator: ", "))"
        + "; \(rules.keywords.added.count) added, \(rules.keywords.removed.count) removed")
    lines.append("  Overrides: \(report.overrideCount)")
    return style.fitted(lines.joined(separator: "\n"))
  }

  /// `calendar status --format json`: what the text says, as data. A calendar's id is masked as in
  /// the text (a CalDAV collection's address may be secret); `color` is null when it keeps none.
  public static func json(_ report: CalendarStatusReport) -> JSONValue {
    .object([
      ("enabled", .bool(report.enabled)),
      (
        "sources",
        .array(
          report.sources.map { source in
            let setting = source.setting
            var fields: [(String, JSONValue)] = [
              ("id", .string(setting.id)), ("name", .optional(setting.name)),
              ("location", .string(setting.shownLocation)), ("role", .optional(setting.role?.rawValue)),
            ]
            guard report.enabled else { return .object(fields) }
            fields.append(("error", .optional(source.error.map(SecretMask.text))))
            fields.append(("calendars", .array(source.calendars.map(json))))
            fields.append(("upcoming", .int(source.upcoming)))
            fields.append(("skippedLines", .int(source.skippedLines)))
            return .object(fields)
          })
      ),
      ("household", .array(report.household.map(JSONValue.string))),
      (
        "players",
        .array(
          report.players.map {
            .object([("player", .string($0.player)), ("choice", .array($0.choice.map(JSONValue.string)))])
          })
      ),
      ("overrides", .int(report.overrideCount)),
    ])
  }

  static func json(_ calendar: CalendarStatusReport.Calendar) -> JSONValue {
    .object([
      ("id", .string(SecretMask.location(calendar.id))), ("title", .string(calendar.title)),
      ("role", .optional(calendar.role?.role.rawValue)),
      ("roleDetected", calendar.role.map { .bool($0.detected) } ?? .null),
      ("regions", .array(calendar.regions.map(JSONValue.string))), ("color", .optional(calendar.color?.hex)),
    ])
  }

  /// The options set, the password command by its program only: its arguments may name the secret's
  /// place, and the password is never ours to show.
  static func describe(_ network: NetworkOptions) -> String {
    var parts: [String] = []
    if let user = network.user { parts.append("user \(user.terminalSafe)") }
    if let command = network.passwordCommand?.first { parts.append("password from \(command.terminalSafe)") }
    if let seconds = network.timeoutSeconds { parts.append("timeout \(seconds) s") }
    if let seconds = network.connectTimeoutSeconds { parts.append("connect timeout \(seconds) s") }
    if let agent = network.userAgent { parts.append("user agent \(agent.terminalSafe)") }
    if let file = network.caFile { parts.append("CA file \(file.terminalSafe)") }
    if let bytes = network.maxBytes { parts.append("at most \(bytes) bytes") }
    return parts.joined(separator: "; ")
  }
}
