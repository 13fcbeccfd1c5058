import Foundation
import TestSupport
import Testing

extension CalendarEndToEndTests {
  @Test("a keyword the parent added is removed, and removing it again is 65 naming the list")
  func keywordRemoved() throws {
    let household = try HouseholdFixture()
    #expect(try household.parent("calendar", "keywords", "add", "robotics fair", "--kind", "no-school").status == 0)
    #expect(try household.parent("calendar", "keywords", "list").stdout.contains("robotics fair"))
    let removed = try household.parent("calendar", "keywords", "remove", "robotics fair")
    #expect(removed.status == 0, "stderr: \(removed.stderr)")
    #expect(try !household.parent("calendar", "keywords", "list").stdout.contains("robotics fair"))
    let again = try household.parent("calendar", "keywords", "remove", "robotics fair")
    #expect(again.status == 65)
    #expect(again.stderr.contains("is not in the keyword list"), "stderr: \(again.stderr)")
  }
}
