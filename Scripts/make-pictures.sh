#!/usr/bin/env bash
# Makes the README's three pictures, docs/images/{timer,chip,planner}.png, from a real run of the
# built programs on the demo household: the game's big timer running in tmux at 80 × 24, captured
# with its colours; `tq-player today` with its chip; the year planner page. Each is rendered in
# headless Chromium and kept under 150 KB. Run it again after changing what a picture shows.
#
#   Scripts/make-pictures.sh [BIN_FOLDER]     (default: the debug build's folder; build first)
set -euo pipefail
cd "$(dirname "$0")/.."

die() { echo "make-pictures: $1" >&2; exit "${2:-1}"; }
bin=${1:-$(swift build --show-bin-path)}
[[ -x $bin/tq-player && -x $bin/tq-parent ]] || die "no tq-player and tq-parent in $bin: run 'swift build' first" 66
browser=
for candidate in "${CHROMIUM:-}" chromium chromium-browser google-chrome google-chrome-stable; do
  if [[ -n $candidate ]] && command -v "$candidate" >/dev/null; then browser=$candidate; break; fi
done
[[ -n $browser ]] || die "headless Chromium is needed: install the Debian package 'chromium' or set CHROMIUM" 69
command -v tmux >/dev/null || die "tmux is needed: install the Debian package 'tmux'" 69
sandbox=()
if [[ $(id -u) == 0 ]]; then sandbox=(--no-sandbox); fi

work=$(mktemp -d)
socket=tq-pictures-$$
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
out=docs/images
mkdir -p "$out"
export LANG=C.UTF-8 TZ=UTC

# shot PAGE PNG WIDTH HEIGHT [SCALE]: the top WIDTH × HEIGHT CSS pixels of PAGE, SCALE device pixels each.
shot() {
  "$browser" --headless "${sandbox[@]}" --hide-scrollbars --window-size="$3,$4" --force-device-scale-factor="${5:-1}" \
    --screenshot="$2" "file://$1" >/dev/null 2>&1
  local size
  size=$(stat -c %s "$2")
  ((size < 150000)) || die "$2 is $size bytes, over 150 KB" 1
  echo "$2: $size bytes"
}

# wait_for TEXT: until the tmux window shows TEXT (a minute at most: a debug build starts slowly).
wait_for() {
  for _ in $(seq 600); do
    if tmux -L "$socket" capture-pane -p -t pictures | grep -qF "$1"; then return 0; fi
    sleep 0.1
  done
  die "the game never showed '$1'"
}

# The big timer: a guess of one minute, captured a quarter of the way through it.
tmux -L "$socket" -f /dev/null new-session -d -x 80 -y 24 -s pictures \
  "'$bin/tq-player' --demo play Bedtime --player Maya --any; sleep 60"
wait_for "How long will"
tmux -L "$socket" send-keys -t pictures 1 Enter
wait_for "left of the guess"
sleep 14
tmux -L "$socket" capture-pane -e -p -t pictures > "$work/timer.ansi"
tmux -L "$socket" kill-server
python3 Scripts/lib/ansi-to-html.py "tq-player play" < "$work/timer.ansi" > "$work/timer.html"
shot "$work/timer.html" "$out/timer.png" 700 440

# The chip: one child's day in the winter break, as a terminal shows it.
{
  printf '$ tq-player today --player Maya --date 2026-12-21\n'
  "$bin/tq-player" today --demo --player Maya --date 2026-12-21 --color always
} > "$work/chip.ansi"
python3 Scripts/lib/ansi-to-html.py "tq-player today" < "$work/chip.ansi" > "$work/chip.html"
shot "$work/chip.html" "$out/chip.png" 560 300

# The year planner: the demo's school year, the top of the page at a desktop's width.
"$bin/tq-parent" calendar preview --demo --year 2026 --format html > "$work/planner.html"
shot "$work/planner.html" "$out/planner.png" 1000 705 0.8
