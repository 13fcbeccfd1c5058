import Domain

/// The coming days of one routine, under `routine show`: shown or hidden, and why.
public enum RoutineOutlookView {
  public static func text(_ routine: Routine, _ outlook: RoutineOutlook, style: TerminalStyle) -> String {
    var lines = [RoutineView.show(routine, style: style)]
    if RoutineOutlook.modeIdle(routine.mode, reading: outlook.reading) {
      lines.append("  Note:   \(modeIdleNote(routine.mode))")
    }
    let shown = outlook.days.filter(\.shown).count
    lines.append("  Next \(outlook.days.count) days: shown on \(shown)")
    for day in outlook.days {
      let date = DateText.short(day.date).padded(to: 10)
      let mark = day.shown ? "shown " : "hidden"
      lines.append("    \(date)  \(mark)\(day.reason.map { "  \($0.terminalSafe)" } ?? "")")
    }
    return style.fitted(lines.joined(separator: "\n"))
  }

  /// `routine show --format json`: the routine's object with `totalMinutes`, `calendarReading`,
  /// `modeHasEffect` and `next` (`[{"date","day","shown","reason"}]`, today first).
  public static func json(_ routine: Routine, _ outlook: RoutineOutlook) -> JSONValue {
    guard case .object(var fields) = RoutineView.json(routine) else { return RoutineView.json(routine) }
    fields += [
      ("totalMinutes", .int(routine.totalMinutes)),
      ("calendarReading", .bool(outlook.reading)),
      ("modeHasEffect", .bool(routine.mode != .always && outlook.reading)),
      (
        "next",
        .array(
          outlook.days.map { day in
            .object([
              ("date", .string(day.date.description)), ("day", .string(day.kind.rawValue)),
              ("shown", .bool(day.shown)), ("reason", .optional(day.reason)),
            ])
          })
      ),
    ]
    return .object(fields)
  }

  /// Said by `routine add/edit --mode` and `routine show` while reading is off.
  public static func modeIdleNote(_ mode: CalendarMode) -> String {
    "calendar reading is off, so weekday rules alone decide its days; the \(mode.rawValue) mode "
      + "takes effect once reading is on ('tq-parent calendar enable')"
  }
}
