import Foundation
import TestSupport
import Testing

@Suite("Backup and restore, end to end")
struct BackupEndToEndTests {
  let household: HouseholdFixture

  init() throws {
    household = try HouseholdFixture()
    try household.seed()
  }

  /// The seeded household's export with play history and settings a newer version wrote, imported so the database holds them.
  func enrich() throws -> String {
    let export = try household.parent("export")
    #expect(export.status == 0, "stderr: \(export.stderr)")
    var document = try #require(try parseJSON(export.stdout) as? [String: Any])
    var contents = try #require(document["household"] as? [String: Any])
    contents["plays"] = [
      [
        "player": "Leo", "routine": "Bedtime", "playedAt": "2026-11-20T19:30:00Z",
        "tasks": [
          ["name": "Bath", "estimateMinutes": 10, "actualSeconds": 900],
          ["name": "Story", "estimateMinutes": 20, "actualSeconds": 1260],
        ],
      ],
      [
        "player": "Maya", "routine": "Violin", "playedAt": "2026-11-19T16:00:05Z",
        "tasks": [["name": "Scales", "estimateMinutes": 5, "actualSeconds": 610]],
      ],
    ]
    document["household"] = contents
    var settings = try #require(document["settings"] as? [String: Any])
    settings["fromANewerVersion"] = ["kept": true]
    settings["calendar"] = [
      "enabled": false, "sources": [["id": "school", "location": "/srv/school.ics", "name": "School"]],
    ]
    document["settings"] = settings
    let path = household.home.path + "/enriched.json"
    try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: path))
    let imported = try household.parent("import", path)
    #expect(imported.status == 0, "stderr: \(imported.stderr)")
    return path
  }

  @Test("export, import, export: the same bytes, with play history and settings")
  func roundTrip() throws {
    _ = try enrich()
    let first = try household.parent("export")
    #expect(first.stdout.contains("\"actualSeconds\" : 1260"))
    #expect(first.stdout.contains("fromANewerVersion"))
    let file = household.home.path + "/first.json"
    try Data(first.stdout.utf8).write(to: URL(fileURLWithPath: file))
    let imported = try household.parent("import", file)
    #expect(imported.status == 0, "stderr: \(imported.stderr)")
    let second = try household.parent("export")
    #expect(second.stdout == first.stdout)
  }

  @Test("export FILE writes the same document atomically with mode 0600")
  func exportFile() throws {
    let path = household.home.path + "/out/backup.json"
    // An export no longer creates its folder (issue 23).
    try FileManager.default.createDirectory(atPath: household.home.path + "/out", withIntermediateDirectories: true)
    let result = try household.parent("export", path)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains(path))
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == (try household.parent("export").stdout))
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: household.home.path + "/out")
    #expect(leftovers == ["backup.json"])
  }

  @Test("import says where the previous data went, and that file restores it")
  func automaticBackup() throws {
    let before = try household.parent("export").stdout
    _ = try enrich()
    let after = try household.parent("export").stdout
    #expect(after != before)
    let again = try household.parent("import", household.home.path + "/enriched.json")
    let line = try #require(again.stdout.split(separator: "\n").first { $0.contains("previous data was saved to") })
    let saved = try #require(line.range(of: household.home.path + "/state/backups/before-import-"))
    let savedPath = String(line[saved.lowerBound...].prefix { $0 != " " })
    #expect(try String(contentsOfFile: savedPath, encoding: .utf8) == after)
    // The first import's backup holds the household as seeded.
    let backups = try FileManager.default.contentsOfDirectory(atPath: household.home.path + "/state/backups")
      .map { household.home.path + "/state/backups/" + $0 }
    #expect(backups.count == 2)
    let first = try #require(backups.first { $0 != savedPath })
    let restored = try household.parent("import", first)
    #expect(restored.status == 0, "stderr: \(restored.stderr)")
    #expect(try household.parent("export").stdout == before)
  }

  @Test("import - reads standard input; with a PIN, --pin-stdin takes the first line")
  func standardInput() throws {
    let document = try household.parent("export").stdout
    try household.parent("player", "add", "Zed")
    let plain = try household.parent.run(["import", "-", "--home", household.home.path], stdin: document)
    #expect(plain.status == 0, "stderr: \(plain.stderr)")
    #expect(plain.stdout.contains("standard input"))
    #expect(try household.parent("export").stdout == document)

    #expect(
      try household.parent.run(["pin", "set", "--pin-stdin", "--home", household.home.path], stdin: "4721\n").status
        == 0)
    let gated = try household.parent.run(
      ["import", "-", "--pin-stdin", "--home", household.home.path], stdin: "4721\n" + document)
    #expect(gated.status == 0, "stderr: \(gated.stderr)")
    // The backup had no PIN, so importing it removed the PIN.
    #expect(try household.parent("status").status == 0)
  }

  @Test("a bad backup is refused with its JSON path and exit 65, and nothing changes")
  func refused() throws {
    let good = try household.parent("export").stdout
    let cases: [(String, String)] = [
      (good.replacingOccurrences(of: "\"school-day\"", with: "\"sometimes\""), "household.routines"),
      (good.replacingOccurrences(of: "\"minutes\" : 15", with: "\"minutes\" : -15"), ".minutes"),
      (
        good.replacingOccurrences(of: "\"coreStart\" : \"09:00\"", with: "\"coreStart\" : \"9 o'clock\""),
        "settings.calendar.rules.coreStart"
      ),
      (good.replacingOccurrences(of: "\"timequest-backup\"", with: "\"something-else\""), "not a TimeQuest backup"),
      ("{\"format\": \"timequest-backup\", \"version\": 7}", "newer TimeQuest"),
      ("not json at all", "not JSON"),
    ]
    for (text, mention) in cases {
      #expect(text != good)
      let before = try household.home.snapshot()
      let path = try household.home.write("bad.json", text)
      let result = try household.parent("import", path)
      #expect(result.status == 65, "\(mention): \(result.stderr)")
      #expect(result.stderr.contains(mention), "stderr: \(result.stderr)")
      #expect(result.stderr.contains("nothing was changed"))
      var after = try household.home.snapshot()
      after[path] = before[path]
      #expect(after == before)
      #expect(!FileManager.default.fileExists(atPath: household.home.path + "/state/backups"))
    }
  }

  @Test("a missing backup file is exit 66")
  func missing() throws {
    let result = try household.parent("import", household.home.path + "/nope.json")
    #expect(result.status == 66)
    #expect(result.stderr.contains("nope.json"))
  }
}
