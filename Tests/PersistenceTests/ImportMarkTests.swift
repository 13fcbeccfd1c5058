import Domain
import Foundation
import Persistence
import Testing

/// The mark an import's staged settings are matched against (issue 23: a kill between the
/// database's commit and the settings' save).
@Suite("The import mark travels with the household it came with")
struct ImportMarkTests {
  @Test(
    "a new database has mark 0; replaceAll with a mark stores it, on disk across openings; without one keeps it",
    arguments: Storage.allCases)
  func stored(storage: Storage) throws {
    let (database, folder) = try storage.make()
    #expect(try database.importMark() == 0)
    try makeHousehold(database)
    let snapshot = try database.snapshot()
    try database.replaceAll(with: snapshot, mark: 7)
    #expect(try database.importMark() == 7)
    try database.replaceAll(with: snapshot)
    #expect(try database.importMark() == 7)
    try database.replaceAll(with: snapshot, mark: Int32.min)
    #expect(try database.importMark() == Int32.min)
    if let folder {
      let reopened = try AppDatabase.open(at: folder.file("timequest.sqlite"))
      #expect(try reopened.importMark() == Int32.min)
      #expect(try reopened.snapshot() == snapshot)
    }
  }

  @Test("a refused replacement leaves the old mark with the old household")
  func refusedKeepsMark() throws {
    let (database, _) = try Storage.disk.make()
    try makeHousehold(database)
    try database.replaceAll(with: try database.snapshot(), mark: 3)
    let before = try database.snapshot()
    var bad = before
    bad.routines.append(
      Routine(name: "Orphan", player: "Nobody", tasks: [RoutineTask(name: "Wait", minutes: 1)], activeDays: [.monday]))
    #expect(throws: PersistenceError.self) { try database.replaceAll(with: bad, mark: 4) }
    #expect(try database.importMark() == 3)
    #expect(try database.snapshot() == before)
  }
}
