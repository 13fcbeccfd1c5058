#!/usr/bin/env python3
"""Deterministic, realistic iCalendar generator for the CalendarIO benchmark.

usage: gen_calendar.py SIZE_MB OUT.ics [--seed N]
       gen_calendar.py --never-ending 200 OUT.ics   (200 endless rules begun in 2010)

Family and school events in Europe/Berlin and America/New_York (with VTIMEZONEs), single
events, weekly/monthly/yearly series with EXDATEs and RECURRENCE-ID overrides, VALARMs and long
folded UTF-8 descriptions, written with CRLF and 75-octet folding like real exports.
"""
import random
import sys

BERLIN = """BEGIN:VTIMEZONE
TZID:Europe/Berlin
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE"""

NEW_YORK = """BEGIN:VTIMEZONE
TZID:America/New_York
BEGIN:DAYLIGHT
TZOFFSETFROM:-0500
TZOFFSETTO:-0400
TZNAME:EDT
DTSTART:20070311T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0400
TZOFFSETTO:-0500
TZNAME:EST
DTSTART:20071104T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE"""

FAMILY = ["Dentist", "Swimming lesson", "Grandma visits", "Football training", "Piano lesson", "Birthday party",
          "Parent evening", "Zoo trip", "Judo", "Library", "Doctor", "Playdate with Mia", "Cinema", "Haircut"]
SCHOOL = ["Maths test", "School trip", "Sports day", "Winter break", "Teacher training day", "Half-term",
          "Science fair", "Concert rehearsal", "Early release", "School photos", "No school", "Open day"]
WORDS = ("bring a towel the gym is in building B use the side entrance snack water bottle "
         "Schultüte Sporthalle Elternabend naïve café crème brûlée über Straße ✏️ 📚").split()


def fold(line: str) -> str:
    data = line.encode("utf-8")
    out = []
    first = True
    while data:
        limit = 75 if first else 74
        cut = min(limit, len(data))
        while cut < len(data) and (data[cut] & 0xC0) == 0x80:  # do not split a character
            cut -= 1
        out.append((b"" if first else b" ") + data[:cut])
        data = data[cut:]
        first = False
    return "\r\n".join(x.decode("utf-8") for x in out)


