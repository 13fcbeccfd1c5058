import Domain
import GRDB
import GRDBSQLite

/// What is read back is checked like what is typed: every column has a type and a range, and a
/// value outside them (planted with sqlite3, or by another program; TimeQuest never writes one) is
/// `PersistenceError.damaged` (65) naming the table, the row and the column, before any code uses
/// it. GRDB traps on a BLOB read as a `String`, and a guess of 2^62 seconds overflowed the bands.
///
/// The small tables (players, routines, tasks) are checked by one query each before every read
/// and write; the games, tens of thousands of rows after years of play, are checked row by row
/// as `fetchSessions` reads them, which costs nothing beside reading them.
extension AppDatabase {
  /// The first damaged value of the players, routines and tasks, as `.damaged`.
  static func checkHousehold(in db: Database, path: String) throws {
    let checks: [(table: String, sql: String)] = [
      (
        "players",
        """
        SELECT id, CASE
          WHEN typeof(name) != 'text' THEN 'name is ' || typeof(name) || ', not text'
          WHEN typeof(past_times) != 'text' OR past_times NOT IN ('auto', 'on', 'off')
            THEN 'past_times is not auto, on or off'
          WHEN typeof(cue) != 'integer' OR cue NOT IN (0, 1) THEN 'cue is not 0 or 1'
          WHEN typeof(show_planned) != 'integer' OR show_planned NOT IN (0, 1) THEN 'show_planned is not 0 or 1'
          WHEN language IS NOT NULL AND (typeof(language) != 'text' OR length(language) > 16)
            THEN 'language is not a language code'
          WHEN school_level IS NOT NULL AND typeof(school_level) != 'text' THEN 'school_level is not text'
        END AS problem, CAST(name AS BLOB) FROM players
        """
      ),
      (
        "routines",
        """
        SELECT id, CASE
          WHEN typeof(name) != 'text' THEN 'name is ' || typeof(name) || ', not text'
          WHEN typeof(player_id) != 'integer' THEN 'player_id is not a whole number'
          WHEN typeof(active_days) != 'integer' OR active_days NOT BETWEEN 0 AND 127
            THEN 'active_days is not a set of weekdays (0 to 127)'
          WHEN typeof(mode) != 'text' OR mode NOT IN ('always', 'school-day', 'free-day')
            THEN 'mode is not always, school-day or free-day'
          WHEN done_by IS NOT NULL AND (typeof(done_by) != 'integer' OR done_by NOT BETWEEN 0 AND 1439)
            THEN 'done_by is not a minute of the day (0 to 1439)'
        END AS problem, CAST(name AS BLOB) FROM routines
        """
      ),
      (
        "tasks",
        """
        SELECT id, CASE
          WHEN typeof(name) != 'text' THEN 'name is ' || typeof(name) || ', not text'
          WHEN typeof(routine_id) != 'integer' OR typeof(position) != 'integer'
            THEN 'routine_id or position is not a whole number'
          WHEN typeof(minutes) != 'integer' OR minutes NOT BETWEEN \(RoutineTask.minutesRange.lowerBound)
            AND \(RoutineTask.minutesRange.upperBound)
            THEN 'minutes is not \(RoutineTask.minutesRange.lowerBound) to \(RoutineTask.minutesRange.upperBound)'
        END AS problem, CAST(name AS BLOB) FROM tasks
        """
      ),
    ]
    for (table, sql) in checks {
      let statement = try db.makeStatement(sql: sql)
      let raw = statement.sqliteStatement
      while try step(raw, in: db) {
        let id = sqlite3_column_int64(raw, 0)
        if let problem = sqlite3_column_text(raw, 1) {
          throw PersistenceError.damaged(path: path, what: "\(table) row \(id): \(String(cString: problem))")
        }
        if let problem = textProblem(raw, column: 2) {
          throw PersistenceError.damaged(path: path, what: "\(table) row \(id): name \(problem)")
        }
      }
    }
  }

  /// What is wrong with the text at `column` of the current row, or nil: it must be valid UTF-8
  /// and pass `StoredText.readBackProblem`.
  static func textProblem(_ statement: SQLiteStatement, column: Int32) -> String? {
    guard let text = text(statement, column: column) else { return "is not valid UTF-8 text" }
    return StoredText.readBackProblem(in: text)
  }

  /// The text at `column`, or nil when its bytes are not UTF-8 (SQLite keeps whatever it was given).
  static func text(_ statement: SQLiteStatement, column: Int32) -> String? {
    let count = Int(sqlite3_column_bytes(statement, column))
    guard count > 0, let start = sqlite3_column_blob(statement, column) else { return "" }
    return String(validating: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  }

  /// Checks one row of a game's columns as `fetchSessions` reads them: the value at `column` is
  /// of SQLite type `type`, else `.damaged` naming `table`, `id` and `name`.
  static func require(
    _ statement: SQLiteStatement, column: Int32, is type: Int32, table: String, id: Int64, name: String, path: String
  ) throws {
    let found = sqlite3_column_type(statement, column)
    guard found != type else { return }
    let words: [Int32: String] = [
      SQLITE_INTEGER: "a whole number", SQLITE_FLOAT: "a real number", SQLITE_TEXT: "text", SQLITE_BLOB: "a BLOB",
      SQLITE_NULL: "NULL",
    ]
    throw PersistenceError.damaged(
      path: path, what: "\(table) row \(id): \(name) is \(words[found] ?? "unknown"), not \(words[type] ?? "known")")
  }
}
