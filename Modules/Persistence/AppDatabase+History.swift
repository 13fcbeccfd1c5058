import Domain
import Foundation
import GRDB

extension AppDatabase {
  /// One player's games dated `from` through `through` (inclusive), oldest first (by start, then id).
  ///
  /// Reads only the window, whatever the length of the history: the parent's report of a few weeks
  /// costs the same after ten years of play. Plays of the older form come along as in
  /// `sessions(player:routine:limit:timeZone:)`, dated in `timeZone`.
  /// - Throws: `.unknownPlayer` when `player` names no one.
  public func sessions(
    player: String, from: LocalDate, through: LocalDate, timeZone: TimeZone
  ) throws(PersistenceError) -> [GameSession] {
    try read { db in
      let owner = try PlayerRecord.existing(player, in: db)
      let sessions = try Self.fetchSessions(
        filter: "WHERE game_sessions.player_id = ? AND game_sessions.date BETWEEN ? AND ?",
        arguments: [owner.id, from.description, through.description], in: db)
      // Older plays keep only the instant: a UTC range a day wider on each side holds every play
      // whose local date is in the window, which the exact test below then keeps.
      let older = try Self.fetchPlays(
        filter: "WHERE plays.player_id = ? AND plays.played_at >= ? AND plays.played_at < ?",
        order: "plays.played_at, plays.id",
        arguments: [owner.id, from.adding(days: -1).description, through.adding(days: 2).description], in: db
      ).map { GameSession($0, date: LocalDate($0.playedAt, in: timeZone)) }
        .filter { (from...through).contains($0.date) }
      return GameStatistics.chronological(sessions + older)
    }
  }

  /// The first date each routine of `player` was played (a game with a task timed, or an older
  /// play), by the routine's name as stored: a report of a later window starts its streaks at the
  /// window's first day only for routines played before it.
  /// - Throws: `.unknownPlayer` when `player` names no one.
  public func firstPlayedDates(player: String, timeZone: TimeZone) throws(PersistenceError) -> [String: LocalDate] {
    try read { db in
      let owner = try PlayerRecord.existing(player, in: db)
      var first: [String: LocalDate] = [:]
      func keep(_ routine: String, _ date: LocalDate) {
        if let known = first[routine], known <= date { return }
        first[routine] = date
      }
      let games = try Row.fetchAll(
        db,
        sql: """
          SELECT routine_name, min(date) AS first FROM game_sessions
          WHERE player_id = ? AND EXISTS (
            SELECT 1 FROM game_tasks WHERE game_tasks.session_id = game_sessions.id AND game_tasks.skipped = 0)
          GROUP BY routine_name
          """, arguments: [owner.id])
      for row in games {
        if let date = LocalDate(row["first"] as String) { keep(row["routine_name"], date) }
      }
      let plays = try Row.fetchAll(
        db,
        sql: "SELECT routine_name, min(played_at) AS first FROM plays WHERE player_id = ? GROUP BY routine_name",
        arguments: [owner.id])
      for row in plays {
        if let instant = PlayTime.date(row["first"] as String) {
          keep(row["routine_name"], LocalDate(instant, in: timeZone))
        }
      }
      return first
    }
  }
}
