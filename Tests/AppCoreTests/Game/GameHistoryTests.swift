import AppCore
import Domain
import Foundation
import TestSupport
import Testing

@Suite("Game history")
struct GameHistoryTests {
  @Test("games come newest first for a player in any case, filtered by routine and limited")
  func filters() async throws {
    let table = try GameTable(players: ["Maya", "Leo"])
    let maya = PlayGame.Request(routine: "Morning", player: "Maya")
    for guess in ["1", "2", "3"] {
      _ = try await table.play(maya, lines: [(guess, .seconds(1)), ("", .seconds(60))])
    }
    _ = try await table.play(
      PlayGame.Request(routine: "Slow morning", player: "Maya", anyDay: true),
      lines: [("20", .seconds(1)), ("", .seconds(60))])
    let history = GameHistory(table.dependencies)
    let all = try history.sessions(player: "maya", routine: nil)
    #expect(all.map(\.routine) == ["Slow morning", "Morning", "Morning", "Morning"])
    #expect(all.map(\.id) == [4, 3, 2, 1])
    let mornings = try history.sessions(player: nil, routine: "MORNING", limit: 2)
    #expect(mornings.map { $0.tasks.first?.guessSeconds } == [180, 120])
    #expect(try history.sessions(player: "Leo", routine: nil).isEmpty)
    #expect(throws: AppError.unknownPlayer("Zoe", known: ["Leo", "Maya"])) {
      try history.sessions(player: "Zoe", routine: nil)
    }
  }
}
