#!/usr/bin/env python3
"""Mutants derived from Swift source, for Scripts/mutation.sh.

    derive.py list [--tests MAP] [--derived-tests MAP] [--equivalent FILE] FILE...
        one mutant a line, tab-separated: id, file, line, column, before, after, tests, equivalent
        reason (empty unless argued); the tests are the hand map's (MAP, longest prefix) and the
        derived map's (Scripts/mutation/map.py's, with a file it lacks mapped on the spot)
    derive.py apply FILE ID                                     write mutant ID into FILE
    derive.py check [--equivalent FILE]                         every argued-equivalent id still
                                                                names a mutant of its file

Mutants, in code (never in comments, string literals or #if lines):
- each comparison `< <= > >= == !=` written with spaces around it becomes its neighbours: the
  boundary moved (`<` and `<=`, `>` and `>=`), the test negated (`<` and `>=`, `<=` and `>`), and
  `==` and `!=` swapped;
- an integer literal beside a comparison, one more and one less (never below zero);
- each operand of `&&` and `||`, and each clause of an `if`, `guard` or `while` condition, replaced
  by `true` and by `false`;
- each prefix `!` dropped.

An id is `FILE:HASH:COLUMN:CHANGE`: HASH is six hex digits of the line's text without its
indentation (a repeated line gets `~2`, `~3`...), COLUMN counts from the first non-blank character,
so an id survives edits elsewhere in the file and a change of indentation.
"""

from __future__ import annotations

import hashlib
import os
import re
import sys
from dataclasses import dataclass

OPERATOR_CHARS = set("/=-+!*%<>&|^~?")
OPEN = {"(": ")", "[": "]", "{": "}"}
CLOSE = {")": "(", "]": "[", "}": "{"}
COMPARISONS = {
    "<": ["<=", ">="],
    "<=": ["<", ">"],
    ">": [">=", "<="],
    ">=": [">", "<"],
    "==": ["!="],
    "!=": ["=="],
}
# Where an operand of && or || ends, besides brackets and other && and ||: keywords that start or
# separate clauses, and every operator of lower precedence than && (assignment, ternary, arrows).
STOP_WORDS = {
    "return", "if", "guard", "while", "else", "case", "where", "let", "var", "in", "throw",
    "repeat", "switch", "for", "defer", "do", "catch", "try?", "yield",
}
ASSIGNMENTS = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-="}
LOW_PRECEDENCE = ASSIGNMENTS | {"?", "->", "=>"}
BINDING_WORDS = {"let", "var", "case", "#available", "#unavailable"}


@dataclass
class Token:
    kind: str  # id, num, str, op, punct, dot
    text: str
    start: int
    end: int
    line: int
    space_before: bool
    space_after: bool = False


@dataclass
class Mutant:
    start: int
    end: int
    replacement: str
    change: str
    before: str
    line: int = 0
    column: int = 0
    id: str = ""


