/// How a parent knows a calendar in what the programs say about it.
public enum CalendarText {
  /// "Maple · School": the source's name and the calendar's title, once when they are the same.
  public static func label(source: String, calendar: String) -> String {
    source.lowercased() == calendar.lowercased() ? source : "\(source) · \(calendar)"
  }

  /// A calendar whose events counted, with what it counted as: "Maple · School: school calendar (detected)".
  public static func counted(_ label: String, role: String?) -> String { label + (role.map { ": \($0)" } ?? "") }
}
