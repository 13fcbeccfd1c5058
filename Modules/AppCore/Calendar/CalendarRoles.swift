import CalendarIO
import Domain

/// Each calendar's role: the one its source was given (`calendar add --role`, `calendar role`),
/// else the one the calendar has by what it is (the built-in holidays), else the one it shows by itself.
enum CalendarRoles {
  /// By calendar id, for every calendar of `result` read from `source`.
  static func of(_ result: CalendarReadResult, from source: CalendarSourceSetting, matcher: KeywordMatcher)
    -> [String: CalendarRoleChoice]
  {
    var roles: [String: CalendarRoleChoice] = [:]
    for calendar in result.calendars {
      if let role = source.role {
        roles[calendar.id] = CalendarRoleChoice(role: role, detected: false)
      } else if let role = calendar.role {
        roles[calendar.id] = CalendarRoleChoice(role: role, detected: true)
      } else {
        let events = result.calendars.count == 1 ? result.events : result.events.filter { $0.calendarID == calendar.id }
        let found = CalendarRole.detection(title: calendar.title, events: events, matcher: matcher)
        roles[calendar.id] = CalendarRoleChoice(role: found.role, detected: true, evidence: found.evidence)
      }
    }
    return roles
  }
}
