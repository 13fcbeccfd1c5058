#!/usr/bin/env bash
# How long one desktop notification takes (issue 14): whole process, median of RUNS, of
#
#   tq-notify --sink desktop       (a real notify-send to a real dunst; the same day each time, so
#                                   every run after the first replaces the notification)
#   tq-notify --version            (its own start-up, timed in the same run)
#
#   Scripts/bench-desktop.sh [RUNS]        (default 9)
#
# The notification server is private: Xvfb, a session dbus-daemon on a socket in a temporary
# folder and dunst (Debian xvfb, dbus, dunst, libnotify-bin), stopped at the end. Release build with
# the Swift runtime linked statically, as Scripts/install.sh builds it. Not part of Scripts/test.sh.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-9}
[ "$runs" -ge 7 ] || { echo "bench-desktop: use at least 7 runs" >&2; exit 64; }
for program in Xvfb dbus-daemon dunst dunstctl notify-send; do
  command -v "$program" >/dev/null || { echo "bench-desktop: $program is missing (apt-get install xvfb dbus dunst libnotify-bin)" >&2; exit 69; }
done

(cd "$root" && swift build -c release --static-swift-stdlib --product tq-notify >&2)
bin="$(cd "$root" && swift build -c release --show-bin-path)"
work=$(mktemp -d "${TMPDIR:-/tmp}/tq-bench-desktop.XXXXXX")
pids=()
display=
cleanup() {
  # kill -9: servers may inherit blocked signals from whatever started this script.
  ((${#pids[@]})) && kill -9 "${pids[@]}" 2>/dev/null
  [ -n "$display" ] && rm -f "/tmp/.X11-unix/X$display" "/tmp/.X$display-lock"
  rm -rf "$work"
}
trap cleanup EXIT

mkfifo "$work/displayfd"
Xvfb -displayfd 3 -nolisten tcp -screen 0 640x480x24 3>"$work/displayfd" 2>/dev/null &
pids+=($!)
read -r display <"$work/displayfd"
# Before the bus starts: a dunst it activates on its own must find the display too.
export DISPLAY=":$display"
dbus-daemon --session --nofork --print-address=3 --address="unix:path=$work/bus" 3>"$work/address" &
pids+=($!)
for _ in $(seq 100); do [ -S "$work/bus" ] && break; sleep 0.05; done
export DBUS_SESSION_BUS_ADDRESS="unix:path=$work/bus"
printf '[global]\n    notification_limit = 0\n' >"$work/dunstrc"
dunst -conf "$work/dunstrc" >/dev/null 2>&1 &
pids+=($!)
for _ in $(seq 100); do dunstctl is-paused >/dev/null 2>&1 && break; sleep 0.05; done

python3 - "$bin/tq-notify" "$work/home" "$runs" <<'PY'
import os, statistics, subprocess, sys, time
notify, home, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
env = {k: os.environ[k] for k in ("PATH", "DBUS_SESSION_BUS_ADDRESS", "DISPLAY")}
env.update({"TZ": "UTC", "HOME": home})

def timed(argv):
    start = time.perf_counter()
    result = subprocess.run(argv, capture_output=True, env=env, stdin=subprocess.DEVNULL)
    elapsed = (time.perf_counter() - start) * 1000
    if result.returncode != 0:
        sys.exit(f"bench-desktop: {' '.join(argv)} exited {result.returncode}: {result.stderr.decode()}")
    return elapsed

deliver = [notify, "--home", home, "--sink", "desktop", "--date", "2026-12-21"]
timed(deliver)  # the first send creates the id file; the timed ones replace
version, desktop = [], []
for _ in range(runs):
    version.append(timed([notify, "--version"]))
    desktop.append(timed(deliver))
print(f"tq-notify --version          median {statistics.median(version):6.1f} ms  (min {min(version):.1f}, max {max(version):.1f})")
print(f"tq-notify --sink desktop     median {statistics.median(desktop):6.1f} ms  (min {min(desktop):.1f}, max {max(desktop):.1f})")
PY
