#!/usr/bin/env python3
"""Prints the distinct all-day SUMMARY values of iCalendar files (issue 22's title corpus).

An event counts as all-day when its DTSTART carries VALUE=DATE or is a bare 8-digit date. Lines are
unfolded (RFC 5545 3.1), TEXT escapes undone (3.3.11), spaces trimmed and collapsed; two titles are the
same when they are equal after that. The publisher's case and punctuation are kept.

  Scripts/extract-titles.py FILE.ics ...            one title a line, first-seen order
  Scripts/extract-titles.py --source ID FILE.ics ...  title<TAB>ID lines
"""
import re
import sys


def unfold(text):
  return re.sub(r"\r?\n[ \t]", "", text)


def unescape(value):
  return re.sub(r"\\(.)", lambda m: "\n" if m.group(1) in "nN" else m.group(1), value)


def clean(title):
  return re.sub(r"\s+", " ", title).strip()


def all_day_titles(text):
  titles, inside, summary, all_day = [], False, None, False
  for line in unfold(text).splitlines():
    upper = line.upper()
    if upper.startswith("BEGIN:VEVENT"):
      inside, summary, all_day = True, None, False
    elif upper.startswith("END:VEVENT"):
      if inside and all_day and summary:
        titles.append(summary)
      inside = False
    elif inside and (upper.startswith("SUMMARY:") or upper.startswith("SUMMARY;")):
      summary = clean(unescape(line.split(":", 1)[1]))
    elif inside and (upper.startswith("DTSTART:") or upper.startswith("DTSTART;")):
      params, _, value = line.partition(":")
      all_day = "VALUE=DATE" in params.upper().replace("VALUE=DATE-TIME", "") or bool(
        re.fullmatch(r"\d{8}", value.strip()))
  return titles


def main(argv):
  source = None
  if len(argv) > 1 and argv[0] == "--source":
    source, argv = argv[1], argv[2:]
  seen = set()
  for path in argv:
    with open(path, encoding="utf-8", errors="replace") as f:
      text = f.read()
    for title in all_day_titles(text):
      if title not in seen:
        seen.add(title)
        print(f"{title}\t{source}" if source else title)


if __name__ == "__main__":
  main(sys.argv[1:])
