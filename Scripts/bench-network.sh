#!/usr/bin/env bash
# Whole-process timing of `tq-notify --sink json` reading calendars over http on loopback (issue 24),
# against the same calendars read from files in the same run (the floor), and the proof that
# feeds are fetched at once: two feeds that never answer, each with a 2 s timeout, cost one
# timeout, not two. A CalDAV account joins the two feeds: a school year on Radicale (Debian's
# `radicale`, a plain htpasswd user, its password from a password command).
#
#   Scripts/bench-network.sh [RUNS]
#
# Builds tq-notify in release mode (static Swift runtime, as installed). Two 1 MB calendars from
# Scripts/bench/gen_calendar.py, served by Python's http.server on a free port of 127.0.0.1; a
# second listener accepts and never answers. Cases, RUNS times each (default 7, at least 5),
# interleaved, median and worst:
#   tq-notify --version                                 the start-up floor
#   two 1 MB calendars from files                       the reading floor
#   the same two as http feeds                          budget: 300 ms
#   the two feeds and a CalDAV school year (Radicale)   budget: 300 ms
#   two feeds that never answer (timeout 2 s each)      budget: under 3 s (one timeout, not two)
# Exit 1 when a budget is missed. TQ_BENCH_BIN=DIR times DIR's tq-notify instead of building one.
# TQ_BENCH_CALLGRIND=1 then counts the instructions of the feeds-and-CalDAV read once under
# callgrind, tq-notify and every process it starts (tq-fetch, the password command) summed, with
# how many processes that was: stable under load, where the times are not.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-7}
[ "$runs" -ge 5 ] || { echo "bench-network: RUNS must be at least 5" >&2; exit 64; }

if [ -n "${TQ_BENCH_BIN:-}" ]; then
  # Binaries built elsewhere (an older commit, a scratch path): tq-notify, and tq-fetch beside it.
  binary="$TQ_BENCH_BIN/tq-notify"
else
  # tq-fetch too: tq-notify starts it, from its own folder, for every network source.
  for product in tq-notify tq-fetch; do
    (cd "$root" && swift build -c release --product "$product" --static-swift-stdlib >&2)
  done
  binary="$(cd "$root" && swift build -c release --show-bin-path)/tq-notify"
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/tq-bench-network.XXXXXX")
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$work/served" "$work/files/config" "$work/feeds/config" "$work/silent/config" "$work/dav/config"
python3 "$root/Scripts/bench/gen_calendar.py" 1 "$work/served/a.ics" --seed 1 >/dev/null
python3 "$root/Scripts/bench/gen_calendar.py" 1 "$work/served/b.ics" --seed 2 >/dev/null

python3 -u - "$work/served" >"$work/ports" 2>/dev/null <<'PY' &
import functools, http.server, socket, sys, threading
handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=sys.argv[1])
handler.func.log_message = lambda *a: None
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
silent = socket.socket()
silent.bind(("127.0.0.1", 0))
silent.listen(64)  # accepted by the kernel, never answered
print(server.server_address[1], silent.getsockname()[1])
server.serve_forever()
PY
for _ in $(seq 50); do [ -s "$work/ports" ] && break; sleep 0.1; done
read -r port silent <"$work/ports" || { echo "bench-network: the loopback server did not start" >&2; exit 1; }

command -v radicale >/dev/null || { echo "bench-network: radicale is not on PATH (apt-get install radicale)" >&2; exit 1; }
dav_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
printf 'bench:bench-pw\n' >"$work/dav-users"
radicale --config "" --server-hosts "127.0.0.1:$dav_port" --storage-filesystem-folder "$work/dav-storage" \
  --auth-type htpasswd --auth-htpasswd-filename "$work/dav-users" --auth-htpasswd-encryption plain \
  >"$work/radicale.log" 2>&1 &
# A school year, September to July: a day label every school day, closures, early releases and
# weekly clubs with their exceptions; put as one calendar, which Radicale stores object by object.
python3 - "$dav_port" <<'PY'
import base64, datetime, sys, time, urllib.request
port = sys.argv[1]
auth = "Basic " + base64.b64encode(b"bench:bench-pw").decode()
lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//TimeQuest//bench school year//EN"]
def event(uid, start, summary, extra=()):
    lines.extend(["BEGIN:VEVENT", f"UID:{uid}@bench", "DTSTAMP:20260801T000000Z", *start, f"SUMMARY:{summary}",
                  *extra, "END:VEVENT"])
day, n = datetime.date(2026, 9, 1), 0
while day < datetime.date(2027, 7, 1):
    if day.weekday() < 5:
        n += 1
        kind = "No School - Teacher Day" if n % 19 == 0 else ("Early Release" if n % 11 == 0 else f"Day {n % 6 + 1}")
        event(f"d{n}", [f"DTSTART;VALUE=DATE:{day:%Y%m%d}"], kind)
    day += datetime.timedelta(days=1)
