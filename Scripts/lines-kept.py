#!/usr/bin/env python3
"""Checks that moving text out of a Markdown file lost nothing.

    lines-kept.py REV [FILE]

Every non-blank line of FILE (default README.md) as it was at git revision REV must appear in
FILE today or in a Markdown page under docs/. Headings match at any level (a moved section's
heading goes up or down), and links are compared by their place alone (a moved page's links are
relative to its new folder). Prints each line not found; exit 0 when there is none, 1 otherwise.
"""

import pathlib
import re
import subprocess
import sys


def normal(line):
    line = line.strip()
    line = re.sub(r"^#+ ", "", line)
    return re.sub(r"\[[^\]]*\]\([^)]*\)", "[]()", line)


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__.strip(), file=sys.stderr)
        return 64
    rev, name = sys.argv[1], sys.argv[2] if len(sys.argv) == 3 else "README.md"
    root = pathlib.Path(__file__).resolve().parent.parent
    old = subprocess.run(["git", "-C", str(root), "show", f"{rev}:{name}"], capture_output=True, text=True, check=True).stdout
    pages = [root / name] + sorted((root / "docs").rglob("*.md"))
    present = {normal(line) for page in pages for line in page.read_text(encoding="utf-8").splitlines()}
    lost = [(number, line) for number, line in enumerate(old.splitlines(), 1) if line.strip() and normal(line) not in present]
    for number, line in lost:
        print(f"{name}@{rev}:{number}: {line}")
    total = sum(1 for line in old.splitlines() if line.strip())
    print(f"{total - len(lost)} of {total} non-blank lines of {name}@{rev} found in {name} or docs/")
    return 1 if lost else 0


if __name__ == "__main__":
    sys.exit(main())
