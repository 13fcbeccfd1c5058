import AppCore
import Domain
import Testing

@Suite("A school year given as from…to: the 800-day limit")
struct SchoolYearRangeTests {
  static let today = LocalDate("2026-11-18")!

  @Test("a range of exactly 800 days is taken; one of 801 is refused with 64")
  func limit() throws {
    let start = LocalDate("2024-01-01")!
    let last = start.adding(days: 800)
    #expect(last == LocalDate("2026-03-11")!)
    #expect(try SchoolYear.range(year: nil, from: "2024-01-01", to: "2026-03-11", today: Self.today) == start...last)
    let beyond = LocalDate("2026-03-12")!
    #expect(throws: AppError.rangeTooLong(from: start, to: beyond)) {
      try SchoolYear.range(year: nil, from: "2024-01-01", to: "2026-03-12", today: Self.today)
    }
    #expect(AppError.rangeTooLong(from: start, to: beyond).exitCode == 64)
  }
}