class SwiftSource:
    def __init__(self, text: str):
        self.text = text
        self.tokens: list[Token] = []
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self._tokenize()

    # --- lexing ------------------------------------------------------------------------------

    def line_of(self, offset: int) -> int:
        lo, hi = 0, len(self.line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.line_starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    def _skip_block_comment(self, i: int) -> int:
        text, depth = self.text, 0
        while i < len(text):
            if text.startswith("/*", i):
                depth += 1
                i += 2
            elif text.startswith("*/", i):
                depth -= 1
                i += 2
                if depth == 0:
                    return i
            else:
                i += 1
        return i

    def _skip_string(self, i: int) -> int:
        """i at the first `#` or `"` of a string literal; returns the offset after it."""
        text = self.text
        hashes = 0
        while text[i] == "#":
            hashes += 1
            i += 1
        pounds = "#" * hashes
        multiline = text.startswith('"""', i)
        i += 3 if multiline else 1
        closing = ('"""' if multiline else '"') + pounds
        escape = "\\" + pounds
        while i < len(text):
            if text.startswith(escape, i):
                i += len(escape)
                if i < len(text) and text[i] == "(":
                    i = self._skip_interpolation(i + 1)
                else:
                    i += 1
            elif text.startswith(closing, i):
                return i + len(closing)
            elif text[i] == "\n" and not multiline:
                return i  # unterminated: let the compiler say so
            else:
                i += 1
        return i

    def _skip_interpolation(self, i: int) -> int:
        text, depth = self.text, 1
        while i < len(text):
            c = text[i]
            if text.startswith("//", i):
                i = text.find("\n", i)
                i = len(text) if i < 0 else i
            elif text.startswith("/*", i):
                i = self._skip_block_comment(i)
            elif c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
                i = self._skip_string(i)
            elif c == "(":
                depth += 1
                i += 1
            elif c == ")":
                depth -= 1
                i += 1
                if depth == 0:
                    return i
            else:
                i += 1
        return i

    def _tokenize(self) -> None:
        text, i, n = self.text, 0, len(self.text)
        space = True
        while i < n:
            c = text[i]
            if c in " \t\r\n":
                space = True
                i += 1
                continue
            if text.startswith("//", i):
                j = text.find("\n", i)
                i = n if j < 0 else j
                space = True
                continue
            if text.startswith("/*", i):
                i = self._skip_block_comment(i)
                space = True
                continue
            start = i
            if c == "#" and re.match(r"#(if|elseif|else|endif|sourceLocation)\b", text[i:]):
                # A compilation condition is not code that runs: skip the directive's line.
                j = text.find("\n", i)
                i = n if j < 0 else j
                space = True
                continue
            if c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
                i = self._skip_string(i)
                kind = "str"
            elif c.isalpha() or c == "_" or c == "$" or c == "@" or c == "#" or ord(c) > 127:
                i += 1
                while i < n and (text[i].isalnum() or text[i] == "_" or ord(text[i]) > 127):
                    i += 1
                kind = "id"
            elif c == "`":
                j = text.find("`", i + 1)
                i = n if j < 0 else j + 1
                kind = "id"
            elif c.isdigit():
                m = re.match(r"0[xob][0-9a-fA-F_]+|[0-9][0-9_]*(\.[0-9][0-9_]*)?([eE][-+]?[0-9]+)?", text[i:])
                i += m.end()
                kind = "num"
            elif c == "." and i + 1 < n and text[i + 1] == ".":
                while i < n and (text[i] == "." or text[i] in OPERATOR_CHARS):
                    i += 1
                kind = "op"
            elif c == ".":
                i += 1
                kind = "dot"
            elif c in OPERATOR_CHARS:
                while i < n and text[i] in OPERATOR_CHARS and not text.startswith("//", i) and not text.startswith("/*", i):
                    i += 1
                kind = "op"
            else:
                i += 1
                kind = "punct"
            if self.tokens:
                self.tokens[-1].space_after = space
            self.tokens.append(Token(kind, text[start:i], start, i, self.line_of(start), space))
            space = False
        if self.tokens:
            self.tokens[-1].space_after = True

    # --- structure ---------------------------------------------------------------------------

    def _match_brackets(self) -> list[int]:
        match = [-1] * len(self.tokens)
        stack: list[int] = []
        for k, t in enumerate(self.tokens):
            if t.kind == "punct" and t.text in OPEN:
                stack.append(k)
            elif t.kind == "punct" and t.text in CLOSE:
                while stack and self.tokens[stack[-1]].text != CLOSE[t.text]:
                    stack.pop()
                if stack:
                    match[stack[-1]] = k
                    match[k] = stack.pop()
        return match

    def is_binary(self, t: Token) -> bool:
        return t.kind == "op" and t.space_before and t.space_after

    def _conditions(self, match: list[int]) -> tuple[list[tuple[int, int]], set[int]]:
        """Clauses (token ranges, end exclusive) of if/guard/while conditions, and the indices of
        the `{` that open their bodies."""
        toks, clauses, bodies = self.tokens, [], set()
        for k, t in enumerate(toks):
            if t.kind != "id" or t.text not in ("if", "guard", "while", "for"):
                continue
            if k > 0 and toks[k - 1].kind == "dot":
                continue
            j, begin = k + 1, k + 1
            while j < len(toks):
                u = toks[j]
                if j > k + 1 and self._statement_break(toks[j - 1], u) and u.text not in ("{", "else", "where"):
                    break
                if u.kind == "punct" and u.text in ("(", "["):
                    j = match[j] + 1 if match[j] > j else j + 1
                    continue
                if u.kind == "punct" and u.text == "{":
                    # A closure inside an if, while or for condition needs parentheses, so a `{`
                    # met at the condition's own level opens its body; guard's body follows `else`.
                    if t.text != "guard":
                        bodies.add(j)
                        if t.text != "for" or begin > k + 1:
                            clauses.append((begin, j))
                        break
                    j = match[j] + 1 if match[j] > j else j + 1
                    continue
                if t.text == "guard" and u.kind == "id" and u.text == "else":
                    clauses.append((begin, j))
                    break
                if u.kind == "punct" and u.text in (")", "]", "}", ";"):
                    break
                if t.text == "for":
                    if u.kind == "id" and u.text == "where":
                        begin = j + 1  # a for loop's condition is its where clause
                elif u.kind == "punct" and u.text == ",":
                    clauses.append((begin, j))
                    begin = j + 1
                j += 1
        return clauses, bodies

    def _operand(self, k: int, step: int, match: list[int], bodies: set[int]) -> tuple[int, int] | None:
        """The operand of the && or || at token k, on the left (step -1) or right (step 1):
        a token range, end exclusive, or None when it cannot be told safely."""
        toks = self.tokens
        j, last = k + step, None
        while 0 <= j < len(toks):
            t = toks[j]
            if last is not None:
                earlier, later = (toks[last], t) if step > 0 else (t, toks[last])
                if self._statement_break(earlier, later):
                    break
            if t.kind == "punct":
                if step < 0 and t.text in CLOSE:
                    if match[j] < 0:
                        return None
                    last = match[j]
                    j = last - 1
                    continue
                if step > 0 and t.text in OPEN:
                    if t.text == "{" and j in bodies:
                        break
                    if match[j] < 0:
                        return None
                    j = match[j] + 1
                    last = j - 1
                    continue
                break
            if t.kind == "op" and (t.text in ("&&", "||") or t.text in LOW_PRECEDENCE) and self.is_binary(t):
                break
            if t.kind == "id" and t.text in STOP_WORDS:
                break
            last = j
            j += step
        if last is None:
            return None
        return (last, k) if step < 0 else (k + 1, last + 1)

    def _statement_break(self, earlier: Token, later: Token) -> bool:
        """Whether a new line between two tokens ends a statement (neither side an operator)."""
        if earlier.line == later.line:
            return False
        if earlier.kind == "op" or later.kind == "op" or later.kind == "dot":
            return False
        if earlier.kind == "punct" and earlier.text in ("(", "[", ","):
            return False
        return True

    # --- mutants -----------------------------------------------------------------------------

    def mutants(self) -> list[Mutant]:
        toks, text = self.tokens, self.text
        match = self._match_brackets()
        clauses, bodies = self._conditions(match)
        found: list[Mutant] = []

        def replace_range(a: int, b: int, value: str, kind: str) -> None:
            # `try f() && g()`: the try covers the whole condition, so it stays (`try true && g()`).
            while a < b - 1 and toks[a].kind == "id" and toks[a].text in ("try", "await"):
                a += 1
            start, end = toks[a].start, toks[b - 1].end
            original = text[start:end]
            if original.strip() == value:
                return
            found.append(Mutant(start, end, value, f"{kind}{value}", original))

        for k, t in enumerate(toks):
            if t.kind != "op":
                continue
            previous = toks[k - 1] if k > 0 else None
            following = toks[k + 1] if k + 1 < len(toks) else None
            if t.text in COMPARISONS and self.is_binary(t):
                if previous is not None and previous.kind == "id" and previous.text in ("func", "operator"):
                    continue
                if self._type_constraint(k):
                    continue
                for other in COMPARISONS[t.text]:
                    found.append(Mutant(t.start, t.end, other, f"{t.text}to{other}", t.text))
                for side in (previous, following):
                    if side is None or side.kind != "num" or not re.fullmatch(r"[0-9][0-9_]*", side.text):
                        continue
                    value = int(side.text.replace("_", ""))
                    for other in (value + 1, value - 1):
                        if other >= 0:
                            found.append(Mutant(side.start, side.end, str(other), f"{side.text}to{other}", side.text))
            elif t.text in ("&&", "||") and self.is_binary(t):
                for step in (-1, 1):
                    operand = self._operand(k, step, match, bodies)
                    if operand is None:
                        continue
                    # Each operand once: the left one of the chain's first operator only.
                    if step < 0 and operand[0] > 0 and toks[operand[0] - 1].text in ("&&", "||"):
                        continue
                    for value in ("true", "false"):
                        replace_range(operand[0], operand[1], value, "")
            elif t.text == "!" and not t.space_after and following is not None:
                attached = previous is not None and not t.space_before and (
                    previous.kind in ("id", "num", "str") or previous.text in (")", "]", "}", "?", "!", ">")
                )
                if attached or following.kind not in ("id", "punct", "dot") or following.text in (")", "]", "}", ",", ":"):
                    continue
                found.append(Mutant(t.start, t.end, "", "drop!", "!"))

        # Each clause of a condition that is not itself a chain of && and || (those operands are
        # mutated above) and binds nothing.
        for a, b in clauses:
            if a >= b or toks[a].text in BINDING_WORDS:
                continue
            chain = any(
                toks[j].text in ("&&", "||") and self.is_binary(toks[j]) for j in range(a, b)
            )
            if chain or any(toks[j].text in ASSIGNMENTS | {"?"} and self.is_binary(toks[j]) for j in range(a, b)):
                continue
            for value in ("true", "false"):
                replace_range(a, b, value, "")

        # Stable ids.
        lines = text.split("\n")
        seen: dict[str, int] = {}
        line_hash: dict[int, str] = {}
        for number, line in enumerate(lines, start=1):
            stripped = line.strip()
            digest = hashlib.sha1(stripped.encode()).hexdigest()[:6]
            seen[digest] = seen.get(digest, 0) + 1
            line_hash[number] = digest if seen[digest] == 1 else f"{digest}~{seen[digest]}"
        unique: dict[str, Mutant] = {}
        for m in sorted(found, key=lambda m: (m.start, m.end, m.change)):
            m.line = self.line_of(m.start)
            line_text = lines[m.line - 1]
            indent = len(line_text) - len(line_text.lstrip())
            m.column = m.start - self.line_starts[m.line - 1] + 1
            m.id = f"{line_hash[m.line]}:{m.column - indent}:{m.change}"
            unique.setdefault(m.id, m)
        return list(unique.values())

    def _type_constraint(self, k: int) -> bool:
        """`where Element == UInt8`: a generic constraint, not a comparison."""
        toks, j = self.tokens, k - 1
        while j >= 0 and (toks[j].kind == "id" or toks[j].kind == "dot") and toks[j].text != "where":
            j -= 1
        chain = toks[j + 1 : k]
        return bool(chain) and chain[0].text[:1].isupper() and j >= 0 and toks[j].text in ("where", ",", "<")


# --- files and test filters --------------------------------------------------------------------


def read_map(path: str) -> list[tuple[str, str]]:
    """`PREFIX  FILTER…` lines: the longest prefix of a file's path gives its filters."""
    entries = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, start=1):
            line = line.split("#", 1)[0].strip() if not line.lstrip().startswith("#") else ""
            if not line:
                continue
            parts = line.split(None, 1)
            if len(parts) != 2:
                sys.exit(f"derive: {path}:{number}: expected 'PATH-PREFIX FILTER…'")
            entries.append((parts[0], parts[1].strip()))
    return entries