for club in range(10):
    first = datetime.date(2026, 9, 7) + datetime.timedelta(days=club % 5)
    event(f"club{club}", [f"DTSTART:{first:%Y%m%d}T{15 + club % 3:02}0000Z", f"DTEND:{first:%Y%m%d}T{16 + club % 3:02}0000Z"],
          f"Club {club}", ["RRULE:FREQ=WEEKLY;UNTIL=20270625T000000Z",
                           f"EXDATE:{first + datetime.timedelta(weeks=10):%Y%m%d}T{15 + club % 3:02}0000Z"])
lines.append("END:VCALENDAR")
body = ("\r\n".join(lines) + "\r\n").encode()
for _ in range(100):
    try:
        request = urllib.request.Request(f"http://127.0.0.1:{port}/bench/school/", data=body, method="PUT",
                                         headers={"Authorization": auth, "Content-Type": "text/calendar"})
        urllib.request.urlopen(request).close()
        break
    except OSError:
        time.sleep(0.1)
else:
    sys.exit("bench-network: Radicale did not take the school year")
PY

settings() {  # HOME_DIR LOCATION_A LOCATION_B [EXTRA_KEYS] [THIRD_SOURCE]
  printf '{"calendar":{"enabled":true,"sources":[{"id":"a","location":"%s","role":"school"%s},{"id":"b","location":"%s","role":"school"%s}%s]}}\n' \
    "$2" "${4:-}" "$3" "${4:-}" "${5:-}" >"$1/config/settings.json"
}
settings "$work/files" "$work/served/a.ics" "$work/served/b.ics"
settings "$work/feeds" "http://127.0.0.1:$port/a.ics" "http://127.0.0.1:$port/b.ics"
settings "$work/silent" "http://127.0.0.1:$silent/a.ics" "http://127.0.0.1:$silent/b.ics" ',"timeoutSeconds":2'
settings "$work/dav" "http://127.0.0.1:$port/a.ics" "http://127.0.0.1:$port/b.ics" "" \
  ",{\"id\":\"c\",\"location\":\"caldav://127.0.0.1:$dav_port/bench/school/\",\"role\":\"school\",\"user\":\"bench\",\"passwordCommand\":[\"echo\",\"bench-pw\"]}"

status=0
python3 - "$binary" "$work" "$runs" <<'PY' || status=$?
import statistics, subprocess, sys, time
binary, work, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
env = {"PATH": "/usr/bin:/bin", "TZ": "America/Chicago", "NO_COLOR": "1", "HOME": work}
def notify(home):
    return [binary, "--sink", "json", "--date", "2026-11-23", "--home", f"{work}/{home}"]
cases = [("--version", [binary, "--version"], None),
         ("two 1 MB calendars, files", notify("files"), None),
         ("the same two, http feeds", notify("feeds"), 300.0),
         ("two feeds and CalDAV year", notify("dav"), 300.0),
         ("two feeds never answering", notify("silent"), 3000.0)]
for name, argv, _ in cases:
    first = subprocess.run(argv, capture_output=True, env=env)
    if first.returncode != 0:
        sys.exit(f"bench-network: {name} failed ({first.returncode}): {first.stderr.decode(errors='replace')[:300]}")
times = {name: [] for name, _, _ in cases}
for _ in range(runs):
    for name, argv, _ in cases:
        began = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=True)
        times[name].append((time.perf_counter() - began) * 1000)
missed = False
for name, _, budget in cases:
    median = statistics.median(times[name])
    verdict = "" if budget is None else (f"  budget {budget:.0f} ms: " + ("ok" if median <= budget else "MISSED"))
    missed |= budget is not None and median > budget
    print(f"{name:28} median {median:7.1f} ms  worst {max(times[name]):7.1f} ms  ({runs} runs){verdict}")
sys.exit(1 if missed else 0)
PY

if [ -n "${TQ_BENCH_CALLGRIND:-}" ]; then
  command -v valgrind >/dev/null || { echo "bench-network: valgrind is not on PATH (apt-get install valgrind)" >&2; exit 1; }
  # Stripped copies: this valgrind cannot read the DWARF 5 debug info of the release build.
  stripped="$work/stripped" bin_dir=$(dirname "$binary")
  mkdir -p "$stripped"
  strip -o "$stripped/tq-notify" "$binary"
  strip -o "$stripped/tq-fetch" "$bin_dir/tq-fetch"
  for resources in "$bin_dir"/*.resources; do ln -s "$resources" "$stripped/"; done
  env -i PATH=/usr/bin:/bin TZ=America/Chicago NO_COLOR=1 HOME="$work" valgrind --tool=callgrind --trace-children=yes \
    --callgrind-out-file="$work/callgrind.%p" "$stripped/tq-notify" --sink json --date 2026-11-23 --home "$work/dav" \
    >/dev/null 2>"$work/callgrind.log" || {
    echo "bench-network: the read failed under callgrind: $(tail -3 "$work/callgrind.log")" >&2
    exit 1
  }
  awk '/^(summary|totals):/ { if (!seen[FILENAME]++) { sum += $2; n++ } }
    END { printf "two feeds and CalDAV year   %.2f M instructions under callgrind, %d processes\n", sum / 1e6, n }' \
    "$work"/callgrind.[0-9]*
fi
exit "$status"
