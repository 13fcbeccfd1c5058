import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The settings file's fallback path: a file that is there but that this user may not read. Modes do
/// not stop root, so the programs run as `nobody` as the read-only database tests run them.
extension ReadOnlyDatabaseEndToEndTests {
  @Test("a settings file this user may not read is 74 naming it, never taken for the defaults")
  func unreadableSettings() throws {
    #expect(try household.parent("language", "set", "fr").status == 0)
    let settings = household.home.path + "/config/settings.json"
    #expect(FileManager.default.fileExists(atPath: settings))
    if getuid() == 0 { try chown(household.home.path, to: Self.nobody) }
    #expect(chmod(settings, 0o000) == 0)
    defer { chmod(settings, 0o600) }
    for arguments in [["language", "show"], ["player", "list"]] {
      let result = try run("tq-parent", arguments[0], arguments[1])
      #expect(result.status == 74, "\(arguments): exit \(result.status) \(result.stderr)")
      #expect(result.stderr.contains("cannot read \(settings)"), "\(arguments): \(result.stderr)")
    }
  }
}
