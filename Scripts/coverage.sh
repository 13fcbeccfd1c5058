#!/usr/bin/env bash
# What no test runs: builds the package with code coverage in a scratch path of its own
# (.build-cov, so the normal build in .build is never disturbed), runs the test suite, and prints,
# for each file of a mutation selection, the lines no test executed and how many of the mutants
# Scripts/mutation.sh derives sit on them. A mutant on a line no test runs is a sure survivor, so
# the share of mutants on executed lines is the ceiling of the mutation score of those files, and
# the files with the most mutants on unexecuted lines are where tests are missing.
# Too slow for Scripts/test.sh: a full coverage build and the whole suite, instrumented.
#
# Usage: Scripts/coverage.sh [--since REV] [--files F…] [--filter F]… [--report]
#   --since REV, --files F…  the files, chosen as Scripts/mutation.sh chooses them (its --list);
#                            neither: the files the work tree changes, or the last commit's
#   --filter F               run only the tests matching F (repeatable) and add what they execute
#                            to the profiles kept from the last run: for tests written since, with
#                            the code under test unchanged (a changed function's counts are dropped)
#   --report                 build and run nothing: report from the profiles kept from the last run
#
# Output: the table on stdout (sorted by mutants on unexecuted lines, then each file's unexecuted
# lines), .build-cov/coverage/files.tsv (one line a file) and .build-cov/coverage/mutants.tsv (each
# mutant with the execution count of its line). The suite's log is .build-cov/coverage/test-output.txt;
# a failing test is reported but still counts what it executed.
#
# How the programs the end-to-end tests start are counted: the tests run them with a small
# environment of their own (no LLVM_PROFILE_FILE), so every instrumented binary is linked with the
# profile's path built in (__llvm_profile_filename, the variable clang's -fprofile-instr-generate=PATH
# sets). A program killed by a signal writes no profile.
set -euo pipefail
shopt -s nullglob
cd "$(dirname "$0")/.."
root=$PWD
scratch="$root/.build-cov"
out="$scratch/coverage"
raw="$out/raw"
selection=()
filters=()
report_only=0
while (($#)); do
  case "$1" in
    --since) selection+=(--since "${2:?--since needs a revision}"); shift ;;
    --files)
      selection+=(--files)
      while (($# > 1)) && [[ $2 != --* ]]; do selection+=("$2"); shift; done
      [[ ${selection[-1]} != --files ]] || { echo "coverage: --files needs at least one file" >&2; exit 64; }
      ;;
    --filter) filters+=(--filter "${2:?--filter needs a test filter}"); shift ;;
    --report) report_only=1 ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "coverage: unknown argument '$1' (see --help)" >&2; exit 64 ;;
  esac
  shift
done

# The toolchain's own llvm tools: a system llvm-profdata of another version cannot read its profiles.
tools=$(dirname "$(readlink -f "$(command -v swift)")")
profdata="$tools/llvm-profdata"
llvm_cov="$tools/llvm-cov"
for tool in "$profdata" "$llvm_cov" "$tools/clang"; do
  [[ -x $tool ]] || { echo "coverage: $tool is missing (the Swift toolchain ships it)" >&2; exit 69; }
done

# The mutants first: a selection that names no file fails before an hour of building.
bash Scripts/mutation.sh "${selection[@]}" --list >/dev/null
mkdir -p "$out"
cp .build/mutation/derived.tsv "$out/derived.tsv"

mkdir -p "$raw"
name_object="$out/profile-name.o"
bin=$(swift build --show-bin-path --scratch-path "$scratch")
if ((!report_only)); then
  name_source=$(printf 'const char __llvm_profile_filename[] = "%s/%%p.profraw";' "$raw")
  if [[ ! -f $name_object || $(cat "$out/profile-name.c" 2>/dev/null) != "$name_source" ]]; then
    echo "$name_source" >"$out/profile-name.c"
    "$tools/clang" -c "$out/profile-name.c" -o "$name_object"
    # The build does not see a changed linker input: the binaries that hold the old path go.
    for f in "$bin"/*; do [[ -f $f && -x $f ]] && grep -q __llvm_profile_filename "$f" && rm -f "$f"; done
  fi
  echo "coverage: building with code coverage in $scratch"
  swift build --build-tests --enable-code-coverage --scratch-path "$scratch" -Xlinker "$name_object"
fi

# Every instrumented binary of the build: the test bundle and the programs the tests start.
binaries=()
for f in "$bin"/*; do
  [[ -f $f && -x $f ]] && grep -q __llvm_covmap "$f" && binaries+=("$f")
done
((${#binaries[@]})) || { echo "coverage: no instrumented binary in $bin (run without --report)" >&2; exit 66; }

profile="$out/coverage.profdata"
# Merges into $profile the profiles of processes that have ended (files untouched for 30 seconds,
# or all of them at the end), then deletes them: a run writes one file a process, thousands in all.
merge_ended() {
  local batch=()
  if [[ ${1:-} == all ]]; then
    mapfile -t batch < <(find "$raw" -name '*.profraw' | head -2000)
  else
    mapfile -t batch < <(find "$raw" -name '*.profraw' ! -newermt "@$(($(date +%s) - 30))" | head -2000)
  fi
  ((${#batch[@]})) || return 0
  local previous=()
  [[ -f $profile ]] && previous=("$profile")
  # A program killed while writing leaves a damaged file: it is skipped, the others merged.
  "$profdata" merge -sparse --failure-mode=all "${previous[@]}" "${batch[@]}" -o "$profile.new" \
    2>>"$out/merge-warnings.txt" || { echo "coverage: merging failed, see $out/merge-warnings.txt" >&2; return 1; }
  mv "$profile.new" "$profile"
  rm -f "${batch[@]}"
  [[ ${1:-} != all ]] || [[ -z $(find "$raw" -name '*.profraw' -print -quit) ]] || merge_ended all
}

if ((!report_only)); then
  if ((${#filters[@]} == 0)); then rm -f "$profile" "$out/merge-warnings.txt"; fi
  find "$raw" -name '*.profraw' -delete
  # One file a process (%p), written whole at its end: a merge pool (%m) shared by thousands of
  # processes is left damaged for all of them by one killed while merging into it. World-writable,
  # since some tests run the programs as `nobody`.
  chmod 1777 "$raw"
  echo "coverage: running the tests${filters[*]:+ (${filters[*]})}; the log is $out/test-output.txt"
  LLVM_PROFILE_FILE="$raw/%p.profraw" swift test --skip-build --scratch-path "$scratch" "${filters[@]}" \
    >"$out/test-output.txt" 2>&1 &
  tests=$!
  while kill -0 "$tests" 2>/dev/null; do
    sleep 20
    merge_ended
  done
  status=0
  wait "$tests" || status=$?
  ((status == 0)) || echo "coverage: some tests failed (exit $status; see $out/test-output.txt); what they ran still counts" >&2
fi
merge_ended all
[[ -f $profile ]] || { echo "coverage: no profile in $out (run without --report first)" >&2; exit 66; }
objects=()
for f in "${binaries[@]:1}"; do objects+=(-object "$f"); done
mapfile -t sources < <(cut -f2 "$out/derived.tsv" | sort -u)
"$llvm_cov" export -format=lcov -instr-profile "$profile" "${binaries[0]}" "${objects[@]}" \
  "${sources[@]/#/$root/}" >"$out/coverage.lcov"
python3 Scripts/coverage/join.py "$out/derived.tsv" "$out/coverage.lcov" "$root" "$out"
