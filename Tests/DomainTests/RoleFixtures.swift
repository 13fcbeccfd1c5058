import Domain
import Foundation

// Events on calendars of other roles, and their descriptions and categories.

extension CalendarEvent {
  /// The same event on the calendar `id` (named `title`, or `id` when none is given).
  func on(_ id: String, title: String? = nil) -> CalendarEvent {
    var copy = self
    copy.calendarID = id
    copy.calendarTitle = title ?? id
    return copy
  }

  /// The same event with a DESCRIPTION and CATEGORIES.
  func with(notes: String? = nil, categories: [String] = []) -> CalendarEvent {
    var copy = self
    copy.notes = notes
    copy.categories = categories
    return copy
  }
}

/// The calendar ids used with roles in these tests.
enum Feed {
  static let holidays = "holidays"
  static let schoolHolidays = "school-holidays"
  static let family = "family"
  static let roles: [String: CalendarRole] = [
    holidays: .holidays, schoolHolidays: .schoolHolidays, family: .family,
  ]
}

extension CalendarContextEngine {
  /// The context of `date` with the calendars' roles (the calendar "school" is not named: a school calendar).
  func context(_ date: String, _ events: [CalendarEvent], roles: [String: CalendarRole]) -> DayContext {
    context(for: day(date), events: events, overrides: [], player: nil, roles: roles)
  }
}
