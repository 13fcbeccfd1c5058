import Domain
import Foundation
import Persistence
import Testing

@Suite("Play history")
struct PlayTests {
  @Test("plays come back newest first, with their task results in order", arguments: Storage.allCases)
  func newestFirst(storage: Storage) throws {
    let (database, folder) = try storage.make()
    _ = folder
    try makeHousehold(database)
    let first = Samples.play("Mia", "Morning", at: 1_790_000_000)
    let second = PlayRecord(
      player: "Mia", routine: "weekend chores", playedAt: Date(timeIntervalSince1970: 1_790_086_400.75),
      tasks: [
        .init(name: "Tidy room", estimateMinutes: 10, actualSeconds: 1_260),
        .init(name: "Bin", estimateMinutes: 1, actualSeconds: 45),
      ])
    let third = Samples.play("Leo", "Morning", at: 1_790_050_000)
    for play in [first, second, third] { try database.recordPlay(play) }

    let all = try database.plays(player: nil, routine: nil)
    #expect(all.map(\.playedAt.timeIntervalSince1970) == [1_790_086_400, 1_790_050_000, 1_790_000_000])
    #expect(all[0].routine == "Weekend chores")  // as the routine spells it
    #expect(all[0].tasks == second.tasks)
    #expect(try database.plays(player: "Mia", routine: nil).count == 2)
    #expect(try database.plays(player: nil, routine: "morning").map(\.player) == ["Leo", "Mia"])
    #expect(try database.plays(player: "Mia", routine: "Morning") == [first])
  }

  @Test("a play's time is kept to the whole second")
  func wholeSeconds() {
    let play = Samples.play("Mia", "Morning", at: 1_790_000_000.999)
    #expect(play.playedAt == Date(timeIntervalSince1970: 1_790_000_000))
  }

  @Test("a play of an unknown routine or player is refused")
  func unknown() throws {
    let database = try AppDatabase.inMemory()
    try makeHousehold(database)
    #expect(throws: PersistenceError.unknownRoutine(name: "Bedtime", player: "Mia")) {
      try database.recordPlay(Samples.play("Mia", "Bedtime", at: 0))
    }
    #expect(throws: PersistenceError.unknownPlayer("Ghost")) {
      try database.recordPlay(Samples.play("Ghost", "Morning", at: 0))
    }
    #expect(throws: PersistenceError.unknownPlayer("Ghost")) { try database.plays(player: "Ghost", routine: nil) }
  }

  @Test("history outlives the routine it was played on")
  func outlivesRoutine() throws {
    let database = try AppDatabase.inMemory()
    try makeHousehold(database)
    try database.recordPlay(Samples.play("Mia", "Morning", at: 1_790_000_000))
    try database.removeRoutine(named: "Morning", player: "Mia")
    #expect(try database.plays(player: "Mia", routine: "Morning").count == 1)
  }

  @Test("a play is written in JSON with an ISO 8601 UTC time, whatever the encoder's date strategy")
  func json() throws {
    let play = Samples.play("Mia", "Morning", at: 1_790_000_000)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let text = String(decoding: try encoder.encode(play), as: UTF8.self)
    #expect(text.contains(#""playedAt":"2026-09-21T14:13:20Z""#))
    #expect(try JSONDecoder().decode(PlayRecord.self, from: Data(text.utf8)) == play)
  }
}
