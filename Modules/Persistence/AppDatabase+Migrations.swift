import GRDB

extension AppDatabase {
  /// The schema, as named, append-only migrations.
  ///
  /// Never edit or reorder a migration once it has shipped: add a new one. Migrations are plain
  /// SQL and use no app types, so they stay what they were when a database was made with them.
  /// Each earlier schema has a fixture database under `Tests/PersistenceTests/Fixtures`, written by
  /// `Scripts/make-schema-fixtures.sh`.
  public static var migrator: DatabaseMigrator {
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

    // A player's message language. NULL, every existing player's, follows the household and the
    // locale, so messages read as before.
    migrator.registerMigration(MigrationName.playerLanguage) { db in
      try db.execute(sql: "ALTER TABLE players ADD COLUMN language TEXT")
    }

    return migrator
  }

  /// Migration identifiers, oldest first. They are stored in databases: never rename one.
  public enum MigrationName {
    public static let playersRoutinesTasks = "v1-players-routines-tasks"
    public static let routineCalendarMode = "v2-routine-calendar-mode"
    public static let playHistory = "v3-play-history"
    public static let gameSessions = "v4-game-sessions"
    public static let playerGameSettings = "v5-player-game-settings"
    public static let playerLanguage = "v6-player-language"

    public static let all = [
      playersRoutinesTasks, routineCalendarMode, playHistory, gameSessions, playerGameSettings, playerLanguage,
    ]
  }
}
