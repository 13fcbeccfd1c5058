#!/usr/bin/env bash
# Checks an HTML page in a real browser: headless Chromium renders it to a PNG screenshot and
# prints it to PDF on A4 and on Letter; the script checks the PNG is a real picture and each PDF
# is one page. The PNG and the A4 PDF (OUT with .pdf) are kept and their paths printed.
#
#   Scripts/check-html.sh [FILE.html] [OUT.png]
#
# Without FILE it renders the demo year planner (`tq-parent calendar preview --demo --format html`).
# OUT defaults to FILE with .png. Environment: CHROMIUM (browser binary), TQ_MAX_PAGES (default 1),
# TQ_WINDOW (the screenshot's size, default 1150,880: a landscape sheet; 880,1200 shows a portrait one).
# A page asks for "size: landscape;" or "size: portrait;"; each paper is pinned in that orientation.
# Exit codes: 0 ok, 1 check failed, 66 missing input, 69 no browser.
set -euo pipefail

die() { echo "check-html: $1" >&2; exit "${2:-1}"; }

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/tq-check-html.XXXXXX")
trap 'rm -rf "$work"' EXIT

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
pdf=${png%.png}.pdf

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

flags=(--headless --disable-gpu --hide-scrollbars --disable-dev-shm-usage --no-first-run
  --user-data-dir="$work/profile" --force-device-scale-factor=1 --run-all-compositor-stages-before-draw)
if [ "$(id -u)" = 0 ]; then flags+=(--no-sandbox); fi

# By default the planner's 279 mm sheet and its screen margin at 96 px per inch.
timeout 90 "$browser" "${flags[@]}" --window-size="${TQ_WINDOW:-1150,880}" --screenshot="$png" "file://$html" >"$work/shot.log" 2>&1 \
  || { cat "$work/shot.log" >&2; die "Chromium could not render $html" 1; }

# Print on both papers from a copy with the size pinned (the page itself asks only for an orientation).
for paper in Letter A4; do
  sed -e "s/size: landscape;/size: $paper landscape;/" -e "s/size: portrait;/size: $paper portrait;/" "$html" > "$work/$paper.html"
  timeout 90 "$browser" "${flags[@]}" --no-pdf-header-footer --print-to-pdf="$work/$paper.pdf" "file://$work/$paper.html" \
    >"$work/pdf-$paper.log" 2>&1 || { cat "$work/pdf-$paper.log" >&2; die "Chromium could not print $html to PDF" 1; }
done
cp "$work/A4.pdf" "$pdf"

python3 - "$png" "$work" "${TQ_MAX_PAGES:-1}" <<'PY'
import re, struct, sys
png, work, max_pages = sys.argv[1], sys.argv[2], int(sys.argv[3])
try:
    data = open(png, "rb").read()
except OSError:
    sys.exit(f"check-html: no screenshot was written to {png}")
if data[:8] != b"\x89PNG\r\n\x1a\n":
    sys.exit(f"check-html: {png} is not a PNG")
width, height = struct.unpack(">II", data[16:24])
if width < 800 or height < 600:
    sys.exit(f"check-html: the screenshot is only {width}×{height}")
if len(data) < 20_000:
    sys.exit(f"check-html: the screenshot is {len(data)} bytes: the page looks blank")
counts = []
for paper in ("Letter", "A4"):
    pages = len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", open(f"{work}/{paper}.pdf", "rb").read()))
    if pages < 1:
        sys.exit(f"check-html: the {paper} PDF has no pages")
    if pages > max_pages:
        sys.exit(f"check-html: on {paper} paper it prints on {pages} pages, expected at most {max_pages}")
    counts.append(f"{pages} {paper} page{'s' if pages > 1 else ''}")
print(f"check-html: screenshot {width}×{height}, {len(data) // 1024} KB; prints on {' and '.join(counts)}")
PY
echo "$png"
echo "$pdf"
