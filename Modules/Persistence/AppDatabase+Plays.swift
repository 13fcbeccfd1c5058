import Domain
import Foundation
import GRDB

extension AppDatabase {
  /// Records a play of an existing routine (its name is stored as the routine spells it).
  /// - Throws: `.unknownPlayer`, `.unknownRoutine`, `.invalid` (negative estimate or time).
  public func recordPlay(_ play: PlayRecord) throws(PersistenceError) {
    try Self.validate(play)
    try write { db in
      let (routine, owner) = try Self.resolveRoutine(named: play.routine, player: play.player, in: db)
      try Self.insert(play, playerID: owner.id!, routineName: routine.name, in: db)
    }
  }

  /// Past plays, newest first, of `player` and/or `routine` when given.
  /// - Throws: `.unknownPlayer` when `player` names no one.
  public func plays(player: String?, routine: String?) throws(PersistenceError) -> [PlayRecord] {
    try read { db in
      var conditions: [String] = []
      var arguments: StatementArguments = []
      if let player {
        let owner = try PlayerRecord.existing(player, in: db)
        conditions.append("plays.player_id = ?")
        arguments += [owner.id]
      }
      if let routine {
        conditions.append("plays.routine_name = ?")
        arguments += [routine]
      }
      let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
      return try Self.fetchPlays(
        filter: filter, order: "plays.played_at DESC, plays.id DESC", arguments: arguments, in: db)
    }
  }

  // MARK: - Helpers

  static func validate(_ play: PlayRecord) throws(PersistenceError) {
    for task in play.tasks where task.estimateMinutes < 0 || task.actualSeconds < 0 {
      throw .invalid("play of '\(play.routine)' has task '\(task.name)' with a negative estimate or time")
    }
  }

  static func insert(_ play: PlayRecord, playerID: Int64, routineName: String, in db: Database) throws {
    var row = PlayRow(id: nil, playerID: playerID, routineName: routineName, playedAt: PlayTime.text(play.playedAt))
    try row.insert(db)
    for (position, task) in play.tasks.enumerated() {
      var taskRow = PlayTaskRow(
        id: nil, playID: row.id!, position: position, name: task.name, estimateMinutes: task.estimateMinutes,
        actualSeconds: task.actualSeconds)
      try taskRow.insert(db)
    }
  }

  static func fetchPlays(
    filter: String, order: String, arguments: StatementArguments, in db: Database
  ) throws -> [PlayRecord] {
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT plays.*, players.name AS owner_name FROM plays
        JOIN players ON players.id = plays.player_id
        \(filter)
        ORDER BY \(order)
        """, arguments: arguments)
    let plays = try rows.map { (try PlayRow(row: $0), $0["owner_name"] as String) }
    let tasks = try PlayTaskRow.fetchAll(
      db,
      sql: """
        SELECT play_tasks.* FROM play_tasks
        JOIN plays ON plays.id = play_tasks.play_id
        \(filter)
        ORDER BY play_tasks.play_id, play_tasks.position
        """, arguments: arguments)
    let byPlay = Dictionary(grouping: tasks, by: \.playID)
    return try plays.map { row, owner in
      guard let date = PlayTime.date(row.playedAt) else {
        throw PersistenceError.invalid("a play of '\(row.routineName)' has an unreadable time '\(row.playedAt)'")
      }
      let results = (byPlay[row.id!] ?? []).map {
        PlayRecord.TaskResult(name: $0.name, estimateMinutes: $0.estimateMinutes, actualSeconds: $0.actualSeconds)
      }
      return PlayRecord(player: owner, routine: row.routineName, playedAt: date, tasks: results)
    }
  }
}
