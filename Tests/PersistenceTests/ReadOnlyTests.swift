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
}
