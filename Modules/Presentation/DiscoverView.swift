import Domain

/// `tq-parent calendar discover`: the calendars found on the machine, two lines each so that a
/// long path never pushes the counts past 80 columns.
public enum DiscoverView {
  public static func text(_ rows: [DiscoveredCalendar], style: TerminalStyle) -> String {
    guard !rows.isEmpty else {
      return "No calendar was found on this machine (Evolution, GNOME Calendar, khal, vdirsyncer,\n"
        + "Thunderbird, ~/.calendars, ~/Calendars, the download folder).\n"
        + "Connect one by hand with 'tq-parent calendar add FILE|URL'."
    }
    var lines: [String] = []
    let width = String(rows.count).count
    for row in rows {
      let number = String(repeating: " ", count: width - String(row.number).count) + String(row.number)
      lines.append(style.bold("\(number)  \(row.title.terminalSafe)") + "  (\(row.foundBy.joined(separator: ", ")))")
      let indent = String(repeating: " ", count: width + 2)
      lines.append(indent + row.shownLocation.terminalSafe)
      lines.append(
        indent + "\(count(row)) · " + (row.connectedAs.map { "connected as '\($0.terminalSafe)'" } ?? "not connected"))
    }
    let open = rows.filter { $0.connectedAs == nil }
    lines.append("")
    lines.append(
      open.isEmpty
        ? "Every calendar found is connected."
        : "Connect with 'tq-parent calendar discover --add N…' (or --add all);\n"
          + "nothing is read until 'tq-parent calendar enable'.")
    return style.fitted(lines.joined(separator: "\n"))
  }

  static func count(_ row: DiscoveredCalendar) -> String {
    if row.usesNetwork { return "not read (on the network)" }
    guard let events = row.events else { return "unreadable" }
    return "\(events) event\(events == 1 ? "" : "s")"
  }

  /// `[{"number","title","location","kind","foundBy","events","connected"}]`: `events` null where
  /// nothing was read, `connected` the source id or null.
  public static func json(_ rows: [DiscoveredCalendar]) -> JSONValue {
    .array(
      rows.map { row in
        .object([
          ("number", .int(row.number)), ("title", .string(row.title)), ("location", .string(row.shownLocation)),
          ("kind", .string(row.kind)), ("foundBy", .array(row.foundBy.map(JSONValue.string))),
          ("events", row.events.map(JSONValue.int) ?? .null), ("connected", .optional(row.connectedAs)),
        ])
      })
  }
}
