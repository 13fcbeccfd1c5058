#!/usr/bin/env python3
"""Reads the built-in holiday data back and compares it with python-holidays itself.

Usage:
    Scripts/holidays/check-data.py [--data DIR] [--only DE,US] [--sample N] [--years 2020-2030]
                                   [--table Tests/HolidaysTests/Fixtures/library-table.tsv]
    (or: Scripts/generate-holidays --check)

Written from Modules/Holidays/Data/FORMAT.md alone (it shares no code with the generator): it
parses every file strictly by that document, then asks the library, for every country, the country
itself and each subdivision, every category and every year (or N random (country, region, year)
triples with --sample N, seed 1), which days are holidays with which names in the local language
and in English, and which weekend days are working days, and reports every difference; and it checks each
local/English name pair against the library's English catalogue where that has the local name. It also compares the Swift
tests' table (written by generate-holidays --test-table straight from the library) with the data as
it reads them.
Exit status 0 when the data and the library agree, 1 otherwise, 2 when a file breaks the format.
"""

import argparse
import datetime
import os
import random
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


class FormatError(Exception):
    pass


def unescape(text):
    out = []
    i = 0
    while i < len(text):
        c = text[i]
        if c == "\\":
            if i + 1 >= len(text):
                raise FormatError(f"dangling backslash in {text!r}")
            nxt = text[i + 1]
            mapping = {"\\": "\\", "t": "\t", "n": "\n", "r": "\r"}
            if nxt not in mapping:
                raise FormatError(f"unknown escape \\{nxt} in {text!r}")
            out.append(mapping[nxt])
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def read_lines(path):
    data = path.read_bytes()
    if data.startswith(b"\xef\xbb\xbf"):
        raise FormatError(f"{path.name}: byte-order mark")
    if b"\r" in data:
        raise FormatError(f"{path.name}: carriage return in file")
    if not data.endswith(b"\n"):
        raise FormatError(f"{path.name}: last line without LF")
    text = data.decode("utf-8")  # raises on invalid UTF-8
    lines = text[:-1].split("\n")
    if any(line == "" for line in lines):
        raise FormatError(f"{path.name}: blank line")
    return [line.split("\t") for line in lines]


def expect(fields, count, where):
    if len(fields) != count:
        raise FormatError(f"{where}: {len(fields)} fields, expected {count}: {fields!r}")


def read_meta(folder):
    meta = {}
    for fields in read_lines(folder / "META.tsv"):
        expect(fields, 2, "META.tsv")
        meta[fields[0]] = fields[1]
    if meta.get("format") != "1":
        raise FormatError(f"META.tsv: unknown format {meta.get('format')!r}")
    return meta


def read_index(folder):
    countries = {}
    current = None
    for number, fields in enumerate(read_lines(folder / "index.tsv"), 1):
        where = f"index.tsv:{number}"
        if fields[0] == "C":
            expect(fields, 10, where)
            _, code, others, english, local_lang, english_lang, cats, first, last, nsub = fields
            current = {
                "code": code, "others": others.split(",") if others else [],
                "english_name": unescape(english), "local_language": local_lang,
                "english_language": english_lang, "categories": cats.split(","),
                "first_year": int(first), "last_year": int(last), "subdivision_count": int(nsub),
                "subdivisions": [],
            }
            if code in countries:
                raise FormatError(f"{where}: country {code} twice")
            countries[code] = current
        elif fields[0] == "S":
            expect(fields, 4, where)
            if current is None:
                raise FormatError(f"{where}: S line before any C line")
            aliases = [unescape(a) for a in fields[3].split("|")] if fields[3] else []
            current["subdivisions"].append((unescape(fields[1]), unescape(fields[2]), aliases))
        else:
            raise FormatError(f"{where}: unknown line kind {fields[0]!r}")
    for code, c in countries.items():
        if len(c["subdivisions"]) != c["subdivision_count"]:
            raise FormatError(f"index.tsv: {code} says {c['subdivision_count']} subdivisions, "
                              f"lists {len(c['subdivisions'])}")
    if list(countries) != sorted(countries):
        raise FormatError("index.tsv: countries not sorted by code")
    return countries


