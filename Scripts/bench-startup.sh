#!/usr/bin/env bash
# Start-up of the programs with and without the HTTP client linked (issue 24): two folders of
# release binaries (tq-parent, tq-player, tq-notify), a peer and a candidate, timed in the same
# run, interleaved, so that the machine's load weighs on both alike. Cases, RUNS times each
# (default 21, at least 5), median and worst:
#   tq-notify --version
#   tq-player today      (a household of one player and one routine, no calendar source)
# Then each case once under `valgrind --tool=callgrind` (instructions: steady under load), and
# each tq-notify's stripped size.
#
#   Scripts/bench-startup.sh PEER_BIN CANDIDATE_BIN [RUNS]
#
# Build the two folders as install.sh builds (`swift build -c release --static-swift-stdlib`), for
# example the peer from an older commit in its own scratch path.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: Scripts/bench-startup.sh PEER_BIN CANDIDATE_BIN [RUNS]" >&2; exit 64; }
peer=$(cd "$1" && pwd)
candidate=$(cd "$2" && pwd)
runs=${3:-21}
[ "$runs" -ge 5 ] || { echo "bench-startup: RUNS must be at least 5" >&2; exit 64; }
for bin in "$peer" "$candidate"; do
  for program in tq-parent tq-player tq-notify; do
    [ -x "$bin/$program" ] || { echo "bench-startup: $bin/$program is missing; build it first" >&2; exit 66; }
  done
done
work=$(mktemp -d "${TMPDIR:-/tmp}/tq-bench-startup.XXXXXX")
trap 'rm -rf "$work"' EXIT
export PATH=/usr/bin:/bin TZ=UTC NO_COLOR=1 LANG=C.UTF-8 HOME="$work"
# One household each: a binary writes its own schema version into the database it opens.
for side in peer candidate; do
  bin=$([ "$side" = peer ] && echo "$peer" || echo "$candidate")
  "$bin/tq-parent" player add Maya --home "$work/$side" >/dev/null
  "$bin/tq-parent" routine add Morning --player Maya --days daily --task "Dress=5m" --home "$work/$side" >/dev/null
done

python3 - "$peer" "$candidate" "$work" "$runs" <<'PY'
import os, shutil, statistics, subprocess, sys, tempfile, time
peer, candidate, work, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
sides = [("peer", peer), ("candidate", candidate)]
def cases(side, bin):
    home = os.path.join(work, side)
    return [("tq-notify --version", [f"{bin}/tq-notify", "--version"]),
            ("tq-player today", [f"{bin}/tq-player", "today", "--player", "Maya", "--home", home])]
times = {}
for _ in range(runs):
    for side, bin in sides:
        for name, argv in cases(side, bin):
            start = time.perf_counter()
            done = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            elapsed = (time.perf_counter() - start) * 1000
            if done.returncode != 0:
                sys.exit(f"bench-startup: {' '.join(argv)} exited {done.returncode}: {done.stderr.decode()}")
            times.setdefault((name, side), []).append(elapsed)
print(f"wall clock, median and worst of {runs} interleaved runs (ms):")
for name in ["tq-notify --version", "tq-player today"]:
    for side, _ in sides:
        t = times[(name, side)]
        print(f"  {name:22} {side:10} {statistics.median(t):8.2f} {max(t):8.2f}")
if shutil.which("valgrind"):
    print("instructions (callgrind, stripped copies: valgrind cannot read the debug info):")
    scratch = tempfile.mkdtemp(dir=work)
    for side, bin in sides:
        stripped = os.path.join(scratch, side)
        os.makedirs(stripped)
        for program in ["tq-notify", "tq-player"]:
            subprocess.run(["strip", "-o", os.path.join(stripped, program), os.path.join(bin, program)], check=True)
        # The resources (demo, holidays) are found beside the binary, as in the build folder.
        for entry in os.listdir(bin):
            if entry.endswith(".resources"):
                os.symlink(os.path.join(bin, entry), os.path.join(stripped, entry))
        print(f"  tq-notify stripped size {side:10} {os.path.getsize(os.path.join(stripped, 'tq-notify')):>14,} bytes")
        for name, argv in cases(side, stripped):
            out = os.path.join(scratch, "callgrind.out")
            subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + argv,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            with open(out) as f:
                total = next(int(line.split()[1]) for line in f if line.startswith("summary:"))
            print(f"  {name:22} {side:10} {total / 1e6:10.2f} M")
PY
