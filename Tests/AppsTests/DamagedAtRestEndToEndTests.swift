import Foundation
import TestSupport
import Testing

/// A database and a settings file already damaged, planted the way a person or another program
/// would (`sqlite3`, an editor), then every read command (issue 23). Before, a guess of 2^62 s
/// crashed `history`, `stats` and `report` for ever, a BLOB name crashed `player list`, `history`
/// and `export`, and a PBKDF2 count of 2^32 crashed every PIN-checked command (2×10^9 hung it).
/// Now each says what is wrong, with 65, and nothing is changed.
@Suite("Damage planted at rest is reported by every read command, end to end")
struct DamagedAtRestEndToEndTests {
  /// The seeded household with one game of Leo's (a timed task and a skipped one), and a PIN.
  static func household() throws -> HouseholdFixture {
    let household = try HouseholdFixture.seeded()
    let played = try household.player.run(
      ["play", "bedtime", "--player", "leo", "--home", household.home.path], stdin: "5\n\n10m\nskip\n")
    #expect(played.status == 0, "\(played.stderr)")
    return household
  }

  static let pin = ["TQ_PARENT_PIN": "4721"]

  static func setPIN(_ household: HouseholdFixture) throws {
    let set = try household.parent.run(
      ["pin", "set", "--pin-stdin", "--home", household.home.path], stdin: "4721\n")
    #expect(set.status == 0, "\(set.stderr)")
  }

  /// Every command that reads what the damage is in; the parent's ones pass the PIN gate first.
  /// Players, routines and tasks are checked at every read; the games (years of rows) as they are
  /// read, and all of them by `player list`, `status` and `today`, which show the household.
  static func reads(_ household: HouseholdFixture) throws -> [(String, Executable.Result)] {
    let home = ["--home", household.home.path]
    return [
      ("history", try household.player.run(["history"] + home)),
      ("stats", try household.player.run(["stats"] + home)),
      ("report", try household.parent.run(["report"] + home, environment: pin)),
      ("export", try household.parent.run(["export"] + home, environment: pin)),
      ("player list", try household.parent.run(["player", "list"] + home, environment: pin)),
      ("status", try household.parent.run(["status"] + home, environment: pin)),
      ("today", try household.player.run(["today", "--player", "Maya"] + home)),
    ]
  }

  static let damages: [(name: String, sql: String, mentions: [String])] = [
    ("a guess of 2^62 s", "UPDATE game_tasks SET guess_seconds = 4611686018427387904", ["game_tasks", "guess"]),
    (
      "a time of Int.max s",
      "UPDATE game_tasks SET actual_seconds = 9223372036854775807 WHERE actual_seconds IS NOT NULL",
      ["game_tasks", "time of 9223372036854775807 s"]
    ),
    (
      "a player name stored as a BLOB", "UPDATE players SET name = X'4c656fff' WHERE name = 'Leo'", ["players", "name"]
    ),
    ("a game task's name as a BLOB", "UPDATE game_tasks SET name = X'00ff'", ["game_tasks", "name is a BLOB"]),
    (
      "a game's routine name as a BLOB", "UPDATE game_sessions SET routine_name = X'426564ff'",
      ["game_sessions", "routine_name"]
    ),
    (
      "a game dated a week before its start", "UPDATE game_sessions SET date = date(date, '-7 days')",
      ["game_sessions", "is not the day the game started"]
    ),
    (
      "a game started at no time", "UPDATE game_sessions SET started_at = 'yesterday'", ["game_sessions", "started_at"]
    ),
    (
      "a game task's position as text", "UPDATE game_tasks SET position = 'first' WHERE position = 0",
      ["game_tasks", "position is text"]
    ),
    (
      "a task of 2^62 minutes", "UPDATE tasks SET minutes = 4611686018427387904 WHERE name = 'Bath'",
      ["tasks", "minutes"]
    ),
  ]

  @Test("history, stats, report, player list, export, today and a PIN-checked status say the database is damaged")
  func database() throws {
    let household = try Self.household()
    try Self.setPIN(household)
    let data = household.home.path + "/data"
    let good = household.home.path + "/data.good"
    try FileManager.default.copyItem(atPath: data, toPath: good)
    for damage in Self.damages {
      try? FileManager.default.removeItem(atPath: data)
      try FileManager.default.copyItem(atPath: good, toPath: data)
      _ = try sqlite3(data + "/timequest.sqlite", damage.sql)
      let planted = try sqlite3(data + "/timequest.sqlite", "PRAGMA integrity_check")
      #expect(planted == "ok")
      let before = try Data(contentsOf: URL(fileURLWithPath: data + "/timequest.sqlite"))
      for (command, result) in try Self.reads(household) {
        let label = "\(damage.name): \(command)"
        #expect(result.status == 65, "\(label): exit \(result.status) \(result.stderr.prefix(300))")
        #expect(result.stderr.contains("TimeQuest never writes"), "\(label): \(result.stderr)")
        for word in damage.mentions { #expect(result.stderr.contains(word), "\(label): \(result.stderr)") }
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: data + "/timequest.sqlite")) == before, "\(damage.name)")
    }
  }

  @Test(
    "a PIN record of 2^32 or 2×10^9 iterations is 65 naming gate.iterations at every PIN-checked command",
    arguments: [4_294_967_296, 2_000_000_000])
  func iterations(_ count: Int) throws {
    let household = try HouseholdFixture.seeded()
    try Self.setPIN(household)
    let file = household.home.path + "/config/settings.json"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let planted = text.replacingOccurrences(
      of: #""iterations" : \d+"#, with: "\"iterations\" : \(count)", options: .regularExpression)
    #expect(planted != text)
    try planted.write(toFile: file, atomically: true, encoding: .utf8)
    let before = try household.home.snapshot()
    let home = ["--home", household.home.path]
    for arguments in [["player", "list"], ["report"], ["export"], ["import", file], ["status"]] {
      let result = try household.parent.run(arguments + home, environment: Self.pin)
      #expect(result.status == 65, "\(arguments): exit \(result.status) \(result.stderr.prefix(300))")
      #expect(result.stderr.contains("gate.iterations"), "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains("\(count)"), "\(arguments): \(result.stderr)")
    }
    #expect(try household.home.snapshot() == before)
  }

  @Test("a gate.json failure count near Int.max: the next wrong answer locks the gate (77), no overflow")
  func failureCount() throws {
    let household = try HouseholdFixture.seeded()
    try Self.setPIN(household)
    try #"{"failures": 9223372036854775807}"#.write(
      toFile: household.home.path + "/state/gate.json", atomically: true, encoding: .utf8)
    let wrong = try household.parent.run(
      ["player", "list", "--home", household.home.path], environment: ["TQ_PARENT_PIN": "0000"])
    #expect(wrong.status == 77, "\(wrong.stderr)")
    #expect(wrong.stderr.contains("locked"), "\(wrong.stderr)")
  }
}
