#!/usr/bin/env python3
"""Which test suites exercise each Swift file, derived from the code, for Scripts/mutation.sh.

    map.py [--write]          the map of every Swift file under Modules and Apps, one line a file:
                              `FILE  FILTER…` (--write: into Scripts/mutation/tests-derived.txt)
    map.py FILE...            the lines of these files only

A mutant survives when the tests that would notice it are not run, so a file's suites are found
from what the tests name, not kept by hand:
- a unit-test suite exercises a file when its test file names a type the file declares (a struct,
  class, enum, protocol, actor or type alias, nested ones too) or calls a function only that file
  declares, and imports the file's module: `ProgressReport.swift` reaches AppCore's report tests;
- one step further, a module's file gets the unit-test suites of another module's files that use
  it the same way (`AtomicFile.swift`: the settings store's tests), when at most three do;
- an end-to-end suite (AppsTests) exercises an app's file when its test file runs that program
  with the file's command and one of its subcommands (`"calendar", "holidays"`), and a module's
  file when at most three app files name its types or call its functions (AppDependencies, named
  by every command, gets none this way: too broad to be a signal, `tests.txt` covers it);
- an end-to-end suite named after a file (`CommandManners.swift`: `CommandMannersEndToEndTests`;
  tq-player's `Today.swift`: `TodayEndToEndTests`) exercises it, however many programs use it or
  however many suites run its command.
Scripts/mutation/tests.txt stays the hand-kept part (a module's whole unit-test target, skips,
suites the derivation cannot see); a mutant runs the union of the two.
"""

from __future__ import annotations

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from derive import SwiftSource  # noqa: E402  (the same lexer: comments and strings skipped)

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
OUTPUT = "Scripts/mutation/tests-derived.txt"
TYPE_WORDS = {"struct", "class", "enum", "protocol", "actor", "typealias"}
# Functions of the standard library and Foundation that a file may declare again for its own type:
# a test calling `.contains(` calls the standard one far more often than the file's.
COMMON_FUNCTIONS = {
    "append", "compactMap", "contains", "count", "decode", "description", "encode", "filter", "first",
    "flatMap", "forEach", "hash", "index", "insert", "joined", "last", "lines", "lowercased", "makeIterator",
    "map", "matches", "next", "parse", "read", "reduce", "remove", "removeAll", "render", "replace", "reset",
    "reversed", "run", "sorted", "split", "start", "stop", "text", "uppercased", "validate", "value", "write",
}
# A module's file used by more files of other modules (or of the apps) than this is used by nearly
# everything: their suites would be most of the suite, no signal; `tests.txt` covers it.
MAX_USERS = 3
# A file run by more end-to-end suites than this is run by nearly all of them: no signal either.
MAX_END_TO_END = 15
PROGRAM_HELPERS = {"tq-parent": "parent", "tq-player": "player", "tq-notify": "notify", "tq-fetch": "fetch"}


def swift_files(folder: str) -> list[str]:
    found = []
    for base, dirs, files in os.walk(os.path.join(ROOT, folder)):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".swift"):
                found.append(os.path.relpath(os.path.join(base, name), ROOT))
    return found


class File:
    def __init__(self, path: str):
        self.path = path
        with open(os.path.join(ROOT, path), encoding="utf-8") as f:
            self.text = f.read()
        source = SwiftSource(self.text)
        tokens = source.tokens
        self.types: set[str] = set()  # at the top level
        self.nested_types: set[str] = set()
        self.functions: set[str] = set()
        self.imports: set[str] = set()
        self.names: set[str] = set()  # every identifier the code names
        self.calls: set[str] = set()  # identifiers called: `name(` or `.name`
        self.top_types: list[str] = []  # types and extensions at the top level
        self.suites: list[str] = []  # those of them that are test suites: @Suite, or @Test inside
        depth = 0
        pending: str | None = None  # the top-level type whose body the next `{` at the top opens
        current: str | None = None  # the top-level type whose body this is
        is_suite = False
        attributes: set[str] = set()
        for k, t in enumerate(tokens):
            if t.kind == "punct" and t.text == "{":
                depth += 1
                if depth == 1:
                    current, pending = pending, None
                    is_suite = "@Suite" in attributes
                    attributes = set()
            elif t.kind == "punct" and t.text == "}":
                depth -= 1
                if depth == 0:
                    if current is not None and is_suite and current not in self.suites:
                        self.suites.append(current)
                    current = None
            elif depth == 0 and t.kind == "id" and t.text.startswith("@"):
                attributes.add(t.text)
            elif depth == 0 and t.kind == "id" and t.text in ("func", "let", "var"):
                pending, attributes = None, set()
            elif depth >= 1 and t.text == "@Test":
                is_suite = True
            if t.kind != "id":
                continue
            self.names.add(t.text)
            previous = tokens[k - 1] if k > 0 else None
            following = tokens[k + 1] if k + 1 < len(tokens) else None
            if (previous is not None and previous.kind == "dot") or (
                following is not None and following.text == "(" and not following.space_before
            ):
                self.calls.add(t.text)
            if following is None or following.kind != "id":
                continue
            if t.text == "import":
                self.imports.add(following.text)
            elif t.text in TYPE_WORDS and following.text not in ("func", "var", "let"):
                if depth == 0:
                    self.top_types.append(following.text)
                    self.types.add(following.text)
                    pending = following.text
                else:
                    self.nested_types.add(following.text)
            elif t.text == "extension" and depth == 0:
                self.top_types.append(following.text)
                pending = following.text
            elif t.text == "func":
                self.functions.add(following.text)
        self.module = module_of(path)
        # An app's command and its subcommands, in the order declared: the first is the command.
        self.command_names = list(dict.fromkeys(re.findall(r'commandName:\s*"([^"]+)"', self.text)))


