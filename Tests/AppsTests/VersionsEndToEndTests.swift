import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 13, "Versions and the database": files a newer TimeQuest wrote, a database the child's
/// program must not change, an emptied database, and temporaries a killed write left behind.
@Suite("Versions and the database, end to end")
struct VersionsEndToEndTests {
  let household: HouseholdFixture
  var settingsFile: String { household.home.path + "/config/settings.json" }
  var databaseFile: String { household.home.path + "/data/timequest.sqlite" }

  init() throws {
    household = try HouseholdFixture()
    try household.seed()
  }

  /// A settings file as a version newer than this build would write it.
  func writeNewerSettings() throws -> Data {
    let data = Data(#"{"calendar":{"enabled":false},"fromTheFuture":{"kept":true},"version":99}"#.utf8)
    try FileManager.default.createDirectory(atPath: household.home.path + "/config", withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: settingsFile))
    return data
  }

  @Test("settings from a newer version are read with one warning, and every settings write is 65, the file untouched")
  func newerSettingsRefuseWrites() throws {
    let before = try writeNewerSettings()
    let read = try household.parent("calendar", "status")
    #expect(read.status == 0, "stderr: \(read.stderr)")
    #expect(read.stderr.components(separatedBy: "newer TimeQuest").count == 2, "one warning: \(read.stderr)")
    for write in [["calendar", "enable", "--yes"], ["calendar", "keywords", "add", "ferien"]] {
      let result = try household.parent.run(write + ["--home", household.home.path])
      #expect(result.status == 65, "\(write): \(result.stderr)")
      #expect(result.stderr.contains("update, or restore a backup"), "\(write): \(result.stderr)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: settingsFile)) == before, "\(write)")
    }
  }

  @Test("the newer-settings warning names a home folder with an escape sequence in it visibly, never raw")
  func newerSettingsWarningIsTerminalSafe() throws {
    _ = try writeNewerSettings()
    // The warning repeats the settings file's path, which comes from --home: any bytes at all.
    let hostile = household.home.path + "/home\u{1B}]0;pwned\u{07}"
    try FileManager.default.createSymbolicLink(atPath: hostile, withDestinationPath: household.home.path)
    let read = try household.parent.run(["calendar", "status", "--home", hostile])
    #expect(read.status == 0, "stderr: \(read.stderr)")
    #expect(read.stderr.contains("newer TimeQuest"), "stderr: \(read.stderr)")
    #expect(read.stderr.contains("home␛]0;pwned␇"), "stderr: \(read.stderr)")
    #expect(!read.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "stderr: \(read.stderr)")
  }

  @Test("import refuses a backup whose settings a newer version wrote, and changes nothing")
  func importRefusesNewerSettings() throws {
    let export = try household.parent("export")
    var document = try #require(try parseJSON(export.stdout) as? [String: Any])
    var settings = document["settings"] as? [String: Any] ?? [:]
    settings["version"] = 99
    document["settings"] = settings
    let path = household.home.path + "/future.json"
    try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: path))
    let before = try household.home.snapshot()
    let result = try household.parent("import", path)
    #expect(result.status == 65, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("newer TimeQuest"), "stderr: \(result.stderr)")
    #expect(try household.home.snapshot() == before)
  }

  @Test("tq-player today, stats and history leave the database's bytes and schema cookie as they were")
  func childLeavesDatabaseAlone() throws {
    let cookie = try sqlite3(databaseFile, "PRAGMA schema_version")
    let before = try household.home.snapshot()
    for command in [["today", "--player", "Maya"], ["stats", "--player", "Maya"], ["history", "--player", "Leo"]] {
      let result = try household.player.run(command + ["--home", household.home.path])
      #expect(result.status == 0, "\(command): \(result.stderr)")
    }
    #expect(try household.home.snapshot() == before)
    #expect(try sqlite3(databaseFile, "PRAGMA schema_version") == cookie)
  }

  @Test("an empty database file is 65 naming it and the backups, never an empty household, and stays empty")
  func emptyDatabaseRefused() throws {
    #expect(truncate(databaseFile, 0) == 0)
    for command in [["player", "list"], ["export"], ["routine", "list"]] {
      let result = try household.parent.run(command + ["--home", household.home.path])
      #expect(result.status == 65, "\(command): \(result.stderr)")
      #expect(result.stderr.contains("empty file"), "\(command): \(result.stderr)")
      #expect(result.stderr.contains(household.home.path + "/state/backups"), "\(command): \(result.stderr)")
    }
    let child = try household.player("today", "--player", "Maya")
    #expect(child.status == 65, "stderr: \(child.stderr)")
    let attributes = try FileManager.default.attributesOfItem(atPath: databaseFile)
    #expect((attributes[.size] as? NSNumber)?.intValue == 0)
  }

  @Test("a temporary settings file a killed write left behind is removed by the next write")
  func staleTemporaryRemoved() throws {
    let folder = household.home.path + "/config"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let stale = folder + "/.settings.json.\(try deadPID()).12345.tmp"
    try Data("{\"half".utf8).write(to: URL(fileURLWithPath: stale))
    let result = try household.parent("calendar", "enable", "--yes")
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: stale))
  }
}

/// A process id that no process has now.
func deadPID() throws -> pid_t {
  for pid in stride(from: pid_t(4_000_000), to: 3_000_000, by: -7) where kill(pid, 0) != 0 && errno == ESRCH {
    return pid
  }
  throw CocoaError(.fileNoSuchFile)
}
