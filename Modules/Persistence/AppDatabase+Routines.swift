import Domain
import GRDB

extension AppDatabase {
  /// Adds a routine for an existing player; its tasks keep their order.
  /// - Throws: `.unknownPlayer`, `.duplicateRoutine`, `.invalid` (blank name, task under 1 minute).
  public func addRoutine(_ routine: Routine) throws(PersistenceError) {
    try Self.validate(routine)
    try write { db in
      let player = try PlayerRecord.existing(routine.player, in: db)
      try Self.insert(routine, playerID: player.id!, playerName: player.name, in: db)
    }
  }

  /// Replaces the routine `named` of `player` with `routine` (which may rename it or move it to
  /// another player); it keeps its place in the creation order. A new name and `renamedTasks` (old
  /// name → new) carry the player's games of the routine along, in the same transaction: games name
  /// their routine and tasks, so a renamed routine or task keeps its past times, trend and stats.
  /// - Throws: `.unknownPlayer`, `.unknownRoutine`, `.duplicateRoutine`, `.invalid`.
  public func updateRoutine(
    named name: String, player: String, to routine: Routine, renamedTasks: [String: String] = [:]
  ) throws(PersistenceError) {
    try Self.validate(routine)
    try write { db in
      var record = try Self.resolveRoutine(named: name, player: player, in: db).record
      let owner = try PlayerRecord.existing(routine.player, in: db)
      if let clash = try Self.routineClash(routine.name, playerID: owner.id!, except: record.id, in: db) {
        throw PersistenceError.duplicateRoutine(name: clash.name, player: owner.name)
      }
      // Games name their routine: a renamed routine takes its player's games along, so its history,
      // stats and report go on under the new name (a case-only rename too: the column folds case).
      // A routine moved to another player leaves the games behind: they are the old player's
      // history of what they played, under the names they played it by.
      let sameOwner = owner.id == record.playerID
      if sameOwner { try Self.renameGameTasks(renamedTasks, routine: record, in: db) }
      if sameOwner, record.name != routine.name {
        try db.execute(
          sql: "UPDATE game_sessions SET routine_name = ? WHERE player_id = ? AND routine_name = ?",
          arguments: [routine.name, record.playerID, record.name])
      }
      record = RoutineRecord(id: record.id, playerID: owner.id!, routine: routine)
      try record.update(db)
      try db.execute(sql: "DELETE FROM tasks WHERE routine_id = ?", arguments: [record.id])
      try Self.insertTasks(routine.tasks, routineID: record.id!, in: db)
    }
  }

  /// Removes a routine and its tasks (play history keeps its name).
  /// - Throws: `.unknownPlayer`, `.unknownRoutine`, `.ambiguousRoutine` when `player` is nil and several have it.
  public func removeRoutine(named name: String, player: String?) throws(PersistenceError) {
    try write { db in
      let record = try Self.resolveRoutine(named: name, player: player, in: db).record
      _ = try record.delete(db)
    }
  }

  /// The routine with this name, of `player` or, when nil, of the only player who has one.
  /// - Throws: `.unknownPlayer`, `.unknownRoutine`, `.ambiguousRoutine`.
  public func routine(named name: String, player: String?) throws(PersistenceError) -> Routine {
    try read { db in
      let (record, owner) = try Self.resolveRoutine(named: name, player: player, in: db)
      return try Self.routines(from: [(record, owner)], in: db)[0]
    }
  }

  /// Routines of `player` (or everyone's when nil), by player name then creation order.
  /// - Throws: `.unknownPlayer`.
  public func routines(player: String?) throws(PersistenceError) -> [Routine] {
    try read { db in
      var filter = ""
      var arguments: StatementArguments = []
      if let player {
        let owner = try PlayerRecord.existing(player, in: db)
        filter = "WHERE routines.player_id = ?"
        arguments = [owner.id]
      }
      return try Self.fetchRoutines(filter: filter, arguments: arguments, in: db)
    }
  }

  /// Routines of `player` whose active days include `weekday`, in creation order (the calendar mode
  /// is not applied here: that is Domain's `QuestVisibility`).
  /// - Throws: `.unknownPlayer`.
  public func routines(activeOn weekday: Weekday, player: String) throws(PersistenceError) -> [Routine] {
    try read { db in
      let owner = try PlayerRecord.existing(player, in: db)
      return try Self.fetchRoutines(
        filter: "WHERE routines.player_id = ? AND (routines.active_days & ?) <> 0",
        arguments: [owner.id, 1 << (weekday.rawValue - 1)], in: db)
    }
  }

  // MARK: - Helpers

  /// One statement, so that swapped names (`A=B` and `B=A`) each read the row as it was.
  static func renameGameTasks(_ renamed: [String: String], routine: RoutineRecord, in db: Database) throws {
    guard !renamed.isEmpty else { return }
    let pairs = renamed.sorted { $0.key < $1.key }
    let cases = pairs.map { _ in "WHEN ? THEN ?" }.joined(separator: " ")
    let list = pairs.map { _ in "?" }.joined(separator: ",")
    var arguments = StatementArguments(pairs.flatMap { [$0.key, $0.value] })
    arguments += StatementArguments(pairs.map(\.key))
    arguments += [routine.playerID, routine.name]
    try db.execute(
      sql: """
        UPDATE game_tasks SET name = CASE name \(cases) END
        WHERE name IN (\(list)) AND session_id IN
          (SELECT id FROM game_sessions WHERE player_id = ? AND routine_name = ?)
        """, arguments: arguments)
  }

