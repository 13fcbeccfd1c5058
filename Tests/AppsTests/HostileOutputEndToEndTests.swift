import Foundation
import TestSupport
import Testing

/// A hostile name read from the database and a hostile calendar title, through every output kind
/// the programs write (issue 23): no raw control or direction character on a terminal, none
/// unescaped in JSON or HTML, and no bar markup a bar would obey.
@Suite("Hostile stored text through every output kind, end to end")
struct HostileOutputEndToEndTests {
  static let hostile = "\u{1B}]0;x\u{07}\u{9B}2J\u{202E}\u{2066}\u{2028}\u{AD}%{A1:rm -rf ~:}x%{A}<b>&"

  /// Raw scalars that output of `kind` must not carry.
  static func raw(_ text: String, kind: String) -> [UInt32] {
    text.unicodeScalars.map(\.value).filter { value in
      switch value {
      case 0x0A: false
      case 0x09: kind == "text" || kind == "json"
      case 0x00...0x1F, 0x7F...0x9F: true
      case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: kind != "html"
      case 0xAD, 0x2028, 0x2029: kind == "text"
      default: false
      }
    }
  }

  @Test("a name, routine and task stored hostile reach no output raw")
  func storedNames() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let played = try household.player.run(
      ["play", "bedtime", "--player", "leo", "--home", household.home.path], stdin: "5\n\n10m\nskip\n")
    #expect(played.status == 0, "\(played.stderr)")
    let database = household.home.path + "/data/timequest.sqlite"
    let value = Self.hostile.replacingOccurrences(of: "'", with: "''")
    _ = try sqlite3(
      database,
      """
      UPDATE players SET name = 'Leo\(value)' WHERE name = 'Leo';
      UPDATE routines SET name = 'Bedtime\(value)' WHERE name = 'Bedtime';
      UPDATE tasks SET name = 'Bath\(value)' WHERE name = 'Bath';
      UPDATE game_sessions SET routine_name = 'Bedtime\(value)';
      UPDATE game_tasks SET name = 'Bath\(value)' WHERE name = 'Bath';
      """)
    let runs: [(String, String, Executable.Result)] = [
      ("stats", "text", try household.player("stats")),
      ("stats json", "json", try household.player("stats", "--format", "json")),
      ("history", "text", try household.player("history")),
      ("history json", "json", try household.player("history", "--format", "json")),
      ("player list", "text", try household.parent("player", "list")),
      ("player list json", "json", try household.parent("player", "list", "--format", "json")),
      ("routine list", "text", try household.parent("routine", "list")),
      ("status", "text", try household.parent("status")),
      ("report", "text", try household.parent("report")),
      ("report json", "json", try household.parent("report", "--format", "json")),
      ("report html", "html", try household.parent("report", "--format", "html")),
    ]
    for (name, kind, result) in runs {
      #expect(result.status < 128, "\(name)")
      #expect(Self.raw(result.stdout, kind: kind).isEmpty, "\(name): \(Self.raw(result.stdout, kind: kind))")
      #expect(Self.raw(result.stderr, kind: "text").isEmpty, "\(name) stderr: \(result.stderr)")
    }
  }

  @Test("a hostile calendar title reaches no terminal, JSON, page or status bar raw")
  func calendarTitle() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let file = household.home.path + "/hostile.ics"
    let ics = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//t//EN", "BEGIN:VEVENT", "UID:a",
      "DTSTAMP:20260101T000000Z", "DTSTART;VALUE=DATE:20261124", "DTEND;VALUE=DATE:20261125",
      "SUMMARY:Winter Break \(Self.hostile)", "END:VEVENT", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")
    try ics.write(toFile: file, atomically: true, encoding: .utf8)
    #expect(try household.parent("calendar", "add", file).status == 0)
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    let runs: [(String, String, Executable.Result)] = [
      ("events", "text", try household.parent("calendar", "events", "--from", "2026-11-24", "--to", "2026-11-24")),
      (
        "events json", "json",
        try household.parent("calendar", "events", "--from", "2026-11-24", "--to", "2026-11-24", "--format", "json")
      ),
      (
        "planner", "html",
        try household.parent("calendar", "preview", "--from", "2026-11-23", "--to", "2026-11-29", "--format", "html")
      ),
      ("today", "text", try household.player("today", "--player", "Maya", "--date", "2026-11-24")),
      ("stdout", "text", try household.notify("--date", "2026-11-24")),
      ("json", "json", try household.notify("--date", "2026-11-24", "--sink", "json")),
      ("waybar", "json", try household.notify("--date", "2026-11-24", "--sink", "waybar")),
      ("polybar", "text", try household.notify("--date", "2026-11-24", "--sink", "polybar")),
    ]
    for (name, kind, result) in runs {
      #expect(result.status == 0, "\(name): \(result.stderr)")
      #expect(Self.raw(result.stdout, kind: kind).isEmpty, "\(name): \(Self.raw(result.stdout, kind: kind))")
    }
    let waybar = runs[6].2.stdout
    #expect(!waybar.contains("<b>") && waybar.contains("&lt;b&gt;&amp;"), "\(waybar)")
    // Every % doubled: with each %% taken out, no % is left to start a tag.
    let polybar = runs[7].2.stdout
    #expect(polybar.contains("%%{A1:rm -rf ~:}x%%{A}"), "\(polybar)")
    #expect(!polybar.replacingOccurrences(of: "%%", with: "").contains("%"), "\(polybar)")
    let page = runs[2].2.stdout
    #expect(!page.contains("<b>&"), "\(page.prefix(200))")
  }
}
