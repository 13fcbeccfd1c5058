#!/usr/bin/env bash
# Builds TimeQuest and runs every test target, the end-to-end tests and the iCalendar conformance
# check. On a fresh Debian machine, run as root, it installs the system packages the tests need.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the build and the tests use: SQLite for GRDB, sqlite3 for integrity checks,
# tzdata for the system time zone database the calendar engine reads, tmux for the real terminal the
# live game timer is played in (LiveTimerEndToEndTests fails without it); libnotify-bin (notify-send),
# dunst, xvfb and dbus for the real notification server the desktop sink is tested against
# (DesktopEndToEndTests and DesktopSinkLiveTests start Xvfb, a private dbus-daemon and dunst, and fail
# without them).
packages=(libsqlite3-dev sqlite3 tzdata tmux libnotify-bin dunst xvfb dbus)
# systemd: the real systemd-analyze verify checks the daily timer's unit files (TimerEndToEndTests),
# and a real user manager (`systemd --user`, in a private mount namespace made with util-linux's
# unshare, which needs root) runs the installed timer (RealUserManagerTests).
packages+=(systemd util-linux)
# libfaketime: LiveTimerEndToEndTests moves the live timer's clocks by hand (preloaded into the
# program only) instead of waiting seconds of real time for them to move.
packages+=(libfaketime)
# openssl makes the self-signed certificate of the feed tests' https server (Tests/Support/feedserver.py).
packages+=(openssl)
# radicale and xandikos: the real CalDAV servers the CalDAV tests start on loopback, each on a free
# port with its own storage (Tests/Support/CalDAVServer.swift).
packages+=(radicale xandikos)
# zsh and fish: the completion scripts the programs generate are parsed and driven in them
# (ShellCompletionEndToEndTests, ZshFishCompletionEndToEndTests: zsh's zpty module ships with zsh);
# groff-base renders the man pages (ManPageEndToEndTests).
packages+=(zsh fish groff-base)
missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
# python3 runs that server (its standard library only); any python3 on PATH serves.
command -v python3 >/dev/null || missing+=(python3)
if ((${#missing[@]})); then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    echo "test.sh: installing ${missing[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "test.sh: missing Debian packages: ${missing[*]}" >&2
    echo "test.sh: install them with: sudo apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi

for tool in python3 openssl radicale xandikos; do
  command -v "$tool" >/dev/null || { echo "test.sh: $tool is not on PATH (the feed and CalDAV tests need it)" >&2; exit 1; }
done
command -v swift >/dev/null || { echo "test.sh: swift is not on PATH (Swift 6 toolchain needed)" >&2; exit 1; }

if [[ -f Scripts/lint.sh ]]; then bash Scripts/lint.sh; fi

# The holiday names generated from the committed holiday data are not stale (stdlib Python, no network).
python3 Scripts/generate-holiday-names --check

echo "test.sh: building"
# A target that imports a module of ours it does not declare in Package.swift fails the build, so the
# package, docs/module-graph.md and the code keep telling the same story.
swift build --build-tests --explicit-target-dependency-import-check error

# The holiday names' keys generated from the names (Scripts/generate-holiday-keys) are not stale.
bash Scripts/generate-holiday-keys --check
# The keyword tables generated from the lists every start compiles (Scripts/generate-keyword-tables) are not stale.
bash Scripts/generate-keyword-tables --check

echo "test.sh: unit and end-to-end tests"
set +e
swift test 2>&1 | tee .build/test-output.txt
status=${PIPESTATUS[0]}
set -e
if [[ $status -ne 0 ]]; then
  echo "test.sh: swift test failed (exit $status); the full log is in .build/test-output.txt" >&2
  exit "$status"
fi

# The pages looked at in a real browser: the demo's year planner and its progress report in every
# message language (the planner is English only so far), each at 390 px, 1000 px and laid out for
# A4 with no text outside the page or its box and none overlapping, and one printed page on A4 and
# on Letter (Scripts/check-html.sh, one Chromium start a page; it installs the Debian package
# chromium when run as root). The PNGs stay in .build/check-html/, e.g. report-de-390.png.
echo "test.sh: printable pages in headless Chromium"
mkdir -p .build/check-html
bin=$(swift build --show-bin-path)
"$bin/tq-parent" calendar preview --demo --format html > .build/check-html/planner.html
bash Scripts/check-html.sh .build/check-html/planner.html
for locale in en_US es_ES fr_FR de_DE; do
  LC_ALL="$locale.UTF-8" "$bin/tq-parent" report --demo --format html > ".build/check-html/report-${locale%_*}.html"
  bash Scripts/check-html.sh ".build/check-html/report-${locale%_*}.html"
done

if [[ -x Scripts/conformance.sh || -f Scripts/conformance.sh ]]; then
  echo "test.sh: iCalendar conformance"
  bash Scripts/conformance.sh
fi
echo "test.sh: all green"
