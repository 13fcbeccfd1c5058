#!/usr/bin/env bash
# Mutation testing: applies small deliberate bugs (a flipped comparison, a dropped clause, swapped
# arguments, an off-by-one, a wrong constant) to the code one at a time, builds, runs the tests that
# should notice, and counts how many did. A mutant the tests do not notice is a rule nothing guards.
# Too long for Scripts/test.sh (each mutant is an incremental build and a test run).
#
# Usage: Scripts/mutation.sh [--since REV | --files F… | --derived] [--sample N [--seed S]]
#                            [--list | --check] [--only ID[,ID…]] [--from ID] [--mutants FILE]
#                            [--timeout SECONDS] [--hand-map | --compare-maps]
#   (no files)      the hand-kept list, Scripts/mutation/mutants.txt (or --mutants FILE)
#   --since REV     mutants derived from the code of the Swift files under Modules and Apps that
#                   changed since REV (`git diff --name-only REV`; generated code and the language
#                   packs' word lists left out)
#   --files F…      mutants derived from these files (every argument up to the next option; with
#                   --since, these as well)
#   --derived       mutants derived from the files the work tree changes, or the last commit's
#   --sample N      run a sample of N of the selected mutants (argued-equivalent ones left out),
#   --seed S        the same N for the same S and the same code (default seed 1)
#   --list          print the mutants (id, file, tests) and exit
#   --check         check the hand list (every snippet occurs exactly once) and the argued-equivalent
#                   list (every id still names a derived mutant), build nothing, and exit
#   --only IDS      run only these mutants (comma-separated ids)
#   --from ID       start at this mutant (resume a long run)
#   --timeout S     a test run longer than this is a kill (a hang the tests noticed; default 300)
#   --hand-map      run only the hand-kept map's tests for derived mutants, not the derived map's too
#                   (how mutants were run before the map was derived: to measure what it adds)
#   --compare-maps  run each derived mutant's hand-map tests first and, when it survives them, the
#                   derived map's other suites on the same build: the score with either map, at once
#
# Derived mutants (Scripts/mutation/derive.py, which says what it makes): every comparison flipped to
# its neighbours, every integer literal beside a comparison off by one, every operand of && and ||
# and every clause of an if, guard, while or for-where condition replaced by true and by false, and
# every prefix ! dropped; never in comments, strings or #if lines. The tests run for a file are those
# of Scripts/mutation/tests.txt (kept by hand: the longest path prefix wins; a filter written -X
# skips X) and those of Scripts/mutation/tests-derived.txt (Scripts/mutation/map.py: the suites
# whose tests name what the file declares, or run the command it implements; a file newer than the
# map is mapped when the run starts; `Scripts/mutation/map.py --write` renews it). A derived
# mutant argued equivalent is a line of Scripts/mutation/equivalent.txt: its id
# (FILE:HASH:COLUMN:CHANGE, HASH naming the line's text, so the id survives edits elsewhere), then
# one line on why no test can tell it from the original.
#
# The hand list is blocks of `key: value` lines separated by blank lines (see the file's header):
#   id, file, find (an exact snippet that must occur exactly once in the file), replace, tests
#   (one or more Swift test filters separated by spaces), and optionally equivalent (one line on
#   why no test can tell the mutant from the original; such mutants are listed, not run).
# Each mutant: the file is saved, the mutant written, `swift build --build-tests` run
# (a mutant that does not compile is "invalid": fix the list or the generator), then
# `swift test --skip-build --filter …` (a failure, a crash or a hang is "killed", a pass "survived"),
# and the file restored. A trap restores the file on exit or interrupt; the run builds the restored
# code (no mutant is left in the built programs) and ends by checking that the work tree is as it
# was (`git diff --quiet`). Results go to .build/mutation/results.tsv,
# with a line `killed K of N (P %)` for each module.
set -euo pipefail
root="$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"
cd "$root"
list="Scripts/mutation/mutants.txt"
derive="Scripts/mutation/derive.py"
test_map="Scripts/mutation/tests.txt"
derived_map="Scripts/mutation/tests-derived.txt"
argued_list="Scripts/mutation/equivalent.txt"
only=""
from=""
mode="run"
source="hand"
since=""
derive_files=()
sample=""
seed=1
timeout_seconds=300
compare=0
declare -A hand_tests=()
while (($#)); do
  case "$1" in
    --list) mode="list" ;;
    --check) mode="check" ;;
    --only) only="${2:?--only needs ids}"; shift ;;
    --from) from="${2:?--from needs an id}"; shift ;;
    --mutants) list="${2:?--mutants needs a file}"; shift ;;
    --since) source="derived"; since="${2:?--since needs a revision}"; shift ;;
    --derived) source="derived" ;;
    --files)
      source="derived"
      while (($# > 1)) && [[ $2 != --* ]]; do derive_files+=("$2"); shift; done
      ((${#derive_files[@]})) || { echo "mutation: --files needs at least one file" >&2; exit 64; }
      ;;
    --sample) sample="${2:?--sample needs a count}"; shift ;;
    --seed) seed="${2:?--seed needs a number}"; shift ;;
    --timeout) timeout_seconds="${2:?--timeout needs seconds}"; shift ;;
    --hand-map) derived_map="" ;;
    --compare-maps) compare=1 ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "mutation: unknown argument '$1' (see --help)" >&2; exit 64 ;;
  esac
  shift
