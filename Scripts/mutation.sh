#!/usr/bin/env bash
# Mutation testing: applies small deliberate bugs (a flipped comparison, a dropped clause, swapped
# arguments, an off-by-one, a wrong constant) to the engines one at a time, builds, runs the tests
# that should notice, and counts how many did. A mutant the tests do not notice is a rule nothing
# guards. Too long for Scripts/test.sh (each mutant is an incremental build and a test run).
#
# Usage: Scripts/mutation.sh [--list | --check] [--only ID[,ID…]] [--from ID] [--mutants FILE] [--keep-going]
#   --list          print the mutants (id, file, tests) and exit
#   --check         check that every snippet occurs exactly once, build nothing, and exit
#   --only IDS      run only these mutants (comma-separated ids)
#   --from ID       start at this mutant (resume a long run)
#   --mutants FILE  another list (default Scripts/mutation/mutants.txt)
#
# The list is blocks of `key: value` lines separated by blank lines (see the file's header):
#   id, file, find (an exact snippet that must occur exactly once in the file), replace, tests
#   (one or more Swift test filters separated by spaces), and optionally equivalent (one line on
#   why no test can tell the mutant from the original; such mutants are listed, not run).
# Each mutant: the file is saved, the snippet replaced, `swift build --build-tests` run
# (a mutant that does not compile is "invalid": fix the list), then
# `swift test --skip-build --filter …` (a failure or a crash is "killed", a pass "survived"), and
# the file restored. A trap restores the file on exit or interrupt, and the run ends by checking
# that the work tree is as it was (`git diff --quiet`). Results go to .build/mutation/results.tsv.
set -euo pipefail
root="$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"
cd "$root"
list="Scripts/mutation/mutants.txt"
only=""
from=""
mode="run"
while (($#)); do
  case "$1" in
    --list) mode="list" ;;
    --check) mode="check" ;;
    --only) only="${2:?--only needs ids}"; shift ;;
    --from) from="${2:?--from needs an id}"; shift ;;
    --mutants) list="${2:?--mutants needs a file}"; shift ;;
    -h | --help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "mutation: unknown argument '$1' (see --help)" >&2; exit 64 ;;
  esac
  shift
done
[[ -f $list ]] || { echo "mutation: no mutant list at $list" >&2; exit 66; }

