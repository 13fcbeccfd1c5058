#!/usr/bin/env bash
# Formats every Swift file in place with the toolchain's swift-format and the repository's .swift-format.
set -euo pipefail
cd "$(dirname "$0")/.."
find Package.swift Modules Apps Tests Scripts -name '*.swift' -print0 | xargs -0 swift format format -i
