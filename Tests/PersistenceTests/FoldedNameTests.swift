import Domain
import Foundation
import GRDB
import Persistence
import Testing

@Suite("Names are one name under Unicode case folding")
struct FoldedNameTests {
  static let pairs: [(String, String)] = [
    ("Zoë", "ZOË"), ("Zoë", "zoË"), ("Straße", "STRASSE"), ("Ελένη", "ΕΛΈΝΗ"), ("Ångström", "a\u{30A}ngstrÖm"),
    ("Дарья", "дАРЬЯ"), ("Mia", "mIA"),
  ]

  @Test("a second player equal under folding is refused, naming the first", arguments: pairs)
  func duplicate(first: String, second: String) throws {
    let database = try AppDatabase.inMemory()
    try database.addPlayer(first)
    #expect(throws: PersistenceError.duplicatePlayer(first)) { try database.addPlayer(second) }
    #expect(try database.players().map(\.name) == [first])
    #expect(try database.player(named: second).name == first)
  }

  @Test("renaming onto another player's folded name is refused; a player may change their own case")
  func rename() throws {
    let database = try AppDatabase.inMemory()
    try database.addPlayer("Zoë")
    try database.addPlayer("Ada")
    #expect(throws: PersistenceError.duplicatePlayer("Zoë")) { try database.renamePlayer("Ada", to: "ZOË") }
    try database.renamePlayer("zoË", to: "ZOË")
    #expect(try database.players().map(\.name) == ["Ada", "ZOË"])
  }

  @Test("a routine equal under folding to another of the same player is refused, and any case of it finds it")
  func routines() throws {
    let database = try AppDatabase.inMemory()
    try database.addPlayer("Zoë")
    let morning = Routine(
      name: "Früh", player: "Zoë", tasks: [RoutineTask(name: "Dress", minutes: 5)], activeDays: [.monday])
    try database.addRoutine(morning)
    var shouted = morning
    shouted.name = "FRÜH"
    #expect(throws: PersistenceError.duplicateRoutine(name: "Früh", player: "Zoë")) { try database.addRoutine(shouted) }
    #expect(try database.routine(named: "FRÜH", player: "zoË").name == "Früh")
    #expect(try database.routine(named: "früh", player: nil).name == "Früh")
    try database.removeRoutine(named: "FRÜH", player: nil)
    #expect(try database.routines(player: nil).isEmpty)
  }

  @Test("a database from before, holding Zoë and ZOË, opens; the exact spelling finds each, another asks which")
  func oldDatabase() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    let database = try AppDatabase.open(at: path)
    let queue = try DatabaseQueue(path: path)
    // The NOCASE column folds ASCII only, so an older TimeQuest stored both.
    try queue.write { db in try db.execute(sql: "INSERT INTO players (name) VALUES ('Zoë'), ('ZOË')") }
    try queue.close()
    #expect(try database.players().map(\.name).sorted() == ["ZOË", "Zoë"])
    #expect(try database.player(named: "Zoë").name == "Zoë")
    #expect(try database.player(named: "ZOË").name == "ZOË")
    let error = #expect(throws: PersistenceError.self) { try database.removePlayer("zoË") }
    #expect(error == .ambiguousPlayer(name: "zoË", players: ["ZOË", "Zoë"]))
    #expect(error?.exitCode == 65)
    #expect(error?.description.contains("exactly as `tq-parent player list` shows it") == true)
    #expect(try database.players().count == 2)
    try database.removePlayer("ZOË")
    #expect(try database.players().map(\.name) == ["Zoë"])
    try database.removePlayer("zoË")
    #expect(try database.players().isEmpty)
  }

  @Test("a snapshot holding Zoë and ZOË is refused before anything is replaced, as an import of it is")
  func snapshotRefused() throws {
    let database = try AppDatabase.inMemory()
    try database.addPlayer("Mia")
    let snapshot = HouseholdSnapshot(players: [Player(name: "ZOË"), Player(name: "Zoë")], routines: [], sessions: [])
    #expect(throws: PersistenceError.duplicatePlayer("Zoë")) { try snapshot.validate() }
    #expect(throws: PersistenceError.self) { try database.replaceAll(with: snapshot) }
    #expect(try database.players().map(\.name) == ["Mia"])
  }
}

@Suite("The fold key")
struct FoldKeyTests {
  @Test("pairs that are one name fold to one key", arguments: FoldedNameTests.pairs)
  func same(first: String, second: String) {
    #expect(StoredText.folded(first) == StoredText.folded(second))
  }

  @Test("names that differ by more than case stay apart", arguments: [("Zoe", "Zoë"), ("Ana", "Anna"), ("Léa", "Lea")])
  func apart(first: String, second: String) {
    #expect(StoredText.folded(first) != StoredText.folded(second))
  }
}
