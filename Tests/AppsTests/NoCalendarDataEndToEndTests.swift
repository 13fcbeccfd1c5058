import Foundation
import TestSupport
import Testing

/// The promise "calendar data is read fresh and never stored", checked on the bytes of every file.
@Suite("No calendar data is ever stored, end to end")
struct NoCalendarDataEndToEndTests {
  /// Words that appear only in the calendar: its titles, descriptions, categories, location and
  /// calendar name (a calendar's name is stored only when the parent chooses it with `calendar
  /// select`, not done here). The in-window all-day event's DESCRIPTION and CATEGORIES are read
  /// as evidence by the context engine, so they must not reach a file either.
  static let secrets = [
    "Zyxwv Quokka Jamboree", "Quokka", "Zyxwv", "Plimsoll Narwhal Gala", "Narwhal", "Xylophone Marmalade",
    "Bramblewick", "Snorkelbury", "Wombleflax", "Quibblethorpe",
  ]

  static let calendar = """
    BEGIN:VCALENDAR\r
    VERSION:2.0\r
    PRODID:-//Test//No Calendar Data//EN\r
    X-WR-CALNAME:Snorkelbury Primary\r
    BEGIN:VEVENT\r
    UID:jamboree@example.org\r
    DTSTAMP:20261101T120000Z\r
    DTSTART;VALUE=DATE:20261204\r
    DTEND;VALUE=DATE:20261205\r
    SUMMARY:Zyxwv Quokka Jamboree - No School\r
    DESCRIPTION:No school for students\\, Wombleflax day\\nTeachers\r
      only (folded)\r
    CATEGORIES:Public holiday,Quibblethorpe\r
    END:VEVENT\r
    BEGIN:VEVENT\r
    UID:gala@example.org\r
    DTSTAMP:20261101T120000Z\r
    DTSTART:20261203T120000Z\r
    DTEND:20261203T150000Z\r
    SUMMARY:Plimsoll Narwhal Gala - Early Release\r
    DESCRIPTION:Secret Xylophone Marmalade\r
    LOCATION:Bramblewick Hall\r
    END:VEVENT\r
    BEGIN:VEVENT\r
    UID:term@example.org\r
    DTSTAMP:20261101T120000Z\r
    DTSTART;VALUE=DATE:20261130\r
    DTEND;VALUE=DATE:20261203\r
    SUMMARY:Zyxwv term days\r
    END:VEVENT\r
    END:VCALENDAR\r

    """

  @Test(
    "after every program has read the calendar, from a file, a feed or a CalDAV account, no file under the home holds any of its words",
    arguments: ["file", "feed", "caldav"])
  func noFileHoldsCalendarWords(source: String) async throws {
    let household = try HouseholdFixture()
    try household.seed()
    // The calendar lives outside the home, as a parent's own file would.
    let outside = try TemporaryDirectory()
    let ics = try outside.write("school.ics", Self.calendar)
    // A feed serves the same bytes over HTTP: what was fetched lives only in the process.
    let server = source == "feed" ? try FeedServer() : nil
    defer { withExtendedLifetime(server) {} }
    // A CalDAV collection holds the same events, each its own object, titled as the calendar is.
    let dav = source == "caldav" ? try CalDAVServer(.xandikos) : nil
    defer { withExtendedLifetime(dav) {} }
    var location = server?.url("/file?path=\(ics)") ?? ics
    if let dav {
      let collection = try await dav.makeCalendar("school", title: "Snorkelbury Primary")
      try await dav.put(Self.calendar, in: collection)
      location = "caldav://127.0.0.1:\(dav.port)\(collection)"
    }
    try household.home.write(
      "config/settings.json",
      """
      {"version": 1, "calendar": {"enabled": true, "sources": [{"id": "s", "location": "\(location)", "name": "School"}]}}
      """)

    var outputs = ""
    func run(_ result: Executable.Result, _ what: String, mustSucceed: Bool = true) {
      if mustSucceed { #expect(result.status == 0, "\(what): \(result.stderr)") }
      outputs += result.stdout + result.stderr
    }
    for date in ["2026-12-03", "2026-12-04", "2026-12-02"] {
      run(try household.player("today", "--date", date), "today \(date)")
      run(try household.player("today", "--date", date, "--player", "Maya", "--format", "json"), "today json \(date)")
      for sink in ["stdout", "json", "waybar"] {
        run(try household.notify("--date", date, "--sink", sink), "notify \(sink)")
      }
      run(try household.notify("--date", date, "--sink", "desktop"), "notify desktop", mustSucceed: false)
      run(try household.notify("is", "free-day", "--date", date), "is", mustSucceed: false)
    }
    run(try household.parent("status"), "status")
    // The parent's calendar tools read the same calendar (they print its events, they never keep them).
    run(try household.parent("calendar", "status"), "calendar status")
    run(try household.parent("calendar", "explain", "2026-12-04"), "calendar explain")
    run(
      try household.parent("calendar", "events", "--from", "2026-11-30", "--to", "2026-12-05", "--format", "json"),
      "calendar events")
    // An export no longer creates its folder (issue 23).
    try FileManager.default.createDirectory(
      atPath: household.home.path + "/exports", withIntermediateDirectories: true)
    run(try household.parent("export", household.home.path + "/exports/backup.json"), "export")
    run(try household.parent("import", household.home.path + "/exports/backup.json"), "import")
    run(
      try household.parent("routine", "add", "Chess", "--player", "Leo", "--days", "fri", "--task", "Play=30m"), "add")
    let pin = try household.parent.run(["pin", "set", "--pin-stdin", "--home", household.home.path], stdin: "4721\n")
    run(pin, "pin set")
    run(
      try household.parent.run(["status", "--home", household.home.path], environment: ["TQ_PARENT_PIN": "0000"]),
      "wrong pin", mustSucceed: false)

    // The calendar was really read: its words reached the programs' output.
    #expect(outputs.contains("Zyxwv Quokka Jamboree"), "the calendar was not read: \(outputs.prefix(2000))")

    let files = try household.home.allFiles()
    #expect(files.keys.contains { $0.hasSuffix("timequest.sqlite") })
    #expect(files.keys.contains { $0.hasSuffix("settings.json") })
    #expect(files.keys.contains { $0.contains("/state/backups/") })
    #expect(files.keys.contains { $0.hasSuffix("gate.json") })
    for (path, bytes) in files {
      for secret in Self.secrets {
        #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(path) holds '\(secret)'")
        #expect(bytes.range(of: Data(secret.lowercased().utf8)) == nil, "\(path) holds '\(secret.lowercased())'")
      }
    }
  }
}

extension TemporaryDirectory {
  /// Every regular file below, with its bytes, SQLite's -wal and -shm files included.
  func allFiles() throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
    while let file = enumerator?.nextObject() as? URL {
      guard (try file.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
      files[file.path] = try Data(contentsOf: file)
    }
    return files
  }
}
