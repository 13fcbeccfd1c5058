import Domain
import Presentation
import Testing

/// A preview's title names a school year only for that year's exact dates.
@Suite("The preview's title")
struct PreviewTitleTests {
  static func range(_ from: String, _ through: String) -> ClosedRange<LocalDate> {
    LocalDate(from)!...LocalDate(through)!
  }

  @Test("a January–December year in the south is 'School year 2027'; a day later or earlier it is dates")
  func southernYear() {
    #expect(
      PreviewTitle.text(Self.range("2027-01-01", "2027-12-31"), player: nil, schoolYear: .south) == "School year 2027")
    #expect(
      PreviewTitle.text(Self.range("2027-01-02", "2027-12-31"), player: nil, schoolYear: .south) != "School year 2027")
    #expect(
      PreviewTitle.text(Self.range("2027-01-01", "2027-12-30"), player: nil, schoolYear: .south) != "School year 2027")
  }

  @Test("August to July in the north is 'School year 2026–27'; from 2 August it is dates")
  func northernYear() {
    #expect(PreviewTitle.text(Self.range("2026-08-01", "2027-07-31"), player: nil) == "School year 2026–27")
    #expect(!PreviewTitle.text(Self.range("2026-08-02", "2027-07-31"), player: nil).hasPrefix("School year"))
  }
}
