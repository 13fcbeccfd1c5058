import Foundation
import TestSupport
import Testing

/// Starts a program and kills it with SIGKILL after `delay` seconds (or lets it finish first).
func runKilled(_ program: String, _ arguments: [String], after delay: TimeInterval) throws {
  let process = Process()
  process.executableURL = Executable.binDirectory.appendingPathComponent(program)
  process.arguments = arguments
  process.environment = ["PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path, "TZ": "UTC"]
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  process.standardInput = FileHandle.nullDevice
  try process.run()
  if delay > 0 { usleep(useconds_t(delay * 1_000_000)) }
  kill(process.processIdentifier, SIGKILL)
  process.waitUntilExit()
}

/// `sqlite3 FILE SQL`, the way a parent would check the file by hand.
func sqlite3(_ file: String, _ sql: String) throws -> String {
  let result = try Executable.launch(
    URL(fileURLWithPath: "/usr/bin/env"), ["sqlite3", file, sql], environment: nil, stderr: .standardOutput)
  return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
}

@Suite("kill -9 at any moment, end to end")
struct CrashSafetyEndToEndTests {
  static let kills = 14

  /// A household far bigger than the seeded one: many routines with many tasks, and a long play history.
  static func bigBackup(from small: String) throws -> Data {
    var document = try #require(try parseJSON(small) as? [String: Any])
    var players: [[String: Any]] = [["name": "Leo"], ["name": "Maya"]]
    var routines: [[String: Any]] = []
    var plays: [[String: Any]] = []
    for p in 0..<6 { players.append(["name": "Child \(p)"]) }
    for r in 0..<160 {
      let tasks = (0..<25).map { ["name": "Step \($0) of \(r)", "minutes": 1 + ($0 + r) % 30] }
      routines.append([
        "name": "Routine \(r)", "player": players[r % players.count]["name"]!,
        "mode": ["always", "school-day", "free-day"][r % 3],
        "activeDays": ["mon", "wed", "fri"], "tasks": tasks,
      ])
    }
    for n in 0..<1_500 {
      let second = n % 60 < 10 ? "0\(n % 60)" : "\(n % 60)"
      plays.append([
        "player": players[n % players.count]["name"]!, "routine": "Routine \(n % 160)",
        "playedAt": "2026-10-\(10 + n % 18)T18:\(10 + n % 40):\(second)Z",
        "tasks": (0..<5).map { ["name": "Step \($0)", "estimateMinutes": $0 + 1, "actualSeconds": 60 * $0 + n % 50] },
      ])
    }
    document["household"] = ["players": players, "routines": routines, "plays": plays]
    return try JSONSerialization.data(withJSONObject: document)
  }

  @Test("imports killed at varied moments leave a sound database holding the old or the new household")
  func killedImports() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let home = household.home.path
    let database = home + "/data/timequest.sqlite"
    let small = try household.parent("export").stdout
    let smallFile = try household.home.write("small.json", small)
    let bigFile = home + "/big.json"
    try Self.bigBackup(from: small).write(to: URL(fileURLWithPath: bigFile))

    // One full import, to learn both exports and roughly how long an import takes on this machine.
    let started = Date()
    let imported = try household.parent("import", bigFile)
    let duration = Date().timeIntervalSince(started)
    #expect(imported.status == 0, "stderr: \(imported.stderr)")
    let big = try household.parent("export").stdout
    #expect(big != small)
    #expect(try household.parent("import", smallFile).status == 0)

    let known = [small: "old", big: "new"]
    var seen: Set<String> = []
    for kill in 0..<Self.kills {
      // Spread the kills from the start of the process to a little after the import would end.
      let delay = duration * 1.2 * Double(kill) / Double(Self.kills - 1)
      try runKilled("tq-parent", ["import", kill % 2 == 0 ? bigFile : smallFile, "--home", home], after: delay)
      #expect(try sqlite3(database, "PRAGMA integrity_check") == "ok", "after kill \(kill)")
      let export = try household.parent("export")
      #expect(export.status == 0, "after kill \(kill): \(export.stderr)")
      let state = known[export.stdout]
      #expect(state != nil, "after kill \(kill) the household is neither the old nor the new one")
      if let state { seen.insert(state) }
    }
    #expect(!seen.isEmpty)
  }

  @Test("routine adds killed at varied moments leave each routine whole or absent")
  func killedAdds() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let home = household.home.path
    let tasks = (0..<60).flatMap { ["--task", "Step \($0)=\($0 % 9 + 1)m"] }
    let started = Date()
    #expect(
      try household.parent.run(
        ["routine", "add", "Timing", "--player", "Leo", "--days", "daily", "--home", home] + tasks
      ).status == 0)
    let duration = Date().timeIntervalSince(started)

    for kill in 0..<Self.kills {
      let delay = duration * 1.2 * Double(kill) / Double(Self.kills - 1)
      try runKilled(
        "tq-parent", ["routine", "add", "Big \(kill)", "--player", "Maya", "--days", "daily", "--home", home] + tasks,
        after: delay)
      #expect(try sqlite3(home + "/data/timequest.sqlite", "PRAGMA integrity_check") == "ok", "after kill \(kill)")
    }
    let routines = try #require(
      try parseJSON(household.parent("routine", "list", "--format", "json").stdout) as? [[String: Any]])
    for routine in routines where (routine["name"] as? String)?.hasPrefix("Big ") == true {
      #expect((routine["tasks"] as? [Any])?.count == 60, "\(routine["name"] ?? "") is partial")
    }
    // The seeded routines are all still there.
    let names = Set(routines.compactMap { $0["name"] as? String })
    #expect(names.isSuperset(of: ["School morning", "Slow morning", "Violin", "Bedtime", "Timing"]))
  }
}

