import Foundation
import TestSupport
import Testing

@Suite("Input that is stored is well-formed, end to end")
struct StoredInputEndToEndTests {
  @Test(
    "text with controls, bidi overrides or over its length is refused with 64 and nothing changes",
    arguments: [
      ["player", "add", "Ma\u{1B}]0;pwned\u{07}ya"],
      ["player", "add", "Ma\u{202E}ya"],
      ["routine", "add", "Chores", "--player", "Maya", "--days", "mon", "--task", "Dish\u{200B}es=5m"],
      [
        "routine", "add", "Chores", "--player", "Maya", "--days", "mon", "--task",
        String(repeating: "x", count: 61) + "=5m",
      ],
      ["calendar", "override", "set", "2026-12-21", "free", "--note", "\u{1B}]0;pwned\u{07}"],
      ["calendar", "override", "set", "2026-12-21", "free", "--note", String(repeating: "n", count: 201)],
      ["calendar", "keywords", "add", "ski\u{1B}[2J"],
      ["calendar", "add", ""],
      ["player", "list", "--home", ""],
      ["player", "set", "Maya", "--school", "mid\u{1B}[2Jdle"],
      ["player", "add", "Ana", "--school", "university"],
    ])
  func refused(_ arguments: [String]) throws {
    let household = try HouseholdFixture()
    try household.seed()
    let before = try household.home.snapshot()
    let result = try household.parent.run(
      arguments + (arguments.contains("--home") ? [] : ["--home", household.home.path]))
    #expect(result.status == 64, "stderr: \(result.stderr)")
    #expect(!result.stderr.unicodeScalars.contains("\u{1B}"))
    #expect(try household.home.snapshot() == before)
  }

  @Test("a decomposed é finds the player stored from a precomposed one")
  func nfc() throws {
    let household = try HouseholdFixture()
    try household.parent("player", "add", "Z\u{E9}lie")
    #expect(try household.parent("player", "add", "Ze\u{301}lie").status == 65)
    #expect(try household.parent("player", "remove", "Ze\u{301}lie").status == 0)
  }

  @Test("an argument of invalid UTF-8 is 64 naming it, and is never stored as U+FFFD")
  func invalidBytes() throws {
    let household = try HouseholdFixture()
    let binary = Executable.binDirectory.appendingPathComponent("tq-parent").path
    let result = try Executable.launch(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", #"exec "$0" player add "$(printf 'Ma\377ya')" --home "$1""#, binary, household.home.path],
      environment: nil, stdout: .discard)
    let message = result.stderr
    #expect(result.status == 64)
    #expect(message.contains("argument 3") && message.contains("UTF-8"), "stderr: \(message)")
    #expect(try household.parent("player", "list", "--format", "json").stdout.contains("\u{FFFD}") == false)
  }
}
