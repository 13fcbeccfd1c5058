import Foundation
import Testing

@testable import Settings

@Suite("Settings written by a newer version")
struct NewerVersionTests {
  let newer = #"{"version":\#(AppSettings.currentVersion + 1),"notifications":{"player":"Maya"},"later":[1]}"#

  @Test("a newer file is read as far as it is understood and keeps its version")
  func readsNewer() throws {
    let settings = try decode(newer)
    #expect(settings.version == AppSettings.currentVersion + 1)
    #expect(settings.isFromNewerVersion)
    #expect(settings.notifications.player == "Maya")
  }

  @Test("saving or updating settings from a newer version is 65 and leaves the file byte-identical")
  func refusesWrites() throws {
    let folder = try TemporaryFolder()
    let url = folder.url("settings.json")
    try Data(newer.utf8).write(to: url)
    let store = SettingsStore(fileURL: url)
    let loaded = try store.load()
    #expect(throws: SettingsError.newerVersion(file: url.path, version: AppSettings.currentVersion + 1)) {
      try store.save(loaded)
    }
    #expect(throws: SettingsError.self) { try store.update { $0.notifications.player = "Leo" } }
    #expect(SettingsError.newerVersion(file: url.path, version: 3).exitCode == 65)
    #expect(SettingsError.newerVersion(file: url.path, version: 3).description.contains("update, or restore a backup"))
    #expect(try Data(contentsOf: url) == Data(newer.utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["settings.json"])
  }

  @Test("this version's own settings, and a version 1 file, are still saved")
  func currentSaves() throws {
    let folder = try TemporaryFolder()
    let url = folder.url("settings.json")
    try Data(#"{"version":1}"#.utf8).write(to: url)
    let store = SettingsStore(fileURL: url)
    let saved = try store.update { $0.notifications.player = "Leo" }
    #expect(saved.version == AppSettings.currentVersion)
    #expect(try store.load().notifications.player == "Leo")
  }
}
