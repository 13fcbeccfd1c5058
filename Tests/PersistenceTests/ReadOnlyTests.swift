import Foundation
import GRDB
import Testing

@testable import Persistence

@Suite("A database that cannot be written")
struct ReadOnlyTests {
  @Test(
    "SQLite's 'read-only' names the file that really is read-only: the -shm, the -wal, the folder, else the database")
  func namesTheReadOnlyFile() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    for name in ["timequest.sqlite", "timequest.sqlite-wal", "timequest.sqlite-shm"] {
      _ = FileManager.default.createFile(atPath: folder.file(name), contents: Data("x".utf8))
    }
    #expect(AppDatabase.readOnlyFile(of: path, writable: { !$0.hasSuffix("-shm") }) == path + "-shm")
    #expect(AppDatabase.readOnlyFile(of: path, writable: { !$0.hasSuffix("-wal") }) == path + "-wal")
    #expect(AppDatabase.readOnlyFile(of: path, writable: { $0 != folder.path }) == folder.path)
    #expect(AppDatabase.readOnlyFile(of: path, writable: { $0 != path }) == path)
    #expect(AppDatabase.readOnlyFile(of: path, writable: { _ in true }) == path)
  }

  @Test("a write SQLite refuses as read-only is an I/O error (74) naming the file, and the data is still read")
  func readOnlyConnection() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    _ = try AppDatabase.open(at: path).addPlayer("Mia")
    // Told read-only as SQLite would find it when the file is 0444 for a user who is not root.
    let queue = try DatabaseQueue(path: path, configuration: AppDatabase.makeConfiguration(readonly: true))
    let database = try AppDatabase(queue)
    #expect(try database.players().map(\.name) == ["Mia"])
    do {
      _ = try database.addPlayer("Leo")
      Issue.record("a read-only database took a write")
    } catch {
      #expect(error == .io(path: path, reason: "the file is read-only"))
      #expect(error.exitCode == 74)
    }
  }

  @Test(
    "every older schema where nothing can be written reads as its upgrade would; a write is 74 saying why, the file unchanged",
    arguments: (1...11).map { "schema-v\($0).sqlite" })
  func olderSchemaReadOnly(fixture: String) throws {
    let folder = try TemporaryFolder()
    let zone = try #require(TimeZone(identifier: "Pacific/Auckland"))
    let upgraded = folder.file("upgraded.sqlite")
    try OldSchemas.copyFixture(fixture, to: upgraded)
    let expected = try AppDatabase.open(at: upgraded, timeZone: zone).snapshot()
    let path = folder.file("timequest.sqlite")
    try OldSchemas.copyFixture(fixture, to: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let queue = try DatabaseQueue(path: path, configuration: AppDatabase.makeConfiguration(readonly: true))
    let database = try AppDatabase.openedForReading(
      queue, path: path, timeZone: zone, refusal: (folder.path, AppDatabase.olderReadOnlyReason),
      refusesEveryWrite: false)
    #expect(try database.snapshot() == expected)
    try database.checkGames()
    do {
      try database.addPlayer("Ada")
      Issue.record("a database opened only for reading took a write")
    } catch {
      #expect(error == .io(path: folder.path, reason: AppDatabase.olderReadOnlyReason))
      #expect(error.exitCode == 74)
      #expect(error.description.contains("older TimeQuest"), "\(error)")
    }
    #expect(try !database.players().map(\.name).contains("Ada"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test("an up-to-date database opened only for reading on a full disk refuses a write saying why, before SQLite")
  func upToDateRefusedEveryWrite() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    _ = try AppDatabase.open(at: path).addPlayer("Mia")
    // Writable as SQLite sees it: only the refusal can stop the write.
    let queue = try DatabaseQueue(path: path, configuration: AppDatabase.makeConfiguration())
    let database = try AppDatabase.openedForReading(
      queue, path: path, timeZone: .current, refusal: (path, "the disk is full"), refusesEveryWrite: true)
    #expect(throws: PersistenceError.io(path: path, reason: "the disk is full")) { try database.addPlayer("Leo") }
    #expect(try database.players().map(\.name) == ["Mia"])
  }
}
