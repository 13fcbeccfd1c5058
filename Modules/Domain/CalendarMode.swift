/// When a routine applies, given what kind of day it is.
public enum CalendarMode: String, CaseIterable, Codable, Sendable {
  /// Every active weekday, whatever the calendar says.
  case always
  /// Only on school days (and on days whose kind is unknown).
  case schoolDay = "school-day"
  /// Only on free days (and on days whose kind is unknown).
  case freeDay = "free-day"

  public var label: String {
    switch self {
    case .always: "always"
    case .schoolDay: "school days"
    case .freeDay: "free days"
    }
  }
}