def filters_for(path: str, entries: list[tuple[str, str]]) -> str:
    best = ""
    chosen = ""
    for prefix, filters in entries:
        if path.startswith(prefix) and len(prefix) > len(best):
            best, chosen = prefix, filters
    return chosen


def read_derived_map(path: str | None) -> dict[str, str]:
    """`FILE  FILTER…` lines written by map.py: exact paths, no prefixes."""
    found: dict[str, str] = {}
    if not path or not os.path.exists(path):
        return found
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.lstrip().startswith("#") or not line.strip():
                continue
            parts = line.split(None, 1)
            found[parts[0]] = parts[1].strip() if len(parts) > 1 else ""
    return found


def merged_filters(hand: str, derived: str) -> str:
    """The hand map's filters, then each derived one that a hand filter does not already run."""
    chosen = hand.split()
    running = [f for f in chosen if not f.startswith("-")]
    for f in derived.split():
        if not any(f.startswith(r) for r in running) and f not in chosen:
            chosen.append(f)
    return " ".join(chosen)


def read_equivalent(path: str | None) -> dict[str, str]:
    """`ID  reason` lines, the id being `FILE:HASH:COLUMN:CHANGE`."""
    argued: dict[str, str] = {}
    if not path or not os.path.exists(path):
        return argued
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, start=1):
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            parts = line.rstrip("\n").split(None, 1)
            if len(parts) != 2:
                sys.exit(f"derive: {path}:{number}: expected 'ID REASON'")
            argued[parts[0]] = parts[1].strip()
    return argued


