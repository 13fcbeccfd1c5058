import Domain
import Foundation
import GRDB
import GRDBSQLite

/// The rules a game's row and a task's row are read by, in one place: `fetchSessions` applies them
/// to the games it reads, `checkGames` to every game, so a damaged history is said the same way
/// by `history` as by `player list`, `status` and `today`, which read no game themselves.
struct GameRowReader {
  /// The columns of `game_sessions` the reader expects, in this order.
  static let sessionColumns =
    "game_sessions.id, game_sessions.player_id, game_sessions.routine_name, game_sessions.date, "
    + "game_sessions.started_at, game_sessions.finished"
  /// The columns of `game_tasks` the reader expects, in this order.
  static let taskColumns = "session_id, position, name, guess_seconds, actual_seconds, skipped, id"

  let path: String
  /// Each distinct name is checked once: a routine's games repeat its few names.
  private var checkedNames: Set<String> = []

  init(path: String) { self.path = path }

  /// The current row of a statement selecting `sessionColumns`, checked: its texts are text, its
  /// date and start are a date and a time that agree (`GameSession.dateProblem`), `finished` is 0 or 1.
  /// The session has no player name and no tasks yet.
  mutating func session(_ raw: SQLiteStatement) throws -> GameSession {
    let id = sqlite3_column_int64(raw, 0)
    let routine = try name(raw, column: 2, table: "game_sessions", id: id, name: "routine_name")
    for (column, name) in [(Int32(3), "date"), (4, "started_at")] {
      try AppDatabase.require(
        raw, column: column, is: SQLITE_TEXT, table: "game_sessions", id: id, name: name, path: path)
    }
    guard let date = LocalDate(utf8: Self.bytes(raw, 3)), let startedAt = PlayTime.date(utf8: Self.bytes(raw, 4)) else {
      throw PersistenceError.damaged(
        path: path, what: "game_sessions row \(id): date or started_at is not a date (YYYY-MM-DD) and a time")
    }
    let finished = try flag(raw, column: 5, table: "game_sessions", id: id, name: "finished")
    let session = GameSession(
      id: id, player: "", routine: routine, date: date, startedAt: startedAt, finished: finished, tasks: [])
    if let problem = session.dateProblem {
      throw PersistenceError.damaged(path: path, what: "game_sessions row \(id): \(problem)")
    }
    return session
  }

  /// The current row of a statement selecting `taskColumns`, checked: whole numbers where they go,
  /// a text name, `skipped` 0 or 1, and a guess and a time in `TaskPlay.secondsRange`.
  mutating func task(_ raw: SQLiteStatement) throws -> (position: Int, task: TaskPlay) {
    let taskID = sqlite3_column_int64(raw, 6)
    for (column, name) in [(Int32(1), "position"), (3, "guess_seconds")] {
      try AppDatabase.require(
        raw, column: column, is: SQLITE_INTEGER, table: "game_tasks", id: taskID, name: name, path: path)
    }
    let name = try name(raw, column: 2, table: "game_tasks", id: taskID, name: "name")
    let skipped = try flag(raw, column: 5, table: "game_tasks", id: taskID, name: "skipped")
    if !skipped {
      try AppDatabase.require(
        raw, column: 4, is: SQLITE_INTEGER, table: "game_tasks", id: taskID, name: "actual_seconds", path: path)
    }
    let task = TaskPlay(
      name: name, guessSeconds: Int(sqlite3_column_int64(raw, 3)),
      actualSeconds: skipped ? nil : Int(sqlite3_column_int64(raw, 4)))
    if let problem = task.rangeProblem {
      throw PersistenceError.damaged(path: path, what: "game_tasks row \(taskID): \(problem)")
    }
    return (Int(sqlite3_column_int64(raw, 1)), task)
  }

  /// The text at `column`, checked as stored text read back is.
  private mutating func name(_ raw: SQLiteStatement, column: Int32, table: String, id: Int64, name: String) throws
    -> String
  {
    try AppDatabase.require(raw, column: column, is: SQLITE_TEXT, table: table, id: id, name: name, path: path)
    guard let text = AppDatabase.text(raw, column: column) else {
      throw PersistenceError.damaged(path: path, what: "\(table) row \(id): \(name) is not valid UTF-8 text")
    }
    if checkedNames.insert(text).inserted, let problem = StoredText.readBackProblem(in: text) {
      throw PersistenceError.damaged(path: path, what: "\(table) row \(id): \(name) \(problem)")
    }
    return text
  }

  /// The 0 or 1 at `column`.
  private func flag(_ raw: SQLiteStatement, column: Int32, table: String, id: Int64, name: String) throws -> Bool {
    try AppDatabase.require(raw, column: column, is: SQLITE_INTEGER, table: table, id: id, name: name, path: path)
    let value = sqlite3_column_int64(raw, column)
    guard value == 0 || value == 1 else {
      throw PersistenceError.damaged(path: path, what: "\(table) row \(id): \(name) is \(value), not 0 or 1")
    }
    return value == 1
  }

  static func bytes(_ raw: SQLiteStatement, _ column: Int32) -> UnsafeBufferPointer<UInt8> {
    guard let text = sqlite3_column_text(raw, column) else { return UnsafeBufferPointer(start: nil, count: 0) }
    return UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(raw, column)))
  }
}

extension AppDatabase {
  /// Throws the first damaged game or task row, by `GameRowReader`'s rules, as `.damaged`. The
  /// commands that show the household without its games (`player list`, `status`, `today`) call
  /// it, so damage in the history is said where a parent looks first, not only by the command that
  /// happens to read that game. A sound history is passed by `GameRowChecks`' indexes without
  /// reading it; only when they hold a row, or cannot be used, are the games read to name it.
  public func checkGames() throws(PersistenceError) {
    if (try? read { db in try GameRowChecks.allSound(in: db) }) == true { return }
    try readEveryGame()
  }

  /// Reads every game and task row by `GameRowReader`'s rules and throws the first damaged one.
  /// One pass over each table, nothing kept.
  func readEveryGame() throws(PersistenceError) {
    try read { db in
      var reader = GameRowReader(path: path)
      let sessions = try db.makeStatement(sql: "SELECT \(GameRowReader.sessionColumns) FROM game_sessions")
      while try Self.step(sessions.sqliteStatement, in: db) { _ = try reader.session(sessions.sqliteStatement) }
      let tasks = try db.makeStatement(sql: "SELECT \(GameRowReader.taskColumns) FROM game_tasks")
      while try Self.step(tasks.sqliteStatement, in: db) { _ = try reader.task(tasks.sqliteStatement) }
    }
  }
}
