#!/usr/bin/env bash
# ICU's data for the release links, trimmed to what each program uses (docs/packaging.md, "ICU's
# data"). Foundation's ICU holds its whole data package, 34 MB, as one object of the toolchain's
# lib_FoundationICU.a (icu_packaged_data.cpp.o, defining only `icudt76_dat`, which ICU's udata.cpp
# alone refers to). This takes that package from the toolchain, keeps the items
# Scripts/icu-data/PROGRAM.rules keeps (Scripts/icu-data.py) and writes an object defining
# `__wrap_icudt76_dat` with the smaller package. The link takes it with `--wrap=icudt76_dat`: ICU's
# reference goes to ours, and `--gc-sections` drops the toolchain's package, which nothing refers
# to any more (with `--no-export-dynamic`, or the exported symbol would keep it). Defining
# `icudt76_dat` itself cannot work: swiftc puts linker inputs after the libraries, so the archive's
# member is already in when ours comes, and the symbol is defined twice. Prints a line per program:
#   timequest icudt76_dat OUT_DIR/icudata-timequest-HASH.o
#   tq-fetch icudt76_dat OUT_DIR/icudata-tq-fetch-HASH.o
# The hash of the object is in its name so that a changed package changes the link command and
# SwiftPM links again. Exits 69 (nothing written) when the toolchain has no such member or python3
# is missing: the links then keep the toolchain's full package.
#
#   Scripts/icu-data.sh [OUT_DIR]    (default .build/icu-data)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/icu-data}
tools=$(dirname "$(readlink -f "$(command -v swift)")")
archive=$tools/../lib/swift_static/linux/lib_FoundationICU.a
member=icu_packaged_data.cpp.o
unavailable() {
  echo "icu-data: $*; the links keep ICU's full data" >&2
  exit 69
}
command -v python3 >/dev/null || unavailable "python3 filters the package and is missing"
[[ -f $archive ]] || unavailable "no $archive"
"$tools/llvm-ar" t "$archive" | grep -x "$member" >/dev/null || unavailable "$archive has no $member"

work=$(mktemp -d "${TMPDIR:-/tmp}/icu-data.XXXXXX")
trap 'rm -rf "$work"' EXIT
"$tools/llvm-ar" p "$archive" "$member" >"$work/member.o"
# The member's one symbol: its name carries ICU's major version, and its size is the package's.
read -r size symbol < <("$tools/llvm-nm" --defined-only --print-size "$work/member.o" |
  awk '$4 ~ /^icudt[0-9]+_dat$/ { print $2, $4 }')
[[ -n ${symbol:-} ]] || unavailable "$member defines no icudtNN_dat"
size=$((16#$size))
"$tools/llvm-objcopy" -O binary --only-section=.rodata "$work/member.o" "$work/full.dat"
# The section must be the package and nothing else, or the filter would cut something unknown.
[[ $(stat -c %s "$work/full.dat") == "$size" ]] || unavailable "$member's .rodata is not $symbol alone"

mkdir -p "$out"
for program in timequest tq-fetch; do
  python3 Scripts/icu-data.py "Scripts/icu-data/$program.rules" "$work/full.dat" "$work/$program.dat" >&2
  # ICU reads the package in place: its header and table of contents as 32-bit words, its items
  # (16-byte aligned inside the package) as tries and arrays, hence the 16-byte alignment.
  cat >"$work/$program.s" <<ASM
	.section .rodata.$symbol,"a",@progbits
	.globl __wrap_$symbol
	.type __wrap_$symbol,@object
	.balign 16
__wrap_$symbol:
	.incbin "$work/$program.dat"
	.size __wrap_$symbol, . - __wrap_$symbol
	.section .note.GNU-stack,"",@progbits
ASM
  "$tools/clang" -c -o "$work/$program.o" "$work/$program.s"
  hash=$(sha256sum "$work/$program.o" | cut -c1-12)
  object=$out/icudata-$program-$hash.o
  [[ -f $object ]] || mv "$work/$program.o" "$object"
  echo "$program $symbol $(cd "$out" && pwd)/$(basename "$object")"
done
