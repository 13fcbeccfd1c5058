import Domain
import Foundation
import GRDB
import Persistence
import Testing

@Suite("Players")
struct PlayerTests {
  @Test("players are listed by name", arguments: Storage.allCases)
  func listByName(storage: Storage) throws {
    let (database, folder) = try storage.make()
    _ = folder
    try database.addPlayer("Zoe")
    try database.addPlayer("ada")
    try database.addPlayer("Mia")
    #expect(try database.players().map(\.name) == ["ada", "Mia", "Zoe"])
  }

  @Test("adding a name that is taken, in any ASCII case, is refused (exit 65)", arguments: Storage.allCases)
  func duplicate(storage: Storage) throws {
    let (database, folder) = try storage.make()
    _ = folder
    try database.addPlayer("Mia")
    #expect(throws: PersistenceError.duplicatePlayer("Mia")) { try database.addPlayer("Mia") }
    #expect(throws: PersistenceError.duplicatePlayer("Mia")) { try database.addPlayer("mia") }
    #expect(PersistenceError.duplicatePlayer("Mia").exitCode == 65)
    #expect(try database.players() == [Player(name: "Mia")])
  }

  @Test("a blank name is refused")
  func blank() throws {
    let database = try AppDatabase.inMemory()
    #expect(throws: PersistenceError.self) { try database.addPlayer("  ") }
    #expect(try database.players().isEmpty)
  }

  @Test("removing a player removes their routines, tasks and plays in one go", arguments: Storage.allCases)
  func removeCascades(storage: Storage) throws {
    let (database, folder) = try storage.make()
    _ = folder
    try makeHousehold(database)
    try database.recordPlay(Samples.play("Mia", "Morning", at: 1_790_000_000))
    try database.recordPlay(Samples.play("Leo", "Morning", at: 1_790_000_100))
    try database.removePlayer("Mia")
    #expect(try database.players() == [Player(name: "Leo")])
    #expect(try database.routines(player: nil) == [Samples.leoMorning])
    #expect(try database.plays(player: nil, routine: nil).map(\.player) == ["Leo"])
    let counts = try database.reader.read { db in
      try ["routines", "tasks", "game_sessions", "game_tasks"].map {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0)")!
      }
    }
    #expect(counts == [1, 2, 1, 1])
  }

  @Test("removing or renaming an unknown player says so")
  func unknown() throws {
    let database = try AppDatabase.inMemory()
    #expect(throws: PersistenceError.unknownPlayer("Nobody")) { try database.removePlayer("Nobody") }
    #expect(throws: PersistenceError.unknownPlayer("Nobody")) { try database.renamePlayer("Nobody", to: "X") }
    #expect(PersistenceError.unknownPlayer("Nobody").description.contains("tq-parent player list"))
  }

  @Test("renaming a player keeps their routines and history", arguments: Storage.allCases)
  func rename(storage: Storage) throws {
    let (database, folder) = try storage.make()
    _ = folder
    try makeHousehold(database)
    try database.recordPlay(Samples.play("Mia", "Morning", at: 1_790_000_000))
    try database.renamePlayer("Mia", to: "Amelia")
    #expect(try database.players().map(\.name) == ["Amelia", "Leo"])
    #expect(try database.routines(player: "Amelia").map(\.name) == ["Morning", "Weekend chores"])
    #expect(try database.routines(player: "Amelia").allSatisfy { $0.player == "Amelia" })
    #expect(try database.plays(player: "Amelia", routine: nil).count == 1)
    #expect(throws: PersistenceError.unknownPlayer("Mia")) { try database.routines(player: "Mia") }
  }

  @Test("renaming onto another player's name is refused, but changing case is fine")
  func renameClash() throws {
    let database = try AppDatabase.inMemory()
    try database.addPlayer("Mia")
    try database.addPlayer("Leo")
    #expect(throws: PersistenceError.duplicatePlayer("Leo")) { try database.renamePlayer("Mia", to: "leo") }
    try database.renamePlayer("Mia", to: "MIA")
    #expect(try database.players().map(\.name) == ["Leo", "MIA"])
  }
}
