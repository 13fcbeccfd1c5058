import Foundation
import Testing

@testable import Settings

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 23: a folder, a FIFO or a broken link where the settings go is named, never read as the
/// defaults and never replaced; a link to the settings file is written through.
@Suite("Settings: what is where the file goes")
struct SettingsPlaceTests {
  static let places: [(String, String, @Sendable (String) throws -> Void)] = [
    (
      "a folder", "it is a folder, not a file",
      { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: true) }
    ),
    ("a FIFO", "it is a FIFO, not a file", { _ = mkfifo($0, 0o600) }),
    (
      "a link to nowhere", "it is a symbolic link to /nonexistent/s.json, which leads nowhere, not a file",
      {
        try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "/nonexistent/s.json")
      }
    ),
    (
      "a loop", "it is a symbolic link to settings.json that leads back to itself, not a file",
      {
        try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "settings.json")
      }
    ),
  ]

  @Test("load and save refuse each with 74 naming what is there, and leave it as it was")
  func refused() throws {
    for (name, reason, make) in Self.places {
      let folder = try TemporaryFolder()
      let url = folder.url("settings.json")
      try make(url.path)
      let store = SettingsStore(fileURL: url)
      #expect(throws: SettingsError.unreadable(file: url.path, reason: reason), "\(name)") { try store.load() }
      #expect(throws: SettingsError.io(file: url.path, reason: reason), "\(name)") { try store.save(AppSettings()) }
      #expect(throws: SettingsError.unreadable(file: url.path, reason: reason), "\(name)") {
        try store.update { $0.language = "fr" }
      }
      #expect(SettingsError.unreadable(file: url.path, reason: reason).exitCode == 74)
      var info = stat()
      #expect(lstat(url.path, &info) == 0, "\(name)")
      #expect(info.st_mode & S_IFMT != S_IFREG, "\(name) was replaced")
    }
  }

  @Test("a link to a settings file is read and written through: the link stays, the file it leads to changes")
  func throughLink() throws {
    let folder = try TemporaryFolder()
    let real = folder.url("dotfiles/timequest.json")
    try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{\"language\": \"de\"}".utf8).write(to: real)
    let link = folder.url("settings.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "dotfiles/timequest.json")
    let store = SettingsStore(fileURL: link)
    #expect(try store.load().language == "de")
    try store.update { $0.language = "fr" }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "dotfiles/timequest.json")
    #expect(try SettingsStore(fileURL: real).load().language == "fr")
    #expect(try mode(of: real.path) == 0o600)
  }
}
