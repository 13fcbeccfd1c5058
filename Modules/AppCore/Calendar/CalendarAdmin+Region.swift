import Domain
import Settings

/// The school week and the way the school year runs, when the parent sets them rather than let the
/// calendars and the time zone say.
extension CalendarAdmin {
  /// `week` nil: the calendars and the time zone say (`auto`).
  public func setSchoolWeek(_ week: Set<Weekday>?) throws {
    try dependencies.settings.update { $0.calendar.rules.chosenSchoolWeek = week }
  }

  /// `shape` nil: the calendars and the time zone say (`auto`).
  public func setSchoolYear(_ shape: SchoolYearShape?) throws {
    try dependencies.settings.update { $0.calendar.rules.schoolYear = shape }
  }
}
