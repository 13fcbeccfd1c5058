import Domain
import Foundation
import Persistence
import Settings
import TestSupport
import Testing

@testable import AppCore

/// Issue 23: a kill between an import's database commit and its settings save left the new
/// household with the old settings (the old PIN, the old calendars). The live services over a real
/// home: the import is stopped at that point, and the next program, started fresh, finds it.
@Suite("An import stopped half-way is finished, or thrown away, by the next program")
struct InterruptedImportTests {
  struct Killed: Error {}

  let home: TemporaryDirectory

  init() throws { home = try TemporaryDirectory() }

  /// The services a new program over `home` would have.
  func program(_ home: TemporaryDirectory) -> AppDependencies {
    .live(
      environment: AppEnvironment(
        variables: [:], home: home.path, userHome: home.path, stdinIsTTY: false, stdoutIsTTY: false,
        timeZone: TimeZone(identifier: "UTC")!))
  }

  /// Maya's household reading German, and a backup of Leo's reading French.
  func households() throws -> (AppDependencies, Data) {
    let mine = program(home)
    _ = try Household(mine).addPlayer("Maya")
    try mine.settings.update { $0.language = "de" }
    let other = try TemporaryDirectory()
    let theirs = program(other)
    _ = try Household(theirs).addPlayer("Leo")
    try theirs.settings.update { $0.language = "fr" }
    return (mine, try Backup(theirs).export())
  }

  var staged: String { home.path + "/config/" + StagedImportSettings.fileName }

  @Test("stopped after the commit: the next program's first settings use puts the imported settings in place")
  func afterCommit() throws {
    let (mine, backup) = try households()
    var importing = Backup(mine)
    importing.afterCommit = { throw Killed() }
    #expect(throws: Killed.self) { try importing.importBackup(backup, source: "backup.json") }
    // What a kill there leaves: the new household, the old settings file, and the staged settings.
    #expect(try SettingsStore(configFolder: URL(fileURLWithPath: home.path + "/config")).load().language == "de")
    #expect(FileManager.default.fileExists(atPath: staged))

    let next = program(home)
    #expect(try Household(next).players().map(\.name) == ["Leo"])
    #expect(try next.settings.load().language == "fr")
    #expect(!FileManager.default.fileExists(atPath: staged))
    #expect(try SettingsStore(configFolder: URL(fileURLWithPath: home.path + "/config")).load().language == "fr")
    // Settled once: a later change is not undone by the import.
    try next.settings.update { $0.language = "es" }
    #expect(try program(home).settings.load().language == "es")
  }

  @Test("stopped before the commit: the staged settings are thrown away, the old household keeps its settings")
  func beforeCommit() throws {
    let (mine, backup) = try households()
    let document = try BackupDocument.decode(backup, source: "backup.json", timeZone: TimeZone(identifier: "UTC")!)
    let mark = try mine.database.open().importMark() &+ 1
    let encoder = JSONEncoder()
    try encoder.encode(StagedImportSettings.Staged(mark: mark, settings: document.settings)).write(
      to: URL(fileURLWithPath: staged))

    let next = program(home)
    #expect(try next.settings.load().language == "de")
    #expect(try Household(next).players().map(\.name) == ["Maya"])
    #expect(!FileManager.default.fileExists(atPath: staged))
  }

  @Test("a whole import leaves no staged file and both halves in place, marked")
  func whole() throws {
    let (mine, backup) = try households()
    let before = try mine.database.open().importMark()
    _ = try Backup(mine).importBackup(backup, source: "backup.json")
    #expect(!FileManager.default.fileExists(atPath: staged))
    let next = program(home)
    #expect(try next.settings.load().language == "fr")
    #expect(try Household(next).players().map(\.name) == ["Leo"])
    #expect(try next.database.open().importMark() == before &+ 1)
  }
}
