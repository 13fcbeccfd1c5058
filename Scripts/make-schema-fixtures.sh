#!/usr/bin/env bash
# Regenerates the databases of earlier schemas that MigrationTests upgrade to the latest one:
# Tests/PersistenceTests/Fixtures/schema-v1.sqlite … schema-v11.sqlite.
#
# Each is what that version of TimeQuest left on disk: the migrations it had, GRDB's record of
# them (`grdb_migrations`) and a few rows written with the SQL of that time (the same rows as
# Tests/PersistenceTests/Support/OldSchemas.swift). The migration SQL is copied verbatim from
# Modules/Persistence/AppDatabase+Migrations.swift; shipped migrations never change, so neither
# does this copy. When a migration is added, add the schema before it here and run the script.
#
#   Scripts/make-schema-fixtures.sh        (needs the sqlite3 command: apt-get install sqlite3)
set -euo pipefail
cd "$(dirname "$0")/.."
fixtures=Tests/PersistenceTests/Fixtures
command -v sqlite3 >/dev/null || { echo "make-schema-fixtures: sqlite3 is missing (apt-get install sqlite3)" >&2; exit 69; }

# v1-players-routines-tasks
v1_schema="
CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
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
INSERT INTO grdb_migrations VALUES ('v1-players-routines-tasks');
"

# v2-routine-calendar-mode
v2_schema="$v1_schema
ALTER TABLE routines ADD COLUMN mode TEXT NOT NULL DEFAULT 'always'
  CHECK (mode IN ('always', 'school-day', 'free-day'));
INSERT INTO grdb_migrations VALUES ('v2-routine-calendar-mode');
"

# v3-play-history
v3_schema="$v2_schema
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
INSERT INTO grdb_migrations VALUES ('v3-play-history');
"

# v4-game-sessions
v4_schema="$v3_schema
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
INSERT INTO grdb_migrations VALUES ('v4-game-sessions');
"

# v5-player-game-settings
v5_schema="$v4_schema
ALTER TABLE players ADD COLUMN past_times TEXT NOT NULL DEFAULT 'auto'
  CHECK (past_times IN ('auto', 'on', 'off'));
ALTER TABLE players ADD COLUMN cue INTEGER NOT NULL DEFAULT 1 CHECK (cue IN (0, 1));
INSERT INTO grdb_migrations VALUES ('v5-player-game-settings');
"

# v6-one-game-history (the plays it turned into games are written as games in the rows below)
v6_schema="$v5_schema
DROP TABLE play_tasks;
DROP TABLE plays;
INSERT INTO grdb_migrations VALUES ('v6-one-game-history');
"

# v7-player-language
v7_schema="$v6_schema
ALTER TABLE players ADD COLUMN language TEXT;
INSERT INTO grdb_migrations VALUES ('v7-player-language');
"

# v8-game-ids-never-reused (the table rebuilt AUTOINCREMENT, as the migration leaves it)
v8_schema="$v7_schema
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
INSERT INTO grdb_migrations VALUES ('v8-game-ids-never-reused');
"

# v9-player-school-level
v9_schema="$v8_schema
ALTER TABLE players ADD COLUMN school_level TEXT
  CHECK (school_level IN ('kindergarten', 'elementary', 'middle', 'high', 'secondary'));
INSERT INTO grdb_migrations VALUES ('v9-player-school-level');
"

# v10-game-row-checks: the partial indexes of GameRowChecks, as that migration created them.
v10_schema="$v9_schema
CREATE INDEX game_sessions_unsound ON game_sessions(id) WHERE NOT coalesce(typeof(routine_name) = 'text' AND typeof(date) = 'text' AND typeof(started_at) = 'text' AND typeof(finished) = 'integer' AND finished IN (0, 1) AND length(CAST(date AS BLOB)) = 10 AND date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND date(julianday(date)) = date AND length(CAST(started_at AS BLOB)) = 20 AND started_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]Z' AND substr(started_at, 12, 2) <= '23' AND date(julianday(substr(started_at, 1, 10))) = substr(started_at, 1, 10) AND abs(julianday(date) - julianday(substr(started_at, 1, 10))) <= 1, 0);
CREATE INDEX game_sessions_unplain_routines ON game_sessions(routine_name COLLATE BINARY) WHERE NOT coalesce(routine_name NOT GLOB '*[^ -~]*' AND length(routine_name) = length(CAST(routine_name AS BLOB)) AND ltrim(routine_name) <> '' AND length(routine_name) <= 4096, 0);
CREATE INDEX game_tasks_unsound ON game_tasks(id) WHERE NOT coalesce(typeof(position) = 'integer' AND typeof(name) = 'text' AND typeof(guess_seconds) = 'integer' AND guess_seconds BETWEEN 0 AND 604800 AND typeof(skipped) = 'integer' AND (skipped = 1 OR skipped = 0 AND typeof(actual_seconds) = 'integer' AND actual_seconds BETWEEN 0 AND 604800), 0);
CREATE INDEX game_tasks_unplain_names ON game_tasks(name) WHERE NOT coalesce(name NOT GLOB '*[^ -~]*' AND length(name) = length(CAST(name AS BLOB)) AND ltrim(name) <> '' AND length(name) <= 4096, 0);
INSERT INTO grdb_migrations VALUES ('v10-game-row-checks');
"

