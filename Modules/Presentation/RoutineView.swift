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
    let width = routine.tasks.map(\.name.terminalSafe.count).max() ?? 0
    for (index, task) in routine.tasks.enumerated() {
      lines.append(
        "    \(index + 1). \(task.name.terminalSafe.padded(to: width))  \(String(task.minutes).leftPadded(to: 3)) min")
    }
    lines.append("  Total:  \(DateText.minutes(routine.totalMinutes))")
    if let doneBy = routine.doneBy, let start = ClockMessage.startTime(of: routine) {
      lines.append("  Done by: \(doneBy) (from around \(start))")
    }
    return lines.joined(separator: "\n")
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
  public static func render(header: [String], rows: [[String]], style: TerminalStyle) -> String {
    var widths = header.map(\.count)
    for row in rows {
      for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.count) }
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { i, cell in i == cells.count - 1 ? cell : cell.padded(to: widths[i]) }
        .joined(separator: "  ")
    }
    return ([style.bold(line(header))] + rows.map(line)).joined(separator: "\n")
  }
}
