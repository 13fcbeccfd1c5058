import Domain
import Foundation
import GRDB
import Synchronization
import TestSupport
import Testing

@testable import Persistence

@Suite("Two programs on one database")
struct ConcurrencyTests {
  @Test("while another connection holds the write lock, reads answer at once and a write waits, then succeeds")
  func busyTimeoutAndWAL() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    try AppDatabase.open(at: path).addPlayer("Mia")
    // Another "process": its own connection to the same file, holding a write transaction across
    // accesses (which GRDB allows only when told) until the write below is first made to wait.
    var holding = Configuration()
    holding.allowsUnsafeTransactions = true
    let other = try DatabaseQueue(path: path, configuration: holding)
    let clock = TestClock()
    let pauses = PauseLog()
    let waiting = BusyWaiting(clock: clock) { duration in
      pauses.add(duration)
      clock.advance(by: duration)
      if pauses.all.count == 1 { try? other.inDatabase { db in try db.execute(sql: "COMMIT") } }
    }
    let database = try AppDatabase.open(at: path, waiting: waiting)
    try other.inDatabase { db in
      try db.execute(sql: "BEGIN IMMEDIATE")
      try db.execute(sql: "INSERT INTO players (name) VALUES ('Ada')")
    }

    #expect(try database.players().map(\.name) == ["Mia"])
    #expect(pauses.all.isEmpty, "the read waited for the lock")

    try database.addPlayer("Leo")
    #expect(pauses.all == [.milliseconds(1)], "the write waited once, then the lock was free")
    #expect(try database.players().map(\.name) == ["Ada", "Leo", "Mia"])
  }

  @Test("a write that finds the lock held gives up with .busy (exit 75) after the busy timeout, on the clock")
  func busyGivesUp() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    let clock = TestClock()
    let pauses = PauseLog()
    let waiting = BusyWaiting(clock: clock) { duration in
      pauses.add(duration)
      clock.advance(by: duration)
    }
    #expect(waiting.timeout == .seconds(5) && BusyWaiting.live.timeout == waiting.timeout)
    let database = try AppDatabase.open(at: path, waiting: waiting)
    var holding = Configuration()
    holding.allowsUnsafeTransactions = true
    let holder = try DatabaseQueue(path: path, configuration: holding)
    try holder.inDatabase { db in try db.execute(sql: "BEGIN IMMEDIATE") }
    defer { try? holder.inDatabase { db in try db.execute(sql: "ROLLBACK") } }

    #expect(throws: PersistenceError.busy(path: path)) { try database.addPlayer("Leo") }
    #expect(PersistenceError.busy(path: path).exitCode == 75)
    #expect(clock.now.offset == .seconds(5))
    // SQLite's busy_timeout schedule: short pauses first, then 100 ms each, the last one cut to fit.
    #expect(pauses.all.prefix(12).map { $0 / .milliseconds(1) } == [1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100])
    #expect(pauses.all.last == .milliseconds(72))
  }

  @Test("an opening that stays busy is tried again until the busy timeout has passed on the clock, then is .busy")
  func openingGivesUp() throws {
    let clock = TestClock()
    let waiting = BusyWaiting(clock: clock) { clock.advance(by: $0) }
    var attempts = 0
    #expect(throws: PersistenceError.busy(path: "x")) {
      try waiting.retrying { () throws(PersistenceError) -> Void in
        attempts += 1
        throw .busy(path: "x")
      }
    }
    // Each pause is 5 to 25 ms: the last try starts before 5 s, the failure comes at the first look after.
    #expect((200...1001).contains(attempts), "\(attempts)")
    #expect(clock.now.offset >= .seconds(5) && clock.now.offset < .seconds(5) + .milliseconds(25))

    attempts = 0
    let answer = try waiting.retrying { () throws(PersistenceError) -> Int in
      attempts += 1
      if attempts < 3 { throw .busy(path: "x") }
      return 42
    }
    #expect(answer == 42 && attempts == 3)
    #expect(throws: PersistenceError.corrupt(path: "x")) {
      try waiting.retrying { () throws(PersistenceError) -> Void in throw .corrupt(path: "x") }
    }
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

/// The pauses a `BusyWaiting` was asked for, from the connection's thread.
final class PauseLog: Sendable {
  private let pauses = Mutex<[Duration]>([])

  func add(_ pause: Duration) { pauses.withLock { $0.append(pause) } }
  var all: [Duration] { pauses.withLock { $0 } }
}

/// Errors collected from several threads.
final class ErrorLog: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: [String] = []

  func add(_ message: String) { lock.withLock { messages.append(message) } }
  var all: [String] { lock.withLock { messages } }
}
