import Domain
import Foundation
import GRDB
import Persistence
import Testing

/// A game in progress keeps its id while the household changes around it: the id is never given
/// to another game, and a task for a game deleted meanwhile is refused without writing anything.
@Suite("A game's identity")
struct GameIdentityTests {
  static let task = TaskPlay(name: "Teeth", guessSeconds: 60, actualSeconds: 70)

  static func start(_ database: AppDatabase, _ player: String, _ routine: String = "Morning") throws -> Int64 {
    try #require(
      try GameSessionStoreTests.start(database, player, routine, at: 1_795_600_000).id)
  }

  /// A household with a game of `player`'s started and one task saved in it.
  static func household(playing player: String) throws -> (AppDatabase, game: Int64) {
    let database = try AppDatabase.inMemory()
    try makeHousehold(database)
    let game = try start(database, player)
    try database.appendTask(task, toSession: game)
    return (database, game)
  }

  /// Every row of the games' tables, to see that a refused write changed nothing.
  static func rows(_ database: AppDatabase) throws -> [String] {
    try database.reader.read { db in
      try String.fetchAll(
        db,
        sql: """
          SELECT 'game ' || id || ' ' || player_id || ' ' || routine_name || ' ' || finished FROM game_sessions
          UNION ALL
          SELECT 'task ' || session_id || ' ' || position || ' ' || name FROM game_tasks
          ORDER BY 1
          """)
    }
  }

  @Test("a deleted game's id is never given again, after a player's removal or an import", arguments: Storage.allCases)
  func idsAreNeverReused(storage: Storage) throws {
    let (database, folder) = try storage.make()
    _ = folder
    try makeHousehold(database)
    let first = try Self.start(database, "Mia")
    let second = try Self.start(database, "Mia")
    try database.removePlayer("Mia")
    let leos = try Self.start(database, "Leo")
    #expect(leos > second && second > first)

    let snapshot = try database.snapshot()
    try database.replaceAll(with: snapshot)
    let imported = try database.sessions(player: nil, routine: nil).compactMap(\.id)
    #expect(imported.count == 1)
    #expect(imported.allSatisfy { $0 > leos })
    try database.addPlayer("Mia")
    try database.addRoutine(Samples.miaMorning)
    #expect(try Self.start(database, "Mia") > imported.max()!)
  }

  @Test("a task for a game whose player was removed is refused (75), writing nothing, into no one else's game")
  func appendAfterPlayerRemoved() throws {
    let (database, mias) = try Self.household(playing: "Mia")
    try database.removePlayer("Mia")
    let leos = try Self.start(database, "Leo")
    try database.appendTask(Self.task, toSession: leos)
    let before = try Self.rows(database)

    #expect(throws: PersistenceError.gameGone(mias)) { try database.appendTask(Self.task, toSession: mias) }
    #expect(throws: PersistenceError.gameGone(mias)) { try database.finishSession(mias) }
    #expect(try Self.rows(database) == before)
    #expect(try database.session(id: leos).tasks == [Self.task])
    #expect(PersistenceError.gameGone(mias).exitCode == 75)
    #expect(PersistenceError.gameGone(mias).description.contains("tq-parent import"))
  }

  @Test("a task for a game the household was replaced under is refused, and the imported games stay as imported")
  func appendAfterImport() throws {
    let (database, leos) = try Self.household(playing: "Leo")
    try database.finishSession(leos)
    let playing = try Self.start(database, "Mia")
    try database.appendTask(Self.task, toSession: playing)
    let backup = try database.snapshot()
    try database.replaceAll(
      with: HouseholdSnapshot(
        players: backup.players, routines: backup.routines,
        sessions: backup.sessions.filter { $0.player == "Leo" }))
    let before = try Self.rows(database)

    #expect(throws: PersistenceError.gameGone(playing)) { try database.appendTask(Self.task, toSession: playing) }
    #expect(throws: PersistenceError.gameGone(playing)) { try database.finishSession(playing) }
    #expect(try Self.rows(database) == before)
  }
}
