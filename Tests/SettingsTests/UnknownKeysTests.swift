import Foundation
import Settings
import Testing

@Suite("Settings: keys from a newer version")
struct UnknownKeysTests {
  static let newer = """
    {
      "version": \(AppSettings.currentVersion + 1),
      "theme": {"colour": "teal", "sizes": [1, 2.5, null, true]},
      "calendar": {
        "enabled": true,
        "refreshMinutes": 30,
        "sources": [{"id": "school", "location": "/s.ics", "colour": "red"}],
        "rules": {
          "coreStart": "08:00",
          "lunchBreak": "12:00",
          "keywords": {"languages": ["en"], "fuzzy": true}
        }
      },
      "notifications": {"sink": "desktop", "sound": "chime"},
      "gate": {"algorithm": "scrypt", "iterations": 1, "salt": "c2FsdA==", "hash": "aGFzaA==", "memory": 65536}
    }
    """

  @Test("unknown keys are tolerated: known values are read, and the newer version is noticed")
  func tolerated() throws {
    let settings = try decode(Self.newer)
    #expect(settings.version == AppSettings.currentVersion + 1 && settings.isFromNewerVersion)
    #expect(settings.calendar.enabled)
    #expect(settings.calendar.rules.coreStart.description == "08:00")
    #expect(settings.notifications.sink == "desktop")
    #expect(settings.gate?.algorithm == "scrypt")
    #expect(settings.unknownKeys["theme"] != nil)
  }

  @Test("saving keeps unknown keys at every level: top, calendar, sources, rules, keywords, notifications, gate")
  func preservedOnSave() throws {
    let folder = try TemporaryFolder()
    let store = SettingsStore(fileURL: folder.url("settings.json"))
    // Unknown keys in a file of this version (a newer version's file is never written: NewerVersionTests).
    let current = Self.newer.replacingOccurrences(
      of: "\"version\": \(AppSettings.currentVersion + 1)", with: "\"version\": \(AppSettings.currentVersion)")
    try Data(current.utf8).write(to: store.fileURL)

    try store.update { settings in
      settings.calendar.enabled = false
      settings.notifications.player = "Mia"
    }

    let saved = try object(Data(contentsOf: store.fileURL))
    let calendar = saved["calendar"] as? [String: Any]
    let rules = calendar?["rules"] as? [String: Any]
    let keywords = rules?["keywords"] as? [String: Any]
    let source = (calendar?["sources"] as? [[String: Any]])?.first
    let notifications = saved["notifications"] as? [String: Any]
    let gate = saved["gate"] as? [String: Any]
    #expect((saved["theme"] as? [String: Any])?["colour"] as? String == "teal")
    #expect(saved["version"] as? Int == AppSettings.currentVersion)
    #expect(calendar?["refreshMinutes"] as? Int == 30)
    #expect(calendar?["enabled"] as? Bool == false)
    #expect(source?["colour"] as? String == "red")
    #expect(rules?["lunchBreak"] as? String == "12:00")
    #expect(keywords?["fuzzy"] as? Bool == true)
    #expect(notifications?["sound"] as? String == "chime")
    #expect(notifications?["player"] as? String == "Mia")
    #expect(gate?["memory"] as? Int == 65536)
    // And the whole thing still reads back to the same settings.
    let reloaded = try store.load()
    #expect(try SettingsStore.encode(reloaded) == (try Data(contentsOf: store.fileURL)))
  }

  @Test("unknown values keep their JSON types: numbers, booleans, null, lists, objects")
  func valueTypes() throws {
    let settings = try decode(#"{"x": {"a": [1, 2.5, null, true, "s", {"b": []}]}}"#)
    #expect(
      settings.unknownKeys["x"]
        == .object([
          "a": .array([.integer(1), .number(2.5), .null, .bool(true), .string("s"), .object(["b": .array([])])])
        ]))
  }
}
