#!/usr/bin/env bash
# Fails when any Swift file differs from what Scripts/format.sh would write.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! swift format --version >/dev/null 2>&1; then
  echo "lint: 'swift format' is missing from the toolchain (Swift 6 ships it)" >&2
  exit 1
fi
if ! output=$(find Modules Apps Tests -name '*.swift' -print0 | xargs -0 swift format lint --strict 2>&1) || [[ -n $output ]]; then
  echo "$output" | head -40 >&2
  echo "lint: formatting differs; run Scripts/format.sh" >&2
  exit 1
fi
echo "lint: ok"
