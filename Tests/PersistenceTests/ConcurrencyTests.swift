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

  @Test("four writers and four readers, each with its own connection pool, lose nothing and never fail")
  func writersAndReaders() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    let setup = try AppDatabase.open(at: path)
    for index in 0..<4 {
      try setup.addPlayer("Writer \(index)")
      try setup.addRoutine(
        Routine(name: "R", player: "Writer \(index)", tasks: [.init(name: "T", minutes: 1)], activeDays: [.monday]))
    }
    let errors = ErrorLog()
    let writersDone = DispatchGroup()
    let everyoneDone = DispatchGroup()
    let perWriter = 40
    for index in 0..<4 {
      writersDone.enter()
      everyoneDone.enter()
      Thread {
        defer {
          writersDone.leave()
          everyoneDone.leave()
        }
        do {
          let database = try AppDatabase.open(at: path)
          for play in 0..<perWriter {
            try database.recordPlay(
              PlayRecord(
                player: "Writer \(index)", routine: "R", playedAt: Date(timeIntervalSince1970: TimeInterval(play)),
                tasks: [.init(name: "T", estimateMinutes: 1, actualSeconds: play)]))
          }
        } catch {
          errors.add("\(error)")
        }
      }.start()
    }
    for _ in 0..<4 {
      everyoneDone.enter()
      Thread {
        defer { everyoneDone.leave() }
        do {
          let database = try AppDatabase.open(at: path)
          var reads = 0
          while writersDone.wait(timeout: .now()) == .timedOut || reads == 0 {
            _ = try database.plays(player: nil, routine: nil)
            _ = try database.routines(activeOn: .monday, player: "Writer 0")
            reads += 1
          }
        } catch {
          errors.add("\(error)")
        }
      }.start()
    }
    everyoneDone.wait()
    #expect(errors.all.isEmpty)
    let final = try AppDatabase.open(at: path)
    #expect(try final.plays(player: nil, routine: nil).count == 4 * perWriter)
    for index in 0..<4 {
      #expect(try final.plays(player: "Writer \(index)", routine: "R").count == perWriter)
    }
    #expect(try final.integrityCheck().isEmpty)
  }
}

/// Errors collected from several threads.
final class ErrorLog: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: [String] = []

  func add(_ message: String) { lock.withLock { messages.append(message) } }
  var all: [String] { lock.withLock { messages } }
}
