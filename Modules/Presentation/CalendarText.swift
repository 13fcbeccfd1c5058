import Domain

/// How a parent knows a calendar in what the programs say about it.
public enum CalendarText {
  /// "Maple · School": the source's name and the calendar's title, once when they are the same.
  public static func label(source: String, calendar: String) -> String {
    source.lowercased() == calendar.lowercased() ? source : "\(source) · \(calendar)"
  }

  /// A calendar whose events counted, with what it counted as: "Maple · School: school calendar (detected)".
  public static func counted(_ label: String, role: String?) -> String { label + (role.map { ": \($0)" } ?? "") }

  /// "a school calendar (detected)", "a family calendar (never decides) (set by the parent)", "no role detected".
  public static func role(_ choice: CalendarRoleChoice?) -> String {
    guard let choice else { return "no role detected" }
    return choice.detected ? "a \(choice.summary.terminalSafe)" : "a \(choice.role.summary) (set by the parent)"
  }

  /// `{"source","title","role","detected"}`: a calendar and its role, as doctor and status give them.
  public static func json(_ calendar: DoctorReport.CalendarRoleLine) -> JSONValue {
    .object([
      ("source", .string(calendar.source)), ("title", .string(calendar.title)),
      ("role", .optional(calendar.role?.role.rawValue)),
      ("detected", calendar.role.map { JSONValue.bool($0.detected) } ?? .null),
    ])
  }
}
