import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creates `path` with mode 0600 unless it exists; returns the descriptor or -1 (see errno).
private func createPrivateFile(_ path: String) -> Int32 {
  open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
}

/// The household database: players, routines with their tasks, and play history.
///
/// Built over `any DatabaseWriter`: a `DatabaseQueue` on a WAL-mode file on disk (`open(at:)`), one
/// in memory for tests (`inMemory()`). Not a `DatabasePool`: opening a pool writes to the file
/// (GRDB creates and drops a table to make a non-empty -wal), so every run of the child's program
/// changed the database and raised its schema cookie by 2. The CLI needs no concurrent reads within a process. Every public write runs
/// in one transaction, so a failed or killed command leaves the previous state. Calendar data is
/// never stored: there is no table for it.
public struct AppDatabase: Sendable {
  let writer: any DatabaseWriter
  /// Where the database lives, for error messages (":memory:" in memory).
  public let path: String
  /// Set when the database was opened only for reading (`openedForReading`): every write is refused
  /// up front, naming this file and reason, and changes nothing.
  var refusal: (file: String, reason: String)?

  /// The database's file name inside the data folder (`$XDG_DATA_HOME/timequest/`).
  public static let fileName = "timequest.sqlite"

  /// How long a connection waits for another process's write lock before giving up (see `BusyWaiting`).
  public static let busyTimeout: TimeInterval = 5

  /// Wraps an open connection and migrates it to the latest schema, dating older plays in
  /// `timeZone` (see `migrator(timeZone:)`).
  /// - Throws: `PersistenceError.databaseNewerThanApp` (left untouched) or the mapped SQLite error.
  public init(_ writer: any DatabaseWriter, timeZone: TimeZone = .current) throws(PersistenceError) {
    try self.init(writer, path: writer.path, timeZone: timeZone)
  }

  /// `path` names the file in messages when the writer was opened by a URI.
  init(_ writer: any DatabaseWriter, path: String, timeZone: TimeZone) throws(PersistenceError) {
    self.writer = writer
    self.path = path
    try Self.migrate(writer, path: path, timeZone: timeZone)
  }

  /// Read access, for tests and diagnostics.
  public var reader: any DatabaseReader { writer }

  /// An empty, migrated database in memory.
  public static func inMemory() throws(PersistenceError) -> AppDatabase {
    let queue: DatabaseQueue
    do {
      queue = try DatabaseQueue(configuration: makeConfiguration())
    } catch {
      throw mapped(error, path: ":memory:")
    }
    return try AppDatabase(queue)
  }

  /// Opens (creating when missing) the database file at `path` in WAL mode with a busy timeout.
  ///
  /// The parent folder is created with mode 0700 and a new file gets mode 0600. An existing file is
  /// first checked read-only: a damaged or non-SQLite file, or one migrated by a newer version, is
  /// refused and never modified. `timeZone` is the household's, for the migrations that need one;
  /// `waiting` is how the connection waits while another program holds the lock.
  /// - Throws: `.corrupt`, `.databaseNewerThanApp` (exit 65), `.io` (exit 74), `.busy` (exit 75).
  public static func open(
    at path: String, timeZone: TimeZone = .current, waiting: BusyWaiting = .live
  ) throws(PersistenceError) -> AppDatabase {
    let folder = (path as NSString).deletingLastPathComponent
    try createFolder(folder.isEmpty ? "." : folder)
    if FileManager.default.fileExists(atPath: path) {
      try refuseEmptyFile(path)
      try preflight(path, waiting: waiting)
    } else {
      try create(path, waiting: waiting)
    }
    // Programs opening a new file at the same moment can meet in SQLite's deadlock guard (both
    // switching it to WAL, or migrating it), which answers "busy" at once instead of waiting for the
    // busy timeout: the opening is tried again, for as long as that timeout would have waited.
    return try waiting.retrying { () throws(PersistenceError) -> AppDatabase in
      do {
        // A database this user may not write (0444, or in a read-only folder) still serves the
        // commands that read; a write then fails as SQLite reports it, naming the read-only file.
        let readonly = !isWritable(path)
        let queue = try DatabaseQueue(
          path: readonly ? readOnlyLocation(path) : path,
          configuration: makeConfiguration(readonly: readonly, waiting: waiting))
        if readonly {
          return try openedForReading(
            queue, path: path, timeZone: timeZone, refusal: (readOnlyFile(of: path), olderReadOnlyReason),
            refusesEveryWrite: false)
        }
        // WAL is stored in the file: set once (a file from before, or from elsewhere), then only read.
        if try queue.read({ db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }) != "wal" {
          _ = try queue.writeWithoutTransaction { db in try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
        }
        return try AppDatabase(queue, path: path, timeZone: timeZone)
      } catch {
        if let database = openedOnFullDisk(path, after: error, timeZone: timeZone) { return database }
        throw mapped(error, path: path)
      }
    }
  }

  /// On a full disk SQLite cannot grow the -shm file every WAL connection needs, so even commands
  /// that only read failed, and no backup could be taken to make room. When the database is whole
  /// in its file (no -wal content: the last program closed it), it is opened immutable instead:
  /// reads work, and a write fails saying the disk is full. Nil when that is not the case.
  static func openedOnFullDisk(_ path: String, after error: any Error, timeZone: TimeZone) -> AppDatabase? {
    guard let error = error as? DatabaseError, [.SQLITE_FULL, .SQLITE_IOERR].contains(error.resultCode) else {
      return nil
    }
    let folder = (path as NSString).deletingLastPathComponent
    var space = statvfs()
    // Nearly full counts too: what SQLite wants to open may be more than the few blocks left.
    guard statvfs(folder.isEmpty ? "." : folder, &space) == 0, UInt64(space.f_bavail) * UInt64(space.f_frsize) < 1 << 20
    else { return nil }
    let walSize = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? NSNumber)?.intValue ?? 0
    guard walSize == 0,
      let queue = try? DatabaseQueue(path: immutableLocation(path), configuration: makeConfiguration(readonly: true))
    else { return nil }
    return try? openedForReading(
      queue, path: path, timeZone: timeZone, refusal: (path, "the disk is full (it was opened only for reading)"),
      refusesEveryWrite: true)
  }

