#!/usr/bin/env python3
"""ICU's common data package, filtered by a rules file (Scripts/icu-data.sh, docs/packaging.md).

Usage: Scripts/icu-data.py RULES IN.dat OUT.dat
       Scripts/icu-data.py --list IN.dat

The package is ICU's "common data" format (`CmnD`, format 1; what `icupkg` reads and writes): a data
header, then a table of contents (the item count, then per item the offset of its name and of its
data, from the table's start), the names, and the items, each starting on a 16-byte boundary. ICU
finds an item by a binary search over the names, so the kept items stay in their order and nothing
else changes: the header is copied, the table is rebuilt. Written here rather than with `icupkg`
because the ICU tools of the distributions (72 on Ubuntu 24.04) refuse ICU 76's package: its 4,855
item names exceed the 100,000 bytes their name store holds ("total length of item name strings too
long"). Python's standard library only.

RULES: one `keep PATTERN` or `drop PATTERN` a line, `#` comments; PATTERN is a shell pattern over
the item's name without the package prefix (`coll/de.res`), `*` never crossing a `/`. The first
rule that matches decides; an item no rule matches is kept. `--list` prints each item's size and
name (the package prefix dropped), for writing rules.
"""
import fnmatch
import os
import struct
import sys


def read_package(path):
    with open(path, "rb") as stream:
        data = stream.read()
    header_size, magic1, magic2 = struct.unpack_from("<HBB", data, 0)
    # The data format's identity, as ICU's udata checks it: `CmnD`, format version 1.
    if (magic1, magic2) != (0xDA, 0x27) or data[12:16] != b"CmnD" or data[16] != 1:
        sys.exit(f"icu-data: {path} is not an ICU common data package (CmnD 1)")
    if data[8] != 0:
        sys.exit(f"icu-data: {path} is big-endian; this script writes little-endian packages")
    toc = header_size
    count = struct.unpack_from("<I", data, toc)[0]
    entries = [struct.unpack_from("<II", data, toc + 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_offset, data_offset) in enumerate(entries):
        end = entries[i + 1][1] if i + 1 < count else len(data) - toc
        name = data[toc + name_offset : data.index(b"\0", toc + name_offset)].decode("ascii")
        items.append((name, data[toc + data_offset : toc + end]))
    return data[:header_size], items


def read_rules(path):
    rules = []
    with open(path) as stream:
        for number, line in enumerate(stream, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.split()
            if len(parts) != 2 or parts[0] not in ("keep", "drop"):
                sys.exit(f"icu-data: {path}:{number}: expected `keep PATTERN` or `drop PATTERN`")
            rules.append((parts[0] == "keep", parts[1].split("/")))
    return rules


def matches(pattern, name):
    parts = name.split("/")
    return len(parts) == len(pattern) and all(fnmatch.fnmatchcase(p, q) for p, q in zip(parts, pattern))


def kept(rules, name):
    for keep, pattern in rules:
        if matches(pattern, name):
            return keep
    return True


def write_package(path, header, items):
    count = len(items)
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    table_size = 4 + 8 * count
    # The first item starts on a 16-byte boundary of the whole package, as icupkg pads it (0xAA).
    first = table_size + len(names)
    first += -(len(header) + first) % 16
    table = bytearray(struct.pack("<I", count))
    name_offset, data_offset = table_size, first
    for name, body in items:
        table += struct.pack("<II", name_offset, data_offset)
        name_offset += len(name) + 1
        data_offset += len(body)
    body = header + bytes(table) + names + b"\xaa" * (first - table_size - len(names))
    with open(path, "wb") as stream:
        stream.write(body)
        for _, item in items:
            stream.write(item)


def main(argv):
    if len(argv) == 3 and argv[1] == "--list":
        _, items = read_package(argv[2])
        for name, body in items:
            print(len(body), name.split("/", 1)[1])
        return
    if len(argv) != 4:
        sys.exit(__doc__.split("\n\n")[1])
    rules = read_rules(argv[1])
    header, items = read_package(argv[2])
    prefix = items[0][0].split("/", 1)[0] + "/"
    if any(not name.startswith(prefix) for name, _ in items):
        sys.exit(f"icu-data: {argv[2]}: items outside {prefix}")
    # Each item's data is copied with the padding after it, so every item stays 16-byte aligned.
    if any(len(body) % 16 for _, body in items[:-1]):
        sys.exit(f"icu-data: {argv[2]}: an item is not padded to 16 bytes")
    chosen = [(name, body) for name, body in items if kept(rules, name[len(prefix) :])]
    write_package(argv[3], header, chosen)
    before, after = sum(len(b) for _, b in items), sum(len(b) for _, b in chosen)
    print(f"icu-data: {os.path.basename(argv[3])}: {len(chosen)} of {len(items)} items, {after:,} of {before:,} bytes")


if __name__ == "__main__":
    main(sys.argv)
