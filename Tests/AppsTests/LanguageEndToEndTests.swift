import Foundation
import TestSupport
import Testing

/// The message language, end to end: the locale the programs are started in, the household's
/// choice and each player's, as today, the notifier and the parent's screens show them.
@Suite("The message language, end to end")
struct LanguageEndToEndTests {
  static func today(_ environment: [String: String]) throws -> String {
    let result = try Executable("tq-player").run(["today", "--demo", "--date", "2026-12-21"], environment: environment)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    return result.stdout
  }

  @Test("LANG=de_DE.UTF-8 shows the demo's winter break in German; LC_ALL=C wins over it with English")
  func locale() throws {
    let german = try Self.today(["LANG": "de_DE.UTF-8"])
    #expect(german.contains("[ Freier Tag · Winter Break ]"), "\(german)")
    #expect(german.contains("Unterricht wieder ab Montag, 4. Januar."), "\(german)")
    #expect(german.hasPrefix("Montag, 21. Dezember 2026\n"), "\(german)")
    let english = try Self.today(["LANG": "de_DE.UTF-8", "LC_ALL": "C"])
    #expect(english.contains("[ Free day · Winter Break ]"), "\(english)")
    #expect(english.contains("School resumes Monday, January 4."), "\(english)")
    #expect(english.hasPrefix("Monday 21 December 2026\n"), "\(english)")
    let messages = try Self.today(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_CA"])
    #expect(messages.contains("[ Jour libre · Winter Break ]"), "\(messages)")
    #expect(try Self.today(["LANG": "ja_JP.UTF-8"]).contains("[ Free day · Winter Break ]"))
  }

  @Test("tq-notify speaks the locale's language, --tomorrow and the status bar too")
  func notifier() throws {
    let tomorrow = try Executable("tq-notify").run(
      ["--demo", "--date", "2026-12-21", "--tomorrow"], environment: ["LANG": "es_MX.UTF-8"])
    #expect(tomorrow.status == 0, "stderr: \(tomorrow.stderr)")
    #expect(
      tomorrow.stdout
        == "Martes 2026-12-22: Día libre mañana · Winter Break. Las clases se reanudan el lunes 4 de enero.\n")
    let waybar = try Executable("tq-notify").run(
      ["--demo", "--date", "2026-12-21", "--sink", "waybar"], environment: ["LC_ALL": "de_DE.UTF-8"])
    let object = try #require(try parseJSON(waybar.stdout) as? [String: Any])
    #expect(object["text"] as? String == "Freier Tag · Winter Break")
  }

  @Test("calendar explain says the chip and what changes next in the reader's language")
  func explain() throws {
    let result = try Executable("tq-parent").run(
      ["calendar", "explain", "2026-12-21", "--demo", "--player", "Maya"], environment: ["LANG": "fr_FR.UTF-8"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("  Jour libre · Winter Break  (freeDay)\n"), "\(result.stdout)")
    #expect(result.stdout.contains("  Next:   Reprise des cours lundi 4 janvier\n"), "\(result.stdout)")
  }

  @Test("the game speaks the player's language")
  func game() throws {
    let household = try HouseholdFixture()
    try household.seed()
    #expect(try household.parent("player", "set", "Leo", "--language", "de").status == 0)
    let result = try household.player.run(
      ["play", "Bedtime", "--player", "Leo", "--any", "--home", household.home.path], stdin: "5\n\nskip\n")
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains(", geschätzt 5 min"), "\(result.stdout)")
    #expect(result.stdout.contains("q oder Strg-C: Ende des Spiels"), "\(result.stdout)")
    #expect(result.stdout.contains("Bedtime · Leo · 2 Aufgaben\n"), "\(result.stdout)")
    #expect(result.stdout.contains("Bedtime · 2 von 2 Aufgaben\n"), "\(result.stdout)")
    #expect(result.stdout.contains("· Übersprungen"), "\(result.stdout)")
  }

