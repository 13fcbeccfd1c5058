/// Which routines a player sees on a day.
///
/// The calendar is an additive overlay: it only hides school-only routines on free days and
/// free-day-only routines on school days; an unknown day shows whatever the weekday allows.
public enum QuestVisibility {
  public static func isVisible(_ routine: Routine, on date: LocalDate, context: DayContext.Kind) -> Bool {
    guard routine.activeDays.contains(date.weekday) else { return false }
    return matches(mode: routine.mode, context: context)
  }

  public static func matches(mode: CalendarMode, context: DayContext.Kind) -> Bool {
    switch (mode, context) {
    case (.always, _), (_, .unknown): true
    case (.schoolDay, .schoolDay), (.freeDay, .freeDay): true
    case (.schoolDay, .freeDay), (.freeDay, .schoolDay): false
    }
  }

  /// The visible routines, in the order given.
  public static func quests(_ routines: [Routine], on date: LocalDate, context: DayContext) -> [Routine] {
    routines.filter { isVisible($0, on: date, context: context.kind) }
  }
}
