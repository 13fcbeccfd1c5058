import Domain
import Foundation
import GRDB
import GRDBSQLite

extension AppDatabase {
  /// Starts a game of an existing routine: stores the session, unfinished and without tasks, and
  /// returns it with its id and the player's and routine's stored spelling.
  /// - Throws: `.unknownPlayer`, `.unknownRoutine`.
  public func startSession(
    player: String, routine: String, date: LocalDate, startedAt: Date
  ) throws(PersistenceError) -> GameSession {
    try write { db in
      let (record, owner) = try Self.resolveRoutine(named: routine, player: player, in: db)
      var session = GameSession(
        player: owner.name, routine: record.name, date: date, startedAt: startedAt, finished: false, tasks: [])
      var row = GameSessionRow(
        id: nil, playerID: owner.id!, routineName: record.name, date: date.description,
        startedAt: PlayTime.text(session.startedAt), finished: false)
      try row.insert(db)
      session.id = row.id
      return session
    }
  }

  /// Adds one finished or skipped task after the session's others, in its own transaction, so a
  /// game stopped at any moment keeps every task that was over.
  /// - Throws: `.gameGone` when the session was deleted (an import, a player removed), writing
  ///   nothing; `.unknownSession` for an id never given; `.invalid` (a negative time, or the session
  ///   is already finished).
  public func appendTask(_ task: TaskPlay, toSession id: Int64) throws(PersistenceError) {
    try Self.validate(task)
    try write { db in
      let row = try Self.livingSession(id, in: db)
      if row.finished { throw PersistenceError.invalid("game session \(id) is finished: it takes no more tasks") }
      let position =
        try Int.fetchOne(db, sql: "SELECT count(*) FROM game_tasks WHERE session_id = ?", arguments: [id]) ?? 0
      var taskRow = GameTaskRow(sessionID: id, position: position, task: task)
      try taskRow.insert(db)
    }
  }

  /// Marks the session finished: every task of the routine was played or skipped.
  /// - Throws: `.gameGone` when the session was deleted, `.unknownSession` for an id never given.
  public func finishSession(_ id: Int64) throws(PersistenceError) {
    try write { db in
      _ = try Self.livingSession(id, in: db)
      try db.execute(sql: "UPDATE game_sessions SET finished = 1 WHERE id = ?", arguments: [id])
    }
  }

  /// One stored session with its tasks in order.
  /// - Throws: `.unknownSession`.
  public func session(id: Int64) throws(PersistenceError) -> GameSession {
    try read { db in
      guard let session = try fetchSessions(filter: "WHERE game_sessions.id = ?", arguments: [id], in: db).first
      else { throw PersistenceError.unknownSession(id) }
      return session
    }
  }

  /// Games newest first (by start, then id), of `player` and/or `routine` (any case) when given,
  /// at most `limit` of them when given.
  /// - Throws: `.unknownPlayer` when `player` names no one; `.invalid` for a negative limit.
  public func sessions(player: String?, routine: String?, limit: Int? = nil) throws(PersistenceError) -> [GameSession] {
    if let limit, limit < 0 { throw .invalid("a limit of \(limit) sessions: use 0 or more") }
    return try read { db in
      var conditions: [String] = []
      var arguments: StatementArguments = []
      if let player {
        let owner = try PlayerRecord.existing(player, in: db)
        conditions.append("game_sessions.player_id = ?")
        arguments += [owner.id]
      }
      if let routine {
        conditions.append("game_sessions.routine_name = ?")
        arguments += [routine]
      }
      let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
      return try fetchSessions(filter: filter, arguments: arguments, newestFirst: true, limit: limit, in: db)
    }
  }

  // MARK: - Helpers

  static func validate(_ task: TaskPlay) throws(PersistenceError) {
    if task.guessSeconds < 0 || (task.actualSeconds ?? 0) < 0 {
      throw .invalid("task '\(task.name)' has a negative guess or time; nothing was saved for it")
    }
  }

  /// The session a game writes to. Ids are never given twice (`sqlite_sequence` keeps the highest
  /// ever given), so a missing id at or below it is a game deleted while it was played.
  static func livingSession(_ id: Int64, in db: Database) throws -> GameSessionRow {
    if let row = try GameSessionRow.fetchOne(db, key: id) { return row }
    let highest = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'game_sessions'") ?? 0
    throw id > 0 && id <= highest ? PersistenceError.gameGone(id) : PersistenceError.unknownSession(id)
  }

