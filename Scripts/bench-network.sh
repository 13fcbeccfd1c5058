#!/usr/bin/env bash
# Whole-process timing of `tq-notify --sink json` reading calendars over http on loopback (issue 24),
# against the same calendars read from files in the same run (the floor), and the proof that
# feeds are fetched at once: two feeds that never answer, each with a 2 s timeout, cost one
# timeout, not two.
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
#   two feeds that never answer (timeout 2 s each)      budget: under 3 s (one timeout, not two)
# Exit 1 when a budget is missed. CalDAV joins the feeds case when it exists.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-7}
[ "$runs" -ge 5 ] || { echo "bench-network: RUNS must be at least 5" >&2; exit 64; }

(cd "$root" && swift build -c release --product tq-notify --static-swift-stdlib >&2)
binary="$(cd "$root" && swift build -c release --show-bin-path)/tq-notify"
work=$(mktemp -d "${TMPDIR:-/tmp}/tq-bench-network.XXXXXX")
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$work/served" "$work/files/config" "$work/feeds/config" "$work/silent/config"
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

settings() {  # HOME_DIR LOCATION_A LOCATION_B [EXTRA_KEYS]
  printf '{"calendar":{"enabled":true,"sources":[{"id":"a","location":"%s","role":"school"%s},{"id":"b","location":"%s","role":"school"%s}]}}\n' \
    "$2" "${4:-}" "$3" "${4:-}" >"$1/config/settings.json"
}
settings "$work/files" "$work/served/a.ics" "$work/served/b.ics"
settings "$work/feeds" "http://127.0.0.1:$port/a.ics" "http://127.0.0.1:$port/b.ics"
settings "$work/silent" "http://127.0.0.1:$silent/a.ics" "http://127.0.0.1:$silent/b.ics" ',"timeoutSeconds":2'

python3 - "$binary" "$work" "$runs" <<'PY'
import statistics, subprocess, sys, time
binary, work, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
env = {"PATH": "/usr/bin:/bin", "TZ": "America/Chicago", "NO_COLOR": "1", "HOME": work}
def notify(home):
    return [binary, "--sink", "json", "--date", "2026-11-23", "--home", f"{work}/{home}"]
cases = [("--version", [binary, "--version"], None),
         ("two 1 MB calendars, files", notify("files"), None),
         ("the same two, http feeds", notify("feeds"), 300.0),
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
