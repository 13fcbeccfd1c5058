import Foundation
import TestSupport
import Testing

@Suite("The parent gate, end to end")
struct GateEndToEndTests {
  let household: HouseholdFixture

  init() throws {
    household = try HouseholdFixture()
    try household.seed()
  }

  func parent(_ arguments: [String], pin: String? = nil, stdin: String? = nil) throws -> Executable.Result {
    try household.parent.run(
      arguments + ["--home", household.home.path], environment: pin.map { ["TQ_PARENT_PIN": $0] } ?? [:], stdin: stdin)
  }

  func setPIN() throws {
    let result = try parent(["pin", "set", "--pin-stdin"], stdin: "4721\n")
    #expect(result.status == 0, "stderr: \(result.stderr)")
  }

  @Test("once a PIN is set, a command without it is denied and says how to answer")
  func denied() throws {
    try setPIN()
    let commands = [
      ["routine", "list"], ["status"], ["player", "add", "Zoe"], ["calendar", "status"], ["export"],
      ["import", "-"], ["pin", "set", "--pin-stdin"],
    ]
    for arguments in commands {
      let result = try parent(arguments)
      #expect(result.status == 77, "\(arguments): \(result.stderr)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains("TQ_PARENT_PIN"))
      #expect(result.stderr.contains("--pin-stdin"))
    }
    #expect(!(try parent(["player", "list"], pin: "4721").stdout.contains("Zoe")))
  }

  @Test("TQ_PARENT_PIN and --pin-stdin answer it")
  func answered() throws {
    try setPIN()
    let byEnvironment = try parent(["routine", "list"], pin: "4721")
    #expect(byEnvironment.status == 0, "stderr: \(byEnvironment.stderr)")
    #expect(byEnvironment.stdout.contains("Bedtime"))
    let byStdin = try parent(["player", "add", "Zoe", "--pin-stdin"], stdin: "4721\n")
    #expect(byStdin.status == 0, "stderr: \(byStdin.stderr)")
    #expect(try parent(["player", "list"], pin: "4721").stdout.contains("Zoe"))
  }

  @Test("the PIN is stored only as a salted hash in the settings")
  func storedHashed() throws {
    try setPIN()
    let settings = try String(contentsOfFile: household.home.path + "/config/settings.json", encoding: .utf8)
    #expect(settings.contains("pbkdf2-sha256"))
    #expect(!settings.contains("4721"))
  }

  @Test("five wrong answers lock the gate, with the time it opens; then the right PIN is refused too")
  func lockout() throws {
    try setPIN()
    for left in [4, 3, 2, 1] {
      let wrong = try parent(["status"], pin: "0000")
      #expect(wrong.status == 77)
      #expect(wrong.stderr.contains("wrong PIN"))
      #expect(wrong.stderr.contains("\(left) more"), "stderr: \(wrong.stderr)")
    }
    let fifth = try parent(["status"], pin: "0000")
    #expect(fifth.status == 77)
    #expect(fifth.stderr.contains("locked"))
    #expect(
      // A lock that opens after midnight names the day as well.
      fifth.stderr.range(
        of: #"opens again at (\d{4}-\d\d-\d\d )?\d\d:\d\d:\d\d local time"#, options: .regularExpression) != nil,
      "stderr: \(fifth.stderr)")
    let right = try parent(["status"], pin: "4721")
    #expect(right.status == 77)
    #expect(right.stderr.contains("locked"))
    #expect(FileManager.default.fileExists(atPath: household.home.path + "/state/gate.json"))
  }

  @Test("--help and --version never ask")
  func helpAndVersion() throws {
    try setPIN()
    for arguments in [["--help"], ["--version"], ["routine", "add", "--help"], ["pin", "clear", "--help"]] {
      let result = try parent(arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(!result.stdout.isEmpty)
    }
  }

  @Test("tq-player and tq-notify never ask")
  func childAndNotifierUnaffected() throws {
    try setPIN()
    let today = try household.player("today", "--player", "Leo", "--format", "json")
    #expect(today.status == 0, "stderr: \(today.stderr)")
    let notify = try household.notify("--sink", "json")
    #expect(notify.status == 0, "stderr: \(notify.stderr)")
    let isDay = try household.notify("is", "unknown")
    #expect(isDay.status == 0, "stderr: \(isDay.stderr)")
  }

  @Test("clearing or changing the PIN needs the PIN")
  func clearNeedsPIN() throws {
    try setPIN()
    #expect(try parent(["pin", "clear"]).status == 77)
    #expect(try parent(["pin", "clear"], pin: "1111").status == 77)
    // Changing it: the current PIN on the first line, the new one on the second.
    let change = try parent(["pin", "set", "--pin-stdin"], stdin: "4721\n9876\n")
    #expect(change.status == 0, "stderr: \(change.stderr)")
    #expect(try parent(["status"], pin: "4721").status == 77)
    let cleared = try parent(["pin", "clear"], pin: "9876")
    #expect(cleared.status == 0, "stderr: \(cleared.stderr)")
    #expect(try parent(["status"]).status == 0)
  }

  @Test("a short or missing new PIN is refused and nothing is set")
  func badNewPIN() throws {
    let short = try parent(["pin", "set", "--pin-stdin"], stdin: "12\n")
    #expect(short.status == 64)
    #expect(short.stderr.contains("at least 4"))
    let noTerminal = try parent(["pin", "set"])
    #expect(noTerminal.status == 64)
    #expect(noTerminal.stderr.contains("--pin-stdin"))
    #expect(try parent(["status"]).status == 0)
  }

  @Test("settings that cannot be read keep the gate closed")
  func unreadableSettings() throws {
    try setPIN()
    try household.home.write("config/settings.json", "{ this is not json")
    let result = try parent(["player", "add", "Zoe"], pin: "4721")
    #expect(result.status == 65)
    #expect(result.stderr.contains("settings.json"))
    #expect(try household.player("today", "--player", "Zoe").status == 65)
  }

  @Test("the demo household has no PIN")
  func demo() throws {
    // Its own TMPDIR, so this demo home never shows up in another test's look at the shared one.
    let temporary = try TemporaryDirectory()
    let result = try Executable("tq-parent").run(["status", "--demo"], environment: ["TMPDIR": temporary.path])
    #expect(result.status == 0, "stderr: \(result.stderr)")
  }
}
