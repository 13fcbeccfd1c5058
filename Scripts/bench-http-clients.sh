#!/usr/bin/env bash
# The two HTTP clients issue 24 weighed, measured in the same run: three release probes
# (Scripts/bench/http-clients) that link nothing, AsyncHTTPClient, or FoundationNetworking's
# URLSession, built as install.sh builds the programs (Swift runtime linked statically). Prints
# each binary's size, the median start-up of a run that fetches nothing (what a program that reads
# only files pays for linking the client), and the median of one fetch of a 1 MB calendar from a
# loopback server, runs interleaved so that the machine's load weighs on all alike.
#
#   Scripts/bench-http-clients.sh [RUNS]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-21}
scratch="$root/.build-http-clients"
# URLSession linked statically needs libcurl's link-time name (libcurl.so), which only the -dev
# package installs: a cost of that client the comparison shows.
if ! ldconfig -p | grep -q 'libcurl\.so '; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -q >/dev/null && apt-get install -y -q libcurl4-openssl-dev >/dev/null
  else
    echo "bench-http-clients: install libcurl4-openssl-dev (URLSession links against it)" >&2
    exit 1
  fi
fi
(cd "$root/Scripts/bench/http-clients" &&
  swift build -c release --static-swift-stdlib --scratch-path "$scratch" >/dev/null)
bin="$scratch/release"
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
python3 - "$work/school.ics" <<'PY'
import sys
lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//TimeQuest bench//EN"]
i = 0
while sum(len(l) + 2 for l in lines) < 1_000_000:
    day = 1 + i % 28
    lines += ["BEGIN:VEVENT", f"UID:bench-{i}@example.org", f"DTSTAMP:20260101T000000Z",
              f"DTSTART;VALUE=DATE:2026{1 + i % 12:02d}{day:02d}", f"SUMMARY:Event {i}", "END:VEVENT"]
    i += 1
lines.append("END:VCALENDAR")
open(sys.argv[1], "w").write("\r\n".join(lines) + "\r\n")
PY
python3 -m http.server 0 --bind 127.0.0.1 --directory "$work" >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 50); do
  port=$(sed -n 's/.*port \([0-9]*\).*/\1/p' "$work/server.log" | head -1)
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "${port:-}" ] || { echo "bench-http-clients: the loopback server did not start" >&2; exit 1; }
url="http://127.0.0.1:$port/school.ics"
python3 - "$bin" "$url" "$runs" <<'PY'
import os, statistics, subprocess, sys, time
bin, url, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
probes = ["probe-none", "probe-ahc", "probe-urlsession"]
print("binary sizes (bytes, unstripped):")
for p in probes:
    print(f"  {p:18} {os.path.getsize(os.path.join(bin, p)):>12,}")
cases = [(f"start, no fetch: {p}", [p]) for p in probes]
cases += [(f"one fetch of 1 MB: {p}", [p, url]) for p in probes[1:]]
times = {name: [] for name, _ in cases}
for _ in range(runs):
    for name, args in cases:
        start = time.perf_counter()
        out = subprocess.run([os.path.join(bin, args[0])] + args[1:], capture_output=True)
        elapsed = (time.perf_counter() - start) * 1000
        if out.returncode != 0:
            sys.exit(f"{name} failed: {out.stderr.decode(errors='replace')}")
        times[name].append(elapsed)
print(f"median of {runs} interleaved runs (ms):")
for name, _ in cases:
    print(f"  {name:34} {statistics.median(times[name]):8.2f}")
PY
