#!/usr/bin/env bash
# Whole-process timing of `tq-notify` as cron and status bars run it (issue 14), and the cost of
# `tq-notify --watch` while it waits.
#
#   Scripts/bench-notify.sh [RUNS] [WATCH_SECONDS]
#
# Builds tq-notify in release mode (static Swift runtime, as installed) and times, in one run,
# RUNS times each (default 11, at least 7), median and worst:
#   tq-notify --version                                   the start-up floor
#   tq-notify --sink json            (calendar reading off)   budget: 3 x --version
#   tq-notify --sink json            (the 10 MB benchmark calendar, made by bench-preview.sh)   budget: 80 ms
# Then runs `tq-notify --watch --sink waybar` on the 10 MB calendar for WATCH_SECONDS (default 30),
# reads its CPU time from /proc/PID/stat (budget: under 1 %), sends SIGTERM and times the exit
# (budget: 100 ms, exit status 0). Exit 1 when a budget is missed.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-11}
watch_seconds=${2:-30}
[ "$runs" -ge 7 ] || { echo "bench-notify: RUNS must be at least 7" >&2; exit 64; }

calendar="$root/.build/bench/school-10mb.ics"
if [ ! -s "$calendar" ]; then
  # bench-preview.sh writes the deterministic benchmark calendar; one run of it is enough.
  TQ_BUDGET_MS=100000 "$root/Scripts/bench-preview.sh" "" 1 >&2
fi

(cd "$root" && swift build -c release --product tq-notify --static-swift-stdlib >&2)
binary="$(cd "$root" && swift build -c release --show-bin-path)/tq-notify"
off=$(mktemp -d "${TMPDIR:-/tmp}/tq-bench-notify.XXXXXX")
big=$(mktemp -d "${TMPDIR:-/tmp}/tq-bench-notify.XXXXXX")
trap 'rm -rf "$off" "$big"' EXIT
mkdir -p "$big/config"
printf '{"calendar":{"enabled":true,"sources":[{"id":"bench","location":"%s","role":"school"}]}}\n' "$calendar" \
  > "$big/config/settings.json"

python3 - "$binary" "$off" "$big" "$runs" "$watch_seconds" <<'PY'
import os, signal, statistics, subprocess, sys, time
binary, off, big, runs, watch_seconds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), float(sys.argv[5])
env = {"PATH": "/usr/bin:/bin", "TZ": "America/Chicago", "NO_COLOR": "1", "HOME": off}
cases = [("--version", [binary, "--version"]),
         ("--sink json, reading off", [binary, "--sink", "json", "--date", "2026-11-23", "--home", off]),
         ("--sink json, 10 MB calendar", [binary, "--sink", "json", "--date", "2026-11-23", "--home", big])]
medians = {}
for name, argv in cases:
    first = subprocess.run(argv, capture_output=True, env=env)
    if first.returncode != 0:
        sys.exit(f"bench-notify: {name} failed ({first.returncode}): {first.stderr.decode(errors='replace')[:300]}")
    times = []
    # Interleaved with nothing else: each case's runs back to back, after one warm-up run above.
    for _ in range(runs):
        began = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=True)
        times.append((time.perf_counter() - began) * 1000)
    medians[name] = statistics.median(times)
    print(f"{name:30} median {medians[name]:6.1f} ms  worst {max(times):6.1f} ms  ({runs} runs)")
    if name.endswith("calendar"):
        print(f"{'':30} {first.stdout.decode().strip()[:110]}")
over = False
ratio = medians["--sink json, reading off"] / medians["--version"]
print(f"reading off / --version: {ratio:.2f}x  {'ok' if ratio <= 3 else 'OVER'} (budget 3x)")
over |= ratio > 3
big_ms = medians["--sink json, 10 MB calendar"]
print(f"10 MB calendar: {big_ms:.1f} ms  {'ok' if big_ms < 80 else 'OVER'} (budget 80 ms)")
over |= big_ms >= 80

watcher = subprocess.Popen([binary, "--watch", "--sink", "waybar", "--home", big], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, env=env)
first_line = watcher.stdout.readline()
tick = os.sysconf("SC_CLK_TCK")
def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / tick  # utime, stime
before, began = cpu_seconds(watcher.pid), time.monotonic()
time.sleep(watch_seconds)
used, elapsed = cpu_seconds(watcher.pid) - before, time.monotonic() - began
percent = 100 * used / elapsed
print(f"--watch idle CPU: {used * 1000:.0f} ms over {elapsed:.0f} s = {percent:.2f} %  "
      f"{'ok' if percent < 1 else 'OVER'} (budget 1 %); first line {len(first_line)} bytes")
over |= percent >= 1
began = time.perf_counter()
watcher.send_signal(signal.SIGTERM)
status = watcher.wait()
stop_ms = (time.perf_counter() - began) * 1000
print(f"--watch SIGTERM: exit {status} after {stop_ms:.1f} ms  "
      f"{'ok' if status == 0 and stop_ms < 100 else 'OVER'} (budget exit 0 within 100 ms)")
over |= status != 0 or stop_ms >= 100
sys.exit(1 if over else 0)
PY
