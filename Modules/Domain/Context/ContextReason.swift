/// The reasons the engine writes itself; the others are event titles and parents' notes.
///
/// They are English; `ContextMessage` recognises them and shows them in the chosen language.
public enum ContextReason {
  /// A Saturday or Sunday outside the school week.
  public static let weekend = "Weekend"
  /// Another day outside the school week (a school that does not meet on Wednesdays).
  public static let outsideSchoolWeek = "Outside the school week"
  /// Between a last day and a first day of school, four weeks or more apart.
  public static let summerBreak = "Summer break"
  /// Between a last day and a first day of term, less than four weeks apart.
  public static let termBreak = "Term break"
  /// Between a first day and a last day of school.
  public static let schoolTerm = "School term"
  /// A school-week day outside the ranges of a school-holiday calendar.
  public static let betweenSchoolHolidays = "No school holiday on the school-holiday calendar"
  /// A school-week day a complete public-holiday calendar knows and marks with no holiday.
  public static let noPublicHoliday = "No public holiday on the public-holiday calendar"
  /// A school-week day without the day-cycle event its school calendar gives every class day.
  public static let noCycleDay = "No cycle day on the school calendar"
  /// A school-week day without the lesson a lesson plan gives every class day.
  public static let noLessonDay = "No lesson on the school calendar's lesson plan"
  /// A school-week day a recurring school-day event skips.
  public static let seriesSkip = "A recurring school event skips this day"
  /// Other events on the school calendar that day.
  public static let schoolEvents = "Events on the school calendar"
  /// Nothing on the calendars says what the day is.
  public static let noInformation = "no school information for this day"
}
