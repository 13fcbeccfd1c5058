import Domain
import GRDB

extension AppDatabase {
  /// Everything in the database, in a deterministic order (see `HouseholdSnapshot`).
  public func snapshot() throws(PersistenceError) -> HouseholdSnapshot {
    try read { db in
      let players = try PlayerRecord.fetchAll(db, sql: "SELECT * FROM players ORDER BY name, id").map(\.player)
      let routines = try Self.fetchRoutines(filter: "", arguments: [], in: db)
      let sessions = try fetchSessions(filter: "", arguments: [], in: db).map {
        var session = $0
        session.id = nil  // ids are the database's own: an import gives new ones
        return session
      }
      return HouseholdSnapshot(players: players, routines: routines, sessions: sessions)
    }
  }

  /// Which import the household came from: SQLite's `user_version`, which no migration uses. An
  /// import stages the settings it brings under the next mark before its transaction sets it, so a
  /// program started after a kill knows whether the household it finds is the staged settings' own.
  public func importMark() throws(PersistenceError) -> Int32 {
    try read { db in try Int32.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
  }

  /// Replaces everything with `snapshot` in one transaction: on any error nothing changes.
  /// - Throws: what `HouseholdSnapshot.validate()` throws, before anything is touched.
  /// - Parameter mark: stored as the database's import mark in the same transaction (see `importMark()`).
  public func replaceAll(with snapshot: HouseholdSnapshot, mark: Int32? = nil) throws(PersistenceError) {
    try snapshot.validate()
    try write { db in
      // Part of the transaction: the mark is there exactly when the household is.
      if let mark { try db.execute(sql: "PRAGMA user_version = \(mark)") }
      // DELETE, not DROP or a new file: `sqlite_sequence` keeps the highest game id ever given, so
      // the imported games get new ids and a game played meanwhile finds its own gone.
      try db.execute(
        sql: """
          DELETE FROM game_tasks; DELETE FROM game_sessions; DELETE FROM tasks; DELETE FROM routines; DELETE FROM players
          """)
      var ids: [String: (Int64, String)] = [:]
      for player in snapshot.players {
        var record = PlayerRecord(player)
        try record.insert(db)
        ids[player.name.nameKey] = (record.id!, record.name)
      }
      for routine in snapshot.routines {
        guard let (id, name) = ids[routine.player.nameKey] else {
          throw PersistenceError.unknownPlayer(routine.player)
        }
        try Self.insert(routine, playerID: id, playerName: name, in: db)
      }
      for session in snapshot.sessions {
        guard let (id, _) = ids[session.player.nameKey] else {
          throw PersistenceError.unknownPlayer(session.player)
        }
        try Self.insert(session, playerID: id, in: db)
      }
    }
  }
}
