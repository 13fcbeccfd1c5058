import Foundation
import TestSupport
import Testing

@Suite("Bad input, end to end")
struct BadInputEndToEndTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    /// Words the one-line message must contain: the value and the fix.
    var mentions: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(
      arguments: ["routine", "add", "Chores", "--player", "Maya", "--days", "mon,funday", "--task", "Dishes=5m"],
      status: 64, mentions: ["funday", "weekdays"]),
    Case(
      arguments: ["routine", "add", "Chores", "--player", "Nobody", "--days", "mon", "--task", "Dishes=5m"],
      status: 65, mentions: ["Nobody", "Maya"]),
    Case(
      arguments: ["routine", "add", "School morning", "--player", "Maya", "--days", "mon", "--task", "X=5m"],
      status: 65, mentions: ["School morning"]),
    Case(
      arguments: ["routine", "add", "Chores", "--player", "Maya", "--days", "mon", "--task", "Dishes five"],
      status: 64, mentions: ["Dishes five", "Name=MINUTES"]),
    Case(
      arguments: ["routine", "add", "Chores", "--player", "Maya", "--days", "mon"],
      status: 64, mentions: ["--task"]),
    Case(
      arguments: [
        "routine", "add", "Chores", "--player", "Maya", "--days", "mon", "--mode", "sometimes", "--task", "A=1",
      ],
      status: 64, mentions: ["sometimes"]),
    Case(arguments: ["player", "add", "Maya"], status: 65, mentions: ["Maya"]),
    Case(arguments: ["player", "remove", "Zed"], status: 65, mentions: ["Zed"]),
    Case(arguments: ["routine", "remove", "Nap"], status: 65, mentions: ["Nap"]),
    Case(arguments: ["routine", "list", "--frobnicate"], status: 64, mentions: ["frobnicate"]),
  ]

  @Test("tq-parent refuses with the documented code, names the problem, and changes nothing", arguments: cases)
  func parentRefuses(_ item: Case) throws {
    let household = try HouseholdFixture()
    try household.seed()
    let before = try household.state()
    let result = try household.parent.run(item.arguments + ["--home", household.home.path])
    #expect(result.status == item.status, "stderr: \(result.stderr)")
    for word in item.mentions { #expect(result.stderr.contains(word), "stderr: \(result.stderr)") }
    #expect(result.stdout.isEmpty)
    #expect(try household.state() == before)
  }

  @Test(
    "a bad date is a usage error in every program",
    arguments: [
      ("tq-player", ["today", "--date", "2026-02-30"]),
      ("tq-player", ["today", "--date", "next friday"]),
      ("tq-notify", ["--date", "21.12.2026"]),
      ("tq-notify", ["is", "free-day", "--date", "2026-13-01"]),
    ])
  func badDate(program: String, arguments: [String]) throws {
    let household = try HouseholdFixture()
    try household.seed()
    let result = try Executable(program).run(arguments + ["--home", household.home.path])
    #expect(result.status == 64)
    #expect(result.stderr.contains("YYYY-MM-DD"))
  }

  @Test("an unknown player for tq-player is named with the known ones")
  func unknownPlayer() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let result = try household.player("today", "--player", "Zoe")
    #expect(result.status == 65)
    #expect(result.stderr.contains("Zoe"))
    #expect(result.stderr.contains("Leo, Maya") || result.stderr.contains("Maya, Leo"))
  }

  @Test("an unwritable home is an I/O error that names the folder")
  func unwritableHome() throws {
    let dir = try TemporaryDirectory()
    let home = dir.url.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: home.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: home.path) }
    // root ignores permission bits, so lock the folder by making it a file instead when running as root.
    let target: String
    if getuid() == 0 {
      target = try dir.write("not-a-folder", "x")
    } else {
      target = home.path
    }
    let result = try Executable("tq-parent").run(["player", "add", "Maya", "--home", target])
    #expect(result.status == 74, "stderr: \(result.stderr)")
    #expect(result.stderr.contains(target))
  }

  @Test("an unknown sink is a usage error that lists the sinks")
  func unknownSink() throws {
    let household = try HouseholdFixture()
    let result = try household.notify("--sink", "pigeon")
    #expect(result.status == 64)
    #expect(result.stderr.contains("pigeon"))
    #expect(result.stderr.contains("waybar"))
  }
}
