import Domain
import Foundation
import GRDB

extension AppDatabase {
  /// One player's games dated `from` through `through` (inclusive), oldest first (by start, then id).
  ///
  /// Reads only the window, whatever the length of the history: the parent's report of a few weeks
  /// costs the same after ten years of play.
  /// - Throws: `.unknownPlayer` when `player` names no one.
  public func sessions(player: String, from: LocalDate, through: LocalDate) throws(PersistenceError) -> [GameSession] {
    try read { db in
      let owner = try PlayerRecord.existing(player, in: db)
      let sessions = try fetchSessions(
        filter: "WHERE game_sessions.player_id = ? AND game_sessions.date BETWEEN ? AND ?",
        arguments: [owner.id, from.description, through.description], in: db)
      return GameStatistics.chronological(sessions)
    }
  }

  /// The first date each routine of `player` was played (a game with a task timed), by the
  /// routine's name as stored: a report of a later window starts its streaks at the window's first
  /// day only for routines played before it.
  /// - Throws: `.unknownPlayer` when `player` names no one.
  public func firstPlayedDates(player: String) throws(PersistenceError) -> [String: LocalDate] {
    try read { db in
      let owner = try PlayerRecord.existing(player, in: db)
      var first: [String: LocalDate] = [:]
      let games = try Row.fetchAll(
        db,
        sql: """
          SELECT routine_name, min(date) AS first FROM game_sessions
          WHERE player_id = ? AND EXISTS (
            SELECT 1 FROM game_tasks WHERE game_tasks.session_id = game_sessions.id AND game_tasks.skipped = 0)
          GROUP BY routine_name
          """, arguments: [owner.id])
      for row in games {
        // Read as values, not as `String`, which traps on a BLOB planted in either column.
        guard case .string(let routine) = (row["routine_name"] as DatabaseValue).storage,
          case .string(let text) = (row["first"] as DatabaseValue).storage
        else {
          throw PersistenceError.damaged(
            path: path, what: "game_sessions of player \(owner.id ?? 0): routine_name or date is not text")
        }
        if let date = LocalDate(text) { first[routine] = date }
      }
      return first
    }
  }
}