def parse_regions(text, nsub, where):
    """-> (in country-wide set, set of subdivision indices in whose set the line is)"""
    def indices(listed):
        if listed == "":
            raise FormatError(f"{where}: empty subdivision list")
        values = [int(v) for v in listed.split(",")]
        if values != sorted(set(values)) or any(not 0 <= v < nsub for v in values):
            raise FormatError(f"{where}: bad subdivision list {listed!r}")
        return set(values)
    if text == "*":
        return True, set(range(nsub))
    if text.startswith("*-"):
        return True, set(range(nsub)) - indices(text[2:])
    return False, indices(text)


def read_country(folder, code, meta):
    """-> header info and days[(region, category, year)] = {date: [(local, english)]},
          workdays[(region, year)] = set of dates; region None is the country itself."""
    lines = read_lines(folder / f"{code}.tsv")
    pos = 0
    h = lines[pos]
    expect(h, 4, f"{code}.tsv H")
    if h[0] != "H" or h[1] != code:
        raise FormatError(f"{code}.tsv: bad H line {h!r}")
    info = {"local_language": h[2], "english_language": h[3]}
    pos += 1
    cats, subs, names = [], [], []
    category_years = {}
    while pos < len(lines) and lines[pos][0] == "K":
        expect(lines[pos], 4, f"{code}.tsv K")
        cats.append(lines[pos][1])
        category_years[lines[pos][1]] = (lines[pos][2], lines[pos][3])
        pos += 1
    while pos < len(lines) and lines[pos][0] == "S":
        expect(lines[pos], 2, f"{code}.tsv S")
        subs.append(unescape(lines[pos][1]))
        pos += 1
    while pos < len(lines) and lines[pos][0] == "N":
        expect(lines[pos], 3, f"{code}.tsv N")
        local = unescape(lines[pos][1])
        english = unescape(lines[pos][2]) or local
        names.append((local, english))
        pos += 1
    info.update(categories=cats, subdivisions=subs, names=names, category_years=category_years)
    days = defaultdict(lambda: defaultdict(list))
    workdays = defaultdict(set)
    seen = set()
    regions_all = [None] + list(range(len(subs)))
    for year in range(int(meta["first_year"]), int(meta["last_year"]) + 1):
        where = f"{code}.tsv Y {year}"
        if pos >= len(lines) or lines[pos][0] != "Y":
            raise FormatError(f"{where}: missing Y line")
        expect(lines[pos], 3, where)
        if int(lines[pos][1]) != year:
            raise FormatError(f"{where}: Y line for {lines[pos][1]}")
        count = int(lines[pos][2])
        pos += 1
        for fields in lines[pos:pos + count]:
            expect(fields, 4, where)
            mmdd, _, extra = fields[0].partition("+")
            if len(mmdd) != 4 or not mmdd.isdigit():
                raise FormatError(f"{where}: bad date {fields[0]!r}")
            start = datetime.date(year, int(mmdd[:2]), int(mmdd[2:]))
            n = int(extra) if extra else 0
            if extra and n < 1:
                raise FormatError(f"{where}: bad span {fields[0]!r}")
            dates = [start + datetime.timedelta(days=i) for i in range(n + 1)]
            if dates[-1].year != year:
                raise FormatError(f"{where}: span {fields[0]!r} leaves the year")
            country_wide, members = parse_regions(fields[3], len(subs), where)
            in_region = {None: country_wide}
            in_region.update({i: i in members for i in range(len(subs))})
            if fields[1] == "W":
                if fields[2] != "" or n:
                    raise FormatError(f"{where}: bad W line {fields!r}")
                for region in regions_all:
                    if in_region[region]:
                        workdays[(region, year)].add(start)
                continue
            ci, ni = int(fields[1]), int(fields[2])
            if not (0 <= ci < len(cats) and 0 <= ni < len(names)):
                raise FormatError(f"{where}: index out of range {fields!r}")
            for d in dates:
                key = (d, ci, ni)
                if key in seen:
                    raise FormatError(f"{where}: {d} category {ci} name {ni} on two lines")
                seen.add(key)
                for region in regions_all:
                    if in_region[region]:
                        days[(region, cats[ci], year)][d].append(names[ni])
        pos += count
    if pos != len(lines):
        raise FormatError(f"{code}.tsv: {len(lines) - pos} lines after the last year")
    return info, days, workdays