# v11-routine-done-by: a routine's done-by time, the minute of the day.
v11_schema="$v10_schema
ALTER TABLE routines ADD COLUMN done_by INTEGER
  CHECK (done_by IS NULL OR (typeof(done_by) = 'integer' AND done_by BETWEEN 0 AND 1439));
INSERT INTO grdb_migrations VALUES ('v11-routine-done-by');
"

v1_rows="
INSERT INTO players (id, name) VALUES (1, 'Mia'), (2, 'Leo');
-- Morning: Mon–Fri (bits 1…5 = 62); Weekend chores: Sat, Sun (bits 0 and 6 = 65)
INSERT INTO routines (id, player_id, name, active_days) VALUES
  (1, 1, 'Morning', 62), (2, 1, 'Weekend chores', 65), (3, 2, 'Bedtime', 127);
INSERT INTO tasks (routine_id, position, name, minutes) VALUES
  (1, 0, 'Get dressed', 5), (1, 1, 'Breakfast', 15), (1, 2, 'Brush teeth', 3),
  (2, 0, 'Tidy room', 20),
  (3, 0, 'Bath', 15), (3, 1, 'Story', 10);
"

v2_rows="
INSERT INTO players (id, name) VALUES (1, 'Mia'), (2, 'Leo');
INSERT INTO routines (id, player_id, name, active_days, mode) VALUES
  (1, 1, 'Morning', 62, 'school-day'), (2, 1, 'Weekend chores', 65, 'always'),
  (3, 2, 'Bedtime', 127, 'always'), (4, 2, 'Holiday reading', 127, 'free-day');
INSERT INTO tasks (routine_id, position, name, minutes) VALUES
  (1, 0, 'Get dressed', 5), (1, 1, 'Breakfast', 15), (1, 2, 'Brush teeth', 3),
  (2, 0, 'Tidy room', 20),
  (3, 0, 'Bath', 15), (3, 1, 'Story', 10),
  (4, 0, 'Read a chapter', 30);
"

# The v2 household and three plays (the first at 23:30 UTC, a different local date east of UTC).
v3_rows="$v2_rows
INSERT INTO plays (id, player_id, routine_name, played_at) VALUES
  (1, 1, 'Morning', '2026-11-23T23:30:00Z'), (2, 2, 'Bedtime', '2026-11-24T19:00:05Z'),
  (3, 1, 'Morning', '2026-11-25T07:10:00Z');
INSERT INTO play_tasks (play_id, position, name, estimate_minutes, actual_seconds) VALUES
  (1, 0, 'Get dressed', 5, 430), (1, 1, 'Breakfast', 15, 800), (1, 2, 'Brush teeth', 3, 150),
  (2, 0, 'Bath', 10, 840),
  (3, 0, 'Get dressed', 4, 290);
"

# The v3 household and plays, a finished game of Leo's and an unfinished one of Mia's (a skipped task).
v4_rows="$v3_rows
INSERT INTO game_sessions (id, player_id, routine_name, date, started_at, finished) VALUES
  (1, 2, 'Bedtime', '2026-11-26', '2026-11-26T19:00:00Z', 1),
  (2, 1, 'Morning', '2026-11-27', '2026-11-27T07:05:00Z', 0);
INSERT INTO game_tasks (session_id, position, name, guess_seconds, actual_seconds, skipped) VALUES
  (1, 0, 'Bath', 600, 700, 0), (1, 1, 'Story', 900, 880, 0),
  (2, 0, 'Get dressed', 240, NULL, 1);
"

# The v4 rows, Mia's own game settings, and two more plays (one stored with its tasks out of order).
v5_rows="$v4_rows
UPDATE players SET past_times = 'off', cue = 0 WHERE name = 'Mia';
INSERT INTO plays (id, player_id, routine_name, played_at) VALUES
  (4, 2, 'Bedtime', '2026-11-28T04:30:00Z'), (5, 1, 'Weekend chores', '2026-11-29T10:00:00Z');
INSERT INTO play_tasks (play_id, position, name, estimate_minutes, actual_seconds) VALUES
  (4, 1, 'Story', 0, 600), (4, 0, 'Bath', 12, 700), (5, 0, 'Tidy room', 20, 1500);
