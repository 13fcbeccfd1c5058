#!/usr/bin/env python3
"""Joins the derived mutants (Scripts/mutation.sh's derived.tsv) with a line coverage export
(llvm-cov export -format=lcov) and reports, per file, the lines no test executed and the mutants on
them. Used by Scripts/coverage.sh.

Usage: join.py DERIVED_TSV LCOV ROOT OUT_DIR

A mutant's line with no counter at all (code llvm-cov maps to no region, such as a declaration
alone) is counted as executed: no test can have skipped it, and the mutation run decides it.
"""

import sys
from collections import defaultdict
from pathlib import Path


def read_lcov(path, root):
    """{relative path: {line: execution count}} for the files of the export."""
    counts, current = {}, None
    prefix = root.rstrip("/") + "/"
    for line in Path(path).read_text().splitlines():
        if line.startswith("SF:"):
            name = line[3:]
            current = counts.setdefault(name[len(prefix) :] if name.startswith(prefix) else name, {})
        elif line.startswith("DA:") and current is not None:
            number, count = line[3:].split(",")[:2]
            current[int(number)] = max(current.get(int(number), 0), int(count))
    return counts


def ranges(numbers):
    """`3-5,9` for [3, 4, 5, 9]."""
    spans, start, last = [], None, None
    for n in sorted(numbers):
        if start is not None and n == last + 1:
            last = n
            continue
        if start is not None:
            spans.append(f"{start}-{last}" if last > start else f"{start}")
        start = last = n
    if start is not None:
        spans.append(f"{start}-{last}" if last > start else f"{start}")
    return ",".join(spans)


def main(derived, lcov, root, out_dir):
    counts = read_lcov(lcov, root)
    mutants = defaultdict(list)  # file -> [(id, line, equivalent)]
    for row in Path(derived).read_text().splitlines():
        fields = row.split("\t")
        mutants[fields[1]].append((fields[0], int(fields[2]), len(fields) > 7 and fields[7] != ""))
    out = Path(out_dir)
    rows, mutant_rows = [], []
    for file, found in mutants.items():
        lines = counts.get(file, {})
        unexecuted = sorted(n for n, c in lines.items() if c == 0)
        on_unexecuted = 0
        for mutant_id, number, equivalent in found:
            count = lines.get(number)
            if count == 0:
                on_unexecuted += 1
            mutant_rows.append((mutant_id, file, number, "" if count is None else count, "equivalent" if equivalent else ""))
        rows.append((file, len(lines), len(unexecuted), len(found), on_unexecuted, ranges(unexecuted), file in counts))
    rows.sort(key=lambda r: (-r[4], -r[2], r[0]))

    with open(out / "files.tsv", "w") as f:
        f.write("file\tlines\tunexecuted_lines\tmutants\tmutants_on_unexecuted\tunexecuted\n")
        for file, code, dark, total, on_dark, spans, _ in rows:
            f.write(f"{file}\t{code}\t{dark}\t{total}\t{on_dark}\t{spans}\n")
    with open(out / "mutants.tsv", "w") as f:
        f.write("id\tfile\tline\texecutions\tequivalent\n")
        for r in mutant_rows:
            f.write("\t".join(str(x) for x in r) + "\n")

    all_mutants = sum(r[3] for r in rows)
    dark_mutants = sum(r[4] for r in rows)
    width = max(len(r[0]) for r in rows)
    print(f"{'file':<{width}}  lines  unexecuted  mutants  on unexecuted")
    for file, code, dark, total, on_dark, _, known in rows:
        note = "" if known else "  (no coverage: compiled into no instrumented binary)"
        print(f"{file:<{width}}  {code:>5}  {dark:>10}  {total:>7}  {on_dark:>13}{note}")
    code_lines = sum(r[1] for r in rows)
    dark_lines = sum(r[2] for r in rows)
    print(
        f"{len(rows)} files: {dark_lines} of {code_lines} lines with code unexecuted; "
        f"{dark_mutants} of {all_mutants} derived mutants on unexecuted lines"
    )
    if all_mutants:
        print(
            f"ceiling: {all_mutants - dark_mutants} of {all_mutants} mutants on executed lines "
            f"({100 * (all_mutants - dark_mutants) / all_mutants:.1f} %)"
        )
    print("\nunexecuted lines, by file:")
    for file, _, dark, _, on_dark, spans, _ in rows:
        if dark:
            print(f"{file} ({on_dark} mutants): {spans}")
    print(f"\n(also {out / 'files.tsv'} and {out / 'mutants.tsv'})")


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    main(*sys.argv[1:])