done
if [[ -n $sample && ! $sample =~ ^[1-9][0-9]*$ ]]; then
  echo "mutation: --sample needs a positive whole number, not '$sample'" >&2
  exit 64
fi
[[ $seed =~ ^[0-9]+$ ]] || { echo "mutation: --seed needs a whole number, not '$seed'" >&2; exit 64; }
[[ $timeout_seconds =~ ^[1-9][0-9]*$ ]] || { echo "mutation: --timeout needs seconds, not '$timeout_seconds'" >&2; exit 64; }
# --- The mutants, in parallel arrays --------------------------------------------------------------
# kinds: "hand" (find and replace a snippet) or "derived" (derive.py writes the mutant by id).
ids=() kinds=() files=() finds=() replaces=() tests=() equivalents=()

parse_hand_list() {
  [[ -f $list ]] || { echo "mutation: no mutant list at $list" >&2; exit 66; }
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
    ids+=("${block[id]}") kinds+=(hand) files+=("${block[file]}") finds+=("${block[find]}")
    replaces+=("${block[replace]}") tests+=("${block[tests]}") equivalents+=("${block[equivalent]:-}")
    block=()
  }
  local lineno=0 line key
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
}

# The Swift files to derive mutants from; generated code and data-only language packs are left out.
derived_sources() {
  local changed=""
  if [[ -n $since ]]; then
    git rev-parse --verify --quiet "$since^{commit}" >/dev/null || { echo "mutation: --since: no revision '$since'" >&2; exit 64; }
    changed=$(git diff --name-only "$since" -- Modules Apps)
  elif ((${#derive_files[@]} == 0)); then
    changed=$(git diff --name-only HEAD -- Modules Apps)
    [[ -n $changed ]] || changed=$(git diff --name-only HEAD~1 HEAD -- Modules Apps)
  fi
  {
    grep -E '\.swift$' <<<"$changed" | grep -v -E '/Generated/|^Modules/Domain/Languages/[A-Z]' || true
    ((${#derive_files[@]} == 0)) || printf '%s\n' "${derive_files[@]}"
  } | awk '!seen[$0]++'
}

parse_derived() {
  local f existing=()
  while IFS= read -r f; do
    [[ -n $f ]] || continue
    if [[ -f $f ]]; then
      existing+=("$f")
    elif ((${#derive_files[@]})); then
      echo "mutation: no file $f" >&2
      exit 66
    fi # a file the change deleted has nothing to mutate
  done < <(derived_sources)
  ((${#existing[@]})) || { echo "mutation: no Swift file to derive mutants from (see --help)" >&2; exit 64; }
  local id file line column before after filters reason derived_list="$root/.build/mutation/derived.tsv"
  mkdir -p "$root/.build/mutation"
  python3 "$derive" list --tests "$test_map" ${derived_map:+--derived-tests "$derived_map"} \
    --equivalent "$argued_list" "${existing[@]}" >"$derived_list" ||
    { echo "mutation: $derive failed (see above)" >&2; exit 65; }
  while IFS=$'\t' read -r id file line column before after filters reason; do
    if [[ -z $filters ]]; then
      echo "mutation: no test filter for $file: add its path (or a folder of it) to $test_map" >&2
      exit 65
    fi
    ids+=("$id") kinds+=(derived) files+=("$file") finds+=("$before  (line $line:$column)")
    replaces+=("$after") tests+=("$filters") equivalents+=("$reason")
  done <"$derived_list"
  if ((compare)) && [[ -n $derived_map ]]; then
    python3 "$derive" list --tests "$test_map" "${existing[@]}" >"$derived_list.hand" ||
      { echo "mutation: $derive failed (see above)" >&2; exit 65; }
    while IFS=$'\t' read -r id _ _ _ _ _ filters _; do hand_tests[$id]=$filters; done <"$derived_list.hand"
  fi
}

if [[ $source == hand ]]; then parse_hand_list; else parse_derived; fi

# Which mutants to run: the sample is drawn from the whole list first, so that --from and --only
# resume or pick within the same sample.
candidates=("${!ids[@]}")
if [[ -n $sample ]]; then
  # A reproducible sample: the same seed and the same code give the same mutants, in the list's order.
  runnable=()
  for i in "${candidates[@]}"; do [[ -n ${equivalents[i]} ]] || runnable+=("$i"); done
  mapfile -t candidates < <(printf '%s\n' "${runnable[@]}" | SEED="$seed" N="$sample" python3 -c '
import os, random, sys
indices = [int(line) for line in sys.stdin if line.strip()]
chosen = random.Random(int(os.environ["SEED"])).sample(indices, min(int(os.environ["N"]), len(indices)))
print("\n".join(str(i) for i in sorted(chosen)))
')
  echo "mutation: a sample of ${#candidates[@]} of ${#runnable[@]} mutants (seed $seed)"
fi
selected=()
started=$([[ -z $from ]] && echo 1 || echo 0)
for i in "${candidates[@]}"; do
  [[ ${ids[i]} == "$from" ]] && started=1
  ((started)) || continue
  if [[ -n $only && ",$only," != *",${ids[i]},"* ]]; then continue; fi
  selected+=("$i")
done
((${#selected[@]})) || { echo "mutation: no mutant matches (see --list)" >&2; exit 64; }

if [[ $mode == list ]]; then
  for i in "${selected[@]}"; do
    if [[ ${kinds[i]} == derived ]]; then
      printf '%s  %s → %s  [%s]%s\n' "${ids[i]}" "${finds[i]}" "${replaces[i]}" "${tests[i]}" "${equivalents[i]:+  (equivalent)}"
    else
      printf '%-5s %-55s %s%s\n' "${ids[i]}" "${files[i]}" "${tests[i]}" "${equivalents[i]:+  (equivalent)}"
    fi
  done
  echo "${#selected[@]} mutants"
  exit 0
fi

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
  [[ ${kinds[i]} == hand ]] || continue
  n=$(occurrences "$f" "${finds[i]}")
  if [[ $n != 1 ]]; then
    echo "mutation: ${ids[i]}: the snippet occurs $n times in $f (it must occur exactly once): ${finds[i]}" >&2
    exit 65
  fi
done

if [[ $mode == check ]]; then
  python3 "$derive" check --equivalent "$argued_list" || {
    echo "mutation: $argued_list names mutants no longer made: argue the new ones or remove the lines" >&2
    exit 65
  }
  if [[ $source == hand ]]; then
    echo "mutation: ${#selected[@]} mutants, every snippet found exactly once; the argued-equivalent list is current"
  else
    echo "mutation: ${#selected[@]} derived mutants, each with its tests; the argued-equivalent list is current"
  fi
  exit 0
fi

results="$work/results.tsv"
printf 'id\tresult\tseconds\tfile\ttests\n' >"$results"
killed=0 survived=0 invalid=0 equivalent=0 by_map=0
# Whether the tests FILTERS (space-separated; -X skips X) pass on the built mutant, their output
# appended to LOG. A crash or a hang is a kill too: the tests noticed.
passes() {
  local t filters=()
  for t in $1; do
    if [[ $t == -* ]]; then filters+=(--skip "${t#-}"); else filters+=(--filter "$t"); fi
  done
  timeout "$timeout_seconds" swift test --skip-build "${filters[@]}" >>"$2" 2>&1
}
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
  if [[ ${kinds[i]} == hand ]]; then
    FIND="${finds[i]}" REPLACE="${replaces[i]}" perl -0777 -i -pe 's/\Q$ENV{FIND}\E/$ENV{REPLACE}/' "$f"
  else
    python3 "$derive" apply "$f" "$id"
  fi
  if cmp -s "$f" "$saved"; then
    restore
    echo "mutation: $id: the replacement changed nothing in $f" >&2
    exit 65
  fi
  log="$work/$(tr -c 'A-Za-z0-9._\n-' '_' <<<"$id").log"
  echo "mutation: $id $f: ${finds[i]}  →  ${replaces[i]}"
  if ! swift build --build-tests >"$log" 2>&1; then
    result=invalid
    invalid=$((invalid + 1))
  else
    first="${tests[i]}" extra=""
    if [[ -n ${hand_tests[$id]+x} ]]; then
      # Compared: the hand map's tests, then the derived map's suites the hand map does not run.
      first="${hand_tests[$id]}"
      for t in ${tests[i]}; do [[ " $first " == *" $t "* ]] || extra+="${extra:+ }$t"; done
    fi
    if passes "$first" "$log"; then
      if grep -q "Test run with 0 tests" "$log"; then
        restore
        echo "mutation: $id: the filter '$first' runs no test (see $log)" >&2
        exit 65
      fi
      result=survived
      if [[ -n $extra ]] && ! passes "$extra" "$log"; then result=killed-by-map; fi
    else
      result=killed
    fi
    case $result in
      survived) survived=$((survived + 1)) ;;
      killed) killed=$((killed + 1)) ;;
      killed-by-map) killed=$((killed + 1)) by_map=$((by_map + 1)) ;;
    esac
  fi
  restore
  seconds=$((SECONDS - began))
  printf '%s\t%s\t%s\t%s\t%s\n' "$id" "$result" "$seconds" "$f" "${tests[i]}" >>"$results"
  echo "mutation: $id $result (${seconds}s)"
done
trap - EXIT
# The last build was of a mutant: build the restored code, so that a later `swift test --skip-build`
# or a built program never runs a mutant.
if ((killed + survived + invalid > 0)); then
  echo "mutation: building the restored code"
  swift build --build-tests >"$work/restored.log" 2>&1 || echo "mutation: the restored code does not build: see $work/restored.log" >&2
fi

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
  if ((compare)); then
    alone=$((killed - by_map))
    echo "with the hand map alone: $alone of $run killed ($((alone * 1000 / run / 10)).$((alone * 1000 / run % 10)) %); $by_map more by the derived map's suites"
  fi
fi
# Each module's figure: Modules/X and Apps/X are modules; equivalent and invalid mutants are not counted.
tail -n +2 "$results" | awk -F'\t' '
  $2 == "killed" || $2 == "killed-by-map" || $2 == "survived" {
    split($4, part, "/"); module = part[2]; run[module]++; if ($2 != "survived") dead[module]++
  }
  END {
    for (module in run) printf "%s: killed %d of %d (%.1f %%)\n", module, dead[module], run[module], 100 * dead[module] / run[module]
  }' | sort
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
((invalid == 0)) || { echo "mutation: $invalid mutants do not compile: fix the list, or derive.py for derived ones" >&2; exit 1; }
