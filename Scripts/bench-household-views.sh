#!/usr/bin/env bash
# What a long history costs the commands that show the household without its games (issue 23):
# `tq-parent player list`, `tq-parent status` and `tq-player today` check every game for damage
# (`AppDatabase.checkGames`). Whole process, median of RUNS, runs of the two homes interleaved:
#
#   a home with ten years of daily games (Scripts/bench/gen-history.sh: 54,750 task rows)
#   the same household with one day of games: the floor, what the command costs anyway
#
#   Scripts/bench-household-views.sh [RUNS] [BIN…]     (RUNS default 9, at least 7)
#
# BIN: folders holding a tq-parent and a tq-player to measure, each with homes of its own written
# by its tq-parent, all runs interleaved (another build's binaries beside this one's, for a before
# and after); by default the release build of this tree, built with the Swift runtime linked
# statically as Scripts/install.sh builds it. Not part of Scripts/test.sh: a benchmark.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-9}
[ "$runs" -ge 7 ] || { echo "bench-household-views: use at least 7 runs" >&2; exit 64; }

shift $(($# > 0 ? 1 : 0))
bins=()
for folder in "$@"; do bins+=("$(cd "$folder" && pwd)"); done
if [ ${#bins[@]} -eq 0 ]; then
  for product in tq-player tq-parent; do
    (cd "$root" && swift build -c release --static-swift-stdlib --product "$product" >&2)
  done
  bins=("$(cd "$root" && swift build -c release --show-bin-path)")
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/tq-bench-views.XXXXXX")
trap 'rm -rf "$work"' EXIT

export TZ=UTC
for index in "${!bins[@]}"; do
  bin=${bins[$index]}
  [ -x "$bin/tq-parent" ] && [ -x "$bin/tq-player" ] || { echo "bench-household-views: no tq-parent and tq-player in $bin" >&2; exit 66; }
  "$root/Scripts/bench/gen-history.sh" "$work/$index/years" "$bin/tq-parent" 3650
  "$root/Scripts/bench/gen-history.sh" "$work/$index/day" "$bin/tq-parent" 1
  # Each home is opened once first, so that a migration is not what is timed.
  for home in "$work/$index/years" "$work/$index/day"; do "$bin/tq-parent" --home "$home" player list >/dev/null; done
done

python3 - "$work" "$runs" "${bins[@]}" <<'PY'
import os, resource, statistics, subprocess, sys, time
work, runs, bins = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
env = {"PATH": "/usr/bin:/bin", "TZ": "UTC", "NO_COLOR": "1"}
commands = [("tq-parent player list", "tq-parent", ["player", "list"]), ("tq-parent status", "tq-parent", ["status"]),
            ("tq-player today", "tq-player", ["today"])]
print(f"bench-household-views: {runs} runs each, interleaved")
for name, program, arguments in commands:
    cases = [(index, home) for index in range(len(bins)) for home in ("years", "day")]
    def argv(case):
        index, home = case
        return [f"{bins[index]}/{program}", *arguments, "--home", f"{work}/{index}/{home}"]
    for case in cases:
        first = subprocess.run(argv(case), capture_output=True, env=env)
        if first.returncode != 0:
            sys.exit(f"bench-household-views: {name} failed ({first.returncode}): {first.stderr.decode(errors='replace')[:300]}")
    # Wall time, and the CPU time (user + system) beside it: on a busy machine a run waits for a core.
    times = {case: [] for case in cases}
    cpu = {case: [] for case in cases}
    for _ in range(runs):
        for case in cases:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            began = time.perf_counter()
            subprocess.run(argv(case), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL, env=env)
            times[case].append((time.perf_counter() - began) * 1000)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu[case].append(1000 * (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime))
    for index, bin in enumerate(bins):
        (years, day), (years_cpu, day_cpu) = (
            [statistics.median(table[(index, home)]) for home in ("years", "day")] for table in (times, cpu))
        print(f"  {name:22} ten years {years:6.1f} ms  one day {day:6.1f} ms  difference {years - day:+6.1f} ms"
              f"  (cpu {years_cpu:5.1f} / {day_cpu:5.1f} ms, {years_cpu - day_cpu:+5.1f})  {bin}")
print(f"  load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
PY
