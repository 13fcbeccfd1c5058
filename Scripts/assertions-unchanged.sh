#!/usr/bin/env bash
# Proof for refactors whose tests' assertions must stay as they were: lists every assertion
# (#expect, #require, Issue.record) in Tests/ at BASE_REV that the working tree no longer has, word
# for word once whitespace is collapsed. Assertions may move between files and gain neighbours;
# none may change or vanish. Exit 1 when one did.
#
#   Scripts/assertions-unchanged.sh BASE_REV
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
base=${1:?usage: Scripts/assertions-unchanged.sh BASE_REV}
python3 - "$root" "$base" <<'PY'
import collections, os, re, subprocess, sys
root, base = sys.argv[1], sys.argv[2]
start = re.compile(r'#expect\(|#require\(|Issue\.record\(')

def assertions(text):
    found = []
    for match in start.finditer(text):
        depth, i = 1, match.end()
        while i < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        found.append(" ".join(text[match.start():i].split()))
    return found

def at_base():
    names = subprocess.run(["git", "-C", root, "ls-tree", "-r", "--name-only", base, "Tests"],
                           capture_output=True, text=True, check=True).stdout.split()
    counts = collections.Counter()
    for name in names:
        if name.endswith(".swift"):
            blob = subprocess.run(["git", "-C", root, "show", f"{base}:{name}"], capture_output=True, check=True)
            counts.update(assertions(blob.stdout.decode("utf-8", "replace")))
    return counts

def now():
    counts = collections.Counter()
    for folder, _, files in os.walk(os.path.join(root, "Tests")):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as f:
                    counts.update(assertions(f.read()))
    return counts

before, after = at_base(), now()
gone = before - after
print(f"assertions: {sum(before.values())} at {base}, {sum(after.values())} now, "
      f"{sum(gone.values())} of the earlier ones changed or gone")
for text, n in sorted(gone.items()):
    print(f"  gone{'' if n == 1 else f' ({n}x)'}: {text[:200]}")
sys.exit(1 if gone else 0)
PY
