import Foundation
import TestSupport
import Testing

@Suite("tq-player play, end to end")
struct PlayEndToEndTests {
  let household: HouseholdFixture

  init() throws {
    household = try HouseholdFixture()
    try household.seed()
  }

  /// Runs `tq-player play ARGUMENTS` with `script` on standard input (not a terminal).
  func play(_ arguments: [String], script: String) throws -> Executable.Result {
    try household.player.run(["play"] + arguments + ["--home", household.home.path], stdin: script)
  }

  /// Today's weekday code in UTC, as the programs see it under the test environment's TZ=UTC.
  static var todayCode: String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return ["sun", "mon", "tue", "wed", "thu", "fri", "sat"][calendar.component(.weekday, from: Date()) - 1]
  }

  @Test("a script plays a routine through standard input: a result per task, then the summary")
  func scriptedGame() throws {
    let result = try play(["bedtime", "--player", "leo"], script: "5\n\n10m\nskip\n")
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "Bedtime · Leo · 2 tasks")
    #expect(lines.contains("1/2 · Bath"))
    #expect(lines.contains { $0.hasPrefix("  · Guessed 5 min · took ") || $0.hasPrefix("  ◎ Guessed 5 min") })
    #expect(lines.contains("  · Guessed 10 min · skipped"))
    #expect(lines.contains("Bedtime · 2 of 2 tasks"))
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(!result.stdout.contains("\u{1B}["), "no escapes when not a terminal")
  }

  @Test("several players and no --player: exit 64 asking for --player")
  func needsPlayer() throws {
    let result = try play(["Bedtime"], script: "5\n\n")
    #expect(result.status == 64)
    #expect(result.stderr.contains("--player"))
    #expect(result.stderr.contains("Leo") && result.stderr.contains("Maya"))
  }

  @Test("an unknown routine or player: exit 65 listing the names that exist")
  func unknownNames() throws {
    let routine = try play(["Bath time", "--player", "Leo"], script: "")
    #expect(routine.status == 65)
    #expect(routine.stderr.contains("'Bath time'") && routine.stderr.contains("Bedtime"))
    let player = try play(["Bedtime", "--player", "Zoe"], script: "")
    #expect(player.status == 65)
    #expect(player.stderr.contains("Zoe") && player.stderr.contains("Leo, Maya"))
  }

  @Test("a guess that is not a time: exit 65 naming the line, the tasks before it kept")
  func badGuess() throws {
    let result = try play(["Bedtime", "--player", "Leo"], script: "5\n\nten minutes\n\n")
    #expect(result.status == 65)
    #expect(result.stderr.contains("line 3: 'ten minutes' is not a time"), "stderr: \(result.stderr)")
    #expect(result.stdout.contains("1/2 · Bath"))
  }

  @Test("a routine not on today's list: a passive message and exit 65; --any plays it anyway")
  func notOnTheList() throws {
    let others = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].filter { $0 != Self.todayCode }
    try household.parent(
      "routine", "add", "Piano", "--player", "Leo", "--days", others.joined(separator: ","), "--task", "Scales=10m")
    let refused = try play(["Piano", "--player", "Leo"], script: "5\n\n")
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("Piano is not on Leo's list today"), "stderr: \(refused.stderr)")
    #expect(refused.stderr.contains("--any"))
    #expect(refused.stdout.isEmpty)
    let played = try play(["Piano", "--player", "Leo", "--any"], script: "5\n\n")
    #expect(played.status == 0, "stderr: \(played.stderr)")
    #expect(played.stdout.contains("Piano · 1 of 1 tasks"))
  }

  @Test("tq-player --help lists play")
  func help() throws {
    let result = try household.player.run(["--help"])
    #expect(result.stdout.contains("play"))
  }
}
