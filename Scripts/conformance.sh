#!/usr/bin/env bash
# Conformance: libical's RRULE table and occurrence counts, and every .ics of the shared corpus
# read without a crash. Builds a small runner with swiftc straight from the module sources.
# Usage: Scripts/conformance.sh [-v]   (TQ_CORPUS overrides ../shared/corpus)
set -euo pipefail
root="$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"
corpus="${TQ_CORPUS:-$root/../shared/corpus}"
[ -d "$corpus" ] || { echo "conformance: corpus not found at $corpus (set TQ_CORPUS)" >&2; exit 66; }
corpus="$(cd "$corpus" && pwd)"
build="$root/.build/conformance"
mkdir -p "$build"
runner="$build/runner"
sources=("$root"/Modules/CalendarIO/*.swift "$root"/Scripts/conformance/main.swift)
source "$root/Scripts/lib/standalone-modules.sh"
mapfile -t domain < <(find "$root/Modules/Domain" "$root/Modules/Platform" -name '*.swift' | sort)
# sed reads the whole list: `head -1` would leave ls writing into a closed pipe once the list
# outgrows one buffer, and under pipefail that SIGPIPE (141) ended the script.
newest="$(ls -t "${sources[@]}" "${domain[@]}" | sed -n 1p)"
if [ ! -x "$runner" ] || [ "$newest" -nt "$runner" ]; then
  echo "conformance: building runner…" >&2
  build_base_modules "$build"
  swiftc -O -wmo -module-name ConformanceRunner -I "$build" "${sources[@]}" "$build/Domain.o" "$build/Platform.o" \
    -o "$runner"
fi
out="$build/report.txt"
set +e
"$runner" "$corpus" >"$out"
status=$?
set -e
if [ "${1:-}" = "-v" ]; then cat "$out"; else grep -v '^PASS' "$out"; fi
exit $status