@Suite("A damaged database, end to end")
struct CorruptDatabaseEndToEndTests {
  struct Damage: CustomTestStringConvertible, Sendable {
    var name: String
    var make: @Sendable (String) throws -> Void
    var testDescription: String { name }
  }

  static let damages: [Damage] = [
    Damage(name: "random bytes") { path in
      try Data((0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }).write(to: URL(fileURLWithPath: path))
    },
    Damage(name: "a SQLite header over garbage") { path in
      try Data(("SQLite format 3\0" + String(repeating: "garbage ", count: 600)).utf8).write(
        to: URL(fileURLWithPath: path))
    },
    Damage(name: "a real household with its pages overwritten") { path in
      #expect(try sqlite3(path, "PRAGMA wal_checkpoint(TRUNCATE)").hasPrefix("0|"))
      var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      for index in 4_096..<bytes.count { bytes[index] = UInt8(truncatingIfNeeded: index &* 7) }
      try bytes.write(to: URL(fileURLWithPath: path))
    },
    Damage(name: "someone else's SQLite database") { path in
      try FileManager.default.removeItem(atPath: path)
      _ = try sqlite3(path, "CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('soup')")
    },
  ]

  @Test(
    "every program refuses it with 65 or 74, says where it is and how to restore, and never writes it",
    arguments: damages)
  func refused(_ damage: Damage) throws {
    let household = try HouseholdFixture()
    try household.seed()
    let path = household.home.path + "/data/timequest.sqlite"
    try damage.make(path)
    for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))

    let runs = [
      try household.parent("status"),
      try household.parent("routine", "list"),
      try household.parent("routine", "add", "Nap", "--player", "Leo", "--days", "daily", "--task", "Sleep=20m"),
      try household.parent("export"),
      try household.player("today", "--player", "Maya"),
      try household.player("today", "--player", "Maya", "--format", "json"),
    ]
    for result in runs {
      #expect([65, 74].contains(result.status), "exit \(result.status): \(result.stderr)")
      #expect(result.stderr.contains(path), "stderr: \(result.stderr)")
      #expect(result.stderr.contains("tq-parent import"), "stderr: \(result.stderr)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }
  }
}