"

# The v2 household with Mia's game settings and games only: Leo's finished game, Mia's unfinished one
# with a skipped task, and a game that began as a play (every task timed, estimates in whole minutes).
v6_rows="$v2_rows
UPDATE players SET past_times = 'off', cue = 0 WHERE name = 'Mia';
INSERT INTO game_sessions (id, player_id, routine_name, date, started_at, finished) VALUES
  (1, 2, 'Bedtime', '2026-11-26', '2026-11-26T19:00:00Z', 1),
  (2, 1, 'Morning', '2026-11-27', '2026-11-27T07:05:00Z', 0),
  (3, 1, 'Weekend chores', '2026-11-29', '2026-11-29T10:00:00Z', 1);
INSERT INTO game_tasks (session_id, position, name, guess_seconds, actual_seconds, skipped) VALUES
  (1, 0, 'Bath', 600, 700, 0), (1, 1, 'Story', 900, 880, 0),
  (2, 0, 'Get dressed', 240, NULL, 1),
  (3, 0, 'Tidy room', 1200, 1500, 0);
"

# The v6 rows, Leo's message language, and a game of Leo's after a gap where a game was deleted (4):
# the upgrade must keep every id as it was.
v7_rows="$v6_rows
UPDATE players SET language = 'de' WHERE name = 'Leo';
INSERT INTO game_sessions (id, player_id, routine_name, date, started_at, finished) VALUES
  (5, 2, 'Bedtime', '2026-11-30', '2026-11-30T19:00:00Z', 0);
INSERT INTO game_tasks (session_id, position, name, guess_seconds, actual_seconds, skipped) VALUES
  (5, 0, 'Bath', 660, 610, 0);
"

# The v7 rows and a game deleted after it was played (6): its id stays given (sqlite_sequence),
# and every player reads their days as before (no school level yet).
v8_rows="$v7_rows
INSERT INTO game_sessions (id, player_id, routine_name, date, started_at, finished) VALUES
  (6, 1, 'Morning', '2026-12-01', '2026-12-01T07:00:00Z', 1);
DELETE FROM game_sessions WHERE id = 6;
"

# The v8 rows, Mia at middle school, and a game of Leo's whose routine and task are named beyond
# ASCII (the names the v10 check reads in Swift, not in SQL).
v9_rows="$v8_rows
UPDATE players SET school_level = 'middle' WHERE name = 'Mia';
INSERT INTO game_sessions (id, player_id, routine_name, date, started_at, finished) VALUES
  (7, 2, 'Schlafenszeit – Woche', '2026-12-02', '2026-12-02T19:00:00Z', 1);
INSERT INTO game_tasks (session_id, position, name, guess_seconds, actual_seconds, skipped) VALUES
  (7, 0, 'Zähne putzen', 180, 200, 0), (7, 1, 'Geschichte', 600, NULL, 1);
"

# The v9 rows: no routine had a done-by time before v11.
v10_rows="$v9_rows"

# The v10 rows, one routine done by 08:05 (485); no player could show planned times before v12.
v11_rows="$v10_rows
UPDATE routines SET done_by = 485 WHERE id = 1;
"

# Writes beside the fixture and renames, so a failure leaves the committed file as it was.
write_fixture() {
  local name=$1 sql=$2 temporary="$fixtures/.$1.tmp"
  rm -f "$temporary"
  printf 'PRAGMA foreign_keys = ON;\nBEGIN;\n%s\nCOMMIT;\n' "$sql" | sqlite3 -bail "$temporary"
  [ "$(sqlite3 "$temporary" 'PRAGMA integrity_check')" = ok ] || { echo "make-schema-fixtures: $name is damaged" >&2; exit 1; }
  mv "$temporary" "$fixtures/$name"
  echo "make-schema-fixtures: wrote $fixtures/$name"
}

write_fixture schema-v1.sqlite "$v1_schema$v1_rows"
write_fixture schema-v2.sqlite "$v2_schema$v2_rows"
write_fixture schema-v3.sqlite "$v3_schema$v3_rows"
write_fixture schema-v4.sqlite "$v4_schema$v4_rows"
write_fixture schema-v5.sqlite "$v5_schema$v5_rows"
write_fixture schema-v6.sqlite "$v6_schema$v6_rows"
write_fixture schema-v7.sqlite "$v7_schema$v7_rows"
write_fixture schema-v8.sqlite "$v8_schema$v8_rows"
write_fixture schema-v9.sqlite "$v9_schema$v9_rows"
write_fixture schema-v10.sqlite "$v10_schema$v10_rows"
write_fixture schema-v11.sqlite "$v11_schema$v11_rows"
echo "make-schema-fixtures: check them with: swift test --filter PersistenceTests.MigrationTests"
