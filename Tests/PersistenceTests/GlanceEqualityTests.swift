import Foundation
import Persistence
import Testing

/// Found by `Scripts/coverage.sh`: no test compared two glances, only their players.
@Suite("Two glances are equal only when a shell would complete the same names from them")
struct GlanceEqualityTests {
  @Test("the same file twice is equal; a player added, a routine renamed or moved to another player is not")
  func equality() throws {
    let folder = try TemporaryFolder()
    let path = try GlanceTests.household(in: folder)
    let first = try #require(AppDatabase.glance(at: path))
    #expect(first == AppDatabase.glance(at: path))
    try AppDatabase.open(at: path).addPlayer("Zoe")
    #expect(first != AppDatabase.glance(at: path))

    let bedtime = HouseholdGlance(players: ["Leo", "Mia"], routines: [(name: "Bedtime", player: "Leo")])
    #expect(bedtime == HouseholdGlance(players: ["Leo", "Mia"], routines: [(name: "Bedtime", player: "Leo")]))
    #expect(bedtime != HouseholdGlance(players: ["Leo", "Zoe"], routines: [(name: "Bedtime", player: "Leo")]))
    #expect(bedtime != HouseholdGlance(players: ["Leo", "Mia"], routines: [(name: "Bath", player: "Leo")]))
    #expect(bedtime != HouseholdGlance(players: ["Leo", "Mia"], routines: [(name: "Bedtime", player: "Mia")]))
    #expect(bedtime != HouseholdGlance(players: ["Leo", "Mia"], routines: []))
  }
}
