import Domain
import Foundation
import GRDB
import Persistence
import Testing

@Suite("Migrations")
struct MigrationTests {
  @Test("an in-memory database gets every migration, in order")
  func inMemoryIsFullyMigrated() throws {
    let database = try AppDatabase.inMemory()
    #expect(try database.appliedMigrations() == AppDatabase.MigrationName.all)
    #expect(AppDatabase.migrator.migrations == AppDatabase.MigrationName.all)
  }

  @Test("the schema has players, routines, tasks, games and their tasks, and no place for calendar data")
  func tablesAreTheExpectedOnes() throws {
    let database = try AppDatabase.inMemory()
    let tables = try database.reader.read { db in
      try String.fetchAll(
        db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    }
    #expect(tables == ["game_sessions", "game_tasks", "grdb_migrations", "players", "routines", "tasks"])
    let columns = try database.reader.read { db in
      try tables.flatMap { table in try db.columns(in: table).map { "\(table).\($0.name)" } }
    }
    for forbidden in ["event", "title", "summary", "description", "calendar", "location"] {
      #expect(!columns.contains { $0.contains(forbidden) }, "column about \(forbidden) in \(columns)")
    }
  }

  @Test("foreign keys cascade from players to routines, tasks, games and their tasks")
  func foreignKeysCascade() throws {
    let database = try AppDatabase.inMemory()
    let cascades = try database.reader.read { db in
      try ["routines", "tasks", "game_sessions", "game_tasks"].map { table in
        try Row.fetchAll(db, sql: "PRAGMA foreign_key_list(\(table))").map { row -> String in row["on_delete"] }
      }
    }
    #expect(cascades == Array(repeating: ["CASCADE"], count: 4))
  }

  @Test("an empty on-disk database is created fully migrated")
  func emptyOnDisk() throws {
    let folder = try TemporaryFolder()
    let database = try AppDatabase.open(at: folder.file("timequest.sqlite"))
    #expect(try database.appliedMigrations() == AppDatabase.MigrationName.all)
    #expect(try database.players().isEmpty)
  }

  @Test("a database from before calendar support (v1) upgrades in place: every row kept, every routine 'always'")
  func upgradeFromV1() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    try OldSchemas.makeV1(at: path)
    try expectUpgradedV1(at: path)
  }

