#!/usr/bin/env python3
"""What each part of a linked binary adds to its stripped size, from the linker's map.

Usage: Scripts/binary-sizes.py MAP [MAP ...]

MAP is the map gold (or ld, or lld) writes with `-Xlinker -Map=FILE`: every input section kept in
the output, with its size and the object or archive member it came from. The allocated sections
that take room in the file (code, read-only data, data, unwind tables; not .bss, not debug
information, which `strip` removes) are summed by part: ICU's data, the rest of ICU, Foundation,
the Swift runtime, BoringSSL, GRDB, SwiftNIO and AsyncHTTPClient, ArgumentParser, swift-crypto,
our modules, the rest. Prints a Markdown table per map (MB = 10^6 bytes). Python's standard
library only (docs/packaging.md).
"""
import collections
import os
import re
import sys

# Matched in order against the object's path (an archive as `lib.a(member.o)`).
PARTS = [
    ("ICU's data, trimmed (Scripts/icu-data.sh)", re.compile(r"/icudata-[\w-]+\.o\b")),
    ("ICU's data (icudt, in _FoundationICU)", re.compile(r"lib_FoundationICU\.a\(icu_packaged_data")),
    ("ICU's code (_FoundationICU)", re.compile(r"lib_FoundationICU\.a")),
    ("Foundation (Essentials, Internationalization, Foundation, CoreFoundation, collections)",
     re.compile(r"lib(Foundation\w*|CoreFoundation|_FoundationCollections|_FoundationCShims)\.a")),
    ("Swift runtime and standard library (Core, Concurrency, Dispatch, regex, ...)",
     re.compile(r"swift_static/.*lib(swift\w*|_\w+|dispatch|BlocksRuntime)\.a")),
    ("BoringSSL (CCryptoBoringSSL of swift-crypto, CNIOBoringSSL of swift-nio-ssl)",
     re.compile(r"/(CCryptoBoringSSL|CNIOBoringSSL)\w*\.build/")),
    ("swift-crypto (Crypto, _CryptoExtras)", re.compile(r"/(Crypto|_CryptoExtras|CryptoBoringWrapper)\.build/")),
    ("GRDB (GRDB.swift; SQLite itself is the system's libsqlite3)", re.compile(r"/GRDB\w*\.build/")),
    ("SwiftNIO, AsyncHTTPClient and the packages under them (swift-collections, swift-atomics, ...)",
     re.compile(r"/(_?NIO\w*|CNIO\w*|AsyncHTTPClient|CAsyncHTTPClient|Atomics|_AtomicsShims|DequeModule|"
                r"InternalCollectionsUtilities|Logging|Algorithms|RealModule|_NumericsShims|Tracing|"
                r"Instrumentation|ServiceContextModule|HTTPTypes|X509|SwiftASN1|_CertificateInternals|"
                r"AsyncAlgorithms|Configuration|SystemPackage|CSystem|HTTPStructuredHeaders|"
                r"ServiceLifecycle|UnixSignals|ConcurrencyHelpers|\w+Collections?|BasicContainers)\.build/")),
    ("ArgumentParser", re.compile(r"/ArgumentParser\w*\.build/")),
    ("our modules and programs", re.compile(r"/[\w-]+\.build/")),
]
# Not in the stripped file: debug information, the symbol table (lld lists its .symtab and .strtab),
# what takes no room (.bss).
SKIPPED = re.compile(r"^\.(debug|bss|tbss|comment|note\.GNU-stack|gnu_debuglink|symtab|strtab|shstrtab)|^COMMON$")
LINE = re.compile(r"^\s+(\S+)?\s+0x([0-9a-fA-F]+)\s+0x([0-9a-fA-F]+)\s+(\S.*)$")
# lld's map: VMA, LMA, size, alignment, then the output section, an input section indented by 8
# (`object:(section)`) or a symbol indented by 16.
LLD_LINE = re.compile(r"^\s*[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ {9}(\S.*)$")


def lld_part_sizes(stream):
    sizes = collections.Counter()
    for line in stream:
        match = LLD_LINE.match(line)
        if not match or ":(" not in match.group(2):
            continue
        origin, section = match.group(2).rsplit(":(", 1)
        size = int(match.group(1), 16)
        if SKIPPED.match(section.rstrip(")")) or size == 0:
            continue
        name = next((label for label, pattern in PARTS if pattern.search(origin)), "the rest (C libraries' start files, ...)")
        sizes[name] += size
    return sizes


def part_sizes(path):
    with open(path, errors="replace") as stream:
        if stream.readline().split()[:3] == ["VMA", "LMA", "Size"]:
            return lld_part_sizes(stream)
    sizes = collections.Counter()
    pending = None
    in_memory_map = False
    with open(path, errors="replace") as stream:
        for line in stream:
            if line.startswith("Memory map"):
                in_memory_map = True
                continue
            if not in_memory_map:
                continue
            if line and not line[0].isspace():
                pending = None  # an output section's own line
                continue
            match = LINE.match(line)
            if not match:
                words = line.split()
                pending = words[0] if len(words) == 1 and words[0].startswith(".") else None
                continue
            section = match.group(1) or pending
            pending = None
            size = int(match.group(3), 16)
            if section is None or SKIPPED.match(section) or size == 0:
                continue
            origin = match.group(4).strip()
            name = next((label for label, pattern in PARTS if pattern.search(origin)), "the rest (C libraries' start files, ...)")
            sizes[name] += size
    return sizes


def main():
    if len(sys.argv) < 2:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        sys.exit(64)
    for path in sys.argv[1:]:
        sizes = part_sizes(path)
        total = sum(sizes.values())
        print(f"{os.path.basename(path)}: {total / 1e6:.1f} MB in allocated input sections\n")
        print("| part | MB | share |")
        print("|---|---:|---:|")
        for name, size in sizes.most_common():
            print(f"| {name} | {size / 1e6:.1f} | {100 * size / total:.0f} % |")
        print()


main()