def module_of(path: str) -> str:
    parts = path.split("/")
    return parts[1] if parts[0] in ("Modules", "Apps", "Tests") and len(parts) > 2 else ""


def suites(test: File) -> list[str]:
    """The filters of the suites a test file declares or extends: `Target.Type/`."""
    if "@Test" not in test.text and "@Suite" not in test.text:
        return []
    return [f"{test.module}.{name}/" for name in dict.fromkeys(test.suites)]


def build_map(wanted: list[str] | None = None) -> dict[str, list[str]]:
    sources = [File(p) for p in swift_files("Modules") + swift_files("Apps")]
    tests = [File(p) for p in swift_files("Tests") if not p.startswith("Tests/Support/")]
    declared_in: dict[str, set[str]] = {}
    for s in sources:
        for name in s.types | s.nested_types | s.functions:
            declared_in.setdefault(name, set()).add(s.path)

    def own_names(s: File) -> tuple[set[str], set[str]]:
        # A nested type's name (`Player`, `Routine`) is often another file's too: only a unique one counts.
        types = {n for n in s.types if len(n) >= 4} | {
            n for n in s.nested_types if len(n) >= 6 and declared_in.get(n) == {s.path}
        }
        functions = {
            n for n in s.functions
            if len(n) >= 5 and n not in COMMON_FUNCTIONS and declared_in.get(n) == {s.path}
        }
        return types, functions

    def reaches(user: File, s: File) -> bool:
        types, functions = own_names(s)
        return bool(types & user.names) or bool(functions & user.calls)

    apps = [s for s in sources if s.path.startswith("Apps/")]
    end_to_end = [t for t in tests if t.module == "AppsTests"]

    def end_to_end_suites(app: File) -> list[str]:
        """The AppsTests suites that run this file's command: its subcommands when it has them
        (`"player", "set"`), since a household is set up with `player add` by nearly every test."""
        program = app.path.split("/")[1]
        helper = PROGRAM_HELPERS.get(program, program)
        names = app.command_names
        if names[1:]:
            pattern = "|".join(f'"{re.escape(names[0])}",\\s*"{re.escape(sub)}"' for sub in names[1:])
        elif names:
            pattern = f'[(\\[,]\\s*"{re.escape(names[0])}"'
        else:
            pattern = ""  # the program's root: any test that runs it
        found = []
        for t in end_to_end:
            runs_program = program in t.text or f".{helper}(" in t.text or f"func {helper}(" in t.text
            if runs_program and (not pattern or re.search(pattern, t.text)):
                found += suites(t)
        return found if len(found) <= MAX_END_TO_END else []

    app_suites = {a.path: end_to_end_suites(a) for a in apps}

    def named_suites(s: File) -> list[str]:
        """The end-to-end suites named after the file: its whole name, then a capital word
        (`Backup.swift`: `BackupEndToEndTests`, which `BackupError.swift` does not get)."""
        stem = os.path.basename(s.path)[: -len(".swift")].split("+")[0]
        return [
            f"{t.module}.{name}/" for t in end_to_end for name in dict.fromkeys(t.suites)
            if name.startswith(stem) and name[len(stem):][:1].isupper()
        ]

    modules = [s for s in sources if not s.path.startswith("Apps/")]

    def unit_suites(s: File) -> list[str]:
        return [f for t in tests if t.module != "AppsTests" and s.module in t.imports and reaches(t, s) for f in suites(t)]

    direct = {s.path: unit_suites(s) for s in modules if wanted is None or s.path in wanted}

    def step(s: File, users: list[File], suites_of) -> list[str]:
        # A file named by more users than this is reached by nearly everything: no signal.
        return [f for u in users for f in suites_of(u)] if len(users) <= MAX_USERS else []

    result: dict[str, list[str]] = {}
    for s in sources:
        if wanted is not None and s.path not in wanted:
            continue
        if s.path.startswith("Apps/"):
            # A command run by too many suites to be a signal still has the suite named after it.
            filters = app_suites[s.path] + named_suites(s)
        else:
            # Its own suites; those of another module's files that use it (AtomicFile: the settings
            # store's tests); those of the app files that use it (a use case: its command's suites).
            others = [u for u in modules if u.module != s.module and s.module in u.imports and reaches(u, s)]
            users = [a for a in apps if s.module in a.imports and reaches(a, s)]
            filters = direct[s.path] + step(s, others, lambda u: direct.get(u.path) or unit_suites(u))
            filters += step(s, users, lambda a: app_suites[a.path]) + named_suites(s)
        result[s.path] = sorted(dict.fromkeys(filters))
    return result


def render(mapping: dict[str, list[str]]) -> str:
    lines = [
        "# Derived by Scripts/mutation/map.py (run `Scripts/mutation/map.py --write` after adding tests or files):",
        "# the suites that name what each file declares. Scripts/mutation.sh runs these and the hand-kept",
        "# Scripts/mutation/tests.txt; a file missing here is mapped when the script runs.",
    ]
    for path, filters in mapping.items():
        lines.append(f"{path}  {' '.join(filters)}".rstrip())
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    args = argv[1:]
    if args and args[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0
    if args == ["--write"]:
        with open(os.path.join(ROOT, OUTPUT), "w", encoding="utf-8") as f:
            f.write(render(build_map()))
        return 0
    missing = [p for p in args if not os.path.exists(os.path.join(ROOT, p))]
    if missing:
        print(f"map: no file {missing[0]}", file=sys.stderr)
        return 66
    sys.stdout.write(render(build_map(args or None)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
