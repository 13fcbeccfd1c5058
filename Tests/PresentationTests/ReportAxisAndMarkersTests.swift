import Domain
import Testing

@testable import Presentation

/// Issue 23: the report's charts over a long window and for many routines, which no other test drew.
@Suite("The report page's time axis over a long window, and the markers of many routines")
struct ReportAxisAndMarkersTests {
  static func day(_ text: String) -> LocalDate { LocalDate(text)! }

  @Test("a window over 120 days is labelled on the first days of its months, spread to at most the labels wanted")
  func longWindowMonths() {
    let axis = ReportHTML.TimeAxis(from: Self.day("2026-01-01"), through: Self.day("2026-05-01"))
    #expect(
      axis.ticks(most: 8) == ["2026-01-01", "2026-02-01", "2026-03-01", "2026-04-01", "2026-05-01"].map(Self.day))
    let year = ReportHTML.TimeAxis(from: Self.day("2026-01-15"), through: Self.day("2026-12-31"))
    #expect(year.ticks(most: 4) == ["2026-02-01", "2026-05-01", "2026-08-01", "2026-11-01"].map(Self.day))
  }

  @Test("a window of 120 days or fewer is labelled on Mondays")
  func shortWindowMondays() {
    let axis = ReportHTML.TimeAxis(from: Self.day("2026-01-01"), through: Self.day("2026-04-30"))
    let ticks = axis.ticks(most: 8)
    #expect(ticks.first == Self.day("2026-01-05"))
    #expect(ticks.allSatisfy { $0.weekday == .monday })
    #expect((1...8).contains(ticks.count))
  }

  @Test("six routines are told apart without colour: six shapes, the seventh routine's the first's again")
  func sixShapes() {
    let shapes = (0..<7).map { ReportHTML.shape($0, x: 5, y: 5, radius: 3, fill: "#000") }
    #expect(Set(shapes.prefix(6)).count == 6)
    #expect(shapes[6] == shapes[0])
    #expect(Set((0..<6).map { ReportHTML.marker($0, size: 10) }).count == 6)
  }
}
