import Domain

/// School years run from 1 August to 31 July, as most school calendars are published, from
/// 1 January to 31 December where the summer is in December and January (`SchoolYearShape.south`),
/// or from 1 April to 31 March in Japan and India (`SchoolYearShape.april`).
public enum SchoolYear {
  /// The year containing `today`, the one starting in August of `year`, or `from…to`.
  public static func range(year: Int?, from: String?, to: String?, today: LocalDate) throws -> ClosedRange<LocalDate> {
    if let from, let to {
      guard let start = LocalDate(from) else { throw AppError.invalidDate(from) }
      guard let end = LocalDate(to) else { throw AppError.invalidDate(to) }
      guard start <= end else { throw AppError.invalidRange(from: start, to: end) }
      guard start.days(to: end) <= 800 else { throw AppError.rangeTooLong(from: start, to: end) }
      return start...end
    }
    return range(year: year, shape: .north, today: today)
  }

  /// The school year `year` (the one starting in it), else the one containing `today`, as `shape` runs it.
  public static func range(year: Int?, shape: SchoolYearShape, today: LocalDate) -> ClosedRange<LocalDate> {
    switch shape {
    case .north:
      let startYear = year ?? (today.month >= 8 ? today.year : today.year - 1)
      return LocalDate(year: startYear, month: 8, day: 1)!...LocalDate(year: startYear + 1, month: 7, day: 31)!
    case .south:
      let startYear = year ?? today.year
      return LocalDate(year: startYear, month: 1, day: 1)!...LocalDate(year: startYear, month: 12, day: 31)!
    case .april:
      let startYear = year ?? (today.month >= 4 ? today.year : today.year - 1)
      return LocalDate(year: startYear, month: 4, day: 1)!...LocalDate(year: startYear + 1, month: 3, day: 31)!
    }
  }
}
