import Foundation
import TestSupport
import Testing

/// `tq-parent player set NAME --past-times auto|on|off --cue on|off`: stored per player, listed,
/// carried by backups and followed by the game.
@Suite("Per-player game settings, end to end")
struct PlayerSettingsEndToEndTests {
  let household: HouseholdFixture

  init() throws {
    household = try HouseholdFixture()
    try household.seed()
  }

  func players() throws -> [String: [String: Any]] {
    let result = try household.parent("player", "list", "--format", "json")
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let list = try #require(try parseJSON(result.stdout) as? [[String: Any]])
    return Dictionary(uniqueKeysWithValues: list.map { ($0["name"] as? String ?? "", $0) })
  }

  /// Maya plays Violin (one task, Scales) with `script` on standard input; its output.
  func playViolin(_ script: String) throws -> String {
    let result = try household.player.run(
      ["play", "Violin", "--player", "Maya", "--any", "--home", household.home.path], stdin: script)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    return result.stdout
  }

  @Test("player set stores the settings; player list shows them in text and JSON; a setting left out stays")
  func setAndList() throws {
    let before = try players()
    #expect(before["Maya"]?["pastTimes"] as? String == "auto")
    #expect(before["Maya"]?["cue"] as? Bool == true)
    let set = try household.parent("player", "set", "maya", "--past-times", "off", "--cue", "off")
    #expect(set.status == 0, "stderr: \(set.stderr)")
    #expect(set.stdout == "Maya: past times never shown (off); cue when the guess is reached off.\n")
    let cueOnly = try household.parent("player", "set", "Maya", "--cue", "on")
    #expect(cueOnly.status == 0)
    let after = try players()
    #expect(after["Maya"]?["pastTimes"] as? String == "off")
    #expect(after["Maya"]?["cue"] as? Bool == true)
    #expect(after["Leo"]?["pastTimes"] as? String == "auto")
    #expect(after["Leo"]?["routines"] as? Int == 1)
    let text = try household.parent("player", "list").stdout.split(separator: "\n").map(String.init)
    #expect(text.first == "PLAYER  ROUTINES  PAST TIMES  CUE")
    #expect(text.contains { $0.hasPrefix("Maya") && $0.hasSuffix("off         on") }, "\(text)")
    // A rename keeps the player's settings.
    #expect(try household.parent("player", "rename", "Maya", "Mila").status == 0)
    #expect(try players()["Mila"]?["pastTimes"] as? String == "off")
  }