  /// Stores a whole session (an import), keeping the order of its tasks.
  static func insert(_ session: GameSession, playerID: Int64, in db: Database) throws {
    var row = GameSessionRow(
      id: nil, playerID: playerID, routineName: session.routine, date: session.date.description,
      startedAt: PlayTime.text(session.startedAt), finished: session.finished)
    try row.insert(db)
    for (position, task) in session.tasks.enumerated() {
      var taskRow = GameTaskRow(sessionID: row.id!, position: position, task: task)
      try taskRow.insert(db)
    }
  }

  /// Up to this many sessions, their tasks are looked up through the index; beyond, the table is read through.
  static let tasksByIndexUpTo = 2_000

  /// Sessions matching `filter` with their tasks, in two queries whatever their number.
  func fetchSessions(
    filter: String, arguments: StatementArguments, newestFirst: Bool = false, limit: Int? = nil, in db: Database
  ) throws -> [GameSession] {
    let order = newestFirst ? "game_sessions.started_at DESC, game_sessions.id DESC" : "game_sessions.id"
    let limitClause = limit.map { "LIMIT \($0)" } ?? ""
    let selection = """
      FROM game_sessions JOIN players ON players.id = game_sessions.player_id
      \(filter)
      ORDER BY \(order)
      \(limitClause)
      """
    // Columns are read by position, not through Codable records: ten years of history is tens of
    // thousands of rows, and decoding each by column name cost most of `tq-player stats`'s time.
    var sessions: [GameSession] = []
    var index: [Int64: Int] = [:]
    let players = Dictionary(
      try Row.fetchAll(db, sql: "SELECT id, name FROM players").map { ($0[0] as Int64, $0[1] as String) },
      uniquingKeysWith: { first, _ in first })
    let statement = try db.makeStatement(sql: "SELECT \(GameRowReader.sessionColumns) \(selection)")
    try statement.setArguments(arguments)
    let raw = statement.sqliteStatement
    var reader = GameRowReader(path: path)
    while try Self.step(raw, in: db) {
      var session = try reader.session(raw)
      session.player = players[sqlite3_column_int64(raw, 1)] ?? ""
      index[session.id!] = sessions.count
      sessions.append(session)
    }
    guard !sessions.isEmpty else { return [] }
    // A few sessions: their tasks by the session index. Many (years of history): the whole table
    // in storage order, rows of other sessions skipped here, which SQLite does several times faster
    // than a lookup per session or a membership test per row. Tasks are stored in play order, so
    // a session whose positions come out of order is rare and is read again afterwards.
    let lookup = sessions.count <= Self.tasksByIndexUpTo
    let taskStatement = try db.makeStatement(
      sql: lookup
        ? """
        SELECT \(GameRowReader.taskColumns) FROM game_tasks
        WHERE session_id IN (SELECT game_sessions.id \(selection))
        ORDER BY session_id, position
        """
        : "SELECT \(GameRowReader.taskColumns) FROM game_tasks")
    if lookup { try taskStatement.setArguments(arguments) }
    var lastPosition = Array(repeating: -1, count: sessions.count)
    var unordered: Set<Int> = []
    // Straight from SQLite's columns: at tens of thousands of rows, GRDB's row decoding per column
    // was most of the time `tq-player stats` took.
    let rawTasks = taskStatement.sqliteStatement
    var (lastID, lastAt): (Int64, Int?) = (-1, nil)
    while try Self.step(rawTasks, in: db) {
      // A session's tasks come one after another: look its index up once.
      let id = sqlite3_column_int64(rawTasks, 0)
      if id != lastID { (lastID, lastAt) = (id, index[id]) }
      guard let at = lastAt else { continue }
      let (position, task) = try reader.task(rawTasks)
      if position < lastPosition[at] { unordered.insert(at) }
      lastPosition[at] = position
      if sessions[at].tasks.isEmpty { sessions[at].tasks.reserveCapacity(8) }
      sessions[at].tasks.append(task)
    }
    // Rare: a session whose tasks were not stored in play order is read again, by position.
    for at in unordered {
      sessions[at].tasks = try Row.fetchAll(
        db,
        sql: """
          SELECT name, guess_seconds, actual_seconds, skipped FROM game_tasks WHERE session_id = ? ORDER BY position
          """, arguments: [sessions[at].id]
      ).map { row in TaskPlay(name: row[0], guessSeconds: row[1], actualSeconds: row[3] as Bool ? nil : row[2]) }
    }
    return sessions
  }
}

extension AppDatabase {
  /// One step of a raw statement: true with a row to read, false when done; SQLite's error as GRDB's.
  static func step(_ statement: SQLiteStatement, in db: Database) throws -> Bool {
    let code = sqlite3_step(statement)
    if code == SQLITE_DONE { return false }
    guard code == SQLITE_ROW else {
      throw DatabaseError(
        resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
    }
    return true
  }
}