  /// Why a write to a read-only database from an older version is refused: it was read from a
  /// migrated copy in memory, so SQLite itself would have taken the write there.
  static let olderReadOnlyReason =
    "it is read-only and the database is from an older TimeQuest, which this version must update before it can "
    + "change anything; it was only read, and nothing was changed"

  /// Serves the commands that read from a database no write can reach (a read-only file, folder or
  /// mount, or a full disk). One that misses migrations cannot take them, and the code reads only
  /// the latest schema, so it is copied into memory and the copy migrated: reads see what an
  /// upgrade would show, and the file stays as it was. Every write is then refused with `refusal`
  /// before it starts (it would change only the copy); `refusesEveryWrite` refuses them so on an
  /// up-to-date database too, where SQLite's own refusal would not say why.
  static func openedForReading(
    _ queue: DatabaseQueue, path: String, timeZone: TimeZone, refusal: (file: String, reason: String),
    refusesEveryWrite: Bool
  ) throws(PersistenceError) -> AppDatabase {
    let complete: Bool
    do {
      complete = try queue.read { db in try migrator.hasCompletedMigrations(db) }
    } catch {
      throw mapped(error, path: path)
    }
    var database: AppDatabase
    if complete {
      database = try AppDatabase(queue, path: path, timeZone: timeZone)
      guard refusesEveryWrite else { return database }
    } else {
      let copy: DatabaseQueue
      do {
        copy = try DatabaseQueue(configuration: makeConfiguration())
        try queue.backup(to: copy)
        try queue.close()
      } catch {
        throw mapped(error, path: path)
      }
      database = try AppDatabase(copy, path: path, timeZone: timeZone)
    }
    database.refusal = refusal
    return database
  }

  /// The names of the migrations applied to this database, oldest first.
  public func appliedMigrations() throws(PersistenceError) -> [String] {
    try read { db in try Self.migrator.appliedMigrations(db) }
  }

  /// `PRAGMA integrity_check`: an empty array when the file is sound, else SQLite's findings.
  public func integrityCheck() throws(PersistenceError) -> [String] {
    let lines = try read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    return lines == ["ok"] ? [] : lines
  }

  // MARK: - Running work

  /// Runs `body` in one write transaction, mapping every error to `PersistenceError`; a damaged
  /// household (`checkHousehold`) is refused before `body` sees it.
  func write<T>(_ body: (Database) throws -> T) throws(PersistenceError) -> T {
    if let refusal { throw .io(path: refusal.file, reason: refusal.reason) }
    do {
      return try writer.write { db in
        try Self.checkHousehold(in: db, path: path)
        return try body(db)
      }
    } catch {
      throw Self.mapped(error, path: path)
    }
  }

