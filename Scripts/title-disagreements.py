#!/usr/bin/env python3
"""Writes Tests/DomainTests/Titles/DISAGREEMENTS.md from what the title-corpus test reports.

Usage: Scripts/title-disagreements.py   (after `swift build --build-tests`)

The test prints each disagreement as `disagreement [SET] LABEL read as KIND: TITLE` and its scores as
`Title corpus tuning A/B = …; validation C/D = …; overall E/F = …`. This only regroups that output,
so the list is for reading without running the test; it is not an input to any rule. The test lists
the tuning set's disagreements only (the validation set is a score, never a list to read).
"""
import collections, datetime, re, subprocess, sys, pathlib

root = pathlib.Path(__file__).resolve().parent.parent
run = subprocess.run(["swift", "test", "--skip-build", "--filter", "TitleCorpus"], cwd=root,
                     capture_output=True, text=True)
output = run.stdout + run.stderr
score = re.search(r"Title corpus tuning (\d+)/(\d+) = [0-9.]+; validation (\d+)/(\d+) = [0-9.]+; overall (\d+)/(\d+)", output)
if run.returncode != 0 or not score:
    sys.exit("title-disagreements: the title-corpus test did not pass or printed no score")
t, tn, v, vn, a, an = map(int, score.groups())
groups = collections.defaultdict(set)
for m in re.finditer(r"disagreement \[(\w+)\] (\S+) read as (\w+): (.*)", output):
    groups[(m.group(2), m.group(3), m.group(1))].add(m.group(4).strip())
pct = lambda x, n: f"{100 * x / n:.1f} %"
lines = [
    "# Title corpus: where the engine disagrees with the labels", "",
    f"What `swift test --filter TitleCorpus` reported on {datetime.date.today().isoformat()} "
    f"(written by `Scripts/title-disagreements.py`):",
    f"{a:,} of {an:,} titles agree ({pct(a, an)}; tuning {pct(t, tn)}, validation {pct(v, vn)}). Each line is a "
    "title of the tuning set as published (the validation set's are never listed, so that nobody tunes on them); the kind says what its label expects and what the engine made of it, alone on an "
    "ordinary Wednesday of a school calendar. The test prints the current list; this copy is for reading "
    "without running it.", ""]
for (label, kind, part) in sorted(groups, key=lambda k: (k[0], k[1], k[2] != "tuning")):
    titles = sorted(groups[(label, kind, part)])
    lines += [f"## {label} read as {kind} ({part} set, {len(titles)})", ""] + [f"- {x}" for x in titles] + [""]
(root / "Tests/DomainTests/Titles/DISAGREEMENTS.md").write_text("\n".join(lines))
print(f"title-disagreements: {sum(len(x) for x in groups.values())} titles in {len(groups)} groups; overall {a}/{an}")