def esc(text: str) -> str:
    return text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def dt(y, m, d, hh=None, mi=0):
    if hh is None:
        return f"{y:04d}{m:02d}{d:02d}"
    return f"{y:04d}{m:02d}{d:02d}T{hh:02d}{mi:02d}00"


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.n = 0

    def day(self, y0=2015, y1=2027):
        r = self.r
        return r.randint(y0, y1), r.randint(1, 12), r.randint(1, 28)

    def description(self):
        r = self.r
        words = [r.choice(WORDS) for _ in range(r.randint(30, 250))]
        lines = []
        for i in range(0, len(words), 12):
            lines.append(" ".join(words[i:i + 12]))
        return "\n".join(lines)

    def common(self, title):
        self.n += 1
        r = self.r
        props = [f"UID:{self.n:08d}-{r.getrandbits(32):08x}@timequest.bench",
                 "DTSTAMP:20260101T120000Z",
                 fold("SUMMARY:" + esc(title)),
                 fold("DESCRIPTION:" + esc(self.description())),
                 fold("LOCATION:" + esc(r.choice(["Maple School, Room 4", "Sporthalle Nord", "Home", "Pool"])))]
        if r.random() < 0.3:
            props += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Reminder", "TRIGGER:-PT30M", "END:VALARM"]
        return props

    def timed(self, tz):
        y, m, d = self.day()
        h = self.r.choice([7, 8, 9, 10, 14, 15, 16, 17, 18])
        dur = self.r.choice([30, 45, 60, 90, 120])
        start = f"DTSTART;TZID={tz}:{dt(y, m, d, h)}"
        eh, emi = h + (dur // 60), dur % 60
        end = f"DTEND;TZID={tz}:{dt(y, m, d, eh, emi)}"
        return (y, m, d, h), start, end

    def event(self):
        r = self.r
        kind = r.random()
        tz = "Europe/Berlin" if r.random() < 0.8 else "America/New_York"
        title = r.choice(FAMILY if r.random() < 0.6 else SCHOOL)
        lines = ["BEGIN:VEVENT"] + self.common(title)
        extra = []
        if kind < 0.55:  # single timed
            _, s, e = self.timed(tz)
            lines += [s, e]
        elif kind < 0.70:  # single all-day (breaks, trips)
            y, m, d = self.day()
            length = r.choice([1, 1, 1, 2, 5, 9])
            lines += [f"DTSTART;VALUE=DATE:{dt(y, m, d)}", f"DURATION:P{length}D"]
        elif kind < 0.88:  # weekly with EXDATEs and an override
            (y, m, d, h), s, e = self.timed(tz)
            y = r.randint(2016, 2026)
            s = s[:s.index(":") + 1] + dt(y, m, d, h)
            e = e[:e.index(":") + 1] + dt(y, m, d, h + 1)
            days = ",".join(sorted(r.sample(["MO", "TU", "WE", "TH", "FR"], r.randint(1, 2))))
            rule = f"RRULE:FREQ=WEEKLY;BYDAY={days}"
            if r.random() < 0.5:
                rule += f";UNTIL={y + r.randint(1, 3)}0701T000000Z"
            lines += [s, e, rule]
            ex = [f"{dt(y + k // 6, 1 + (k * 2) % 12, 5 + k, h)}" for k in range(r.randint(0, 4))]
            if ex:
                lines.append(f"EXDATE;TZID={tz}:" + ",".join(ex))
            if r.random() < 0.4:
                uid = lines[1]
                rid = dt(y, m, d, h)
                extra = ["BEGIN:VEVENT", uid, "DTSTAMP:20260101T120000Z", "SEQUENCE:1",
                         f"RECURRENCE-ID;TZID={tz}:{rid}", fold("SUMMARY:" + esc(title + " (moved)")),
                         f"DTSTART;TZID={tz}:{dt(y, m, min(d + 1, 28), h + 1)}",
                         f"DTEND;TZID={tz}:{dt(y, m, min(d + 1, 28), h + 2)}", "END:VEVENT"]
        elif kind < 0.95:  # monthly
            (y, m, d, h), s, e = self.timed(tz)
            rule = r.choice(["RRULE:FREQ=MONTHLY;BYDAY=2TU", "RRULE:FREQ=MONTHLY;BYMONTHDAY=15",
                             "RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=24"])
            lines += [s, e, rule]
        else:  # yearly birthdays
            y, m, d = self.day(1990, 2020)
            lines += [f"DTSTART;VALUE=DATE:{dt(y, m, d)}", "DURATION:P1D", "RRULE:FREQ=YEARLY"]
        lines.append("END:VEVENT")
        return "\r\n".join(lines + extra) + "\r\n"


def header(name):
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//TimeQuest//bench//EN\r\nCALSCALE:GREGORIAN\r\n"
            f"X-WR-CALNAME:{name}\r\nX-WR-TIMEZONE:Europe/Berlin\r\n"
            + BERLIN.replace("\n", "\r\n") + "\r\n" + NEW_YORK.replace("\n", "\r\n") + "\r\n")


def main():
    args = sys.argv[1:]
    if args and args[0] == "--never-ending":
        count, out = int(args[1]), args[2]
        r = random.Random(2010)
        rules = ["FREQ=DAILY", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "FREQ=MONTHLY;BYDAY=2TU", "FREQ=YEARLY",
                 "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "FREQ=MONTHLY;BYMONTHDAY=-1", "FREQ=DAILY;INTERVAL=3",
                 "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU"]
        body = [header("Endless")]
        for i in range(count):
            h = 7 + i % 11
            body.append("\r\n".join([
                "BEGIN:VEVENT", f"UID:endless-{i}@timequest.bench", "DTSTAMP:20100101T000000Z",
                f"SUMMARY:Endless {i}", f"DTSTART;TZID=Europe/Berlin:2010{1 + i % 12:02d}{1 + i % 27:02d}T{h:02d}0000",
                f"DTEND;TZID=Europe/Berlin:2010{1 + i % 12:02d}{1 + i % 27:02d}T{h:02d}4500",
                "RRULE:" + rules[i % len(rules)]
                + (f";INTERVAL={1 + r.randint(0, 2)}" if i % 5 == 4 and "INTERVAL" not in rules[i % len(rules)] else ""),
                "END:VEVENT"]) + "\r\n")
        body.append("END:VCALENDAR\r\n")
        open(out, "w", encoding="utf-8", newline="").write("".join(body))
        return
    size_mb, out = float(args[0]), args[1]
    seed = int(args[3]) if len(args) > 3 and args[2] == "--seed" else 42
    target = int(size_mb * 1024 * 1024)
    g = Gen(seed)
    parts = [header("Family & School")]
    total = len(parts[0])
    while total < target:
        ev = g.event()
        parts.append(ev)
        total += len(ev.encode("utf-8"))
    parts.append("END:VCALENDAR\r\n")
    with open(out, "w", encoding="utf-8", newline="") as f:
        f.write("".join(parts))


if __name__ == "__main__":
    main()
