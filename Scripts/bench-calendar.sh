#!/usr/bin/env bash
# Benchmark of the iCalendar engine: deterministic 1/10/50 MB calendars, `tq-parent calendar events`
# (release, Swift runtime linked statically as Scripts/install.sh ships it) for one day and one
# school year, next to `cat FILE` (the floor) and libical (C driver), plus one day among 200
# never-ending rules begun in 2010. Median of RUNS whole-process runs (fork, exec, wait, timed by
# Scripts/bench/run_median.c); peak memory from wait4. Prints a markdown table, then the issue's
# targets with ok/MISSED. Then the built-in holidays: a year's preview from holidays:DE-BY against the
# same days from an .ics file (Scripts/bench/events_to_ics.py writes it), and the start-up cost.
# Usage: Scripts/bench-calendar.sh [RUNS]   (default 7; needs python3, gcc, libical-dev, pkg-config)
# TQ_BENCH_SIZES="1 10 50" overrides the sizes; TQ_BENCH_NO_APP=1 times the engine-only runner only.
set -euo pipefail
root="$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"
runs="${1:-7}"
sizes="${TQ_BENCH_SIZES:-1 10 50}"
work="$root/.build/bench"
mkdir -p "$work"
export TZ="${TZ:-Europe/Berlin}"
day_from=2026-06-09 day_to=2026-06-09
year_from=2025-09-01 year_to=2026-07-31

need() { command -v "$1" >/dev/null || { echo "bench: $1 is missing ($2)" >&2; exit 69; }; }
need python3 "apt-get install python3"
need gcc "apt-get install gcc"
pkg-config --exists libical || { echo "bench: libical-dev is missing (apt-get install libical-dev pkg-config)" >&2; exit 69; }

# Inputs (deterministic: same seed, same bytes).
for mb in $sizes; do
  [ -s "$work/cal$mb.ics" ] || python3 "$root/Scripts/bench/gen_calendar.py" "$mb" "$work/cal$mb.ics"
done
[ -s "$work/endless.ics" ] || python3 "$root/Scripts/bench/gen_calendar.py" --never-ending 200 "$work/endless.ics"