  @Test("--past-times auto returns a player to the default, in the words player set prints and in the list")
  func backToAuto() throws {
    #expect(try household.parent("player", "set", "Maya", "--past-times", "on").status == 0)
    #expect(try players()["Maya"]?["pastTimes"] as? String == "on")
    let auto = try household.parent("player", "set", "Maya", "--past-times", "auto")
    #expect(auto.status == 0, "stderr: \(auto.stderr)")
    #expect(
      auto.stdout
        == "Maya: past times shown once a task has been timed 3 times (auto); cue when the guess is reached on.\n")
    #expect(try players()["Maya"]?["pastTimes"] as? String == "auto")
  }

  @Test("behind a PIN, player set is denied (77, nothing changed) until --pin-stdin answers with the right PIN")
  func behindPIN() throws {
    let pin = try household.parent.run(["pin", "set", "--pin-stdin", "--home", household.home.path], stdin: "4721\n")
    #expect(pin.status == 0, "stderr: \(pin.stderr)")
    let set = ["player", "set", "Maya", "--cue", "off", "--pin-stdin", "--home", household.home.path]
    let wrong = try household.parent.run(set, stdin: "1111\n")
    #expect(wrong.status == 77, "stderr: \(wrong.stderr)")
    #expect(wrong.stdout.isEmpty)
    func mayaCue() throws -> Bool? {
      let list = try household.parent.run(
        ["player", "list", "--format", "json", "--home", household.home.path], environment: ["TQ_PARENT_PIN": "4721"])
      let players = try #require(try parseJSON(list.stdout) as? [[String: Any]])
      return players.first { $0["name"] as? String == "Maya" }?["cue"] as? Bool
    }
    #expect(try mayaCue() == true)
    let right = try household.parent.run(set, stdin: "4721\n")
    #expect(right.status == 0, "stderr: \(right.stderr)")
    #expect(right.stdout.hasPrefix("Maya: "))
    #expect(try mayaCue() == false)
  }

  @Test("nothing to set or a value that is not a choice is a usage error (64); an unknown player is 65 with the names")
  func badInput() throws {
    let before = try household.state()
    for arguments in [
      ["player", "set", "Maya"], ["player", "set", "Maya", "--past-times", "sometimes"],
      ["player", "set", "Maya", "--cue", "loud"], ["player", "set", "Maya", "--cue"],
    ] {
      let result = try household.parent.run(arguments + ["--home", household.home.path])
      #expect(result.status == 64, "\(arguments): \(result.stderr)")
      #expect(!result.stderr.isEmpty)
    }
    #expect(try household.parent("player", "set", "Maya").stderr.contains("--past-times"))
    let unknown = try household.parent("player", "set", "Zed", "--cue", "off")
    #expect(unknown.status == 65)
    #expect(unknown.stderr.contains("Leo") && unknown.stderr.contains("Maya"), "\(unknown.stderr)")
    #expect(try household.state() == before)
  }

  @Test("export and import carry the settings: version 4, the same bytes again, the same players in a new home")
  func backupRoundTrip() throws {
    #expect(try household.parent("player", "set", "Leo", "--past-times", "on", "--cue", "off").status == 0)
    let first = try household.parent("export")
    #expect(first.status == 0, "stderr: \(first.stderr)")
    let document = try #require(try parseJSON(first.stdout) as? [String: Any])
    #expect(document["version"] as? Int == 4)
    let file = try household.home.write("backup.json", first.stdout)
    let elsewhere = try HouseholdFixture()
    let imported = try elsewhere.parent("import", file)
    #expect(imported.status == 0, "stderr: \(imported.stderr)")
    #expect(try elsewhere.parent("export").stdout == first.stdout)
    #expect(
      try elsewhere.parent("player", "list", "--format", "json").stdout
        == (try household.parent("player", "list", "--format", "json")).stdout)
  }

  @Test("the game shows past times after one timed play when the setting is on, never when off, after three when auto")
  func gameFollowsPastTimes() throws {
    // One timed game of Violin (Scales: 10 min 10 s), as a backup brings it.
    let export = try household.parent("export")
    var document = try #require(try parseJSON(export.stdout) as? [String: Any])
    var contents = try #require(document["household"] as? [String: Any])
    contents["sessions"] = [
      [
        "player": "Maya", "routine": "Violin", "date": "2026-11-19", "startedAt": "2026-11-19T16:00:00Z",
        "finished": true, "tasks": [["name": "Scales", "guessSeconds": 300, "actualSeconds": 610, "skipped": false]],
      ]
    ]
    document["household"] = contents
    document["version"] = 2
    let path = household.home.path + "/with-a-game.json"
    try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: path))
    #expect(try household.parent("import", path).status == 0)

    func play() throws -> String { try playViolin("skip\n") }
    #expect(!(try play()).contains("Last times"), "auto: one play is not enough")
    #expect(try household.parent("player", "set", "Maya", "--past-times", "on").status == 0)
    #expect(try play().contains("Last times: 10 min 10 s"))
    #expect(try household.parent("player", "set", "Maya", "--past-times", "off").status == 0)
    #expect(!(try play()).contains("Last times"))
  }

  @Test("--show-planned: stored, listed, carried by a backup with its type checked, and shown after the guess")
  func showPlanned() throws {
    func play() throws -> String { try playViolin("5\n\n") }
    #expect(!(try play()).contains("Planned"), "off by default")
    #expect(try players()["Maya"]?["showPlanned"] == nil)
    let set = try household.parent("player", "set", "Maya", "--show-planned", "on")
    #expect(set.status == 0, "stderr: \(set.stderr)")
    #expect(set.stdout.contains("; planned times shown after the guess"), "\(set.stdout)")
    #expect(try players()["Maya"]?["showPlanned"] as? Bool == true)
    let lines = try play().split(separator: "\n").map(String.init)
    // Violin's Scales is planned at 10 minutes; the time comes after the guess, before the result.
    let planned = try #require(lines.firstIndex(of: "  Planned: 10 min"), "\(lines)")
    #expect(lines.firstIndex { $0.contains("you guessed 5 min") }.map { $0 > planned } == true)

    let export = try household.parent("export").stdout
    #expect(export.contains("\"showPlanned\" : true"))
    let elsewhere = try HouseholdFixture()
    #expect(try elsewhere.parent("import", try household.home.write("planned.json", export)).status == 0)
    let list = try #require(
      try parseJSON(elsewhere.parent("player", "list", "--format", "json").stdout) as? [[String: Any]])
    #expect(list.first { $0["name"] as? String == "Maya" }?["showPlanned"] as? Bool == true)
    let bad = export.replacingOccurrences(of: "\"showPlanned\" : true", with: "\"showPlanned\" : \"yes\"")
    let refused = try elsewhere.parent("import", try household.home.write("bad.json", bad))
    #expect(refused.status == 65, "stderr: \(refused.stderr)")
    #expect(refused.stderr.contains("showPlanned"), "stderr: \(refused.stderr)")

    #expect(try household.parent("player", "set", "Maya", "--show-planned", "off").status == 0)
    #expect(!(try play()).contains("Planned"))
  }

  @Test("player set with nothing to set is 64, naming the options, and changes nothing")
  func nothingToSet() throws {
    let result = try household.parent("player", "set", "Maya")
    #expect(result.status == 64)
    #expect(result.stderr.contains("Nothing to set"), "\(result.stderr)")
    #expect(result.stderr.contains("--past-times") && result.stderr.contains("--school"))
    #expect(try players()["Maya"]?["pastTimes"] as? String == "auto")
    #expect(try players()["Maya"]?["cue"] as? Bool == true)
  }
}