def derived(path: str) -> list[Mutant]:
    with open(path, encoding="utf-8") as f:
        source = SwiftSource(f.read())
    mutants = source.mutants()
    for m in mutants:
        m.id = f"{path}:{m.id}"
    return mutants


def options(args: list[str]) -> tuple[dict[str, str], list[str]]:
    named, rest = {}, []
    i = 0
    while i < len(args):
        if args[i] in ("--tests", "--derived-tests", "--equivalent"):
            if i + 1 >= len(args):
                sys.exit(f"derive: {args[i]} needs a file")
            named[args[i]] = args[i + 1]
            i += 2
        else:
            rest.append(args[i])
            i += 1
    return named, rest


def one_line(text: str) -> str:
    return " ".join(text.split())


def main(argv: list[str]) -> int:
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if len(argv) >= 2 else 64
    command, args = argv[1], argv[2:]
    named, files = options(args)
    if command == "list":
        entries = read_map(named["--tests"]) if "--tests" in named else []
        argued = read_equivalent(named.get("--equivalent"))
        suites: dict[str, str] = {}
        if "--derived-tests" in named:
            suites = read_derived_map(named["--derived-tests"])
            missing = [p for p in files if p not in suites]
            if missing:  # a file newer than the map: map it now
                import map as test_map

                suites.update({p: " ".join(f) for p, f in test_map.build_map(missing).items()})
        for path in files:
            filters = merged_filters(filters_for(path, entries), suites.get(path, ""))
            for m in derived(path):
                print(
                    "\t".join(
                        [m.id, path, str(m.line), str(m.column), one_line(m.before), m.replacement or "(nothing)",
                         filters, argued.get(m.id, "")]
                    )
                )
        return 0
    if command == "apply":
        if len(files) != 2:
            sys.exit("derive: apply needs FILE and ID")
        path, wanted = files
        for m in derived(path):
            if m.id == wanted:
                with open(path, encoding="utf-8") as f:
                    text = f.read()
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text[: m.start] + m.replacement + text[m.end :])
                return 0
        print(f"derive: no mutant {wanted} in {path} (the line changed? list again)", file=sys.stderr)
        return 65
    if command == "check":
        argued = read_equivalent(named.get("--equivalent"))
        stale = 0
        by_file: dict[str, set[str]] = {}
        for wanted in argued:
            path = wanted.split(":", 1)[0]
            if path not in by_file:
                by_file[path] = {m.id for m in derived(path)} if os.path.exists(path) else set()
            if wanted not in by_file[path]:
                print(f"derive: the argued-equivalent mutant {wanted} is no longer made (its line changed?)", file=sys.stderr)
                stale += 1
        return 65 if stale else 0
    print(f"derive: unknown command '{command}'", file=sys.stderr)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv))