# Programs.
gcc -O2 "$root/Scripts/bench/ical_query.c" $(pkg-config --cflags --libs libical) -o "$work/ical_query"
gcc -O2 "$root/Scripts/bench/run_median.c" -o "$work/run_median"
if [ ! -x "$work/calio_query" ] || [ -n "$(find "$root/Modules/CalendarIO" "$root/Modules/Domain" "$root/Modules/Platform" "$root/Scripts/bench/calio_query/main.swift" -newer "$work/calio_query" -name '*.swift' | sed -n 1p)" ]; then
  source "$root/Scripts/lib/standalone-modules.sh"
  build_base_modules "$work"
  swiftc -O -wmo -module-name CalioQuery -I "$work" "$root"/Modules/CalendarIO/*.swift \
    "$root/Scripts/bench/calio_query/main.swift" "$work/Domain.o" "$work/Platform.o" -o "$work/calio_query"
fi
app=""
if [ -z "${TQ_BENCH_NO_APP:-}" ]; then
  (cd "$root" && swift build -c release --product tq-parent --static-swift-stdlib >/dev/null 2>&1) || true
  candidate="$root/.build/release/tq-parent"
  export TIMEQUEST_HOME="$work/home"
  mkdir -p "$TIMEQUEST_HOME"
  if [ -x "$candidate" ] && "$candidate" calendar events --source "$work/endless.ics" \
    --from "$day_from" --to "$day_to" --format json >/dev/null 2>&1; then
    app="$candidate"
  else
    echo "bench: 'tq-parent calendar events' is not available in this build; timing the engine-only runner" >&2
  fi
fi

# median_run OUTVAR_MS OUTVAR_KB cmd… : median wall ms and max peak KiB over $runs runs.
median_run() {
  local -n _ms=$1 _kb=$2
  shift 2
  local out
  out=$("$work/run_median" "$runs" "$@") || { echo "bench: failed: $*" >&2; exit 70; }
  read -r _ms _kb <<<"$out"
}

mib() { awk -v k="$1" 'BEGIN {printf "%.1f", k/1024}'; }

echo "| file | query | cat (ms) | tq-parent (ms) | engine only (ms) | libical (ms) | vs libical | tq peak (MiB) | libical peak (MiB) | occurrences |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"
row() {
  local label=$1 file=$2 from=$3 to=$4 qname=$5
  local cat_ms cat_kb app_ms="–" app_kb="" eng_ms eng_kb lib_ms lib_kb main_ms main_kb count
  median_run cat_ms cat_kb cat "$file"
  median_run eng_ms eng_kb "$work/calio_query" "$file" "$from" "$to"
  if [ -n "$app" ]; then
    median_run app_ms app_kb "$app" calendar events --source "$file" --from "$from" --to "$to" --format json
    main_ms=$app_ms main_kb=$app_kb
  else
    main_ms=$eng_ms main_kb=$eng_kb
  fi
  median_run lib_ms lib_kb "$work/ical_query" "$file" "$from" "$to"
  count=$("$work/calio_query" "$file" "$from" "$to" | grep -c '"uid"' || true)
  local ratio
  ratio=$(awk -v a="$lib_ms" -v b="$main_ms" 'BEGIN {printf "%.1f×", a/b}')
  echo "| $label | $qname | $cat_ms | $app_ms | $eng_ms | $lib_ms | $ratio | $(mib "$main_kb") | $(mib "$lib_kb") | $count |"
  # The issue's targets, checked after the table.
  local size budget
  size=$(stat -c %s "$file")
  budget=$(((3 * size + 30 * 1048576) / 1024))
  checks+=("$(verdict "$((main_kb <= budget))" "$label, $qname: peak $(mib "$main_kb") MiB within 3 × file + 30 MiB ($(mib "$budget"))")")
  if [ "$qname" = "one day" ] && [[ "$label" == 10.* ]]; then
    checks+=("$(verdict "$(awk -v m="$main_ms" 'BEGIN {print (m < 60)}')" "$label, one day: $main_ms ms under 60 ms")")
    checks+=("$(verdict "$(awk -v a="$lib_ms" -v b="$main_ms" 'BEGIN {print (a >= 3 * b)}')" "$label, one day: $ratio libical's time, at least 3×")")
  fi
  if [[ "$label" == 200* ]]; then
    checks+=("$(verdict "$(awk -v m="$main_ms" 'BEGIN {print (m < 15)}')" "$label: $main_ms ms under 15 ms")")
  fi
}
checks=()
verdict() { if [ "$1" = 1 ]; then echo "ok      $2"; else echo "MISSED  $2"; fi; }
for mb in $sizes; do
  f="$work/cal$mb.ics"
  label="$(awk -v b="$(stat -c %s "$f")" 'BEGIN {printf "%.1f MB", b/1048576}') family+school"
  row "$label" "$f" "$day_from" "$day_to" "one day"
  row "$label" "$f" "$year_from" "$year_to" "school year"
done
row "200 endless rules from 2010" "$work/endless.ics" "$day_from" "$day_to" "one day"
echo

# Built-in holidays (issue 21): a year's preview from holidays:DE-BY alone next to the same days
# read from an .ics file, and one day's events, which is mostly start-up (the index and DE.tsv
# read, against a 3 KB file parsed).
if [ -n "$app" ]; then
  hol_ics="$work/holidays-de-by.ics"
  "$app" calendar events --source holidays:DE-BY --from 2026-01-01 --to 2026-12-31 --format json \
    | python3 "$root/Scripts/bench/events_to_ics.py" >"$hol_ics"
  echo "| holidays of DE-BY | query | holidays:DE-BY (ms) | same days from .ics (ms) | holidays peak (MiB) | .ics peak (MiB) |"
  echo "|---|---|---:|---:|---:|---:|"
  hol_row() {
    local qname=$1 src_ms src_kb ics_ms ics_kb
    shift
    median_run src_ms src_kb "$app" "$@" --source holidays:DE-BY
    median_run ics_ms ics_kb "$app" "$@" --source "$hol_ics"
    echo "| $(grep -c BEGIN:VEVENT "$hol_ics") days in 2026 | $qname | $src_ms | $ics_ms | $(mib "$src_kb") | $(mib "$ics_kb") |"
  }
  hol_row "year preview" calendar preview --year 2026 --format json
  hol_row "one day (start-up)" calendar events --from "$day_from" --to "$day_to" --format json
  median_run ver_ms ver_kb "$app" --version
  echo
  echo "tq-parent --version (the programs' start-up alone): $ver_ms ms"
  echo
fi
echo "runs per cell: $runs (median), TZ=$TZ, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
[ -n "$app" ] || echo "(tq-parent was not built: the engine-only runner stands in for it)"
echo
printf '%s\n' "${checks[@]}"
