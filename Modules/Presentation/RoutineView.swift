import Domain

/// Routines for the parent: a table of them, one in full, and its JSON.
public enum RoutineView {
  public static func list(_ routines: [Routine], style: TerminalStyle) -> String {
    guard !routines.isEmpty else { return "No routines yet." }
    let header = ["ROUTINE", "PLAYER", "DAYS", "MODE", "TASKS", "TIME", "DONE BY"]
    let rows = routines.map {
      [
        $0.name.terminalSafe, $0.player.terminalSafe, WeekdayList.describe($0.activeDays), $0.mode.rawValue,
        String($0.tasks.count),
        DateText.minutes($0.totalMinutes), $0.doneBy?.description ?? "-",
      ]
    }
    return Table.render(header: header, rows: rows, style: style)
  }

  public static func show(_ routine: Routine, style: TerminalStyle) -> String {
    var lines = [
      style.bold(routine.name.terminalSafe),
      "  Player: \(routine.player.terminalSafe)",
      "  Days:   \(Weekday.mondayFirst.filter(routine.activeDays.contains).map(\.name).joined(separator: ", "))",
      "  Mode:   \(routine.mode.rawValue) (\(routine.mode.label))",
      "  Tasks:",
    ]
    let width = routine.tasks.map { TerminalColumns.width($0.name.terminalSafe) }.max() ?? 0
    for (index, task) in routine.tasks.enumerated() {
      lines.append(
        "    \(index + 1). \(TerminalColumns.padded(task.name.terminalSafe, to: width))  \(String(task.minutes).leftPadded(to: 3)) min"
      )
    }
    lines.append("  Total:  \(DateText.minutes(routine.totalMinutes))")
    if let doneBy = routine.doneBy, let start = ClockMessage.startTime(of: routine) {
      lines.append("  Done by: \(doneBy) (from around \(start))")
    }
    return style.fitted(lines.joined(separator: "\n"))
  }

  public static func json(_ routine: Routine) -> JSONValue {
    .object([
      ("name", .string(routine.name)),
      ("player", .string(routine.player)),
      ("days", .array(Weekday.mondayFirst.filter(routine.activeDays.contains).map { .string($0.code) })),
      ("mode", .string(routine.mode.rawValue)),
      ("tasks", .array(routine.tasks.map { .object([("name", .string($0.name)), ("minutes", .int($0.minutes))]) })),
      ("doneBy", routine.doneBy.map { .string($0.description) } ?? .null),
    ])
  }
}

/// A plain column-aligned table.
public enum Table {
  /// Columns as wide as their widest cell in terminal columns (a CJK name takes two a character);
  /// when the terminal is narrower than the table, the widest columns give way, their cells cut with "…".
  public static func render(header: [String], rows: [[String]], style: TerminalStyle) -> String {
    var widths = header.map(TerminalColumns.width)
    for row in rows {
      for (i, cell) in row.enumerated() where i < widths.count {
        widths[i] = max(widths[i], TerminalColumns.width(cell))
      }
    }
    if let columns = style.columns {
      let gaps = 2 * max(0, widths.count - 1)
      while widths.reduce(0, +) + gaps > columns, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
        widths[widest] > 8
      {
        widths[widest] -= 1
      }
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { i, cell in
        guard i < widths.count else { return cell }
        let kept = TerminalColumns.clipped(cell, to: widths[i])
        return i == cells.count - 1 ? kept : TerminalColumns.padded(kept, to: widths[i])
      }
      .joined(separator: "  ")
    }
    return style.fitted(([style.bold(line(header))] + rows.map(line)).joined(separator: "\n"))
  }
}