  /// Runs `body` in a read-only access, mapping every error to `PersistenceError`; a damaged
  /// household (`checkHousehold`) is refused before `body` sees it.
  func read<T>(_ body: (Database) throws -> T) throws(PersistenceError) -> T {
    do {
      return try writer.read { db in
        try Self.checkHousehold(in: db, path: path)
        return try body(db)
      }
    } catch {
      throw Self.mapped(error, path: path)
    }
  }

  // MARK: - Opening

  static func makeConfiguration(readonly: Bool = false, waiting: BusyWaiting = .live) -> Configuration {
    var config = Configuration()
    config.foreignKeysEnabled = true
    config.busyMode = .callback { tries in waiting.retry(afterTries: tries) }
    config.readonly = readonly
    return config
  }

  /// Looks at an existing file without writing to it: is it SQLite, and does this version know its schema?
  static func preflight(_ path: String, waiting: BusyWaiting) throws(PersistenceError) {
    do {
      let queue = try DatabaseQueue(path: path, configuration: makeConfiguration(readonly: true, waiting: waiting))
      let unknown = try queue.read { db in
        let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table'") ?? 0
        // Someone else's SQLite file: do not add our tables to it.
        if tables > 0, try !db.tableExists("grdb_migrations") {
          throw PersistenceError.corrupt(path: path)
        }
        let known = Set(migrator.migrations)
        return try migrator.appliedIdentifiers(db).filter { !known.contains($0) }.sorted()
      }
      try queue.close()
      if !unknown.isEmpty {
        throw PersistenceError.databaseNewerThanApp(path: path, unknownMigrations: unknown)
      }
    } catch {
      switch mapped(error, path: path) {
      case let refusal where refusal == .corrupt(path: path):
        throw refusal
      case let refusal where refusal.isNewerDatabase:
        throw refusal
      default:
        // A read-only look can fail where a normal opening works (no -shm yet after a crash,
        // a busy recovery): let the normal opening, which checks the schema again, decide.
        return
      }
    }
  }

  /// A zero-byte file is what is left when something truncated the database (a failed copy, a full
  /// disk, `> timequest.sqlite`): opening it would quietly start an empty household on top of it.
  /// A new database is never zero bytes at its name (see `create`), so this is never a fresh one.
  static func refuseEmptyFile(_ path: String) throws(PersistenceError) {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size == 0 else { return }
    throw .emptyDatabase(path: path, backups: nil)
  }

  /// Makes a new database under a temporary name and links it into place, so the name only ever
  /// holds a whole database and a zero-byte file there can be refused. Programs creating it at once
  /// each make their own; the first link wins and the others open the winner's.
  static func create(_ path: String, waiting: BusyWaiting) throws(PersistenceError) {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).new"
    // Created 0600 first: SQLite gives the -wal and -shm files the mode of the database file.
    let fd = createPrivateFile(temporary)
    guard fd >= 0 else { throw .io(path: path, reason: String(cString: strerror(errno))) }
    _ = fchmod(fd, 0o600)
    close(fd)
    defer {
      for suffix in ["", "-wal", "-shm", "-journal"] { unlink(temporary + suffix) }
    }
    do {
      let queue = try DatabaseQueue(path: temporary, configuration: makeConfiguration(waiting: waiting))
      _ = try queue.writeWithoutTransaction { db in try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
      try migrator.migrate(queue)
      try queue.close()
    } catch {
      throw mapped(error, path: path)
    }
    guard link(temporary, path) == 0 || errno == EEXIST else {
      throw .io(path: path, reason: String(cString: strerror(errno)))
    }
  }

