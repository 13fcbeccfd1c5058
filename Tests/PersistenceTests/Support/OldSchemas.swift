import Foundation
import GRDB
import Persistence

/// Databases as earlier versions of TimeQuest left them, built by running only the migrations
/// those versions had and inserting rows with the SQL of that time.
enum OldSchemas {
  /// The schema before calendar support: routines have no `mode` column.
  static func makeV1(at path: String) throws {
    let queue = try DatabaseQueue(path: path)
    try AppDatabase.migrator.migrate(queue, upTo: AppDatabase.MigrationName.playersRoutinesTasks)
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO players (id, name) VALUES (1, 'Mia'), (2, 'Leo');
          -- Morning: Mon–Fri (bits 1…5 = 62); Weekend chores: Sat, Sun (bits 0 and 6 = 65)
          INSERT INTO routines (id, player_id, name, active_days) VALUES
            (1, 1, 'Morning', 62), (2, 1, 'Weekend chores', 65), (3, 2, 'Bedtime', 127);
          INSERT INTO tasks (routine_id, position, name, minutes) VALUES
            (1, 0, 'Get dressed', 5), (1, 1, 'Breakfast', 15), (1, 2, 'Brush teeth', 3),
            (2, 0, 'Tidy room', 20),
            (3, 0, 'Bath', 15), (3, 1, 'Story', 10);
          """)
    }
    try queue.close()
  }

  /// The schema with calendar modes but before play history.
  static func makeV2(at path: String) throws {
    let queue = try DatabaseQueue(path: path)
    try AppDatabase.migrator.migrate(queue, upTo: AppDatabase.MigrationName.routineCalendarMode)
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO players (id, name) VALUES (1, 'Mia'), (2, 'Leo');
          INSERT INTO routines (id, player_id, name, active_days, mode) VALUES
            (1, 1, 'Morning', 62, 'school-day'), (2, 1, 'Weekend chores', 65, 'always'),
            (3, 2, 'Bedtime', 127, 'always'), (4, 2, 'Holiday reading', 127, 'free-day');
          INSERT INTO tasks (routine_id, position, name, minutes) VALUES
            (1, 0, 'Get dressed', 5), (1, 1, 'Breakfast', 15), (1, 2, 'Brush teeth', 3),
            (2, 0, 'Tidy room', 20),
            (3, 0, 'Bath', 15), (3, 1, 'Story', 10),
            (4, 0, 'Read a chapter', 30);
          """)
    }
    try queue.close()
  }

  /// The schema with play history (whole-minute estimates) but before games: the v2 rows and three plays.
  static func makeV3(at path: String) throws {
    try makeV2(at: path)
    let queue = try DatabaseQueue(path: path)
    try AppDatabase.migrator.migrate(queue, upTo: AppDatabase.MigrationName.playHistory)
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO plays (id, player_id, routine_name, played_at) VALUES
            (1, 1, 'Morning', '2026-11-23T23:30:00Z'), (2, 2, 'Bedtime', '2026-11-24T19:00:05Z'),
            (3, 1, 'Morning', '2026-11-25T07:10:00Z');
          INSERT INTO play_tasks (play_id, position, name, estimate_minutes, actual_seconds) VALUES
            (1, 0, 'Get dressed', 5, 430), (1, 1, 'Breakfast', 15, 800), (1, 2, 'Brush teeth', 3, 150),
            (2, 0, 'Bath', 10, 840),
            (3, 0, 'Get dressed', 4, 290);
          """)
    }
    try queue.close()
  }

  /// The schema with games but before the players' game settings: the v3 rows, a finished game of
  /// Leo's and an unfinished one of Mia's with a skipped task.
  static func makeV4(at path: String) throws {
    try makeV3(at: path)
    let queue = try DatabaseQueue(path: path)
    try AppDatabase.migrator.migrate(queue, upTo: AppDatabase.MigrationName.gameSessions)
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO game_sessions (id, player_id, routine_name, date, started_at, finished) VALUES
            (1, 2, 'Bedtime', '2026-11-26', '2026-11-26T19:00:00Z', 1),
            (2, 1, 'Morning', '2026-11-27', '2026-11-27T07:05:00Z', 0);
          INSERT INTO game_tasks (session_id, position, name, guess_seconds, actual_seconds, skipped) VALUES
            (1, 0, 'Bath', 600, 700, 0), (1, 1, 'Story', 900, 880, 0),
            (2, 0, 'Get dressed', 240, NULL, 1);
          """)
    }
    try queue.close()
  }

  /// The committed fixture for an earlier schema, copied to `destination` (fixtures stay pristine).
  static func copyFixture(_ name: String, to destination: String) throws {
    guard let url = Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil) else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name])
    }
    try FileManager.default.copyItem(atPath: url.path, toPath: destination)
  }
}
