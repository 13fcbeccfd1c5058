import Foundation
import TestSupport
import Testing

/// `player remove` of a player with routines or games (issue 26): a yes first, never a hang
/// without a terminal, a copy in the backups folder, and `--purge` that keeps none.
@Suite("player remove, end to end")
struct PlayerRemoveEndToEndTests {
  let household: HouseholdFixture

  init() throws {
    household = try HouseholdFixture.seeded()
  }

  var backups: String { household.home.path + "/state/backups" }

  func backupFiles() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: backups)) ?? []).sorted().map { backups + "/" + $0 }
  }

  func playLeo() throws {
    let played = try household.player.run(
      ["play", "Bedtime", "--player", "Leo", "--home", household.home.path], stdin: "3\n\n")
    #expect(played.status == 0, "\(played.stderr)")
  }

  @Test("with routines or games and no terminal: 64 naming --yes, nothing removed")
  func needsYes() throws {
    try playLeo()
    let before = try household.state()
    let refused = try household.parent("player", "remove", "Leo")
    #expect(refused.status == 64)
    #expect(
      refused.stderr.hasPrefix("tq-parent: removing Leo also removes 1 routine and 1 game: pass --yes"),
      "\(refused.stderr)")
    #expect(refused.stderr.contains("--purge"))
    #expect(try household.state() == before)
    #expect(backupFiles().isEmpty)
  }

  @Test("--yes removes them and keeps the household as it was in the backups folder, which import restores")
  func yesKeepsACopy() throws {
    try playLeo()
    let removed = try household.parent("player", "remove", "Leo", "--yes")
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(removed.stdout.contains("Removed player Leo, 1 routine and 1 game."))
    let copy = try #require(backupFiles().first)
    #expect(copy.contains("/before-remove-"))
    #expect(removed.stdout.contains(copy))
    #expect(!(try household.parent("player", "list").stdout.contains("Leo")))
    #expect(try household.parent("import", copy).status == 0)
    let history = try household.player("history", "--player", "Leo", "--format", "json")
    #expect(history.status == 0, "\(history.stderr)")
    let sessions = (try parseJSON(history.stdout) as? [String: Any])?["sessions"] as? [[String: Any]]
    #expect(sessions?.count == 1)
  }

  @Test("--purge keeps no copy and takes the player out of the backups already there")
  func purge() throws {
    try playLeo()
    // An import leaves a backup holding Leo and his game.
    let export = try household.parent("export")
    let file = try household.home.write("backup.json", export.stdout)
    #expect(try household.parent("import", file).status == 0)
    let older = try #require(backupFiles().first)
    #expect(try String(contentsOfFile: older, encoding: .utf8).contains("Leo"))

    let purged = try household.parent("player", "remove", "Leo", "--purge")
    #expect(purged.status == 0, "\(purged.stderr)")
    #expect(purged.stdout.contains("taken out of 1 backup"))
    #expect(backupFiles() == [older])
    let text = try String(contentsOfFile: older, encoding: .utf8)
    #expect(!text.contains("Leo") && !text.contains("Bedtime"))
    #expect(text.contains("Maya"))
  }

  @Test("at a terminal it asks: no keeps the player and makes no copy, yes removes them")
  func askedAtATerminal() throws {
    try playLeo()
    let pane = try TmuxPane()
    let files = pane.folder.path
    let parent = Executable.binDirectory.appendingPathComponent("tq-parent").path
    let command = "\(parent) player remove Leo --home \(household.home.path); echo status=$? >"
    try pane.type("\(command) \(files)/first", enter: true)
    try pane.waitFor("the question", seconds: 30) { $0.contains("Remove Leo with 1 routine and 1 game?") }
    try pane.type("n", enter: true)
    #expect(try pane.waitForFile(files + "/first", seconds: 30) == "status=0\n")
    try pane.waitFor("the answer", seconds: 30) { $0.contains("Leo stays.") }
    #expect(try household.parent("player", "list").stdout.contains("Leo"))
    #expect(backupFiles().isEmpty)

    try pane.type("clear; \(command) \(files)/second", enter: true)
    try pane.waitFor("the question again", seconds: 30) { $0.contains("Remove Leo with 1 routine and 1 game?") }
    try pane.type("y", enter: true)
    #expect(try pane.waitForFile(files + "/second", seconds: 30) == "status=0\n")
    try pane.waitFor("the removal", seconds: 30) { $0.contains("Removed player Leo, 1 routine and 1 game.") }
    #expect(!(try household.parent("player", "list").stdout.contains("Leo")))
    #expect(backupFiles().count == 1)
  }

  @Test("a player with nothing is removed without a question, as before")
  func nothingToAsk() throws {
    #expect(try household.parent("player", "add", "Noa").status == 0)
    let removed = try household.parent("player", "remove", "Noa")
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(backupFiles().isEmpty)
  }
}