  static func validate(_ routine: Routine) throws(PersistenceError) {
    try requireName(routine.name, of: "routine")
    for task in routine.tasks {
      if task.name.allSatisfy(\.isWhitespace) {
        throw .invalid("routine '\(routine.name)' has a task with a blank name: name every task")
      }
      if task.minutes < 1 {
        throw .invalid(
          "task '\(task.name)' of routine '\(routine.name)' takes \(task.minutes) minutes: use 1 minute or more")
      }
    }
  }

  static func insert(_ routine: Routine, playerID: Int64, playerName: String, in db: Database) throws {
    if let clash = try routineClash(routine.name, playerID: playerID, in: db) {
      throw PersistenceError.duplicateRoutine(name: clash.name, player: playerName)
    }
    var record = RoutineRecord(playerID: playerID, routine: routine)
    try record.insert(db)
    try insertTasks(routine.tasks, routineID: record.id!, in: db)
  }

  /// A routine of the player other than `id` whose name is `name` under Unicode case folding
  /// (`StoredText.folded`; the column's NOCASE folds ASCII only), checked inside the write.
  static func routineClash(_ name: String, playerID: Int64, except id: Int64? = nil, in db: Database) throws
    -> RoutineRecord?
  {
    let key = StoredText.folded(name)
    return try RoutineRecord.fetchAll(
      db, sql: "SELECT * FROM routines WHERE player_id = ? ORDER BY id", arguments: [playerID]
    )
    .first { $0.id != id && StoredText.folded($0.name) == key }
  }

  static func insertTasks(_ tasks: [RoutineTask], routineID: Int64, in db: Database) throws {
    for (position, task) in tasks.enumerated() {
      var row = TaskRecord(id: nil, routineID: routineID, position: position, name: task.name, minutes: task.minutes)
      try row.insert(db)
    }
  }

  /// Finds the routine a parent means by `name` (and `player`, when given): spelled so (NOCASE,
  /// ASCII case), else equal to it under Unicode case folding (`FRÜH` finds `Früh`).
  static func resolveRoutine(
    named name: String, player: String?, in db: Database
  ) throws -> (record: RoutineRecord, owner: PlayerRecord) {
    // Names are stored in NFC since issue 13; older rows may hold another form of the same text.
    let nfc = name.precomposedStringWithCanonicalMapping
    if nfc != name, (try? resolveRoutine(named: name, player: player, in: db)) == nil {
      return try resolveRoutine(named: nfc, player: player, in: db)
    }
    if let player {
      let owner = try PlayerRecord.existing(player, in: db)
      guard
        let record = try RoutineRecord.fetchOne(
          db, sql: "SELECT * FROM routines WHERE player_id = ? AND name = ?", arguments: [owner.id, name])
          ?? RoutineRecord.fetchAll(
            db, sql: "SELECT * FROM routines WHERE player_id = ? ORDER BY id", arguments: [owner.id]
          ).first(where: { StoredText.folded($0.name) == StoredText.folded(name) })
      else { throw PersistenceError.unknownRoutine(name: name, player: owner.name) }
      return (record, owner)
    }
    let select = """
      SELECT routines.*, players.name AS owner_name FROM routines
      JOIN players ON players.id = routines.player_id
      """
    var rows = try Row.fetchAll(db, sql: select + " WHERE routines.name = ? ORDER BY players.name", arguments: [name])
    if rows.isEmpty {
      let key = StoredText.folded(name)
      rows = try Row.fetchAll(db, sql: select + " ORDER BY players.name, routines.id").filter {
        StoredText.folded($0["name"]) == key
      }
    }
    switch rows.count {
    case 0: throw PersistenceError.unknownRoutine(name: name, player: nil)
    case 1:
      let record = try RoutineRecord(row: rows[0])
      return (record, PlayerRecord(id: record.playerID, name: rows[0]["owner_name"]))
    default:
      throw PersistenceError.ambiguousRoutine(name: name, players: rows.map { $0["owner_name"] })
    }
  }

  static func fetchRoutines(filter: String, arguments: StatementArguments, in db: Database) throws -> [Routine] {
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT routines.*, players.name AS owner_name FROM routines
        JOIN players ON players.id = routines.player_id
        \(filter)
        ORDER BY players.name, routines.id
        """, arguments: arguments)
    let pairs = try rows.map { row in
      let record = try RoutineRecord(row: row)
      return (record, PlayerRecord(id: record.playerID, name: row["owner_name"]))
    }
    return try routines(from: pairs, in: db)
  }

  /// Domain routines for records, loading all their tasks in one query.
  static func routines(from pairs: [(RoutineRecord, PlayerRecord)], in db: Database) throws -> [Routine] {
    guard !pairs.isEmpty else { return [] }
    let ids = pairs.compactMap(\.0.id)
    let tasks = try TaskRecord.fetchAll(
      db,
      sql: "SELECT * FROM tasks WHERE routine_id IN (\(ids.map { _ in "?" }.joined(separator: ","))) "
        + "ORDER BY routine_id, position",
      arguments: StatementArguments(ids))
    let byRoutine = Dictionary(grouping: tasks, by: \.routineID)
    return try pairs.map { record, owner in
      try record.routine(player: owner.name, tasks: (byRoutine[record.id!] ?? []).map(\.task))
    }
  }
}
