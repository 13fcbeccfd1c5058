#!/usr/bin/env bash
# Whole-process timing of `tq-parent calendar preview` for a school year on a large calendar.
# The budget (issue 4): 365 days in under 150 ms on the 10 MB benchmark calendar.
#
#   Scripts/bench-preview.sh [CALENDAR.ics] [RUNS]
#
# Without a calendar it writes a deterministic ~10 MB one to .build/bench/school-10mb.ics: a school
# year's markers (breaks, holidays, early releases, term boundaries) among ~34,000 other events,
# timed and all-day, some weekly-recurring, from 2020 to 2030. Builds tq-parent in release mode,
# runs each format RUNS times (default 15) in a fresh --home, and prints the median and worst time.
# Environment: TQ_BUDGET_MS (default 150). Exit 1 when a median is over the budget.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
calendar=${1:-}
runs=${2:-15}
budget=${TQ_BUDGET_MS:-150}

if [ -z "$calendar" ]; then
  calendar="$root/.build/bench/school-10mb.ics"
  if [ ! -s "$calendar" ]; then
    mkdir -p "$(dirname "$calendar")"
    python3 - "$calendar" <<'PY'
import datetime as dt, random, sys
rng = random.Random(4)
out = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//TimeQuest//bench//EN", "X-WR-CALNAME:Bench School",
       "BEGIN:VTIMEZONE", "TZID:America/Chicago",
       "BEGIN:DAYLIGHT", "TZOFFSETFROM:-0600", "TZOFFSETTO:-0500", "TZNAME:CDT", "DTSTART:19700308T020000",
       "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "END:DAYLIGHT",
       "BEGIN:STANDARD", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0600", "TZNAME:CST", "DTSTART:19701101T020000",
       "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "END:STANDARD", "END:VTIMEZONE"]
def day(d): return d.strftime("%Y%m%d")
def allday(uid, title, first, days=1):
    out.extend(["BEGIN:VEVENT", f"UID:{uid}@bench", "DTSTAMP:20260101T000000Z", f"DTSTART;VALUE=DATE:{day(first)}",
                f"DTEND;VALUE=DATE:{day(first + dt.timedelta(days=days))}", f"SUMMARY:{title}", "END:VEVENT"])
markers = [("2026-08-26", "First Day of School", 1), ("2026-09-07", "Labor Day - No School", 1),
           ("2026-10-09", "Teacher In-Service - No School", 1), ("2026-11-25", "Thanksgiving Break", 3),
           ("2026-12-21", "Winter Break", 12), ("2027-01-18", "Martin Luther King Jr. Day - No School", 1),
           ("2027-03-29", "Spring Break", 5), ("2027-05-28", "Minimum Day", 1),
           ("2027-06-10", "Last Day of School - Early Release", 1), ("2027-08-25", "First Day of School", 1)]
for i, (date, title, days) in enumerate(markers):
    allday(f"marker-{i}", title, dt.date.fromisoformat(date), days)
titles = ["Library Day", "PTA Meeting", "Soccer Practice", "Choir", "Picture Day", "Field Trip", "Book Fair",
          "Science Club", "Band Rehearsal", "Math Olympiad", "Early Release Wednesday", "Parent Breakfast",
          "Holiday Concert", "Art Show", "Chess Club", "Robotics"]
start = dt.date(2020, 1, 1)
filler = "Bring a water bottle and comfortable shoes; details in the newsletter. " * 3
for i in range(34_000):
    d = start + dt.timedelta(days=rng.randrange(0, 3650))
    title = rng.choice(titles)
    if i % 5 == 0:
        allday(f"e{i}", title, d)
        continue
    hour = rng.randrange(7, 19)
    out.extend(["BEGIN:VEVENT", f"UID:e{i}@bench", "DTSTAMP:20260101T000000Z",
                f"DTSTART;TZID=America/Chicago:{day(d)}T{hour:02}{rng.choice([0, 15, 30, 45]):02}00",
                f"DTEND;TZID=America/Chicago:{day(d)}T{hour + 1:02}0000", f"SUMMARY:{title} {i}",
                f"LOCATION:Room {rng.randrange(1, 40)}", f"DESCRIPTION:{filler[:rng.randrange(40, len(filler))]}"])
    if i % 97 == 0:
        out.append(f"RRULE:FREQ=WEEKLY;COUNT={rng.randrange(5, 40)}")
    out.append("END:VEVENT")
out.append("END:VCALENDAR")
open(sys.argv[1], "w", newline="").write("\r\n".join(out) + "\r\n")
PY
  fi
fi
[ -f "$calendar" ] || { echo "bench-preview: no such calendar: $calendar" >&2; exit 66; }
echo "bench-preview: calendar $calendar ($(( $(wc -c < "$calendar") / 1024 )) KB)"

(cd "$root" && swift build -c release --product tq-parent --static-swift-stdlib >&2)
binary="$(cd "$root" && swift build -c release --show-bin-path)/tq-parent"
home=$(mktemp -d "${TMPDIR:-/tmp}/tq-bench.XXXXXX")
trap 'rm -rf "$home"' EXIT

python3 - "$binary" "$calendar" "$home" "$runs" "$budget" <<'PY'
import statistics, subprocess, sys, time
binary, calendar, home, runs, budget = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), float(sys.argv[5])
over = False
for fmt in ("grid", "json", "html"):
    argv = [binary, "calendar", "preview", "--home", home, "--from", "2026-09-01", "--to", "2027-08-31",
            "--source", calendar, "--format", fmt]
    env = {"PATH": "/usr/bin:/bin", "TZ": "America/Chicago", "NO_COLOR": "1"}
    first = subprocess.run(argv, capture_output=True, env=env)
    if first.returncode != 0:
        sys.exit(f"bench-preview: {' '.join(argv[1:3])} --format {fmt} failed ({first.returncode}): "
                 f"{first.stderr.decode(errors='replace').strip()[:300]}\n(does this build have `tq-parent calendar preview`?)")
    times = []
    for _ in range(runs):
        began = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=True)
        times.append((time.perf_counter() - began) * 1000)
    median = statistics.median(times)
    over |= median > budget
    print(f"preview --format {fmt:4}  median {median:6.1f} ms  worst {max(times):6.1f} ms  "
          f"({len(first.stdout) // 1024} KB out)  {'OVER' if median > budget else 'ok'} (budget {budget:.0f} ms)")
sys.exit(1 if over else 0)
PY
