/// Chips and sentences shown to children and by the notifier. Every template is a passive
/// observation of the day, never an instruction.
public enum ContextMessage {
  /// The short chip: "School day", "Free day · Winter Break", "Free afternoon today".
  public static func chip(for context: DayContext) -> String {
    switch context.kind {
    case .schoolDay: context.freeAfternoon ? "Free afternoon today" : "School day"
    case .freeDay:
      if context.rule == .weekend { "Weekend" } else if let reason = context.reason { "Free day · \(reason)" } else { "Free day" }
    case .unknown: context.date.weekday.name
    }
  }

  /// One sentence for the notifier: the chip, the date and, when known, why.
  public static func sentence(for context: DayContext) -> String {
    let day = "\(context.date.weekday.name) \(context.date)"
    switch context.kind {
    case .unknown:
      if let reason = context.reason { return "\(day): the usual \(context.date.weekday.name) (\(reason))." }
      return "\(day): the usual \(context.date.weekday.name)."
    default:
      return "\(day): \(chip(for: context))."
    }
  }
}
