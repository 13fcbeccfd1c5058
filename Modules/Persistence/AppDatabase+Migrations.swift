import Foundation
import GRDB

extension AppDatabase {
  /// The schema, as named, append-only migrations.
  ///
  /// Never edit or reorder a migration once it has shipped: add a new one. Migrations are plain
  /// SQL and use no app types, so they stay what they were when a database was made with them.
  /// Each earlier schema has a fixture database under `Tests/PersistenceTests/Fixtures`, written by
  /// `Scripts/make-schema-fixtures.sh`.
  ///
  /// `timeZone` is the household's: the one migration that needs a local date (older plays kept
  /// only the instant) takes it there, as reading them did before.
  public static func migrator(timeZone: TimeZone) -> DatabaseMigrator {
    var migrator = DatabaseMigrator()

    migrator.registerMigration(MigrationName.playersRoutinesTasks) { db in
      try db.execute(
        sql: """
          CREATE TABLE players (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0)
          );
          CREATE TABLE routines (
            id INTEGER PRIMARY KEY,
            player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
            name TEXT NOT NULL COLLATE NOCASE CHECK (length(trim(name)) > 0),
            active_days INTEGER NOT NULL CHECK (active_days BETWEEN 0 AND 127),
            UNIQUE (player_id, name)
          );
          CREATE TABLE tasks (
            id INTEGER PRIMARY KEY,
            routine_id INTEGER NOT NULL REFERENCES routines(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            name TEXT NOT NULL,
            minutes INTEGER NOT NULL CHECK (minutes > 0),
            UNIQUE (routine_id, position)
          );
          """)
    }

    // Calendar support: existing routines become `always`, so they behave exactly as before.
    migrator.registerMigration(MigrationName.routineCalendarMode) { db in
      try db.execute(
        sql: """
          ALTER TABLE routines ADD COLUMN mode TEXT NOT NULL DEFAULT 'always'
            CHECK (mode IN ('always', 'school-day', 'free-day'));
          """)
    }

    // Play history keeps the routine's name, not a reference: it outlives the routine.
    migrator.registerMigration(MigrationName.playHistory) { db in
      try db.execute(
        sql: """
          CREATE TABLE plays (
            id INTEGER PRIMARY KEY,
            player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
            routine_name TEXT NOT NULL COLLATE NOCASE,
            played_at TEXT NOT NULL
          );
          CREATE INDEX plays_by_player_and_time ON plays(player_id, played_at);
          CREATE TABLE play_tasks (
            id INTEGER PRIMARY KEY,
            play_id INTEGER NOT NULL REFERENCES plays(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            name TEXT NOT NULL,
            estimate_minutes INTEGER NOT NULL CHECK (estimate_minutes >= 0),
            actual_seconds INTEGER NOT NULL CHECK (actual_seconds >= 0),
            UNIQUE (play_id, position)
          );
          """)
    }

    // The estimation game: a session is saved task by task as it is played and marked finished at
    // the end. A skipped task has no time, and `skipped` cannot disagree with that. Plays of the
    // older form (`plays`, whole-minute estimates, only ever written by an import) stay where they
    // are and are read alongside, so backups holding them still round-trip byte for byte.
    migrator.registerMigration(MigrationName.gameSessions) { db in
      try db.execute(
        sql: """
          CREATE TABLE game_sessions (
            id INTEGER PRIMARY KEY,
            player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
            routine_name TEXT NOT NULL COLLATE NOCASE CHECK (length(trim(routine_name)) > 0),
            date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
            started_at TEXT NOT NULL,
            finished INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1))
          );
          CREATE INDEX game_sessions_by_player_and_time ON game_sessions(player_id, started_at);
          CREATE TABLE game_tasks (
            id INTEGER PRIMARY KEY,
            session_id INTEGER NOT NULL REFERENCES game_sessions(id) ON DELETE CASCADE,
            position INTEGER NOT NULL CHECK (position >= 0),
            name TEXT NOT NULL,
            guess_seconds INTEGER NOT NULL CHECK (guess_seconds >= 0),
            actual_seconds INTEGER CHECK (actual_seconds >= 0),
            skipped INTEGER NOT NULL CHECK (skipped = (actual_seconds IS NULL)),
            UNIQUE (session_id, position)
          );
          """)
    }

    // The parent's per-player game settings. Every existing player gets the defaults, so games
    // play exactly as before: the past-times aid after three timed plays, and the cue on.
    migrator.registerMigration(MigrationName.playerGameSettings) { db in
      try db.execute(
        sql: """
          ALTER TABLE players ADD COLUMN past_times TEXT NOT NULL DEFAULT 'auto'
            CHECK (past_times IN ('auto', 'on', 'off'));
          ALTER TABLE players ADD COLUMN cue INTEGER NOT NULL DEFAULT 1 CHECK (cue IN (0, 1));
          """)
    }

    // One form of history: every play of the older form becomes a finished game with every task
    // timed and each estimate as `minutes × 60` seconds, dated in the household's time zone, in
    // the plays' order after the games already there; then the older tables go. Games and plays
    // never describe the same game (the game never wrote a play), so nothing is counted twice.
    migrator.registerMigration(MigrationName.oneGameHistory) { db in
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = timeZone
      let plays = try Row.fetchAll(
        db,
        sql: """
          SELECT id, player_id, routine_name, strftime('%Y-%m-%dT%H:%M:%SZ', played_at) AS started_at,
            CAST(strftime('%s', played_at) AS INTEGER) AS seconds
          FROM plays ORDER BY id
          """)
      for play in plays {
        let id: Int64 = play["id"]
        guard let seconds = play["seconds"] as Int64?, let startedAt = play["started_at"] as String? else {
          throw DatabaseError(message: "play \(id) has an unreadable time: it cannot become a game")
        }
        let day = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(seconds)))
        let date = String(format: "%04d-%02d-%02d", day.year ?? 0, day.month ?? 0, day.day ?? 0)
        try db.execute(
          sql: """
            INSERT INTO game_sessions (player_id, routine_name, date, started_at, finished) VALUES (?, ?, ?, ?, 1)
            """, arguments: [play["player_id"] as Int64, play["routine_name"] as String, date, startedAt])
        try db.execute(
          sql: """
            INSERT INTO game_tasks (session_id, position, name, guess_seconds, actual_seconds, skipped)
            SELECT ?, position, name, estimate_minutes * 60, actual_seconds, 0 FROM play_tasks
            WHERE play_id = ? ORDER BY position
            """, arguments: [db.lastInsertedRowID, id])
      }
      try db.execute(sql: "DROP TABLE play_tasks; DROP TABLE plays")
    }

    // A player's message language. NULL, every existing player's, follows the household and the
    // locale, so messages read as before.
    migrator.registerMigration(MigrationName.playerLanguage) { db in
      try db.execute(sql: "ALTER TABLE players ADD COLUMN language TEXT")
    }

    // A game's id is never given again: a game in progress keeps its id while an import replaces
    // the household or its player is removed, and its next task must find its game gone, not land
    // in whichever game took the id next. AUTOINCREMENT keeps the highest id ever given in
    // `sqlite_sequence`, which DELETE leaves alone. SQLite cannot add it to a table, so the table
    // is rebuilt (create, copy with ids, drop, rename, index). GRDB runs a migration with foreign
    // keys off and checks them before it commits, so dropping the old table leaves `game_tasks`
    // as it is, pointing at the same ids in the new one.
    migrator.registerMigration(MigrationName.gameIDsNeverReused) { db in
      try db.execute(
        sql: """
          CREATE TABLE new_game_sessions (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
            routine_name TEXT NOT NULL COLLATE NOCASE CHECK (length(trim(routine_name)) > 0),
            date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
            started_at TEXT NOT NULL,
            finished INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1))
          );
          INSERT INTO new_game_sessions (id, player_id, routine_name, date, started_at, finished)
            SELECT id, player_id, routine_name, date, started_at, finished FROM game_sessions ORDER BY id;
          DROP TABLE game_sessions;
          ALTER TABLE new_game_sessions RENAME TO game_sessions;
          CREATE INDEX game_sessions_by_player_and_time ON game_sessions(player_id, started_at);
          """)
    }

    // A player's school level, for the calendar's events that name levels ("Early Dismissal
    // (Elementary)"). NULL, every existing player's, reads every level as theirs: days read as before.
    migrator.registerMigration(MigrationName.playerSchoolLevel) { db in
      try db.execute(
        sql: """
          ALTER TABLE players ADD COLUMN school_level TEXT
            CHECK (school_level IN ('kindergarten', 'elementary', 'middle', 'high', 'secondary'));
          """)
    }

    // `checkGames` runs at every `today`, `status` and `player list`; reading ten years of games
    // in Swift to find nothing wrong cost about 22 ms each time. These partial indexes hold only
    // the rows `GameRowReader` might refuse, by the rules of `GameRowChecks` in SQL, and SQLite
    // keeps them whoever writes, so the check is a look-up in indexes that are empty in a sound
    // household. The SQL is the one `GameRowChecks` queries with: never edit it here; a changed
    // rule is a new migration that drops these indexes and creates them again.
    migrator.registerMigration(MigrationName.gameRowChecks) { db in
      try db.execute(sql: GameRowChecks.v10Indexes)
    }

    // A routine's done-by time, the minute of the day (08:05 is 485). NULL, every existing
    // routine's, is no time: the game, today and the notifier show what they showed before.
    migrator.registerMigration(MigrationName.routineDoneBy) { db in
      try db.execute(
        sql: """
          ALTER TABLE routines ADD COLUMN done_by INTEGER
            CHECK (done_by IS NULL OR (typeof(done_by) = 'integer' AND done_by BETWEEN 0 AND 1439));
          """)
    }

    // The parent's choice to show a task's planned time after the guess: off for every existing
    // player, so their games read as before.
    migrator.registerMigration(MigrationName.playerShowPlanned) { db in
      try db.execute(
        sql: """
          ALTER TABLE players ADD COLUMN show_planned INTEGER NOT NULL DEFAULT 0 CHECK (show_planned IN (0, 1));
          """)
    }

    return migrator
  }

  /// The migrations, for their names and for tests that build older schemas; opening a database
  /// migrates it with `migrator(timeZone:)`.
  public static var migrator: DatabaseMigrator { migrator(timeZone: .current) }

  /// Migration identifiers, oldest first. They are stored in databases: never rename one.
  public enum MigrationName {
    public static let playersRoutinesTasks = "v1-players-routines-tasks"
    public static let routineCalendarMode = "v2-routine-calendar-mode"
    public static let playHistory = "v3-play-history"
    public static let gameSessions = "v4-game-sessions"
    public static let playerGameSettings = "v5-player-game-settings"
    public static let oneGameHistory = "v6-one-game-history"
    public static let playerLanguage = "v7-player-language"
    public static let gameIDsNeverReused = "v8-game-ids-never-reused"
    public static let playerSchoolLevel = "v9-player-school-level"
    public static let gameRowChecks = "v10-game-row-checks"
    public static let routineDoneBy = "v11-routine-done-by"
    public static let playerShowPlanned = "v12-player-show-planned"

    public static let all = [
      playersRoutinesTasks, routineCalendarMode, playHistory, gameSessions, playerGameSettings, oneGameHistory,
      playerLanguage, gameIDsNeverReused, playerSchoolLevel, gameRowChecks, routineDoneBy, playerShowPlanned,
    ]
  }
}
