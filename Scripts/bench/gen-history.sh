#!/usr/bin/env bash
# Writes a long game history into a TimeQuest home, for Scripts/bench-history.sh and its test.
#
#   Scripts/bench/gen-history.sh HOME TQ_PARENT [DAYS]
#
# The household is made with the real tq-parent (one player, Sam, and three daily routines of five
# tasks each); the games go straight into the database with SQL, which is what makes ten years
# take a second: DAYS days (default 3650) ending yesterday, every routine played every day, each
# game finished with all five tasks timed — 3 × 5 × DAYS task rows. Guesses and times are a fixed
# arithmetic scramble of the day and the task, so every run writes the same rows.
set -euo pipefail

die() { echo "gen-history: $1" >&2; exit "${2:-1}"; }
[ $# -ge 2 ] || die "usage: gen-history.sh HOME TQ_PARENT [DAYS]" 64
home=$1
parent=$2
days=${3:-3650}
[[ $days =~ ^[0-9]+$ ]] && [ "$days" -ge 1 ] || die "DAYS must be a whole number of days, at least 1" 64
command -v sqlite3 >/dev/null || die "the sqlite3 command is needed (apt-get install sqlite3)" 69

tq() { "$parent" --home "$home" "$@" >/dev/null; }
tq player add Sam
tq routine add Morning --player Sam --days daily --task "Get dressed=5m" --task "Breakfast=15m" \
  --task "Brush teeth=3m" --task "Pack bag=4m" --task "Shoes and coat=3m"
tq routine add Homework --player Sam --days daily --task "Reading=20m" --task "Maths=25m" \
  --task "Spelling=10m" --task "Tidy desk=3m" --task "Pack folder=2m"
tq routine add Bedtime --player Sam --days daily --task "Bath=15m" --task "Pyjamas=5m" \
  --task "Brush teeth=3m" --task "Story=15m" --task "Lights out=2m"

database="$home/data/timequest.sqlite"
[ -f "$database" ] || die "no database at $database: did tq-parent write elsewhere?" 66
sqlite3 "$database" <<SQL
PRAGMA foreign_keys = ON;
BEGIN;
WITH RECURSIVE day(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM day WHERE n < $days),
  slot(k, routine, at) AS (VALUES (0, 'Morning', '07:05:00'), (1, 'Homework', '16:30:00'), (2, 'Bedtime', '19:40:00'))
INSERT INTO game_sessions (id, player_id, routine_name, date, started_at, finished)
SELECT 3 * (day.n - 1) + slot.k + 1, players.id, slot.routine, date('now', '-' || day.n || ' days'),
  strftime('%Y-%m-%dT%H:%M:%SZ', date('now', '-' || day.n || ' days') || ' ' || slot.at), 1
FROM day, slot, players WHERE players.name = 'Sam'
ORDER BY 4, slot.k;
INSERT INTO game_tasks (session_id, position, name, guess_seconds, actual_seconds, skipped)
SELECT s.id, t.position, t.name,
  60 * max(1, (t.minutes * 60 * (70 + (s.id * 7919 + t.position * 104729) % 61) / 100) / 60),
  t.minutes * 60 * (75 + (s.id * 104729 + t.position * 7919) % 51) / 100, 0
FROM game_sessions AS s
JOIN routines AS r ON r.player_id = s.player_id AND r.name = s.routine_name
JOIN tasks AS t ON t.routine_id = r.id;
COMMIT;
SQL
echo "gen-history: $(sqlite3 "$database" 'SELECT count(*) FROM game_sessions') games, $(sqlite3 "$database" 'SELECT count(*) FROM game_tasks') task rows in $database" >&2
