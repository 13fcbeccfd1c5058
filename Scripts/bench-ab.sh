#!/usr/bin/env bash
# A/B timing of the three programs against an earlier commit, in the same run: both release builds
# (Swift runtime linked statically, as install.sh ships them) run alternately, so the machine's load
# weighs on both alike: tq-parent on the 10 MB bench calendar, and each program's start-up
# (`--version`, and `tq-notify --sink json` with calendar reading off). Prints the median of RUNS.
#
#   Scripts/bench-ab.sh BASE_REV [RUNS]      e.g. Scripts/bench-ab.sh 7ebd7df 11
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
base_rev=${1:?usage: Scripts/bench-ab.sh BASE_REV [RUNS]}
runs=${2:-11}
base_dir="$root/.build-ab/$(git -C "$root" rev-parse --short "$base_rev")"
calendar="$root/.build/bench/school-10mb.ics"
[ -s "$calendar" ] || TQ_BUDGET_MS=100000 bash "$root/Scripts/bench-preview.sh" "" 1 >/dev/null
build() {
  for product in tq-player tq-parent tq-notify; do
    swift build -c release --static-swift-stdlib --product "$product" >/dev/null
  done
}
if [ ! -x "$base_dir/.build/release/tq-notify" ] || [ ! -x "$base_dir/.build/release/tq-player" ]; then
  rm -rf "$base_dir"
  git -C "$root" worktree add -f -q "$base_dir" "$base_rev"
  (cd "$base_dir" && build)
fi
(cd "$root" && build)
python3 - "$base_dir/.build/release" "$root/.build/release" "$calendar" "$runs" <<'PY'
import statistics, subprocess, sys, tempfile, time
base, new, calendar, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
cases = {
    "preview school year": ["tq-parent", "calendar", "preview", "--source", calendar, "--year", "2026", "--format", "grid"],
    "events one day": ["tq-parent", "calendar", "events", "--source", calendar, "--from", "2026-10-14", "--format", "json"],
    "events school year": ["tq-parent", "calendar", "events", "--source", calendar, "--from", "2026-08-01", "--to",
                           "2027-07-31", "--format", "json"],
    "tq-parent --version": ["tq-parent", "--version"],
    "tq-player --version": ["tq-player", "--version"],
    "tq-notify --version": ["tq-notify", "--version"],
    "tq-notify json, off": ["tq-notify", "--sink", "json", "--date", "2026-11-23"],
}
def once(folder, args):
    home = tempfile.mkdtemp()
    start = time.perf_counter()
    subprocess.run([f"{folder}/{args[0]}"] + args[1:] + ["--home", home], stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, env={"TZ": "America/Chicago", "PATH": "/usr/bin:/bin"}, check=False)
    return (time.perf_counter() - start) * 1000
for name, args in cases.items():
    times = {"base": [], "new": []}
    for i in range(runs):
        for which in (("base", "new") if i % 2 == 0 else ("new", "base")):
            times[which].append(once(base if which == "base" else new, args))
    b, n = statistics.median(times["base"]), statistics.median(times["new"])
    print(f"{name:20s} base {b:7.1f} ms   this tree {n:7.1f} ms   ({(n / b - 1) * 100:+.1f} %)")
PY