def library_answer(holidays, code, subdiv, category, language, year):
    h = holidays.country_holidays(code, subdiv=subdiv, categories=(category,),
                                  language=language or None, years=year)
    return ({d: sorted(h.get_list(d)) for d in h if d.year == year},
            {d for d in h.weekend_workdays if d.year == year})


def check_table(path, codes, data_folder, meta):
    """The Swift tests' table against what this reader makes of the data files."""
    problems = []
    rows = defaultdict(set)  # (code, region index or None, year) -> {(date, category, local, english)}
    cache = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        if line == "" or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 5:
            problems.append(f"{path.name}:{number}: {len(fields)} fields")
            continue
        label, day, category, local, english = fields
        code, _, sub = label.partition("-")
        if code not in codes:
            continue
        if code not in cache:
            cache[code] = read_country(data_folder, code, meta)
        info = cache[code][0]
        region = None if not sub else info["subdivisions"].index(sub)
        d = datetime.date.fromisoformat(day)
        local = unescape(local)
        rows[(code, region, d.year)].add((d, category, local, unescape(english) or local))
    for (code, region, year), expected in sorted(rows.items(), key=str):
        info, days, workdays = cache[code]
        ours = set()
        for category in info["categories"]:
            for d, pairs in days.get((region, category, year), {}).items():
                ours |= {(d, category, n, e) for n, e in pairs}
        ours |= {(d, "W", "", "") for d in workdays.get((region, year), set())}
        label = code if region is None else f"{code}-{info['subdivisions'][region]}"
        for extra in sorted(expected - ours):
            problems.append(f"{path.name}: {label} {extra} not in the data")
        for extra in sorted(ours - expected):
            problems.append(f"{path.name}: {label} {extra} in the data, not in the table")
    lines = sum(len(v) for v in rows.values())
    return problems, f"{path.name}: {lines} lines, {len(rows)} (region, year) pairs"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=ROOT / "Modules" / "Holidays" / "Data")
    parser.add_argument("--only", help="comma-separated country codes")
    parser.add_argument("--sample", type=int, default=0,
                        help="check N random (country, region, year) triples instead of all")
    parser.add_argument("--years", help="e.g. 2024-2030 (default: all years in META.tsv)")
    parser.add_argument("--table", type=Path,
                        default=ROOT / "Tests" / "HolidaysTests" / "Fixtures" / "library-table.tsv",
                        help="the Swift tests' table, compared with the data as this reader "
                             "reads them (default: the fixture; skipped when missing)")
    args = parser.parse_args()
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        os.environ.pop(var, None)
    import warnings
    warnings.simplefilter("ignore")
    import holidays

    try:
        meta = read_meta(args.data)
        index = read_index(args.data)
    except FormatError as error:
        print(f"check-data: format error: {error}")
        return 2
    problems = []
    if meta["library_version"] != holidays.__version__:
        print(f"check-data: the data are from python-holidays {meta['library_version']}, "
              f"{holidays.__version__} is installed; install the data's version to compare")
        return 2

    library_countries = holidays.list_supported_countries(include_aliases=False)
    if not args.only and sorted(library_countries) != sorted(index):
        problems.append(f"index: countries differ: library-only "
                        f"{sorted(set(library_countries) - set(index))}, data-only "
                        f"{sorted(set(index) - set(library_countries))}")
    first, last = int(meta["first_year"]), int(meta["last_year"])
    if args.years:
        a, b = args.years.split("-")
        first, last = max(first, int(a)), min(last, int(b))
    codes = sorted(index)
    if args.only:
        codes = [c for c in codes if c in set(args.only.split(","))]
    tasks = [(code, region, year) for code in codes
             for region in [None] + list(range(len(index[code]["subdivisions"])))
             for year in range(first, last + 1)]
    if args.sample and args.sample < len(tasks):
        tasks = sorted(random.Random(1).sample(tasks, args.sample),
                       key=lambda t: (t[0], -1 if t[1] is None else t[1], t[2]))
    by_country = defaultdict(list)
    for code, region, year in tasks:
        by_country[code].append((region, year))

    checked_days = 0
    pairs_checked = 0
    checked = 0
    for code in codes:
        entry = index[code]
        cls = getattr(holidays, code)
        # The index against the library.
        lib_subs = list(cls.subdivisions)
        if [s for s, _, _ in entry["subdivisions"]] != lib_subs:
            problems.append(f"{code}: index subdivisions differ from the library's")
        if sorted(entry["categories"]) != sorted(cls.supported_categories):
            problems.append(f"{code}: categories {entry['categories']} vs library "
                            f"{sorted(cls.supported_categories)}")
        if (entry["local_language"] or None) != cls.default_language:
            problems.append(f"{code}: local language {entry['local_language']!r} vs library "
                            f"{cls.default_language!r}")
        if entry["english_language"] and entry["english_language"] not in cls.supported_languages:
            problems.append(f"{code}: English language {entry['english_language']} unsupported")
        aliases = cls().get_subdivision_aliases()
        for sub, _, names in entry["subdivisions"]:
            if names != list(aliases.get(sub, [])):
                problems.append(f"{code}-{sub}: aliases {names} vs library {aliases.get(sub)}")
        if code not in by_country:
            continue
        try:
            info, days, workdays = read_country(args.data, code, meta)
        except FormatError as error:
            print(f"check-data: format error: {error}")
            return 2
        if info["local_language"] != entry["local_language"] or \
                info["english_language"] != entry["english_language"]:
            problems.append(f"{code}: H line languages differ from index.tsv")
        if info["subdivisions"] != lib_subs or info["categories"] != entry["categories"]:
            problems.append(f"{code}: S/K lines differ from index.tsv")
        # Each name pair against the library's English catalogue, where it has the local name
        # (composed names such as "... (observed)" it has not): the per-day comparison below sees
        # the names of a day as sets, this sees which English name goes with which local one.
        if info["english_language"]:
            translate = holidays.country_holidays(code, language=info["english_language"]).tr
            for local, english in info["names"]:
                known = translate(local)
                if known == local and english != local:
                    continue
                pairs_checked += 1
                if known != english:
                    problems.append(f"{code}: name {local!r} paired with {english!r}, the "
                                    f"library translates it {known!r}")
        for region, year in by_country[code]:
            subdiv = None if region is None else info["subdivisions"][region]
            label = code if subdiv is None else f"{code}-{subdiv}"
            lib_workdays = set()
            for category in info["categories"]:
                local, wd = library_answer(holidays, code, subdiv, category,
                                           info["local_language"], year)
                lib_workdays |= wd
                english = None
                if info["english_language"]:
                    english, _ = library_answer(holidays, code, subdiv, category,
                                                info["english_language"], year)
                ours = days.get((region, category, year), {})
                for d in sorted(set(local) | set(ours)):
                    checked_days += 1
                    our_local = sorted(n for n, _ in ours.get(d, []))
                    if our_local != local.get(d, []):
                        problems.append(f"{label} {category} {d}: data {our_local} "
                                        f"library {local.get(d, [])}")
                    if english is not None:
                        our_english = sorted(set(e for _, e in ours.get(d, [])))
                        if our_english != sorted(set(english.get(d, []))):
                            problems.append(f"{label} {category} {d}: English data {our_english} "
                                            f"library {english.get(d, [])}")
                if english is not None:
                    for d in sorted(set(english) - set(local)):
                        problems.append(f"{label} {category} {d}: only in the English answer")
            if workdays.get((region, year), set()) != lib_workdays:
                problems.append(f"{label} {year}: weekend workdays data "
                                f"{sorted(workdays.get((region, year), set()))} library "
                                f"{sorted(lib_workdays)}")
            checked += 1

    if args.table and args.table.exists():
        try:
            table_problems, summary = check_table(args.table, set(codes), args.data, meta)
        except FormatError as error:
            print(f"check-data: format error: {error}")
            return 2
        problems += table_problems
        print(f"check-data: test table {summary}; {len(table_problems)} mismatches")
    print(f"check-data: python-holidays {holidays.__version__}; {len(codes)} countries, "
          f"{checked} (country or subdivision, year) pairs, years {first}-{last}, "
          f"{checked_days} (region, category, day) answers and {pairs_checked} name pairs "
          f"compared; "
          f"{len(problems)} mismatches")
    for problem in problems[:50]:
        print("  " + problem)
    if len(problems) > 50:
        print(f"  ... and {len(problems) - 50} more")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
