#!/usr/bin/env bash
# How TimeQuest's game commands keep up as history grows (issue 12): ten years of daily games —
# three routines of five tasks, about 55,000 task rows — then, whole process, median of RUNS:
#
#   tq-player stats                      target under 100 ms
#   tq-parent report --format json       target under 100 ms
#   tq-player play (start-up)            target under 50 ms: from exec to the first prompt's first
#                                        byte on standard output (script mode); the whole run with
#                                        standard input empty is printed beside it
#
#   Scripts/bench-history.sh [RUNS] [DAYS]        (defaults 9 and 3650)
#
# Release builds with the Swift runtime linked statically, one product at a time, as
# Scripts/install.sh builds them. The history is written by Scripts/bench/gen-history.sh in a
# temporary home. Exit 1 when a median misses its target. Not part of Scripts/test.sh: a benchmark.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-9}
days=${2:-3650}
[ "$runs" -ge 7 ] || { echo "bench-history: use at least 7 runs" >&2; exit 64; }

for product in tq-player tq-parent; do
  (cd "$root" && swift build -c release --static-swift-stdlib --product "$product" >&2)
done
bin="$(cd "$root" && swift build -c release --show-bin-path)"
home=$(mktemp -d "${TMPDIR:-/tmp}/tq-bench-history.XXXXXX")
trap 'rm -rf "$home"' EXIT

export TZ=UTC
"$root/Scripts/bench/gen-history.sh" "$home" "$bin/tq-parent" "$days"

python3 - "$bin" "$home" "$runs" <<'PY'
import os, resource, statistics, subprocess, sys, time
bin, home, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
env = {"PATH": "/usr/bin:/bin", "TZ": "UTC", "NO_COLOR": "1", "HOME": home}
player, parent = f"{bin}/tq-player", f"{bin}/tq-parent"

def whole(argv):
    first = subprocess.run(argv, capture_output=True, env=env, stdin=subprocess.DEVNULL)
    if first.returncode != 0:
        sys.exit(f"bench-history: {' '.join(argv[1:])} failed ({first.returncode}): "
                 f"{first.stderr.decode(errors='replace').strip()[:300]}")
    times, cpu = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        began = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL, env=env)
        times.append((time.perf_counter() - began) * 1000)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append(1000 * (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime))
    return times, len(first.stdout), statistics.median(cpu)

def first_byte(argv):
    times = []
    for _ in range(runs):
        began = time.perf_counter()
        process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
        byte = process.stdout.read(1)
        times.append((time.perf_counter() - began) * 1000)
        process.stdin.close()
        process.stdout.read()
        process.wait()
        if not byte:
            sys.exit(f"bench-history: {' '.join(argv[1:])} printed nothing")
    return times

rows = [
    ("tq-player stats", whole([player, "stats", "--home", home]), 100),
    ("tq-parent report --format json", whole([parent, "report", "--home", home, "--format", "json"]), 100),
]
play = [player, "play", "Morning", "--player", "Sam", "--home", home]
rows.append(("tq-player play: first prompt", (first_byte(play), 0, None), 50))
play_whole, _, play_cpu = whole(play)
missed = False
print(f"bench-history: {runs} runs each, release build, {home}")
# CPU time (user + system) is printed beside each: on a busy machine the wall time waits for a core.
for name, (times, size, cpu), target in rows:
    median = statistics.median(times)
    missed |= median > target
    extra = f"  cpu {cpu:6.1f} ms" if cpu is not None else " " * 15
    out = f" ({size // 1024} KB out)" if size else ""
    print(f"  {name:34} median {median:6.1f} ms  worst {max(times):6.1f} ms{extra}  "
          f"{'MISSED' if median > target else 'ok'} (target {target} ms){out}")
print(f"  {'tq-player play: whole, stdin empty':34} median {statistics.median(play_whole):6.1f} ms  "
      f"worst {max(play_whole):6.1f} ms  cpu {play_cpu:6.1f} ms  (for reference)")
print(f"  load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
sys.exit(1 if missed else 0)
PY
