import Domain

/// The heading of `tq-parent calendar preview`, as text and in the printable planner.
public enum PreviewTitle {
  /// "School year 2026–27" (an August–July or an April–March year; "School year 2027" for a
  /// January–December one), or the dates for other ranges; with the player's name when given.
  public static func text(
    _ range: ClosedRange<LocalDate>, player: String?, schoolYear: SchoolYearShape = .north
  ) -> String {
    let (start, end) = (range.lowerBound, range.upperBound)
    var title: String
    if schoolYear == .south, start.month == 1, start.day == 1, end == LocalDate(year: start.year, month: 12, day: 31) {
      title = "School year \(start.year)"
    } else if start.day == 1, start.month == (schoolYear == .april ? 4 : 8),
      end == LocalDate(year: start.year + 1, month: start.month, day: 1)?.adding(days: -1)
    {
      let short = end.year % 100
      title = "School year \(start.year)–\(short < 10 ? "0" : "")\(short)"
    } else {
      title = "\(start) to \(end)"
    }
    if let player { title += " · \(player)" }
    return title
  }
}
