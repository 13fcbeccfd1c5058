#!/usr/bin/env python3
"""Writes `tq-parent calendar events --format json` (all-day events) as an iCalendar file on stdout:
the built-in holidays as a parent would connect them from a file, for Scripts/bench-calendar.sh."""
import json
import sys

events = json.load(sys.stdin)
name = events[0]["calendar"] if events else "holidays"
out = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//TimeQuest//bench//EN", f"X-WR-CALNAME:{name}"]
for e in events:
    title = e["title"].replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;")
    out += [
        "BEGIN:VEVENT",
        f"UID:{e['uid']}",
        "DTSTAMP:20260101T000000Z",
        f"DTSTART;VALUE=DATE:{e['start'].replace('-', '')}",
        f"DTEND;VALUE=DATE:{e['end'].replace('-', '')}",
        f"SUMMARY:{title}",
        "END:VEVENT",
    ]
out.append("END:VCALENDAR")
sys.stdout.write("\r\n".join(out) + "\r\n")