  @Test("a database with calendar modes but no play history (v2) upgrades in place with every row kept")
  func upgradeFromV2() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    try OldSchemas.makeV2(at: path)
    try expectUpgradedV2(at: path)
  }

  @Test("the committed v1 fixture database upgrades to the latest schema with all rows intact")
  func upgradeV1Fixture() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    try OldSchemas.copyFixture("schema-v1.sqlite", to: path)
    try expectUpgradedV1(at: path)
  }

  @Test("the committed v2 fixture database upgrades to the latest schema with all rows intact")
  func upgradeV2Fixture() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    try OldSchemas.copyFixture("schema-v2.sqlite", to: path)
    try expectUpgradedV2(at: path)
  }

  @Test("a database with play history but no games (v3) upgrades in place: its plays become finished games")
  func upgradeFromV3() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    try OldSchemas.makeV3(at: path)
    try expectUpgradedV3(at: path)
  }

  @Test("the committed v3 fixture database upgrades to the latest schema with all rows intact")
  func upgradeV3Fixture() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    try OldSchemas.copyFixture("schema-v3.sqlite", to: path)
    try expectUpgradedV3(at: path)
  }

  @Test("a database with games but no player settings (v4) upgrades in place: games kept, every player on the defaults")
  func upgradeFromV4() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    try OldSchemas.makeV4(at: path)
    try expectUpgradedV4(at: path)
  }

  @Test("the committed v4 fixture database upgrades to the latest schema with all rows intact")
  func upgradeV4Fixture() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    try OldSchemas.copyFixture("schema-v4.sqlite", to: path)
    try expectUpgradedV4(at: path)
  }

  @Test("every earlier fixture's players read with the default game settings, on the first read after the upgrade")
  func everyFixtureGetsDefaultSettings() throws {
    for fixture in ["schema-v1.sqlite", "schema-v2.sqlite", "schema-v3.sqlite", "schema-v4.sqlite"] {
      let folder = try TemporaryFolder()
      let path = folder.file("timequest.sqlite")
      try OldSchemas.copyFixture(fixture, to: path)
      // The first read after the upgrade: a `SELECT *` sees the added columns.
      let players = try AppDatabase.open(at: path).players()
      #expect(players.map(\.name) == ["Leo", "Mia"], "\(fixture)")
      #expect(players.allSatisfy { $0.pastTimes == .auto && $0.cue }, "\(fixture)")
    }
  }

  @Test("every fixture's players read with the planned time off after the upgrade, and the setting is kept")
  func plannedTimeOffAfterUpgrade() throws {
    for fixture in ["schema-v1.sqlite", "schema-v5.sqlite", "schema-v9.sqlite", "schema-v10.sqlite"] {
      let folder = try TemporaryFolder()
      let path = folder.file("timequest.sqlite")
      try OldSchemas.copyFixture(fixture, to: path)
      let database = try AppDatabase.open(at: path)
      #expect(try database.players().allSatisfy { !$0.showPlanned }, "\(fixture)")
      try database.setGameSettings(of: "Mia", pastTimes: nil, cue: nil, showPlanned: true)
      #expect(try AppDatabase.open(at: path).player(named: "Mia").showPlanned, "\(fixture)")
    }
  }

  @Test("a fresh database's schema is exactly the schema each old fixture upgrades to")
  func schemaSnapshot() throws {
    func schema(_ path: String) throws -> [String] {
      _ = try AppDatabase.open(at: path)
      return try DatabaseQueue(path: path).read { db in
        try String.fetchAll(
          db,
          sql: """
            SELECT type || ' ' || name || ' ' || tbl_name || ': ' || ifnull(sql, '') FROM sqlite_master
            WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name
            """)
      }
    }
    let folder = try TemporaryFolder()
    let fresh = try schema(folder.file("fresh.sqlite"))
    #expect(fresh.contains { $0.hasPrefix("table players players: CREATE TABLE") })
    for fixture in (1...11).map({ "schema-v\($0).sqlite" }) {
      let path = folder.file(fixture)
      try OldSchemas.copyFixture(fixture, to: path)
      #expect(try schema(path) == fresh, "\(fixture)")
    }
  }

  @Test(
    "the committed v9 fixture upgrades to the games' check: every row kept, a sound history passed, damage from before found"
  )
  func upgradeV9Fixture() throws {
    let folder = try TemporaryFolder()
    let (database, _) = try Self.upgradedKeepingRows("schema-v9.sqlite", in: folder)
    try database.checkGames()
    #expect(try database.sessions(player: "Leo", routine: nil).map(\.routine).contains("Schlafenszeit – Woche"))

    // A value planted before the upgrade is in the indexes the upgrade builds.
    let damaged = folder.file("damaged.sqlite")
    try OldSchemas.copyFixture("schema-v9.sqlite", to: damaged)
    try DatabaseQueue(path: damaged).writeWithoutTransaction { db in
      try db.execute(sql: "UPDATE game_tasks SET name = char(12288) WHERE name = 'Geschichte'")
    }
    let what = try #require(DamagedValueTests.damage { try AppDatabase.open(at: damaged).checkGames() })
    #expect(what.contains("game_tasks row") && what.contains("name is blank"), "\(what)")
  }

  @Test(
    "the committed v10 fixture upgrades to done-by times: every row kept, every routine without one, a time then stored"
  )
  func upgradeV10Fixture() throws {
    let folder = try TemporaryFolder()
    let (database, path) = try Self.upgradedKeepingRows("schema-v10.sqlite", in: folder)
    let stored = try DatabaseQueue(path: path).read { db in
      try Int?.fetchAll(db, sql: "SELECT done_by FROM routines ORDER BY id")
    }
    #expect(stored == [nil, nil, nil, nil])
    let routines = try database.routines(player: nil)
    #expect(routines.map(\.name) == ["Bedtime", "Holiday reading", "Morning", "Weekend chores"])
    #expect(routines.allSatisfy { $0.doneBy == nil })
    var morning = try database.routine(named: "Morning", player: "Mia")
    morning.doneBy = DailyTime(hour: 7, minute: 45)
    try database.updateRoutine(named: "Morning", player: "Mia", to: morning)
    #expect(try database.routine(named: "Morning", player: "Mia") == morning)
    try database.checkGames()
  }

  @Test("the settings columns refuse values outside their choices")
  func settingsColumnsAreChecked() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    let database = try AppDatabase.open(at: path)
    try database.addPlayer("Mia")
    let queue = try DatabaseQueue(path: path)
    for sql in ["UPDATE players SET past_times = 'sometimes'", "UPDATE players SET cue = 2"] {
      #expect(throws: (any Error).self, "\(sql)") { try queue.write { db in try db.execute(sql: sql) } }
    }
    try queue.close()
    #expect(try database.players() == [Player(name: "Mia")])
  }

  @Test("upgrading an in-memory v1 database through AppDatabase.init works too")
  func upgradeInMemory() throws {
    let queue = try DatabaseQueue()
    try AppDatabase.migrator.migrate(queue, upTo: AppDatabase.MigrationName.playersRoutinesTasks)
    try queue.write { db in
      try db.execute(sql: "INSERT INTO players (name) VALUES ('Mia')")
      try db.execute(sql: "INSERT INTO routines (player_id, name, active_days) VALUES (1, 'Morning', 2)")
      try db.execute(sql: "INSERT INTO tasks (routine_id, position, name, minutes) VALUES (1, 0, 'Dress', 5)")
    }
    let database = try AppDatabase(queue)
    #expect(
      try database.routines(player: nil)
        == [Routine(name: "Morning", player: "Mia", tasks: [.init(name: "Dress", minutes: 5)], activeDays: [.monday])])
  }

  // MARK: - Expectations

  private func expectUpgradedV1(at path: String) throws {
    let database = try AppDatabase.open(at: path)
    #expect(try database.appliedMigrations() == AppDatabase.MigrationName.all)
    #expect(try database.players() == [Player(name: "Leo"), Player(name: "Mia")])
    #expect(
      try database.routines(player: nil) == [
        Routine(
          name: "Bedtime", player: "Leo", tasks: [.init(name: "Bath", minutes: 15), .init(name: "Story", minutes: 10)],
          activeDays: Set(Weekday.allCases), mode: .always),
        Routine(
          name: "Morning", player: "Mia",
          tasks: [
            .init(name: "Get dressed", minutes: 5), .init(name: "Breakfast", minutes: 15),
            .init(name: "Brush teeth", minutes: 3),
          ],
          activeDays: WeekdayList.weekdays, mode: .always),
        Routine(
          name: "Weekend chores", player: "Mia", tasks: [.init(name: "Tidy room", minutes: 20)],
          activeDays: WeekdayList.weekends, mode: .always),
      ])
    #expect(try database.plays(player: nil, routine: nil).isEmpty)
    #expect(try database.integrityCheck().isEmpty)
  }

  private func expectUpgradedV2(at path: String) throws {
    let database = try AppDatabase.open(at: path)
    #expect(try database.appliedMigrations() == AppDatabase.MigrationName.all)
    let routines = try database.routines(player: nil)
    #expect(routines.map(\.name) == ["Bedtime", "Holiday reading", "Morning", "Weekend chores"])
    #expect(routines.map(\.mode) == [.always, .freeDay, .schoolDay, .always])
    #expect(routines.map(\.tasks.count) == [2, 1, 3, 1])
    #expect(routines[2].activeDays == WeekdayList.weekdays)
    // The upgraded database takes new data of the latest schema.
    try database.recordPlay(
      PlayRecord(
        player: "Mia", routine: "Morning", playedAt: Date(timeIntervalSince1970: 1_790_000_000),
        tasks: [.init(name: "Get dressed", estimateMinutes: 4, actualSeconds: 290)]))
    #expect(try database.plays(player: "Mia", routine: nil).count == 1)
    #expect(try database.integrityCheck().isEmpty)
  }

  /// The v4 rows (see `OldSchemas.makeV4`): every game and task kept; the players take settings.
  private func expectUpgradedV4(at path: String) throws {
    let database = try AppDatabase.open(at: path)
    #expect(try database.appliedMigrations() == AppDatabase.MigrationName.all)
    #expect(try database.players() == [Player(name: "Leo"), Player(name: "Mia")])
    let leo = try database.sessions(player: "Leo", routine: nil)
    #expect(leo.map(\.id) == [1, 4])  // the plays became games 3 to 5, after the two games
    #expect(leo[0].finished)
    #expect(
      leo[0].tasks == [
        TaskPlay(name: "Bath", guessSeconds: 600, actualSeconds: 700),
        TaskPlay(name: "Story", guessSeconds: 900, actualSeconds: 880),
      ])
    let mia = try database.sessions(player: "Mia", routine: "Morning")
    #expect(mia.first?.id == 2)
    #expect(mia.first?.finished == false)
    #expect(mia.first?.tasks == [.skipped(name: "Get dressed", guessSeconds: 240)])
    // The upgraded database stores the settings, and a rename keeps them.
    try database.setGameSettings(of: "mia", pastTimes: .off, cue: false)
    try database.renamePlayer("Mia", to: "Mila")
    #expect(try database.player(named: "Mila") == Player(name: "Mila", pastTimes: .off, cue: false))
    #expect(try database.player(named: "Leo") == Player(name: "Leo"))
    #expect(try database.integrityCheck().isEmpty)
  }

  /// The v3 rows: the v2 household and three plays (see `OldSchemas.makeV3`), upgraded in `zone`.
  private func expectUpgradedV3(at path: String, in zone: TimeZone = TimeZone(identifier: "Europe/Berlin")!) throws {
    let database = try AppDatabase.open(at: path, timeZone: zone)
    #expect(try database.appliedMigrations() == AppDatabase.MigrationName.all)
    #expect(try database.routines(player: nil).count == 4)
    let plays = try database.plays(player: nil, routine: nil)
    #expect(plays.map(\.routine) == ["Morning", "Bedtime", "Morning"])
    #expect(plays.last?.tasks.map(\.actualSeconds) == [430, 800, 150])
    // Now games: finished, every task timed, estimates in seconds, dated in the household's zone.
    let sessions = try database.sessions(player: "Mia", routine: nil)
    #expect(sessions.map(\.date.description) == ["2026-11-25", "2026-11-24"])
    #expect(sessions.allSatisfy { $0.finished && $0.id != nil })
    #expect(
      sessions[1].tasks == [
        TaskPlay(name: "Get dressed", guessSeconds: 300, actualSeconds: 430),
        TaskPlay(name: "Breakfast", guessSeconds: 900, actualSeconds: 800),
        TaskPlay(name: "Brush teeth", guessSeconds: 180, actualSeconds: 150),
      ])
    // The upgraded database stores games, listed with the older ones, newest first.
    let game = try database.startSession(
      player: "mia", routine: "morning", date: LocalDate("2026-11-26")!,
      startedAt: Date(timeIntervalSince1970: 1_795_680_000))
    try database.appendTask(TaskPlay(name: "Get dressed", guessSeconds: 240, actualSeconds: 250), toSession: game.id!)
    let all = try database.sessions(player: "Mia", routine: "Morning")
    #expect(all.map(\.id) == [game.id, sessions[0].id, sessions[1].id])
    #expect(try database.integrityCheck().isEmpty)
  }

  @Test("older plays are dated in the time zone the database is upgraded in, as they were read in it before")
  func upgradeDatesInTheHouseholdZone() throws {
    for (zone, dates) in [
      ("UTC", ["2026-11-25", "2026-11-23"]), ("Europe/Berlin", ["2026-11-25", "2026-11-24"]),
      ("America/New_York", ["2026-11-25", "2026-11-23"]),
    ] {
      let folder = try TemporaryFolder()
      let path = folder.file("timequest.sqlite")
      try OldSchemas.makeV3(at: path)
      let database = try AppDatabase.open(at: path, timeZone: TimeZone(identifier: zone)!)
      #expect(try database.sessions(player: "Mia", routine: nil).map(\.date.description) == dates, "\(zone)")
    }
  }

  @Test("the committed v6 fixture (games only) gains the players' message language, unset, with every row kept")
  func upgradeV6Fixture() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    try OldSchemas.copyFixture("schema-v6.sqlite", to: path)
    let database = try AppDatabase.open(at: path)
    let players = try database.players()
    #expect(players.map(\.name) == ["Leo", "Mia"])
    #expect(players.allSatisfy { $0.language == nil })
    #expect(players.map(\.pastTimes) == [.auto, .off])
    #expect(players.map(\.cue) == [true, false])
    let games = try database.sessions(player: nil, routine: nil)
    #expect(games.map(\.routine).sorted() == ["Bedtime", "Morning", "Weekend chores"])
    #expect(games.flatMap(\.tasks).map(\.name).sorted() == ["Bath", "Get dressed", "Story", "Tidy room"])
    #expect(try database.appliedMigrations() == AppDatabase.MigrationName.all)
  }

  /// Every row of `tables`, in their first column's order; of `players`, the columns up to v8's (a
  /// later migration adds one, which upgrading an older fixture also runs).
  /// A copy of the committed `fixture` in `folder`, opened (so upgraded): every row of the household
  /// and game tables as it was, every migration applied. The database and its path.
  static func upgradedKeepingRows(_ fixture: String, in folder: TemporaryFolder) throws -> (AppDatabase, String) {
    let path = folder.file("timequest.sqlite")
    try OldSchemas.copyFixture(fixture, to: path)
    let tables = ["players", "routines", "tasks", "game_sessions", "game_tasks", "sqlite_sequence"]
    let before = try Self.rows(path, tables)
    let database = try AppDatabase.open(at: path)
    #expect(try Self.rows(path, tables) == before)
    #expect(try database.appliedMigrations() == AppDatabase.MigrationName.all)
    return (database, path)
  }

  static func rows(_ path: String, _ tables: [String]) throws -> [[String]] {
    try DatabaseQueue(path: path).read { db in
      try tables.map { table in
        // The columns each table had before the upgrade: later migrations add their own.
        let columns =
          table == "players"
          ? "id, name, past_times, cue, language" : table == "routines" ? "id, player_id, name, active_days, mode" : "*"
        return try Row.fetchAll(db, sql: "SELECT \(columns) FROM \(table) ORDER BY 1").map(\.description)
      }
    }
  }

  @Test("the committed v8 fixture upgrades to school levels: every row, id and setting kept, no player with a level")
  func upgradeV8Fixture() throws {
    let folder = try TemporaryFolder()
    let (database, path) = try Self.upgradedKeepingRows("schema-v8.sqlite", in: folder)
    let levels = try DatabaseQueue(path: path).read { db in
      try String?.fetchAll(db, sql: "SELECT school_level FROM players ORDER BY id")
    }
    #expect(levels == [nil, nil])
    #expect(try database.players().map(\.school) == [nil, nil])
    #expect(try database.player(named: "Mia").pastTimes == .off)
    #expect(try database.player(named: "Leo").language == "de")
    let set = try database.setGameSettings(of: "Mia", pastTimes: nil, cue: nil, school: .level(.middle))
    #expect(set.school == .middle)
    #expect(try database.player(named: "Mia").school == .middle)
    #expect(
      try database.setGameSettings(of: "Mia", pastTimes: nil, cue: nil, school: SchoolLevelSetting.none).school == nil)
  }

  @Test("the school level column refuses a level outside the choices")
  func schoolLevelColumnIsChecked() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    let database = try AppDatabase.open(at: path)
    try database.addPlayer("Mia", school: .secondary)
    #expect(try database.player(named: "Mia").school == .secondary)
    let queue = try DatabaseQueue(path: path)
    #expect(throws: (any Error).self) {
      try queue.write { db in try db.execute(sql: "UPDATE players SET school_level = 'university'") }
    }
    for level in SchoolLevel.allCases {
      try queue.write { db in try db.execute(sql: "UPDATE players SET school_level = ?", arguments: [level.rawValue]) }
      #expect(try database.player(named: "Mia").school == level)
    }
  }

  @Test("the committed v7 fixture upgrades to game ids never given twice, with every row and id kept")
  func upgradeV7Fixture() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    try OldSchemas.copyFixture("schema-v7.sqlite", to: path)
    func rows() throws -> [[String]] {
      try Self.rows(path, ["players", "routines", "tasks", "game_sessions", "game_tasks"])
    }
    let before = try rows()
    let database = try AppDatabase.open(at: path)
    #expect(try database.appliedMigrations() == AppDatabase.MigrationName.all)
    #expect(try rows() == before)
    let check = try DatabaseQueue(path: path).read { db in
      (
        try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count,
        try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'game_sessions'") ?? "",
        try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'game_sessions'"),
        try String.fetchAll(
          db, sql: "SELECT name FROM sqlite_master WHERE tbl_name = 'game_sessions' AND type = 'index'")
      )
    }
    #expect(check.0 == 0)
    #expect(check.1.contains("AUTOINCREMENT"))
    #expect(check.2 == 5)
    #expect(check.3 == ["game_sessions_by_player_and_time", "game_sessions_unsound", "game_sessions_unplain_routines"])
    let games = try database.sessions(player: nil, routine: nil)
    #expect(games.compactMap(\.id).sorted() == [1, 2, 3, 5])
    #expect(try database.player(named: "Leo").language == "de")
    // The next game takes the next id, and a deleted game's id is not given again.
    let day = LocalDate("2026-12-01")!
    let leos = try database.startSession(player: "Leo", routine: "Bedtime", date: day, startedAt: Date()).id
    #expect(leos == 6)
    try database.removePlayer("Leo")
    #expect(throws: PersistenceError.gameGone(6)) {
      try database.appendTask(TaskPlay(name: "Bath", guessSeconds: 60, actualSeconds: 70), toSession: 6)
    }
    #expect(try database.startSession(player: "Mia", routine: "Morning", date: day, startedAt: Date()).id == 7)
  }

  @Test(
    "the committed v5 fixture (both forms of history) keeps one: every play a game with the same values, no table left",
    arguments: ["UTC", "Europe/Berlin", "America/New_York"])
  func upgradeV5Fixture(zone: String) throws {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    try OldSchemas.copyFixture("schema-v5.sqlite", to: path)
    try expectUpgradedV5(at: path, in: TimeZone(identifier: zone)!)
  }

  /// The v5 rows (see `Scripts/make-schema-fixtures.sh`) upgraded in `timeZone`: the answers the older reader gave.
  private func expectUpgradedV5(at path: String, in timeZone: TimeZone) throws {
    let before = try OlderHistory.read(at: path, timeZone: timeZone)
    let database = try AppDatabase.open(at: path, timeZone: timeZone)
    #expect(try database.appliedMigrations() == AppDatabase.MigrationName.all)
    let tables = try database.reader.read { db in try ["plays", "play_tasks"].filter { try db.tableExists($0) } }
    #expect(tables.isEmpty)
    // Every game and every play, with the same values, and the games keep their ids.
    let after = try database.sessions(player: nil, routine: nil)
    #expect(after.count == 7)
    #expect(after.map(\.withoutID) == before.map(\.withoutID))
    #expect(after.filter { $0.id! <= 2 }.map(\.id) == [2, 1])
    // What history, stats, the report's window and its streaks read are the same answers.
    #expect(GameStatistics.routines(after) == GameStatistics.routines(before))
    for player in ["Mia", "Leo"] {
      #expect(
        try database.sessions(player: player, routine: nil).map(\.withoutID)
          == before.filter { $0.player == player }.map(\.withoutID))
      let (from, through) = (LocalDate("2026-11-24")!, LocalDate("2026-11-28")!)
      #expect(
        try database.sessions(player: player, from: from, through: through).map(\.withoutID)
          == GameStatistics.chronological(before.filter { $0.player == player && (from...through).contains($0.date) })
          .map(\.withoutID))
      #expect(try database.firstPlayedDates(player: player) == OlderHistory.firstPlayed(before, player: player))
    }
    // The players' settings are untouched.
    #expect(try database.player(named: "Mia") == Player(name: "Mia", pastTimes: .off, cue: false))
    #expect(try database.integrityCheck().isEmpty)
  }
}

