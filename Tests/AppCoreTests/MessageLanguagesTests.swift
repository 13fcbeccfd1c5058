import AppCore
import Domain
import Foundation
import Persistence
import Settings
import TestSupport
import Testing

/// The message language in the household: stored per player and per household, chosen from the
/// environment's variables (never the test process's), and carried by backups.
@Suite("Message languages in the household")
struct MessageLanguagesTests {
  let home = try! TemporaryDirectory()

  func dependencies(_ variables: [String: String] = [:], settings: AppSettings = AppSettings()) throws
    -> AppDependencies
  {
    var dependencies = try AppDependencies.test(settings: settings)
    dependencies.environment.home = home.path
    dependencies.environment.variables = variables
    _ = try Household(dependencies).addPlayer("Maya")
    _ = try Household(dependencies).addPlayer("Leo")
    return dependencies
  }

  @Test("player, then household, then the environment's locale, then English")
  func precedence() throws {
    let dependencies = try dependencies(["LANG": "de_DE.UTF-8"])
    #expect(MessageLanguages(dependencies).of(player: "Maya").code == "de")
    #expect(MessageLanguages(dependencies).household.source == .locale(variable: "LANG", value: "de_DE.UTF-8"))
    let household = try MessageLanguages.setHousehold(.code("es"), in: dependencies)
    #expect(household == MessageLanguage(code: "es", source: .household))
    #expect(try dependencies.settings.load().language == "es")
    _ = try Household(dependencies).setGameSettings(of: "maya", pastTimes: nil, cue: nil, language: .code("fr"))
    let languages = MessageLanguages(dependencies)
    #expect(languages.of(player: "Maya") == MessageLanguage(code: "fr", source: .player))
    #expect(languages.of(player: "Leo").code == "es")
    #expect(languages.of(player: "Nobody").code == "es", "a name not stored reads the household's")
    #expect(languages.of(player: nil).code == "es")
    // Back to auto, level by level.
    _ = try Household(dependencies).setGameSettings(of: "Maya", pastTimes: nil, cue: nil, language: .auto)
    #expect(try Household(dependencies).players().allSatisfy { $0.language == nil })
    _ = try MessageLanguages.setHousehold(.auto, in: dependencies)
    #expect(try dependencies.settings.load().language == nil)
    #expect(MessageLanguages(dependencies).of(player: "Maya").code == "de")
    var english = dependencies
    english.environment.variables = [:]
    #expect(MessageLanguages(english).of(player: "Maya").code == "en")
  }

  @Test("a player's other settings stay when the language is set, and the language stays when they change")
  func settingsApart() throws {
    let dependencies = try dependencies()
    _ = try Household(dependencies).setGameSettings(of: "Maya", pastTimes: .off, cue: nil, language: .code("de"))
    let maya = try Household(dependencies).setGameSettings(of: "Maya", pastTimes: nil, cue: false)
    #expect(maya == Player(name: "Maya", pastTimes: .off, cue: false, language: "de"))
    try Household(dependencies).renamePlayer("Maya", to: "Mila")
    #expect(try Household(dependencies).players().first { $0.name == "Mila" }?.language == "de")
  }

  @Test("a player's language is a backup field written only when set, and it round-trips")
  func backup() throws {
    let original = try dependencies()
    let plain = try #require(try JSONSerialization.jsonObject(with: try Backup(original).export()) as? [String: Any])
    let plainPlayers = try #require((plain["household"] as? [String: Any])?["players"] as? [[String: Any]])
    #expect(plainPlayers.allSatisfy { $0["language"] == nil })
    _ = try Household(original).setGameSettings(of: "Maya", pastTimes: nil, cue: nil, language: .code("fr"))
    let first = try Backup(original).export()
    let object = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
    #expect(object["version"] as? Int == BackupDocument.currentVersion)
    let players = try #require((object["household"] as? [String: Any])?["players"] as? [[String: Any]])
    #expect(players.first { $0["name"] as? String == "Maya" }?["language"] as? String == "fr")
    #expect(players.first { $0["name"] as? String == "Leo" }?.keys.sorted() == ["name"])
    var copy = try AppDependencies.test()
    let other = try TemporaryDirectory()
    copy.environment.home = other.path
    _ = try Backup(copy).importBackup(first, source: "backup.json")
    #expect(try Household(copy).players().first { $0.name == "Maya" }?.language == "fr")
    #expect(String(decoding: try Backup(copy).export(), as: UTF8.self) == String(decoding: first, as: UTF8.self))
  }

  @Test("a backup or settings file naming a language without messages is refused with its path")
  func unknownLanguageRefused() throws {
    let backup = """
      {"format": "timequest-backup", "version": 4, "household": {"players": [{"name": "Maya", "language": "tlh"}],
      "routines": [], "sessions": []}, "settings": {}}
      """
    #expect(throws: BackupError.self) {
      try BackupDocument.decode(Data(backup.utf8), source: "b.json", timeZone: .current)
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(AppSettings.self, from: Data(#"{"language": "tlh"}"#.utf8))
    }
    let settings = try JSONDecoder().decode(AppSettings.self, from: Data(#"{"language": "DE"}"#.utf8))
    #expect(settings.language == "de")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(String(decoding: try encoder.encode(AppSettings()), as: UTF8.self).contains(#""language":"#) == false)
    #expect(String(decoding: try encoder.encode(settings), as: UTF8.self).contains(#""language":"de""#))
  }
}
