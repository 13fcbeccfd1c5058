import Foundation
import TestSupport
import Testing

/// A game in progress while another program changes the household under it: its remaining tasks
/// go nowhere, the other child's games stay as they were, and the game says why it stopped (75).
@Suite("A game in progress never writes into someone else's, end to end")
struct GameIdentityEndToEndTests {
  /// Maya's `tq-player play "School morning"` (three tasks), running, with its first task (Get dressed)
  /// saved and waiting for the second guess.
  struct RunningGame {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()

    init(_ household: HouseholdFixture) throws {
      process.executableURL = Executable.binDirectory.appendingPathComponent("tq-player")
      process.arguments = ["play", "School morning", "--player", "Maya", "--any", "--home", household.home.path]
      process.environment = ["PATH": "/usr/bin:/bin", "HOME": household.home.path, "TZ": "UTC"]
      process.standardInput = input
      process.standardOutput = output
      process.standardError = errors
      try process.run()
      input.fileHandleForWriting.write(Data("5\n\n".utf8))
      try PlayEndToEndTests.waitUntilReadingInput(process.processIdentifier)
    }

    /// Plays the second and third tasks, then waits for the end: the status and what was printed.
    func finish() throws -> (status: Int32, stdout: String, stderr: String) {
      input.fileHandleForWriting.write(Data("7\n\n8\n\n".utf8))
      try input.fileHandleForWriting.close()
      let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, stdout, stderr)
    }
  }

  /// Every game of the household, oldest first, as `player routine finished: task, task`.
  static func games(_ household: HouseholdFixture) throws -> [String] {
    let result = try household.player("history", "--format", "json")
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let object = try #require(try parseJSON(result.stdout) as? [String: Any])
    let sessions = try #require(object["sessions"] as? [[String: Any]])
    return sessions.reversed().map { session in
      let tasks = (session["tasks"] as? [[String: Any]] ?? []).map { ($0["name"] as? String) ?? "?" }
      let state = session["finished"] as? Bool == true ? "finished" : "unfinished"
      return "\(session["player"] ?? "?") \(session["routine"] ?? "?") \(state): "
        + tasks.joined(separator: ", ")
    }
  }

  /// The game stopped at its first refused task (the second): no third task asked, no summary.
  static func expectRefused(_ end: (status: Int32, stdout: String, stderr: String)) {
    #expect(end.status == 75, "stderr: \(end.stderr)")
    #expect(end.stdout.contains("2/3 · Breakfast"), "\(end.stdout)")
    #expect(!end.stdout.contains("3/3"), "\(end.stdout)")
    #expect(end.stderr.contains("is no longer in the household"), "\(end.stderr)")
    #expect(end.stderr.contains("start a new game"), "\(end.stderr)")
  }

  @Test("its player removed meanwhile: the next task is refused (75), and another child's new game is untouched")
  func playerRemoved() throws {
    let household = try HouseholdFixture.seeded()
    let game = try RunningGame(household)
    #expect(try Self.games(household) == ["Maya School morning unfinished: Get dressed"])

    #expect(try household.parent("player", "remove", "Maya", "--yes").status == 0)
    // Leo's game, started after the removal, is the one that once took the removed game's id.
    let leos = try household.player.run(
      ["play", "Bedtime", "--player", "Leo", "--home", household.home.path], stdin: "3\n\n")
    #expect(leos.status == 0, "stderr: \(leos.stderr)")
    let before = try Self.games(household)

    Self.expectRefused(try game.finish())
    #expect(try Self.games(household) == before)
    // Leo's own next task still goes to his own game.
    let next = try household.player.run(
      ["play", "Bedtime", "--player", "Leo", "--home", household.home.path], stdin: "4\n\n")
    #expect(next.status == 0, "stderr: \(next.stderr)")
    #expect(try Self.games(household) == ["Leo Bedtime unfinished: Bath", "Leo Bedtime unfinished: Bath"])
  }

  @Test("the household replaced by an import meanwhile: the next task is refused (75), the imported games untouched")
  func householdImported() throws {
    let source = try HouseholdFixture.seeded()
    for _ in 0..<3 {
      let played = try source.player.run(
        ["play", "Bedtime", "--player", "Leo", "--home", source.home.path], stdin: "3\n\n")
      #expect(played.status == 0, "stderr: \(played.stderr)")
    }
    let export = try source.parent("export")
    #expect(export.status == 0, "stderr: \(export.stderr)")
    let backup = source.home.path + "/backup.json"
    try Data(export.stdout.utf8).write(to: URL(fileURLWithPath: backup))
    let imported = try Self.games(source)
    #expect(imported.count == 3)

    let household = try HouseholdFixture.seeded()
    let game = try RunningGame(household)
    let replaced = try household.parent("import", backup)
    #expect(replaced.status == 0, "stderr: \(replaced.stderr)")
    #expect(try Self.games(household) == imported)

    Self.expectRefused(try game.finish())
    #expect(try Self.games(household) == imported)
  }
}
