/// What a calendar is for, which decides how its events count.
///
/// - school: a school's or district's own calendar: breaks, closures, term days, early finishes.
/// - schoolHolidays: only the school holidays (Schulferien, vacances scolaires, half terms): its
///   ranges are free and the school-week days between them are school days.
/// - holidays: public holidays (a government's or a calendar app's feed): a holiday is a free day;
///   other days it says nothing. Observances (Valentine's Day) are not days off.
/// - family: listed by `calendar events`, never decides a day.
public enum CalendarRole: String, CaseIterable, Codable, Hashable, Sendable {
  case school
  case schoolHolidays = "school-holidays"
  case holidays
  case family

  /// "school calendar", as `calendar status` and `explain` name it.
  public var summary: String {
    switch self {
    case .school: "school calendar"
    case .schoolHolidays: "school-holiday calendar"
    case .holidays: "public-holiday calendar"
    case .family: "family calendar (never decides)"
    }
  }
}

/// A calendar's role and whether the parent set it or it was detected.
public struct CalendarRoleChoice: Hashable, Sendable {
  public var role: CalendarRole
  public var detected: Bool
  /// What showed a detected role when its name did not: "by shape: all 9 events are spans of days
  /// at the seasons schools break", "by its dates: 11 of 13 dates are public holidays in South Korea".
  public var evidence: String?

  public init(role: CalendarRole, detected: Bool, evidence: String? = nil) {
    self.role = role
    self.detected = detected
    self.evidence = evidence
  }

  /// "school-holiday calendar (detected)", "school-holiday calendar (detected by shape: …)".
  public var summary: String {
    guard detected else { return role.summary }
    return role.summary + (evidence.map { " (detected \($0))" } ?? " (detected)")
  }
}