  @Test("a player's language wins over LANG; the household's over the locale; auto gives each back")
  func overrides() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let german = ["LANG": "de_DE.UTF-8"]
    func today(_ player: String) throws -> String {
      let result = try household.player.run(
        ["today", "--player", player, "--date", "2026-11-24", "--home", household.home.path], environment: german)
      #expect(result.status == 0, "stderr: \(result.stderr)")
      return result.stdout
    }
    #expect(try today("Maya").contains("[ Dienstag ]"))
    let set = try household.parent("player", "set", "Maya", "--language", "fr")
    #expect(set.status == 0, "stderr: \(set.stderr)")
    #expect(set.stdout.hasSuffix("; messages in French (fr).\n"), "\(set.stdout)")
    #expect(try today("Maya").contains("[ Mardi ]"))
    #expect(try today("Leo").contains("[ Dienstag ]"))
    let notify = try household.notify.run(
      ["--player", "Maya", "--date", "2026-11-24", "--home", household.home.path], environment: german)
    #expect(notify.stdout.hasPrefix("Maya · Mardi 2026-11-24 : un mardi comme d’habitude"), "\(notify.stdout)")
    let chosen = try household.parent("language", "set", "es")
    #expect(
      chosen.stdout
        == "Messages: Spanish (es), set for the household (tq-parent language set auto follows the locale).\n")
    #expect(try today("Leo").contains("[ Martes ]"))
    #expect(try today("Maya").contains("[ Mardi ]"))
    #expect(try household.parent("player", "set", "Maya", "--language", "auto").status == 0)
    #expect(try household.parent("language", "set", "auto").status == 0)
    #expect(try today("Maya").contains("[ Dienstag ]"))
  }

  @Test("status and player list show the language and what chose it, in text and JSON")
  func shown() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let before = try household.parent("player", "list")
    #expect(before.stdout.hasPrefix("PLAYER  ROUTINES  PAST TIMES  CUE\n"), "no column until a player has one")
    #expect(try household.parent("player", "set", "maya", "--language", "DE").status == 0)
    let status = try household.parent.run(
      ["status", "--home", household.home.path], environment: ["LANG": "fr_FR.UTF-8"])
    #expect(
      status.stdout.contains("  Maya: 3 routines (School morning, Slow morning, Violin) · messages in German (de)\n"),
      "\(status.stdout)")
    #expect(
      status.stdout.contains("\nMessages\n  French (fr): from the locale, LANG=fr_FR.UTF-8\n"), "\(status.stdout)")
    let json = try household.parent.run(
      ["status", "--format", "json", "--home", household.home.path], environment: ["LANG": "fr_FR.UTF-8"])
    let object = try #require(try parseJSON(json.stdout) as? [String: Any])
    let language = try #require(object["language"] as? [String: Any])
    #expect(language["code"] as? String == "fr")
    #expect(language["source"] as? String == "locale")
    #expect(language["variable"] as? String == "LANG")
    let players = try #require(object["players"] as? [[String: Any]])
    let maya = try #require(players.first { $0["name"] as? String == "Maya" })
    #expect((maya["language"] as? [String: Any])?["code"] as? String == "de")
    #expect((maya["language"] as? [String: Any])?["source"] as? String == "player")
    #expect(
      try household.parent("status").stdout.contains("\nMessages\n  English (en): the default for LANG=C.UTF-8\n"))
    let list = try household.parent("player", "list").stdout.split(separator: "\n").map(String.init)
    #expect(list.first == "PLAYER  ROUTINES  PAST TIMES  CUE  LANGUAGE")
    #expect(list.contains { $0.hasPrefix("Maya") && $0.hasSuffix("de") }, "\(list)")
    #expect(list.contains { $0.hasPrefix("Leo") && $0.hasSuffix("auto") }, "\(list)")
    let listed = try #require(
      try parseJSON(try household.parent("player", "list", "--format", "json").stdout) as? [[String: Any]])
    #expect(listed.compactMap { ($0["language"] as? [String: Any])?["code"] as? String } == ["en", "de"])
  }

  @Test("issue 22: Dutch or Japanese read calendars but are no message language; 'no' is kept as 'nb'")
  func calendarOnlyLanguages() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let keywords = try household.parent("calendar", "keywords", "languages", "NO", "ja", "nl")
    #expect(keywords.status == 0)
    #expect(keywords.stdout == "Keyword languages: nb, ja, nl\n", "\(keywords.stdout)")
    let refused = try household.parent("language", "set", "nl")
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("one of en, es, fr, de"), "\(refused.stderr)")
    let shown = try household.parent.run(
      ["language", "--home", household.home.path], environment: ["LANG": "nl_NL.UTF-8"])
    #expect(
      shown.stdout.hasPrefix(
        "Messages: English (en), the default: LANG=nl_NL.UTF-8 names Dutch, whose school calendars are read"),
      "\(shown.stdout)")
  }

  @Test("an unknown language is a usage error naming the codes, and nothing is stored")
  func unknown() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let bad = try household.parent("language", "set", "klingon")
    #expect(bad.status == 64)
    #expect(
      bad.stderr.contains("'klingon' is not a message language: use auto or one of en, es, fr, de"), "\(bad.stderr)")
    let player = try household.parent("player", "set", "Maya", "--language", "de_DE")
    #expect(player.status == 64)
    #expect(try household.parent("player", "list").stdout.hasPrefix("PLAYER  ROUTINES  PAST TIMES  CUE\n"))
    #expect(try household.parent("language").stdout == "Messages: English (en), the default for LANG=C.UTF-8.\n")
  }
}
