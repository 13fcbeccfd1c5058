import Domain
import Foundation
import GRDB
import Persistence
import Testing

@Suite("Two programs on one database")
struct ConcurrencyTests {
  @Test("while another connection holds the write lock, reads answer at once and a write waits, then succeeds")
  func busyTimeoutAndWAL() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    let database = try AppDatabase.open(at: path)
    try database.addPlayer("Mia")

    // Another "process": its own connection to the same file, holding a write transaction for a while.
    let other = try DatabaseQueue(path: path)
    let locked = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
      try? other.inDatabase { db in
        try db.execute(sql: "BEGIN IMMEDIATE")
        try db.execute(sql: "INSERT INTO players (name) VALUES ('Ada')")
        locked.signal()
        Thread.sleep(forTimeInterval: 1.0)
        try db.execute(sql: "COMMIT")
      }
      finished.signal()
    }
    thread.start()
    locked.wait()

    let readStart = Date()
    #expect(try database.players().map(\.name) == ["Mia"])
    #expect(Date().timeIntervalSince(readStart) < 0.5)

    let writeStart = Date()
    try database.addPlayer("Leo")
    #expect(Date().timeIntervalSince(writeStart) > 0.3)
    finished.wait()
    #expect(try database.players().map(\.name) == ["Ada", "Leo", "Mia"])
  }

  @Test("two openings of a new file at once both succeed and migrate it exactly once")
  func concurrentFirstOpen() async throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<4 {
        group.addTask {
          let database = try AppDatabase.open(at: path)
          try database.addPlayer("Player \(index)")
        }
      }
      try await group.waitForAll()
    }
    let database = try AppDatabase.open(at: path)
    #expect(try database.players().count == 4)
    #expect(try database.appliedMigrations() == AppDatabase.MigrationName.all)
  }
}
