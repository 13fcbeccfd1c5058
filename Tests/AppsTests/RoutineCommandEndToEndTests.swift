import Foundation
import TestSupport
import Testing

/// The order `tq-parent routine edit` reports several changes in: renamed tasks by their old names
/// in order, whatever order the flags were typed in; dropped tasks in the routine's own order.
@Suite("routine edit reports what changed in a fixed order")
struct RoutineCommandEndToEndTests {
  let household: HouseholdFixture

  init() throws {
    household = try HouseholdFixture.seeded()
  }

  @Test("three tasks renamed in one edit are reported by their old names in order, not as typed")
  func renamedInOrder() throws {
    let edited = try household.parent(
      "routine", "edit", "School morning", "--rename-task", "Get dressed=Dress", "--rename-task",
      "Brush teeth=Teeth", "--rename-task", "Breakfast=Eat")
    #expect(edited.status == 0, "\(edited.stderr)")
    let renamed = edited.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("Renamed ") }
    #expect(
      renamed == [
        "Renamed Breakfast to Eat; its games moved with it.",
        "Renamed Brush teeth to Teeth; its games moved with it.",
        "Renamed Get dressed to Dress; its games moved with it.",
      ])
  }

  @Test("tasks dropped by a whole new list are named in the routine's order")
  func droppedInRoutineOrder() throws {
    let replaced = try household.parent("routine", "edit", "School morning", "--task", "Toast=3m", "--yes")
    #expect(replaced.status == 0, "\(replaced.stderr)")
    #expect(
      replaced.stdout.contains("Replaced the tasks; no longer in the routine: Get dressed, Breakfast, Brush teeth."),
      "\(replaced.stdout)")
  }
}
