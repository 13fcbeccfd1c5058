import CalendarIO
import Domain
import Foundation

/// Each calendar's role: the one its source was given (`calendar add --role`, `calendar role`),
/// else the one the calendar has by what it is (the built-in holidays), else the one it shows by
/// itself: by its name, its titles, or its dates (a feed of the country's public holidays in a
/// language the engine does not know).
enum CalendarRoles {
  /// By calendar id, for every calendar of `result` read from `source`.
  static func of(
    _ result: CalendarReadResult, from source: CalendarSourceSetting, matcher: KeywordMatcher, zone: TimeZone
  ) -> [String: CalendarRoleChoice] {
    assigned(result, from: source, matcher: matcher, zone: zone).roles
  }

  /// The roles, and the public-holiday feeds whose dates matched the country's holidays.
  static func assigned(
    _ result: CalendarReadResult, from source: CalendarSourceSetting, matcher: KeywordMatcher, zone: TimeZone
  ) -> (roles: [String: CalendarRoleChoice], feeds: [String: HolidayFeedMatch]) {
    var roles: [String: CalendarRoleChoice] = [:]
    var feeds: [String: HolidayFeedMatch] = [:]
    for calendar in result.calendars {
      if let role = source.role {
        roles[calendar.id] = CalendarRoleChoice(role: role, detected: false)
      } else if let role = calendar.role {
        roles[calendar.id] = CalendarRoleChoice(role: role, detected: true)
      } else {
        let events = result.calendars.count == 1 ? result.events : result.events.filter { $0.calendarID == calendar.id }
        let found = CalendarRole.detection(title: calendar.title, events: events, matcher: matcher)
        roles[calendar.id] = CalendarRoleChoice(role: found.role, detected: true, evidence: found.evidence)
        // With no events, detection reads the name alone.
        let byName = CalendarRole.detect(title: calendar.title, events: [], matcher: matcher)
        // A feed its shape shows to be the school holidays is no public-holiday feed.
        guard byName != .schoolHolidays, found.role != .schoolHolidays,
          byName == .holidays || isFeedShaped(events, matcher: matcher),
          let match = HolidayFeedCheck.match(events, zone: zone)
        else { continue }
        feeds[calendar.id] = match
        if byName != .holidays {
          roles[calendar.id] = CalendarRoleChoice(role: .holidays, detected: true, evidence: match.evidence)
        }
      }
    }
    return (roles, feeds)
  }

  /// A feed lists whole days and never a term's edge, a school day or an early finish; a calendar
  /// that does (or has more than a few timed events) is a school's, however many holidays it lists,
  /// and is not compared with the holidays (which keeps a large school calendar from costing anything).
  static func isFeedShaped(_ events: [CalendarEvent], matcher: KeywordMatcher) -> Bool {
    let schoolish: Set<KeywordKind> = [.termStart, .termEnd, .earlyRelease, .schoolDay]
    var timed = 0
    var titles = Set<String>()
    for event in events {
      if !event.isAllDay {
        timed += 1
        if timed * 10 > events.count { return false }
      } else if titles.insert(event.title).inserted, !matcher.kinds(in: event.title).isDisjoint(with: schoolish) {
        return false
      }
    }
    return !events.isEmpty
  }
}
