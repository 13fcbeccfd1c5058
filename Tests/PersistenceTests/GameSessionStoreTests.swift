import Domain
import Foundation
import GRDB
import Persistence
import Testing

@Suite("Game sessions in the database")
struct GameSessionStoreTests {
  static let utc = TimeZone(identifier: "UTC")!
  static let day = LocalDate("2026-11-24")!

  static func start(
    _ database: AppDatabase, _ player: String = "Mia", _ routine: String = "Morning", at seconds: TimeInterval
  ) throws -> GameSession {
    try database.startSession(
      player: player, routine: routine, date: day, startedAt: Date(timeIntervalSince1970: seconds))
  }

  @Test(
    "a session starts unfinished and empty, takes its tasks in order, and is marked finished",
    arguments: Storage.allCases)
  func lifecycle(storage: Storage) throws {
    let (database, folder) = try storage.make()
    _ = folder
    try makeHousehold(database)
    let started = try Self.start(database, "mia", "MORNING", at: 1_795_600_000.9)
    let id = try #require(started.id)
    #expect(started.player == "Mia" && started.routine == "Morning")  // as stored
    #expect(try database.session(id: id).finished == false)
    #expect(try database.session(id: id).tasks.isEmpty)

    let tasks = [
      TaskPlay(name: "Get dressed", guessSeconds: 300, actualSeconds: 430),
      TaskPlay.skipped(name: "Breakfast", guessSeconds: 900),
      TaskPlay.skipped(name: "Teeth"),
    ]
    for task in tasks { try database.appendTask(task, toSession: id) }
    var stored = try database.session(id: id)
    #expect(stored.tasks == tasks)
    #expect(stored.finished == false)
    #expect(stored.startedAt == Date(timeIntervalSince1970: 1_795_600_000))
    #expect(stored.date == Self.day)

    try database.finishSession(id)
    stored = try database.session(id: id)
    #expect(stored.finished)
    #expect(stored.tasks == tasks)
  }

  @Test("a finished session takes no more tasks, and an unknown one none at all")
  func refusedAppends() throws {
    let database = try AppDatabase.inMemory()
    try makeHousehold(database)
    let id = try #require(try Self.start(database, at: 1_795_600_000).id)
    try database.finishSession(id)
    let task = TaskPlay(name: "Teeth", guessSeconds: 60, actualSeconds: 70)
    #expect(throws: PersistenceError.self) { try database.appendTask(task, toSession: id) }
    #expect(throws: PersistenceError.unknownSession(999)) { try database.appendTask(task, toSession: 999) }
    #expect(throws: PersistenceError.unknownSession(999)) { try database.finishSession(999) }
    #expect(throws: PersistenceError.unknownSession(999)) { try database.session(id: 999) }
    #expect(try database.session(id: id).tasks.isEmpty)
  }

  @Test("a task with a negative guess or time is refused and nothing of it is stored")
  func negativeTimes() throws {
    let database = try AppDatabase.inMemory()
    try makeHousehold(database)
    let id = try #require(try Self.start(database, at: 1_795_600_000).id)
    #expect(throws: PersistenceError.self) {
      try database.appendTask(TaskPlay(name: "A", guessSeconds: -1, actualSeconds: 5), toSession: id)
    }
    #expect(throws: PersistenceError.self) {
      try database.appendTask(TaskPlay(name: "A", guessSeconds: 60, actualSeconds: -5), toSession: id)
    }
    #expect(try database.session(id: id).tasks.isEmpty)
  }

  @Test("the table itself refuses a skipped flag that disagrees with the time")
  func skippedMatchesTheTime() throws {
    let database = try AppDatabase.inMemory()
    try makeHousehold(database)
    let id = try #require(try Self.start(database, at: 1_795_600_000).id)
    let queue = try #require(database.reader as? DatabaseQueue)
    #expect(throws: DatabaseError.self) {
      try queue.write { db in
        try db.execute(
          sql: "INSERT INTO game_tasks (session_id, position, name, guess_seconds, actual_seconds, skipped) "
            + "VALUES (?, 0, 'A', 60, 70, 1)", arguments: [id])
      }
    }
    #expect(throws: DatabaseError.self) {
      try queue.write { db in
        try db.execute(
          sql: "INSERT INTO game_tasks (session_id, position, name, guess_seconds, actual_seconds, skipped) "
            + "VALUES (?, 0, 'A', 60, NULL, 0)", arguments: [id])
      }
    }
  }

  @Test("a game of an unknown player or routine is not started")
  func unknownStart() throws {
    let database = try AppDatabase.inMemory()
    try makeHousehold(database)
    #expect(throws: PersistenceError.unknownPlayer("Ghost")) { try Self.start(database, "Ghost", at: 0) }
    #expect(throws: PersistenceError.unknownRoutine(name: "Bedtime", player: "Mia")) {
      try Self.start(database, "Mia", "Bedtime", at: 0)
    }
    #expect(try database.sessions(player: nil, routine: nil).isEmpty)
  }

  @Test(
    "sessions come newest first, filtered by player and routine in any case, and limited", arguments: Storage.allCases)
  func listing(storage: Storage) throws {
    let (database, folder) = try storage.make()
    _ = folder
    try makeHousehold(database)
    let a = try Self.start(database, "Mia", "Morning", at: 1_795_600_000)
    let b = try Self.start(database, "Leo", "Morning", at: 1_795_610_000)
    let c = try Self.start(database, "Mia", "Weekend chores", at: 1_795_620_000)
    let d = try Self.start(database, "Mia", "Morning", at: 1_795_620_000)  // same second as c: the later id first
    for (session, seconds) in [(a, 100), (b, 200), (c, 300), (d, 400)] {
      try database.appendTask(TaskPlay(name: "Step", guessSeconds: 60, actualSeconds: seconds), toSession: session.id!)
    }
    let all = try database.sessions(player: nil, routine: nil)
    #expect(all.map(\.id) == [d.id, c.id, b.id, a.id])
    #expect(all.map { $0.tasks.first?.actualSeconds } == [400, 300, 200, 100])
    #expect(try database.sessions(player: "MIA", routine: nil).map(\.id) == [d.id, c.id, a.id])
    #expect(try database.sessions(player: nil, routine: "morning").map(\.id) == [d.id, b.id, a.id])
    #expect(try database.sessions(player: "Mia", routine: "Morning", limit: 1).map(\.id) == [d.id])
    #expect(try database.sessions(player: nil, routine: nil, limit: 0).isEmpty)
    #expect(throws: PersistenceError.unknownPlayer("Ghost")) {
      try database.sessions(player: "Ghost", routine: nil)
    }
    #expect(throws: PersistenceError.self) {
      try database.sessions(player: nil, routine: nil, limit: -1)
    }
  }

  @Test("games outlive their routine, and go with their player")
  func lifetime() throws {
    let database = try AppDatabase.inMemory()
    try makeHousehold(database)
    let id = try #require(try Self.start(database, at: 1_795_600_000).id)
    try database.appendTask(TaskPlay(name: "Teeth", guessSeconds: 60, actualSeconds: 70), toSession: id)
    try database.removeRoutine(named: "Morning", player: "Mia")
    #expect(try database.sessions(player: "Mia", routine: "Morning").count == 1)
    try database.renamePlayer("Mia", to: "Amelia")
    #expect(try database.session(id: id).player == "Amelia")
    try database.removePlayer("Amelia")
    #expect(throws: PersistenceError.unknownSession(id)) { try database.session(id: id) }
    let orphans = try database.reader.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM game_tasks") }
    #expect(orphans == 0)
  }
}
