#!/usr/bin/env bash
# Checks an HTML page in a real browser, one headless Chromium start per page (Scripts/check-html.py
# drives it over its DevTools pipe): at each screen width (390 px, a phone, and 1000 px by default)
# and laid out for printed A4 it saves a full-page PNG and checks that every piece of text lies
# within the page and inside whatever clips it, that the page does not scroll sideways, and that no
# two pieces of text overlap; it prints the page to PDF on A4 and on Letter, each one page.
#
#   Scripts/check-html.sh [FILE.html] [OUT.png]
#
# Without FILE it renders the demo year planner (`tq-parent calendar preview --demo --format html`).
# OUT defaults to FILE with .png; the pictures are OUT with -390.png, -1000.png and -a4.png, the A4
# PDF OUT with .pdf, and their paths are printed. Environment: CHROMIUM (browser binary),
# TQ_MAX_PAGES (default 1), TQ_WIDTHS (screen widths, default 390,1000).
# A page asks for "size: landscape;" or "size: portrait;"; it is printed in that orientation.
# Exit codes: 0 ok, 1 check failed, 66 missing input, 69 no browser.
set -euo pipefail

die() { echo "check-html: $1" >&2; exit "${2:-1}"; }

root=$(cd "$(dirname "$0")/.." && pwd)

html=${1:-}
if [ -z "$html" ]; then
  html="$root/.build/check-html/planner.html"
  mkdir -p "$(dirname "$html")"
  echo "check-html: generating the demo planner with tq-parent calendar preview --demo --format html" >&2
  (cd "$root" && swift run --quiet tq-parent calendar preview --demo --format html) > "$html" \
    || die "could not generate the demo planner; pass an HTML file instead: Scripts/check-html.sh FILE.html" 1
fi
[ -f "$html" ] || die "no such file: $html" 66
[ -s "$html" ] || die "empty file: $html" 1
html=$(cd "$(dirname "$html")" && pwd)/$(basename "$html")
png=${2:-${html%.html}.png}
mkdir -p "$(dirname "$png")"
png=$(cd "$(dirname "$png")" && pwd)/$(basename "$png")

find_browser() {
  local candidate
  for candidate in "${CHROMIUM:-}" chromium chromium-browser google-chrome google-chrome-stable; do
    if [ -n "$candidate" ] && command -v "$candidate" >/dev/null 2>&1; then
      command -v "$candidate"
      return 0
    fi
  done
  return 1
}

if ! browser=$(find_browser); then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "check-html: installing the Debian package 'chromium'" >&2
    { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium; } >&2 \
      || die "could not install the Debian package 'chromium' (apt-get install chromium)" 69
  fi
  browser=$(find_browser) \
    || die "headless Chromium is needed: install the Debian package 'chromium' (sudo apt-get install chromium) or set CHROMIUM" 69
fi

sandbox=()
if [ "$(id -u)" = 0 ]; then sandbox=(--no-sandbox); fi
python3 "$root/Scripts/check-html.py" "$browser" "$html" "${png%.png}" "${TQ_WIDTHS:-390,1000}" "${TQ_MAX_PAGES:-1}" \
  "${sandbox[@]}" || die "$html: the checks above failed" 1