/// What the older reader answered from a v5 database: each play read as a finished game dated in
/// `timeZone` (`GameSession(_:date:)`, as `AppDatabase.sessions` did), merged with the games
/// newest first, a game before a play of the same second.
enum OlderHistory {
  static func read(at path: String, timeZone: TimeZone) throws -> [GameSession] {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { db in
      let names = Dictionary(
        uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT id, name FROM players").map {
          ($0["id"] as Int64, $0["name"] as String)
        })
      var games: [GameSession] = []
      for row in try Row.fetchAll(db, sql: "SELECT * FROM game_sessions ORDER BY started_at DESC, id DESC") {
        let tasks = try Row.fetchAll(
          db, sql: "SELECT * FROM game_tasks WHERE session_id = ? ORDER BY position", arguments: [row["id"] as Int64]
        ).map { task in
          TaskPlay(
            name: task["name"], guessSeconds: task["guess_seconds"],
            actualSeconds: task["skipped"] as Bool ? nil : task["actual_seconds"] as Int?)
        }
        games.append(
          GameSession(
            id: row["id"], player: names[row["player_id"]]!, routine: row["routine_name"],
            date: LocalDate(row["date"] as String)!, startedAt: PlayTime.date(row["started_at"])!,
            finished: row["finished"], tasks: tasks))
      }
      var plays: [GameSession] = []
      for row in try Row.fetchAll(db, sql: "SELECT * FROM plays ORDER BY played_at DESC, id DESC") {
        let tasks = try Row.fetchAll(
          db, sql: "SELECT * FROM play_tasks WHERE play_id = ? ORDER BY position", arguments: [row["id"] as Int64]
        ).map { task in
          PlayRecord.TaskResult(
            name: task["name"], estimateMinutes: task["estimate_minutes"], actualSeconds: task["actual_seconds"])
        }
        let record = PlayRecord(
          player: names[row["player_id"]]!, routine: row["routine_name"], playedAt: PlayTime.date(row["played_at"])!,
          tasks: tasks)
        plays.append(GameSession(record, date: LocalDate(record.playedAt, in: timeZone)))
      }
      return (games + plays).enumerated().sorted { a, b in
        a.element.startedAt != b.element.startedAt ? a.element.startedAt > b.element.startedAt : a.offset < b.offset
      }.map(\.element)
    }
  }

  /// The first date of each routine of `player` with a task timed.
  static func firstPlayed(_ sessions: [GameSession], player: String) -> [String: LocalDate] {
    var first: [String: LocalDate] = [:]
    for session in sessions where session.player == player && session.tasks.contains(where: { !$0.skipped }) {
      first[session.routine] = min(first[session.routine] ?? session.date, session.date)
    }
    return first
  }
}

