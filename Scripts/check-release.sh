#!/usr/bin/env bash
# Checks the release binaries with ICU's trimmed data (Scripts/icu-data.sh) against the same
# binaries with the toolchain's whole package: links both (the same objects: after the first
# release build only the links run), then runs the same commands with each and compares what they
# print, byte for byte (docs/packaging.md, "ICU's data"):
#   - `tq-parent calendar preview`, as JSON and as the grid, of every tuning calendar of the
#     real-calendar corpus (Tests/AppsTests/RealCalendars/calendars.tsv; never the validation set),
#     2021 to 2026, in the calendar's own time zone and under a LANG of its language;
#   - the demo household's `tq-player today`, `tq-parent status`, `tq-parent calendar preview`
#     and `tq-notify`, in zones east and west and under LANGs with and without a locale kept;
#   - a feed read through `tq-fetch` from a local HTTP server (python3's http.server).
# It also checks that the toolchain's package is gone from the trimmed binaries (their symbol
# table, before stripping, holds ours, `__wrap_icudtNN_dat`, and no `icudtNN_dat`).
# Not part of Scripts/test.sh: it needs the release build (20-30 minutes the first time). Given two
# folders laid out as the build folder (the programs, tq-fetch, the resource bundles), it compares
# those instead, without building or the symbol check.
#
#   Scripts/check-release.sh [FULL_DIR TRIMMED_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=Scripts/lib/install-tree.sh
source Scripts/lib/install-tree.sh
work=$(mktemp -d "${TMPDIR:-/tmp}/tq-check-release.XXXXXX")
server_pid=
trap '[[ -n $server_pid ]] && kill "$server_pid" 2>/dev/null; rm -rf "$work"' EXIT
fail() { echo "check-release: $*" >&2; exit 1; }

# Each side in a folder of its own, laid out as the build folder is: the binary, its names, tq-fetch
# and the resource bundles beside them.
stage() {
  local side=$work/$1 entry
  mkdir -p "$side"
  cp "$bin/timequest" "$bin/tq-fetch" "$side/"
  for entry in tq-player tq-parent tq-notify; do ln -s timequest "$side/$entry"; done
  for entry in "$bin"/*.resources; do ln -s "$entry" "$side/"; done
}
if [[ $# -eq 2 ]]; then
  ln -s "$(cd "$1" && pwd)" "$work/full"
  ln -s "$(cd "$2" && pwd)" "$work/trimmed"
else
  TQ_ICU_FULL=1 build_release
  stage full
  build_release
  stage trimmed
  for program in timequest tq-fetch; do
    symbols=$(nm "$work/trimmed/$program" | awk '$3 ~ /icudt[0-9]+_dat$/ { print $3 }')
    [[ $symbols == __wrap_icudt*_dat ]] || fail "$program holds ICU's data as: ${symbols:-nothing}"
  done
fi

# One run of the same command on both sides: the same fresh home, environment and arguments.
runs=0
compare() {
  local name=$1 environment=$2
  shift 2
  local side status
  for side in full trimmed; do
    rm -rf "$work/home-$side"
    mkdir -p "$work/home-$side"
    status=0
    # shellcheck disable=SC2086 # the environment is a list of NAME=VALUE words
    env -i PATH=/usr/bin:/bin HOME="$work/home-$side" NO_COLOR=1 $environment \
      "$work/$side/$name" "$@" --home "$work/home-$side" >"$work/out-$side" 2>&1 || status=$?
    echo "exit $status" >>"$work/out-$side"
    # The paths of the two sides, and the demo's fresh home, differ by name only.
    sed -i -E "s|$work/home-$side|HOME|g; s|$work/$side|BIN|g; s|timequest-demo-[0-9A-Z-]+|timequest-demo|g" \
      "$work/out-$side"
  done
  # Every command here succeeds: one failing alike on both sides would compare nothing.
  [[ $(tail -1 "$work/out-full") == "exit 0" ]] || fail "$name $* ($environment) failed: $(tail -3 "$work/out-full")"
  cmp -s "$work/out-full" "$work/out-trimmed" ||
    fail "$name $* ($environment) differs: $(diff "$work/out-full" "$work/out-trimmed" | head -5)"
  runs=$((runs + 1))
}

corpus=Tests/AppsTests/RealCalendars
while IFS=$'\t' read -r file country language zone set _; do
  [[ $set == tuning ]] || continue
  # Two years at a time, as preview allows: the corpus's events run from 2021 to 2026.
  for years in 2021:2022 2023:2024 2025:2026; do
    for format in json grid; do
      compare tq-parent "TZ=$zone LANG=${language}_$country.UTF-8" calendar preview --source "$PWD/$corpus/$file" \
        --from "${years%:*}-01-01" --to "${years#*:}-12-31" --format "$format"
    done
  done
done < <(tail -n +2 "$corpus/calendars.tsv")

for zone in UTC Europe/Berlin America/Los_Angeles Pacific/Chatham Asia/Kathmandu; do
  for lang in C.UTF-8 en_US.UTF-8 de_DE.UTF-8 es_MX.UTF-8 fr_CA.UTF-8 ja_JP.UTF-8 ar_EG.UTF-8; do
    environment="TZ=$zone LANG=$lang"
    compare tq-player "$environment" today --demo
    compare tq-parent "$environment" status --demo
    compare tq-parent "$environment" calendar preview --demo --format json
    compare tq-notify "$environment" --demo
  done
done

# A feed through tq-fetch: the server says which free port it took on its first line.
mkfifo "$work/server-out"
python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$corpus" >"$work/server-out" 2>/dev/null &
server_pid=$!
read -r first <"$work/server-out"
port=$(sed -n 's/.* port \([0-9]*\).*/\1/p' <<<"$first")
[[ -n $port ]] || fail "the HTTP server did not say its port: $first"
for file in de-feiertage.ics us-nyc-public-schools.ics; do
  compare tq-parent "TZ=UTC LANG=C.UTF-8" calendar preview --source "http://127.0.0.1:$port/$file" \
    --from 2025-01-01 --to 2026-12-31 --format json
done
echo "check-release: $runs commands print the same with ICU's trimmed data as with the whole package"
