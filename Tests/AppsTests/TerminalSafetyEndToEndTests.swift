import Foundation
import TestSupport
import Testing

/// A calendar title, a name or a word a user typed is shown on the terminal, never obeyed by it
/// (issue 13): escape sequences, the bell, carriage returns and bidi overrides arrive visibly.
@Suite("Terminal-safe output, end to end")
struct TerminalSafetyEndToEndTests {
  static let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{8}\u{202E}x"

  static func calendar(in folder: String) throws -> String {
    let path = folder + "/hostile.ics"
    let ics = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//t//EN", "X-WR-CALNAME:Sch\u{1B}[31mool",
      "BEGIN:VEVENT", "UID:a", "DTSTAMP:20260101T000000Z", "DTSTART;VALUE=DATE:20261124",
      "DTEND;VALUE=DATE:20261125", "SUMMARY:Winter Break \(hostile)", "END:VEVENT",
      "BEGIN:VEVENT", "UID:b", "DTSTAMP:20260101T000000Z", "DTSTART:20261125T090000Z",
      "DTEND:20261125T100000Z", "SUMMARY:Club\u{1B}[5m", "END:VEVENT", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")
    try ics.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static func controls(_ text: String) -> [UInt32] {
    text.unicodeScalars.map(\.value).filter { ($0 < 0x20 && $0 != 0x0A) || (0x7F...0x9F).contains($0) || $0 == 0x202E }
  }

  @Test("a calendar's escape sequences reach no terminal: events, explain, preview, today and tq-notify")
  func calendarTitles() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let file = try Self.calendar(in: household.home.path)
    #expect(try household.parent("calendar", "add", file).status == 0)
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    let runs: [(String, Executable.Result)] = [
      (
        "events",
        try household.parent("calendar", "events", "--source", file, "--from", "2026-11-24", "--to", "2026-11-25")
      ),
      ("explain", try household.parent("calendar", "explain", "2026-11-24")),
      ("preview", try household.parent("calendar", "preview", "--from", "2026-11-23", "--to", "2026-11-29")),
      ("status", try household.parent("calendar", "status")),
      ("today", try household.player("today", "--player", "Maya", "--date", "2026-11-24")),
      ("notify", try household.notify("--date", "2026-11-24")),
      ("waybar", try household.notify("--date", "2026-11-24", "--sink", "waybar")),
    ]
    for (name, result) in runs {
      #expect(result.status == 0, "\(name): \(result.stderr)")
      #expect(Self.controls(result.stdout).isEmpty, "\(name): \(Self.controls(result.stdout))")
      #expect(Self.controls(result.stderr).isEmpty, "\(name) stderr")
    }
    // Shown, not dropped: the reader sees that something was there.
    let explain = runs[1].1.stdout
    #expect(explain.contains("Winter Break ␛]0;pwned␇␛[2J␈<U+202E>x"), "\(explain)")
    #expect(explain.contains("Sch␛[31mool"), "\(explain)")
    #expect(runs[0].1.stdout.contains("Club␛[5m"))
    // JSON keeps its own escaping, exactly; a direction control is escaped too (issue 23).
    let json = try household.parent(
      "calendar", "events", "--source", file, "--from", "2026-11-24", "--to", "2026-11-24", "--format", "json")
    #expect(json.stdout.contains(#"Winter Break \u001b]0;pwned\u0007\u001b[2J\u0008\u202ex"#), "\(json.stdout)")
  }

  @Test("a word a user typed is echoed safely by the argument parser and by the app's own errors, and cut")
  func echoedWords() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let results = [
      try household.player("--bogus\u{1B}]0;x\u{07}"),
      try household.parent("player", "remove", "Ghost\u{1B}[2J"),
      try household.player("today", "--player", "Ghost\u{1B}[2J" + String(repeating: "x", count: 100_000)),
    ]
    for result in results {
      #expect(result.status != 0 && result.status < 128)
      #expect(Self.controls(result.stderr).isEmpty, "\(result.stderr.prefix(200))")
      #expect(result.stderr.contains("␛"), "\(result.stderr.prefix(200))")
      #expect(result.stderr.utf8.count < 20_000)
    }
  }
}