  static func migrate(_ writer: any DatabaseWriter, path: String, timeZone: TimeZone) throws(PersistenceError) {
    let migrator = Self.migrator(timeZone: timeZone)
    do {
      let (unknown, complete) = try writer.read { db in
        let known = Set(migrator.migrations)
        let unknown = try migrator.appliedIdentifiers(db).filter { !known.contains($0) }.sorted()
        return (unknown, try migrator.hasCompletedMigrations(db))
      }
      if !unknown.isEmpty {
        throw PersistenceError.databaseNewerThanApp(path: path, unknownMigrations: unknown)
      }
      // Up to date: no write transaction at all, so a command that only reads leaves the WAL
      // empty and closing costs no sync (migrating writes even when there is nothing to do).
      if complete { return }
    } catch {
      throw mapped(error, path: path)
    }
    // The look above opened a pool reader that keeps the schema it read: a `SELECT *` prepared on it
    // after a migration added columns would name the old columns and then return the new ones
    // (the first `players()` after the upgrade failed to decode). New readers read the new schema.
    defer { (writer as? DatabasePool)?.invalidateReadOnlyConnections() }
    // Two programs opening a new database at once may race on the first migrations: the loser
    // fails ("table already exists"), sees the winner's work and carries on.
    var attempts = 0
    while true {
      do {
        try migrator.migrate(writer)
        return
      } catch {
        attempts += 1
        let done = (try? writer.read { db in try migrator.hasCompletedMigrations(db) }) ?? false
        if done { return }
        if attempts >= 3 { throw mapped(error, path: path) }
      }
    }
  }

  static func createFolder(_ folder: String) throws(PersistenceError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw .io(path: folder, reason: "it is a file, not a folder")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .io(path: folder, reason: "cannot create the folder (\(Self.reason(error)))")
    }
  }

  // MARK: - Errors

  /// Turns any error met while using the database into a `PersistenceError`.
  static func mapped(_ error: any Error, path: String) -> PersistenceError {
    if let error = error as? PersistenceError { return error }
    if let error = error as? DatabaseError {
      switch error.resultCode {
      case .SQLITE_CORRUPT, .SQLITE_NOTADB:
        return .corrupt(path: path)
      case .SQLITE_BUSY, .SQLITE_LOCKED:
        return .busy(path: path)
      case .SQLITE_CONSTRAINT:
        return .invalid("the database refused a value (\(error.message ?? "constraint failed")); nothing was changed")
      case .SQLITE_CANTOPEN:
        return .io(path: path, reason: "cannot open the file (missing folder, no permission, or a folder in its place)")
      case .SQLITE_READONLY:
        return .io(path: readOnlyFile(of: path), reason: "the file is read-only")
      case .SQLITE_FULL:
        return .io(path: path, reason: "the disk is full")
      case .SQLITE_PERM, .SQLITE_AUTH:
        return .io(path: path, reason: "permission denied")
      default:
        return .io(path: path, reason: error.message ?? "\(error.resultCode)")
      }
    }
    return .io(path: path, reason: reason(error))
  }

  /// Whether this user may write the database file and its folder (access(2): root always may).
  static func isWritable(_ path: String) -> Bool {
    let folder = (path as NSString).deletingLastPathComponent
    return access(path, W_OK) == 0 && access(folder.isEmpty ? "." : folder, W_OK) == 0
  }

  /// Where a read-only connection opens the file. In a folder this user may not write, SQLite
  /// cannot make the -shm file a WAL reader needs and refuses even to read; when no other program
  /// has left a -wal or -shm there (so the file alone is the whole database), it is opened as
  /// immutable, which needs neither.
  static func readOnlyLocation(_ path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    let fileManager = FileManager.default
    guard access(folder.isEmpty ? "." : folder, W_OK) != 0, !fileManager.fileExists(atPath: path + "-shm") else {
      return path
    }
    let walSize = (try? fileManager.attributesOfItem(atPath: path + "-wal")[.size] as? NSNumber)?.intValue ?? 0
    guard walSize == 0 else { return path }
    return immutableLocation(path)
  }

  /// The URI that opens `path` as immutable: no -shm, no -wal, no lock.
  static func immutableLocation(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#%")
    return "file:" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path) + "?immutable=1"
  }

  /// Which of the database's files SQLite could not write: the database, its -wal or -shm file (a
  /// stale 0444 -shm was once blamed on the database), or the folder they live in; the database
  /// when every one looks writable (as root, whom modes do not stop, or when SQLite was told so).
  static func readOnlyFile(
    of path: String, writable: (String) -> Bool = { access($0, W_OK) == 0 }
  ) -> String {
    for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) {
      if !writable(file) { return file }
    }
    let folder = (path as NSString).deletingLastPathComponent
    if !writable(folder.isEmpty ? "." : folder) { return folder.isEmpty ? "." : folder }
    return path
  }

  static func reason(_ error: any Error) -> String {
    if let error = error as? CocoaError, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
      return underlying.localizedDescription
    }
    return (error as NSError).localizedDescription
  }
}
