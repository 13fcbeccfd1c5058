import Domain
import Foundation
import GRDB
import Persistence
import Testing

@Suite("Opening the database file")
struct OpeningTests {
  @Test("an on-disk database runs in WAL mode with foreign keys on")
  func walMode() throws {
    let folder = try TemporaryFolder()
    let database = try AppDatabase.open(at: folder.file("timequest.sqlite"))
    let (journal, foreignKeys) = try database.reader.read { db in
      (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Bool.fetchOne(db, sql: "PRAGMA foreign_keys"))
    }
    #expect(journal == "wal")
    #expect(foreignKeys == true)
    #expect(database.path == folder.file("timequest.sqlite"))
  }

  @Test("missing parent folders are created with mode 0700 and a new file gets mode 0600")
  func folderAndFileModes() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("data/timequest/timequest.sqlite")
    let database = try AppDatabase.open(at: path)
    try database.addPlayer("Mia")
    #expect(try mode(of: folder.file("data/timequest")) == 0o700)
    #expect(try mode(of: folder.file("data")) == 0o700)
    #expect(try mode(of: path) == 0o600)
  }

  @Test("the -wal and -shm files of a new database are private (0600) too")
  func walFileModes() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    let database = try AppDatabase.open(at: path)
    try database.addPlayer("Mia")
    #expect(try mode(of: path + "-wal") == 0o600)
    #expect(try mode(of: path + "-shm") == 0o600)
  }

  @Test("an empty (zero-byte) file at the path is refused with 65, never taken as an empty household, and stays empty")
  func emptyFile() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    _ = FileManager.default.createFile(atPath: path, contents: Data())
    #expect(throws: PersistenceError.emptyDatabase(path: path, backups: nil)) { try AppDatabase.open(at: path) }
    #expect(PersistenceError.emptyDatabase(path: path, backups: nil).exitCode == 65)
    #expect(PersistenceError.emptyDatabase(path: path, backups: "/b").description.contains("/b"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["timequest.sqlite"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
  }

  @Test("a new database appears whole at its name: migrated, 0600, and no temporary left beside it")
  func newDatabaseAppearsWhole() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    let database = try AppDatabase.open(at: path)
    #expect(try database.appliedMigrations() == AppDatabase.MigrationName.all)
    #expect(try mode(of: path) == 0o600)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.allSatisfy { $0.hasPrefix("timequest.sqlite") }, "\(names)")
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect(((attributes[.size] as? NSNumber)?.intValue ?? 0) > 0)
  }

  @Test("another program's SQLite file is refused as not ours and left unchanged")
  func foreignDatabase() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(
        sql: "CREATE TABLE recipes (id INTEGER PRIMARY KEY, title TEXT); INSERT INTO recipes VALUES (1, 'Soup')")
    }
    try queue.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: PersistenceError.corrupt(path: path)) { try AppDatabase.open(at: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test("data written through one opening is there when the file is opened again")
  func reopen() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    do {
      let database = try AppDatabase.open(at: path)
      try database.addPlayer("Mia")
      try database.addRoutine(
        Routine(name: "Morning", player: "Mia", tasks: [.init(name: "Dress", minutes: 5)], activeDays: [.monday]))
    }
    let again = try AppDatabase.open(at: path)
    #expect(try again.routines(player: "Mia").map(\.name) == ["Morning"])
  }

  @Test("a file that is not SQLite is refused as corrupt (exit 65) and left byte-for-byte unchanged")
  func garbageFile() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) })
    try garbage.write(to: URL(fileURLWithPath: path))
    #expect(throws: PersistenceError.corrupt(path: path)) { try AppDatabase.open(at: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    #expect(PersistenceError.corrupt(path: path).exitCode == 65)
    let message = PersistenceError.corrupt(path: path).description
    #expect(message.contains(path) && message.contains("tq-parent import"))
  }

  @Test("a text file at the database path is refused as corrupt and left unchanged")
  func textFile() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    let text = Data(String(repeating: "Dear diary, today was a school day.\n", count: 200).utf8)
    try text.write(to: URL(fileURLWithPath: path))
    #expect(throws: PersistenceError.corrupt(path: path)) { try AppDatabase.open(at: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == text)
  }

  @Test("a database whose pages were overwritten with garbage is reported corrupt and not modified")
  func damagedDatabase() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    try OldSchemas.makeV2(at: path)
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let pageSize = 4096
    #expect(bytes.count > 2 * pageSize)
    for index in pageSize..<bytes.count { bytes[index] = UInt8(truncatingIfNeeded: index &* 31) }
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(throws: PersistenceError.corrupt(path: path)) { try AppDatabase.open(at: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test("a database migrated by a newer version is refused with a clear message and never modified")
  func newerDatabase() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    do {
      let database = try AppDatabase.open(at: path)
      try database.addPlayer("Mia")
    }
    do {
      // What a future version might have done.
      let queue = try DatabaseQueue(path: path)
      try queue.write { db in
        try db.execute(sql: "CREATE TABLE badges (id INTEGER PRIMARY KEY, name TEXT)")
        try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9-badges')")
      }
      try queue.close()
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let expected = PersistenceError.databaseNewerThanApp(path: path, unknownMigrations: ["v9-badges"])
    #expect(throws: expected) { try AppDatabase.open(at: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(expected.exitCode == 65)
    #expect(expected.description.contains("newer version") && expected.description.contains(path))
  }

  @Test("a newer in-memory database handed to AppDatabase.init is refused too")
  func newerThroughInit() throws {
    let queue = try DatabaseQueue()
    try AppDatabase.migrator.migrate(queue)
    try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v4-x')") }
    #expect(throws: PersistenceError.databaseNewerThanApp(path: queue.path, unknownMigrations: ["v4-x"])) {
      try AppDatabase(queue)
    }
  }

  @Test("a folder in place of the database file is an I/O error (exit 74)")
  func folderInPlace() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    #expect {
      try AppDatabase.open(at: path)
    } throws: { error in
      guard case .io(let where_, _) = error as? PersistenceError else { return false }
      return where_ == path && (error as? PersistenceError)?.exitCode == 74
    }
  }

  @Test("a file in place of the database folder is an I/O error naming the folder")
  func fileInPlaceOfFolder() throws {
    let folder = try TemporaryFolder()
    try Data("x".utf8).write(to: URL(fileURLWithPath: folder.file("data")))
    #expect {
      try AppDatabase.open(at: folder.file("data/timequest.sqlite"))
    } throws: { error in
      guard case .io(let where_, _) = error as? PersistenceError else { return false }
      return where_ == folder.file("data")
    }
  }

  @Test("a folder that cannot be written is an I/O error (exit 74)")
  func unwritableFolder() throws {
    let folder = try TemporaryFolder()
    let locked = folder.file("locked")
    try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
    _ = chmod(locked, 0o500)
    defer { _ = chmod(locked, 0o700) }
    // Root writes past any mode: the immutable attribute stops it as mode bits stop anyone else.
    if runningAsRoot {
      try #require(
        Self.chattr("+i", locked) == 0,
        "chattr +i failed: run as a user, or where the file system keeps attributes (ext4, xfs, btrfs)")
    }
    defer { if runningAsRoot { _ = Self.chattr("-i", locked) } }
    #expect(mkdir(locked + "/probe", 0o700) != 0, "the folder must refuse new entries for the test to mean anything")
    #expect {
      try AppDatabase.open(at: folder.file("locked/sub/timequest.sqlite"))
    } throws: { error in
      (error as? PersistenceError)?.exitCode == 74
    }
  }

  /// `chattr FLAG PATH`'s exit status (-1 when it could not run).
  static func chattr(_ flag: String, _ path: String) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    process.arguments = [flag, path]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
