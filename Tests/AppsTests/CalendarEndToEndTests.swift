import Foundation
import TestSupport
import Testing

/// Builds a small iCalendar file from all-day and timed events.
enum ICS {
  static func allDay(_ title: String, _ start: String, _ endExclusive: String, uid: String = UUID().uuidString)
    -> String
  {
    "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260801T000000Z\r\nDTSTART;VALUE=DATE:\(start)\r\nDTEND;VALUE=DATE:\(endExclusive)\r\nSUMMARY:\(title)\r\nEND:VEVENT\r\n"
  }

  static func timed(
    _ title: String, _ start: String, _ end: String, extra: String = "", uid: String = UUID().uuidString
  ) -> String {
    "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260801T000000Z\r\nDTSTART;TZID=Europe/Berlin:\(start)\r\nDTEND;TZID=Europe/Berlin:\(end)\r\nSUMMARY:\(title)\r\n\(extra)END:VEVENT\r\n"
  }

  static func calendar(_ name: String, _ events: [String]) -> String {
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//TimeQuest tests//EN\r\nX-WR-CALNAME:\(name)\r\n" + events.joined()
      + "END:VCALENDAR\r\n"
  }
}

@Suite("tq-parent calendar, end to end")
struct CalendarEndToEndTests {
  static let berlin = ["TZ": "Europe/Berlin"]

  static let school = ICS.calendar(
    "Lindenschule",
    [
      ICS.allDay("Herbstferien", "20261026", "20261031"),
      ICS.timed("Elternabend", "20261020T190000", "20261020T203000"),
      ICS.timed(
        "Chor", "20261021T080000", "20261021T090000",
        extra: "RRULE:FREQ=WEEKLY;COUNT=10\r\nEXDATE;TZID=Europe/Berlin:20261028T080000\r\n"),
      ICS.allDay("Cancelled trip", "20261022", "20261023").replacingOccurrences(
        of: "END:VEVENT", with: "STATUS:CANCELLED\r\nEND:VEVENT"),
      ICS.allDay("Early Dismissal", "20261023", "20261024"),
    ])

