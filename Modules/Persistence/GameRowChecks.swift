import Domain
import GRDB
import GRDBSQLite

/// `GameRowReader`'s rules as SQL, for the indexes that let `checkGames` pass a sound history
/// without reading it. Each rule is stricter than the reader or the same: a row it calls sound the
/// reader would read, so an index of the rows it does not call sound holds every damaged one (and
/// perhaps a few the reader would pass, which then only cost a read). Names are the exception
/// SQL cannot decide (UTF-8 and Unicode whitespace): a name that is not plain printable ASCII goes
/// to an index of its own, whose distinct values `StoredText` checks in Swift.
///
/// Shipped in `v10-game-row-checks`: SQLite can use a partial index only for a query whose WHERE
/// holds the index's, so a rule changed here without a migration that recreates the indexes makes
/// the queries fail to plan, and `checkGames` then reads every game, as it would without indexes.
enum GameRowChecks {
  /// A game's row the reader passes: text where text goes, a `YYYY-MM-DD` date that exists (through
  /// `julianday`: SQLite's `date('2026-02-29')` gives the text back unchanged), a
  /// `YYYY-MM-DDTHH:MM:SSZ` start on that day or one either side, `finished` 0 or 1.
  static let soundSession = """
    typeof(routine_name) = 'text' AND typeof(date) = 'text' AND typeof(started_at) = 'text' \
    AND typeof(finished) = 'integer' AND finished IN (0, 1) \
    AND length(CAST(date AS BLOB)) = 10 AND date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' \
    AND date(julianday(date)) = date AND length(CAST(started_at AS BLOB)) = 20 \
    AND started_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]Z' \
    AND substr(started_at, 12, 2) <= '23' \
    AND date(julianday(substr(started_at, 1, 10))) = substr(started_at, 1, 10) \
    AND abs(julianday(date) - julianday(substr(started_at, 1, 10))) <= 1
    """

  /// A task's row the reader passes: whole numbers where they go, a text name, `skipped` 0 or 1,
  /// and a guess and a time (unless skipped) of 0 to 604,800 s (`TaskPlay.secondsRange`).
  static let soundTask = """
    typeof(position) = 'integer' AND typeof(name) = 'text' \
    AND typeof(guess_seconds) = 'integer' AND guess_seconds BETWEEN 0 AND 604800 \
    AND typeof(skipped) = 'integer' AND (skipped = 1 OR skipped = 0 \
    AND typeof(actual_seconds) = 'integer' AND actual_seconds BETWEEN 0 AND 604800)
    """

  /// Text of printable ASCII only (no byte past 0x7E, no control character, no NUL, which `length`
  /// stops at), not all spaces, at most `StoredText.readBackByteLimit` bytes: text the reader
  /// passes without looking further. Anything else is checked in Swift.
  static func plain(_ column: String) -> String {
    "\(column) NOT GLOB '*[^ -~]*' AND length(\(column)) = length(CAST(\(column) AS BLOB)) "
      + "AND ltrim(\(column)) <> '' AND length(\(column)) <= 4096"
  }

  /// The rows not called sound, and the names not plain, of each table.
  static let unsoundSessions = "NOT coalesce(\(soundSession), 0)"
  static let unsoundTasks = "NOT coalesce(\(soundTask), 0)"
  static let unplainRoutines = "NOT coalesce(\(plain("routine_name")), 0)"
  static let unplainTaskNames = "NOT coalesce(\(plain("name")), 0)"

  /// The indexes, as `v10-game-row-checks` creates them. Routine names are indexed in byte order
  /// (the column compares without case) so that each distinct spelling is found.
  static let v10Indexes = """
    CREATE INDEX game_sessions_unsound ON game_sessions(id) WHERE \(unsoundSessions);
    CREATE INDEX game_sessions_unplain_routines ON game_sessions(routine_name COLLATE BINARY) WHERE \(unplainRoutines);
    CREATE INDEX game_tasks_unsound ON game_tasks(id) WHERE \(unsoundTasks);
    CREATE INDEX game_tasks_unplain_names ON game_tasks(name) WHERE \(unplainTaskNames);
    """

  /// Whether every game and task is sound by these rules, from the indexes alone: no row outside
  /// the rules, and every distinct name that is not plain checked by `StoredText.readBackProblem`
  /// (one index seek a name). False, never a wrong true, when unsure; an error when an index is
  /// missing or no longer matches (the caller then reads every game).
  static func allSound(in db: Database) throws -> Bool {
    for (table, index, unsound) in [
      ("game_sessions", "game_sessions_unsound", unsoundSessions), ("game_tasks", "game_tasks_unsound", unsoundTasks),
    ] {
      let found = try Int.fetchOne(
        db, sql: "SELECT count(*) FROM (SELECT 1 FROM \(table) INDEXED BY \(index) WHERE \(unsound) LIMIT 1)")
      guard found == 0 else { return false }
    }
    return try namesSound(
      "game_sessions", "game_sessions_unplain_routines", "routine_name COLLATE BINARY", unplainRoutines, in: db)
      && namesSound("game_tasks", "game_tasks_unplain_names", "name", unplainTaskNames, in: db)
  }

  /// Walks the distinct names of a names index in byte order, each found by a seek past the one
  /// before: a household's few names, however many rows repeat them.
  private static func namesSound(
    _ table: String, _ index: String, _ column: String, _ unplain: String, in db: Database
  ) throws -> Bool {
    let query = "SELECT \(column) FROM \(table) INDEXED BY \(index) WHERE \(unplain)"
    let first = try db.makeStatement(sql: "\(query) ORDER BY \(column) LIMIT 1")
    let next = try db.makeStatement(sql: "\(query) AND \(column) > ?1 ORDER BY \(column) LIMIT 1")
    var statement = first.sqliteStatement
    // A name that is not text is in the index of unsound rows, looked in first.
    while try AppDatabase.step(statement, in: db) {
      guard let text = AppDatabase.text(statement, column: 0), StoredText.readBackProblem(in: text) == nil else {
        return false
      }
      let bytes = Array(text.utf8)
      sqlite3_reset(next.sqliteStatement)
      let bound = bytes.withUnsafeBufferPointer { buffer in
        sqlite3_bind_text(
          next.sqliteStatement, 1, buffer.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
          Int32(buffer.count), unsafeBitCast(-1, to: sqlite3_destructor_type.self))
      }
      guard bound == SQLITE_OK else { return false }
      statement = next.sqliteStatement
    }
    return true
  }
}
