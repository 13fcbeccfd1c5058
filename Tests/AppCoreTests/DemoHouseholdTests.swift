import Domain
import Testing

@testable import AppCore

@Suite("Demo household")
struct DemoHouseholdTests {
  static let sample = "DTSTART;VALUE=DATE:20261221\nDTEND;VALUE=DATE:20270102\nRRULE:FREQ=WEEKLY;UNTIL=20270608T160000Z"

  @Test("during the 2026–27 school year the calendar is used as written")
  func currentYear() {
    #expect(DemoHousehold.shiftSchoolYear(Self.sample, to: LocalDate("2026-11-21")!) == Self.sample)
    #expect(DemoHousehold.shiftSchoolYear(Self.sample, to: LocalDate("2027-07-31")!) == Self.sample)
  }

  @Test("later school years move every date by whole years, without double shifting")
  func laterYear() {
    let shifted = DemoHousehold.shiftSchoolYear(Self.sample, to: LocalDate("2027-08-01")!)
    #expect(
      shifted == "DTSTART;VALUE=DATE:20271221\nDTEND;VALUE=DATE:20280102\nRRULE:FREQ=WEEKLY;UNTIL=20280608T160000Z")
    let two = DemoHousehold.shiftSchoolYear(Self.sample, to: LocalDate("2029-03-01")!)
    #expect(two.contains("20281221") && two.contains("20290102"))
  }

  @Test("earlier school years move back")
  func earlierYear() {
    let shifted = DemoHousehold.shiftSchoolYear(Self.sample, to: LocalDate("2026-02-01")!)
    #expect(shifted.contains("20251221") && shifted.contains("20260102") && shifted.contains("20260608"))
  }
}
