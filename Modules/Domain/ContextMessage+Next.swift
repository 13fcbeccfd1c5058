extension ContextMessage {
  /// The chip of the next different day, as seen from `context`: "School resumes Monday".
  public static func chip(for change: DayContext.Change, after context: DayContext) -> String {
    let day = change.date.weekday.name
    switch change.kind {
    case .schoolDay: return context.kind == .freeDay ? "School resumes \(day)" : "School day \(day)"
    case .freeDay: return change.reason.map { "Free day \(day) · \($0)" } ?? "Free day \(day)"
    case .unknown: return "No school information \(day)"
    }
  }
}