# --- Parse the list into parallel arrays -------------------------------------------------------
ids=() files=() finds=() replaces=() tests=() equivalents=()
declare -A block=()
flush() {
  ((${#block[@]})) || return 0
  local key
  for key in id file find replace tests; do
    if [[ -z ${block[$key]+x} ]]; then
      echo "mutation: $list: the mutant '${block[id]:-?}' has no '$key:' line" >&2
      exit 65
    fi
  done
  local existing
  for existing in "${ids[@]}"; do
    [[ $existing != "${block[id]}" ]] || { echo "mutation: $list: the id '${block[id]}' is used twice" >&2; exit 65; }
  done
  ids+=("${block[id]}") files+=("${block[file]}") finds+=("${block[find]}") replaces+=("${block[replace]}")
  tests+=("${block[tests]}") equivalents+=("${block[equivalent]:-}")
  block=()
}
lineno=0
while IFS= read -r line || [[ -n $line ]]; do
  lineno=$((lineno + 1))
  [[ $line == \#* ]] && continue
  if [[ -z ${line//[[:space:]]/} ]]; then flush; continue; fi
  if [[ ! $line =~ ^([a-z]+):\ ?(.*)$ ]]; then
    echo "mutation: $list:$lineno: expected 'key: value', got: $line" >&2
    exit 65
  fi
  key="${BASH_REMATCH[1]}"
  case "$key" in
    id | file | find | replace | tests | equivalent) block[$key]="${BASH_REMATCH[2]}" ;;
    *) echo "mutation: $list:$lineno: unknown key '$key'" >&2; exit 65 ;;
  esac
done <"$list"
flush

if [[ $mode == list ]]; then
  for i in "${!ids[@]}"; do
    printf '%-5s %-55s %s%s\n' "${ids[i]}" "${files[i]}" "${tests[i]}" "${equivalents[i]:+  (equivalent)}"
  done
  echo "${#ids[@]} mutants"
  exit 0
fi

# Which mutants to run.
selected=()
started=$([[ -z $from ]] && echo 1 || echo 0)
for i in "${!ids[@]}"; do
  [[ ${ids[i]} == "$from" ]] && started=1
  ((started)) || continue
  if [[ -n $only && ",$only," != *",${ids[i]},"* ]]; then continue; fi
  selected+=("$i")
done
((${#selected[@]})) || { echo "mutation: no mutant matches (see --list)" >&2; exit 64; }

# Occurrences of the snippet in a file, counted by perl with the snippet taken literally.
occurrences() { FIND="$2" perl -0777 -ne '$n = () = /\Q$ENV{FIND}\E/g; print $n' "$1"; }

clean=1
git diff --quiet || { clean=0; [[ $mode == check ]] || echo "mutation: note: the work tree has uncommitted changes; they are kept" >&2; }
work="$root/.build/mutation"
mkdir -p "$work"
saved=""
saved_file=""
restore() {
  if [[ -n $saved_file ]]; then
    cp "$saved" "$saved_file"
    saved_file=""
  fi
}
trap restore EXIT
trap 'restore; echo "mutation: interrupted; the file is restored" >&2; exit 130' INT TERM

# Every file and snippet is checked before anything is built: a stale list fails at once.
for i in "${selected[@]}"; do
  f="${files[i]}"
  [[ -f $f ]] || { echo "mutation: ${ids[i]}: no file $f" >&2; exit 65; }
  n=$(occurrences "$f" "${finds[i]}")
  if [[ $n != 1 ]]; then
    echo "mutation: ${ids[i]}: the snippet occurs $n times in $f (it must occur exactly once): ${finds[i]}" >&2
    exit 65
  fi
done

if [[ $mode == check ]]; then
  echo "mutation: ${#selected[@]} mutants, every snippet found exactly once"
  exit 0
fi

results="$work/results.tsv"
printf 'id\tresult\tseconds\tfile\ttests\n' >"$results"
killed=0 survived=0 invalid=0 equivalent=0
for i in "${selected[@]}"; do
  id="${ids[i]}" f="${files[i]}"
  if [[ -n ${equivalents[i]} ]]; then
    equivalent=$((equivalent + 1))
    printf '%s\tequivalent\t0\t%s\t%s\n' "$id" "$f" "${tests[i]}" >>"$results"
    echo "mutation: $id equivalent (not run): ${equivalents[i]}"
    continue
  fi
  began=$SECONDS
  saved="$work/original.swift"
  cp "$f" "$saved"
  saved_file="$f"
  FIND="${finds[i]}" REPLACE="${replaces[i]}" perl -0777 -i -pe 's/\Q$ENV{FIND}\E/$ENV{REPLACE}/' "$f"
  if cmp -s "$f" "$saved"; then
    restore
    echo "mutation: $id: the replacement changed nothing in $f" >&2
    exit 65
  fi
  log="$work/$id.log"
  echo "mutation: $id $f: ${finds[i]}  →  ${replaces[i]}"
  if ! swift build --build-tests >"$log" 2>&1; then
    result=invalid
    invalid=$((invalid + 1))
  else
    filters=()
    for t in ${tests[i]}; do filters+=(--filter "$t"); done
    # A crash or a hang is a kill too: the tests noticed.
    if timeout 900 swift test --skip-build "${filters[@]}" >>"$log" 2>&1; then
      if grep -q "Test run with 0 tests" "$log"; then
        restore
        echo "mutation: $id: the filter '${tests[i]}' runs no test (see $log)" >&2
        exit 65
      fi
      result=survived
      survived=$((survived + 1))
    else
      result=killed
      killed=$((killed + 1))
    fi
  fi
  restore
  seconds=$((SECONDS - began))
  printf '%s\t%s\t%s\t%s\t%s\n' "$id" "$result" "$seconds" "$f" "${tests[i]}" >>"$results"
  echo "mutation: $id $result (${seconds}s)"
done
trap - EXIT

echo
printf '%-6s %-9s %5s  %s\n' id result secs file
tail -n +2 "$results" | while IFS=$'\t' read -r id result seconds file _; do
  printf '%-6s %-9s %5s  %s\n' "$id" "$result" "$seconds" "$file"
done
run=$((killed + survived))
echo
echo "killed $killed, survived $survived, invalid $invalid, equivalent $equivalent (not run)"
if ((run > 0)); then
  # The score counts what was built and tested; equivalent mutants cannot be killed and are not counted.
  echo "mutation score: $killed of $run killed ($((killed * 1000 / run / 10)).$((killed * 1000 / run % 10)) %)"
fi
# Never leave a mutant behind: the tree must be as it was.
for i in "${selected[@]}"; do
  if ! cmp -s <(git show "HEAD:${files[i]}" 2>/dev/null) "${files[i]}" && ((clean)); then
    echo "mutation: ${files[i]} differs from HEAD after the run: check git diff" >&2
    exit 1
  fi
done
if ((clean)) && ! git diff --quiet; then
  echo "mutation: the work tree differs from before the run: check git diff" >&2
  exit 1
fi
((invalid == 0)) || { echo "mutation: $invalid mutants do not compile: fix the list" >&2; exit 1; }