  @Test("events lists occurrences sorted by start then title, cancelled ones left out, in the contract's JSON")
  func eventsJSON() throws {
    let household = try HouseholdFixture()
    let file = try household.home.write("school.ics", Self.school)
    let result = try household.parent.run(
      [
        "calendar", "events", "--source", file, "--from", "2026-10-20", "--to", "2026-10-28", "--format", "json",
        "--home", household.home.path,
      ],
      environment: Self.berlin)
    #expect(result.status == 0, "\(result.stderr)")
    let events = try #require(try parseJSON(result.stdout) as? [[String: Any]])
    #expect(
      events.map { $0["title"] as? String }
        == [
          "Elternabend", "Chor", "Early Dismissal", "Herbstferien", "Herbstferien",
        ].dropLast())
    let first = events[0]
    #expect(Set(first.keys) == ["uid", "title", "allDay", "start", "end", "calendar", "status"])
    #expect(first["start"] as? String == "2026-10-20T19:00:00+02:00")
    #expect(first["calendar"] as? String == "Lindenschule")
    let holidays = try #require(events.first { $0["title"] as? String == "Herbstferien" })
    #expect(holidays["allDay"] as? Bool == true)
    #expect(holidays["start"] as? String == "2026-10-26")
    #expect(holidays["end"] as? String == "2026-10-31")
    #expect(!events.contains { $0["title"] as? String == "Cancelled trip" })
  }

  @Test("--to is inclusive and the weekly series skips its EXDATE; winter time changes the offset")
  func window() throws {
    let household = try HouseholdFixture()
    let file = try household.home.write("school.ics", Self.school)
    let result = try household.parent.run(
      ["calendar", "events", "--source", file, "--from", "2026-10-28", "--to", "2026-11-04", "--format", "json"],
      environment: Self.berlin.merging(["TIMEQUEST_HOME": household.home.path]) { $1 })
    let events = try #require(try parseJSON(result.stdout) as? [[String: Any]])
    let chor = events.filter { $0["title"] as? String == "Chor" }
    #expect(chor.map { $0["start"] as? String } == ["2026-11-04T08:00:00+01:00"])
  }

  @Test("standard input is a source, and the text agenda groups by day")
  func stdinText() throws {
    let result = try Executable("tq-parent").run(
      ["calendar", "events", "--source", "-", "--from", "2026-10-23", "--to", "2026-10-23"], environment: Self.berlin,
      stdin: Self.school)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Friday 23 October 2026"))
    #expect(result.stdout.contains("all day     Early Dismissal"))
  }

  @Test("a broken line is skipped with a warning naming its line; the rest still counts")
  func lenient() throws {
    let household = try HouseholdFixture()
    let broken = Self.school.replacingOccurrences(
      of: "SUMMARY:Elternabend\r\n", with: "SUMMARY:Elternabend\r\nTHIS LINE HAS NO COLON\r\n")
    let file = try household.home.write("broken.ics", broken)
    let result = try household.parent.run([
      "calendar", "events", "--source", file, "--from", "2026-10-20", "--format", "json",
    ])
    #expect(result.status == 0)
    #expect(result.stderr.contains("broken.ics:"))
    #expect(try #require(try parseJSON(result.stdout) as? [[String: Any]]).count == 1)
  }

  @Test(
    "unreadable, missing and non-iCalendar sources fail with the documented codes",
    arguments: [
      ("missing", Int32(66)), ("notics", Int32(65)), ("https", Int32(64)),
    ])
  func badSources(kind: String, status: Int32) throws {
    let household = try HouseholdFixture()
    let source: String
    switch kind {
    case "missing": source = household.home.path + "/nope.ics"
    case "notics": source = try household.home.write("notes.ics", "hello, this is not a calendar\n")
    default: source = "ftp://example.invalid/cal.ics"
    }
    let result = try household.parent("calendar", "events", "--source", source, "--from", "2026-10-20")
    #expect(result.status == status, "\(result.stderr)")
    #expect(result.stderr.contains(source))
  }

  @Test("without --source, events needs reading to be enabled")
  func eventsNeedEnabled() throws {
    let household = try HouseholdFixture()
    let result = try household.parent("calendar", "events", "--from", "2026-10-20")
    #expect(result.status == 64)
    #expect(result.stderr.contains("calendar enable"))
  }

  @Test("explain --source judges a feed directly: markers, early release, weekend, no information")
  func explain() throws {
    let household = try HouseholdFixture()
    let file = try household.home.write("school.ics", Self.school)
    #expect(try household.parent("calendar", "keywords", "languages", "en", "de").status == 0)
    func explain(_ date: String) throws -> [String: Any] {
      let result = try household.parent.run(
        ["calendar", "explain", date, "--source", file, "--format", "json", "--home", household.home.path],
        environment: Self.berlin)
      #expect(result.status == 0, "\(result.stderr)")
      return try #require(try parseJSON(result.stdout) as? [String: Any])
    }
    let holidays = try explain("2026-10-27")
    #expect(holidays["kind"] as? String == "freeDay")
    #expect(holidays["rule"] as? String == "freeDayMarker")
    #expect(holidays["chip"] as? String == "Free day · Herbstferien")
    #expect(holidays["events"] as? [String] == ["Herbstferien"])
    let early = try explain("2026-10-23")
    #expect(early["freeAfternoon"] as? Bool == true)
    #expect(early["rule"] as? String == "earlyRelease")
    #expect(try explain("2026-10-24")["rule"] as? String == "weekend")
    #expect(try explain("2026-10-21")["rule"] as? String == "schoolEvents")
    #expect(try explain("2027-01-13")["kind"] as? String == "unknown")
    // The cancelled event on Thursday counts for nothing, but the weekly choir does not meet then
    // either: the day is in term only because Wednesday's and Friday's events are a day either side.
    let thursday = try explain("2026-10-22")
    #expect(thursday["rule"] as? String == "term")
    #expect(thursday["events"] as? [String] ?? [] == [])
  }

  @Test("explain in text, for the household: the calendars it counted and the school week and year it read with")
  func explainTextCounted() throws {
    let household = try HouseholdFixture()
    let file = try household.home.write("school.ics", Self.school)
    let result = try household.parent.run(
      ["calendar", "explain", "2026-10-21", "--source", file, "--home", household.home.path],
      environment: Self.berlin)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Calendars counted for the household: \(file) · Lindenschule"), "\(result.stdout)")
    #expect(result.stdout.contains("  School week: Monday–Friday"))
    #expect(result.stdout.contains("  School year: "))
  }

  @Test("calendar select --all goes back to every calendar; names and --all together, or neither, are 64")
  func selectAll() throws {
    let household = try HouseholdFixture()
    let all = try household.parent("calendar", "select", "--all")
    #expect(all.status == 0, "\(all.stderr)")
    let both = try household.parent("calendar", "select", "School", "--all")
    #expect(both.status == 64)
    #expect(both.stderr.contains("not both"))
    let neither = try household.parent("calendar", "select")
    #expect(neither.status == 64)
    #expect(neither.stderr.contains("--all"))
  }

  @Test("calendar preview: --year with --from alone, or with --to alone, is 64 as with both")
  func previewYearAndRange() throws {
    let household = try HouseholdFixture()
    for range in [["--from", "2026-09-01"], ["--to", "2026-09-30"], ["--from", "2026-09-01", "--to", "2026-09-30"]] {
      let result = try household.parent.run(
        ["calendar", "preview", "--demo", "--year", "2026"] + range + ["--home", household.home.path])
      #expect(result.status == 64, "\(range)")
      #expect(result.stderr.contains("not both"), "\(range): \(result.stderr)")
    }
    #expect(try household.parent("calendar", "preview", "--demo", "--year", "2026").status == 0)
  }

  @Test("connecting, enabling and overriding change what tq-player sees")
  func playerSeesCalendar() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let file = try household.home.write("school.ics", Self.school)
    func maya(_ date: String) throws -> (kind: String?, quests: Set<String>) {
      let result = try household.player.run(
        ["today", "--player", "Maya", "--date", date, "--format", "json", "--home", household.home.path],
        environment: Self.berlin)
      let object = try #require(try parseJSON(result.stdout) as? [String: Any])
      let quests = Set((object["quests"] as? [[String: Any]] ?? []).compactMap { $0["routine"] as? String })
      return ((object["context"] as? [String: Any])?["kind"] as? String, quests)
    }
    // 2026-10-27 is a Tuesday in the Herbstferien: before reading is enabled, weekday rules alone.
    #expect(try maya("2026-10-27") == ("unknown", ["School morning", "Violin"]))
    #expect(try household.parent("calendar", "add", file, "--name", "Lindenschule").status == 0)
    #expect(try maya("2026-10-27").kind == "unknown")
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    // Every language by default (issue 11): "Herbstferien" is a free day on a fresh install.
    #expect(try maya("2026-10-27") == ("freeDay", ["Violin"]))
    // Narrowed to English, "Herbstferien" says nothing, and the day has only that event on it.
    #expect(try household.parent("calendar", "keywords", "languages", "en").status == 0)
    #expect(try maya("2026-10-27").kind == "schoolDay")
    #expect(try household.parent("calendar", "keywords", "languages", "en,de").status == 0)
    #expect(try maya("2026-10-27") == ("freeDay", ["Violin"]))
    // Only a parents' evening on Tuesday: it says nothing about school (issue 11), so everything shows.
    #expect(try maya("2026-10-20") == ("unknown", ["School morning", "Violin"]))
    try household.parent("calendar", "override", "2026-10-20", "free", "--note", "Dentist", "--player", "Maya")
    #expect(try maya("2026-10-20").kind == "freeDay")
    try household.parent("calendar", "override", "remove", "2026-10-20", "--player", "Maya")
    #expect(try maya("2026-10-20").kind == "unknown")
    #expect(try household.parent("calendar", "disable").status == 0)
    #expect(try maya("2026-10-27").kind == "unknown")
  }

  @Test("a connected calendar that disappears makes the day unknown, and tq-notify still delivers")
  func unavailable() throws {
    let household = try HouseholdFixture()
    let file = try household.home.write("school.ics", Self.school)
    try household.parent("calendar", "add", file)
    try household.parent("calendar", "enable", "--yes")
    try FileManager.default.removeItem(atPath: file)
    let result = try household.notify("--date", "2026-10-27", "--sink", "json")
    #expect(result.status == 0)
    let object = try #require(try parseJSON(result.stdout) as? [String: Any])
    #expect(object["kind"] as? String == "unknown")
    #expect(object["rule"] as? String == "calendarUnavailable")
  }

  @Test("enable refuses to hang without a terminal and without --yes")
  func enableNeedsYes() throws {
    let household = try HouseholdFixture()
    let result = try household.parent("calendar", "enable")
    #expect(result.status == 64)
    #expect(result.stderr.contains("--yes"))
    #expect(try household.parent("calendar", "status").stdout.contains("Calendar reading: off"))
  }

  @Test("bad calendar choices are refused and change nothing")
  func badChoices() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let before = try household.state()
    #expect(try household.parent("calendar", "add", household.home.path + "/nope.ics").status == 66)
    #expect(try household.parent("calendar", "remove", "nothing").status == 65)
    #expect(try household.parent("calendar", "override", "2026-02-30", "free").status == 64)
    #expect(try household.parent("calendar", "override", "2026-12-24..2026-12-20", "free").status == 64)
    #expect(try household.parent("calendar", "override", "2026-12-24", "maybe").status == 64)
    #expect(try household.parent("calendar", "override", "2026-12-24", "free", "--player", "Zed").status == 65)
    #expect(try household.parent("calendar", "keywords", "languages", "xx").status == 64)
    #expect(try household.parent("calendar", "keywords", "remove", "zzzz").status == 65)
    #expect(try household.state() == before)
  }

  @Test("keywords the parent adds decide days")
  func keywords() throws {
    let household = try HouseholdFixture()
    let file = try household.home.write("s.ics", ICS.calendar("S", [ICS.allDay("Ski week", "20270201", "20270206")]))
    func kind() throws -> String? {
      let result = try household.parent("calendar", "explain", "2027-02-02", "--source", file, "--format", "json")
      return (try parseJSON(result.stdout) as? [String: Any])?["kind"] as? String
    }
    #expect(try kind() == "schoolDay")
    try household.parent("calendar", "keywords", "add", "Ski week", "--kind", "no-school")
    #expect(try kind() == "freeDay")
    try household.parent("calendar", "keywords", "reset")
    #expect(try kind() == "schoolDay")
  }
}
