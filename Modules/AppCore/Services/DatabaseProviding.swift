import Domain
import Foundation
import Persistence
import Platform
import Synchronization

/// Opens the household database on first use, so commands that never touch it never create it.
public protocol DatabaseProviding: Sendable {
  func open() throws -> AppDatabase
}

/// The SQLite file in the data folder, opened once per process.
public final class OnDiskDatabase: DatabaseProviding {
  private let path: String
  /// The folder of automatic backups, named when the database file is empty.
  private let backups: String?
  /// The household's, for the migrations that need a local date.
  private let timeZone: TimeZone
  private let opened = Mutex<AppDatabase?>(nil)

  public init(path: String, backups: String? = nil, timeZone: TimeZone = .current) {
    self.path = path
    self.backups = backups
    self.timeZone = timeZone
  }

  public func open() throws -> AppDatabase {
    try opened.withLock { cached in
      if let cached { return cached }
      // Looked at before SQLite opens anything: a FIFO there would hang every command.
      for file in [path, path + "-wal", path + "-shm", path + "-journal"] {
        if let kind = FileKind.at(file), kind != .regular {
          throw PersistenceError.notAFile(path: file, kind: kind.words)
        }
      }
      let database: AppDatabase
      do {
        database = try AppDatabase.open(at: path, timeZone: timeZone)
      } catch PersistenceError.emptyDatabase(let path, backups: nil) {
        throw PersistenceError.emptyDatabase(path: path, backups: backups)
      }
      cached = database
      return database
    }
  }
}

/// A database living in memory, for tests.
public struct InMemoryDatabase: DatabaseProviding {
  public let database: AppDatabase
  public init() throws { database = try AppDatabase.inMemory() }
  public func open() throws -> AppDatabase { database }
}
