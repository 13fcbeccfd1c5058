#!/usr/bin/env bash
# Builds release binaries and installs them with the demo household and the built-in holidays under
# PREFIX (default ~/.local).
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:-$HOME/.local}
# The Swift runtime and Foundation are linked in: the binaries run without a Swift toolchain on
# the machine, and start faster (no dynamic symbol resolution across a dozen Swift libraries).
# Product by product: a plain build also links GRDB's dynamic-library product, which cannot take
# a static Swift runtime.
# tq-fetch, the network helper the three start for feeds and CalDAV, goes beside them: they look
# for it in their own folder.
for app in tq-player tq-parent tq-notify tq-fetch; do swift build -c release --static-swift-stdlib --product "$app"; done
bin=$(swift build -c release --static-swift-stdlib --show-bin-path)
install -d "$prefix/bin" "$prefix/share/timequest"
install -m755 "$bin/tq-player" "$bin/tq-parent" "$bin/tq-notify" "$bin/tq-fetch" "$prefix/bin/"
rm -rf "$prefix/share/timequest/Demo"
cp -r "$bin/TimeQuest_AppCore.resources/Demo" "$prefix/share/timequest/Demo"
rm -rf "$prefix/share/timequest/holidays"
cp -r "$bin/TimeQuest_Holidays.resources/Data" "$prefix/share/timequest/holidays"
echo "Installed tq-player, tq-parent and tq-notify (with their network helper tq-fetch) in $prefix/bin (demo data in $prefix/share/timequest/Demo, built-in holidays in $prefix/share/timequest/holidays)."
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Add $prefix/bin to your PATH to run them by name." ;; esac
