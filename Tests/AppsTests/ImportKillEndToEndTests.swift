import Foundation
import TestSupport
import Testing

/// Issue 23: a kill between an import's database commit and its settings save left the new
/// household with the old settings. Real `tq-parent import` processes killed at moments spread over
/// the import; after each, the next program must see a household and settings that belong together.
@Suite("kill -9 during an import never splits the household from its settings, end to end")
struct ImportKillEndToEndTests {
  static let kills = 12

  @Test("after each kill, the household and the settings are both the old ones or both the new ones")
  func killedImports() throws {
    let household = try HouseholdFixture.seeded()
    let home = household.home.path
    #expect(try household.parent("language", "set", "de").status == 0)
    let small = try household.parent("export").stdout
    let smallFile = try household.home.write("small.json", small)
    var big = try #require(
      try parseJSON(String(decoding: try CrashSafetyEndToEndTests.bigBackup(from: small), as: UTF8.self))
        as? [String: Any])
    var settings = try #require(big["settings"] as? [String: Any])
    settings["language"] = "fr"
    big["settings"] = settings
    let bigFile = home + "/big.json"
    try JSONSerialization.data(withJSONObject: big).write(to: URL(fileURLWithPath: bigFile))

    let started = Date()
    #expect(try household.parent("import", bigFile).status == 0)
    let duration = Date().timeIntervalSince(started)
    #expect(try household.parent("import", smallFile).status == 0)

    var seen: Set<String> = []
    for kill in 0..<Self.kills {
      let delay = duration * 1.2 * Double(kill) / Double(Self.kills - 1)
      try runKilled("tq-parent", ["import", kill % 2 == 0 ? bigFile : smallFile, "--home", home], after: delay)
      let export = try household.parent("export")
      #expect(export.status == 0, "after kill \(kill): \(export.stderr)")
      let document = try parseJSON(export.stdout) as? [String: Any]
      let players = ((document?["household"] as? [String: Any])?["players"] as? [[String: Any]] ?? []).compactMap {
        $0["name"] as? String
      }
      let language = (document?["settings"] as? [String: Any])?["language"] as? String
      let state = players.contains("Child 0") ? "new" : "old"
      #expect(
        language == (state == "new" ? "fr" : "de"),
        "after kill \(kill): \(state) household, language \(language ?? "none")")
      seen.insert(state)
      #expect(!FileManager.default.fileExists(atPath: home + "/config/settings.json.importing"), "after kill \(kill)")
    }
    #expect(!seen.isEmpty)
  }
}
