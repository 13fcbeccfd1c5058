import Foundation
import TestSupport
import Testing

/// `player remove` at its smallest "something to keep": one routine and no game is asked about and
/// backed up like more, and nothing at all is not.
@Suite("player remove with exactly one thing to keep")
struct PlayerRemovalEndToEndTests {
  let household: HouseholdFixture

  init() throws {
    household = try HouseholdFixture.seeded()
  }

  func backupFiles() -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: household.home.path + "/state/backups")) ?? []
  }

  @Test("one routine and no game: refused without --yes naming them; with --yes a copy is kept first")
  func oneRoutine() throws {
    let refused = try household.parent("player", "remove", "Leo")
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("removing Leo also removes 1 routine and 0 games"), "\(refused.stderr)")
    #expect(backupFiles().isEmpty)
    let removed = try household.parent("player", "remove", "Leo", "--yes")
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(backupFiles().count == 1)
  }
}
