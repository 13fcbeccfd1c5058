/// On which of the coming days a routine shows, and why not on the others: what `routine show`
/// tells the parent, so the effect of its weekdays and calendar mode is seen before a child meets it.
public struct RoutineOutlook: Hashable, Sendable {
  /// How many days `routine show` looks ahead, today first.
  public static let days = 14

  public struct Day: Hashable, Sendable {
    public var date: LocalDate
    /// The day's kind as the player's calendars read it (`unknown` with reading off).
    public var kind: DayContext.Kind
    public var shown: Bool
    /// Why a hidden day is hidden; why an unknown day shows a school-day or free-day routine.
    public var reason: String?
  }

  public var days: [Day]
  /// Whether calendar reading is on; off, the mode has no effect and weekday rules alone decide.
  public var reading: Bool

  /// The mode changes nothing while reading is off: said at `routine add/edit` and by `routine show`.
  public static func modeIdle(_ mode: CalendarMode, reading: Bool) -> Bool { mode != .always && !reading }

  public init(_ routine: Routine, contexts: [DayContext], reading: Bool) {
    self.reading = reading
    days = contexts.map { context in
      let shown = QuestVisibility.isVisible(routine, on: context.date, context: context.kind)
      return Day(
        date: context.date, kind: context.kind, shown: shown, reason: Self.reason(routine, context, shown: shown))
    }
  }

  static func reason(_ routine: Routine, _ context: DayContext, shown: Bool) -> String? {
    let decided = context.reason.map { " (\($0))" } ?? ""
    guard routine.activeDays.contains(context.date.weekday) else { return "not one of its days" }
    switch (routine.mode, context.kind, shown) {
    case (.schoolDay, .freeDay, false): return "a free day\(decided)"
    case (.freeDay, .schoolDay, false): return "a school day\(decided)"
    case (.schoolDay, .unknown, true), (.freeDay, .unknown, true):
      return context.rule == .calendarOff
        ? "weekday rules alone: calendar reading is off" : "the day is unknown\(decided): weekday rules alone"
    default: return nil
    }
  }
}