extension GameSession {
  var withoutID: GameSession {
    var copy = self
    copy.id = nil
    return copy
  }
}

@Suite("The recipe for adding a migration")
struct MigrationRecipeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test("every file docs/recipes/add-a-migration.md names exists, and every schema before the newest has a fixture")
  func recipeHolds() throws {
    let recipe = try String(
      contentsOf: Self.root.appendingPathComponent("docs/recipes/add-a-migration.md"), encoding: .utf8)
    let named = RecipePaths.named(in: recipe)
    #expect(named.count >= 9)
    for path in named {
      #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(path)")
    }
    let folder = try TemporaryFolder()
    for number in 1..<AppDatabase.MigrationName.all.count {
      #expect(throws: Never.self, "schema-v\(number).sqlite") {
        try OldSchemas.copyFixture("schema-v\(number).sqlite", to: folder.file("schema-v\(number).sqlite"))
      }
    }
  }
}

/// The repository paths a recipe names in backquotes, without the `…` placeholders.
enum RecipePaths {
  static func named(in text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
      guard index % 2 == 1, ["Modules/", "Tests/", "Scripts/", "docs/"].contains(where: part.hasPrefix),
        !part.contains("…"), !part.contains("vN")
      else { return nil }
      return String(part)
    }
  }
}
