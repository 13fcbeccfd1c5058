import Domain

/// School years run from 1 August to 31 July, as most school calendars are published.
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
    let startYear = year ?? (today.month >= 8 ? today.year : today.year - 1)
    return LocalDate(year: startYear, month: 8, day: 1)!...LocalDate(year: startYear + 1, month: 7, day: 31)!
  }
}
