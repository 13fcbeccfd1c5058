import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A database this user may not write. Modes do not stop root, and the tests run as root in CI: there
/// the programs run as `nobody` (setpriv) on a home given to `nobody`, so SQLite meets the modes
/// exactly as a parent's own account would; run by anyone else, they run as that user.
@Suite("A read-only database, end to end")
struct ReadOnlyDatabaseEndToEndTests {
  let household: HouseholdFixture
  var data: String { household.home.path + "/data" }
  var database: String { data + "/timequest.sqlite" }
  static let nobody: uid_t = 65534

  init() throws {
    household = try HouseholdFixture()
    try household.seed()
    if getuid() == 0 { try chown(household.home.path, to: Self.nobody) }
  }

  func chown(_ path: String, to owner: uid_t) throws {
    Glibc.chown(path, owner, owner)
    for entry in FileManager.default.subpaths(atPath: path) ?? [] {
      Glibc.chown(path + "/" + entry, owner, owner)
    }
  }

  /// Runs `tq-parent` or `tq-player` as a user whom file modes bind.
  func run(_ program: String, _ arguments: String...) throws -> (status: Int32, stdout: String, stderr: String) {
    let binary = Executable.binDirectory.appendingPathComponent(program).path
    let command =
      getuid() == 0
      ? ["/usr/bin/setpriv", "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups", binary] : [binary]
    let result = try Executable.launch(
      URL(fileURLWithPath: command[0]), command.dropFirst() + arguments + ["--home", household.home.path],
      environment: Executable.plainEnvironment.merging(["HOME": household.home.path]) { $1 }, stdin: .data(Data()))
    return (result.status, result.stdout, result.stderr)
  }

  /// The read commands answer from the data; a write is 74 naming `readOnly`; the database is unchanged.
  func expectReadsServedAndWriteRefused(naming readOnly: String) throws {
    let before = try Data(contentsOf: URL(fileURLWithPath: database))
    let list = try run("tq-parent", "player", "list")
    #expect(list.status == 0, "stderr: \(list.stderr)")
    #expect(list.stdout.contains("Maya") && list.stdout.contains("Leo"))
    let today = try run("tq-player", "today", "--player", "Leo", "--date", "2026-11-23")
    #expect(today.status == 0, "stderr: \(today.stderr)")
    #expect(today.stdout.contains("Bedtime"))
    let export = try run("tq-parent", "export")
    #expect(export.status == 0, "stderr: \(export.stderr)")
    #expect(export.stdout.contains("\"Maya\""))
    let add = try run("tq-parent", "player", "add", "Ada")
    #expect(add.status == 74, "stderr: \(add.stderr)")
    #expect(add.stderr.contains("at \(readOnly):"), "stderr: \(add.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
  }

  @Test("a 0444 database serves player list, today and export; a write is 74 naming the database")
  func readOnlyFile() throws {
    #expect(chmod(database, 0o444) == 0)
    try expectReadsServedAndWriteRefused(naming: database)
  }

  @Test("in a read-only folder the database serves the read commands; a write is 74 naming the folder")
  func readOnlyFolder() throws {
    #expect(chmod(data, 0o555) == 0)
    defer { chmod(data, 0o700) }
    try expectReadsServedAndWriteRefused(naming: data)
  }

  @Test("a stale 0444 -shm file is named as the read-only file, not the database")
  func staleSharedMemoryFile() throws {
    let shm = database + "-shm"
    try Data(count: 32768).write(to: URL(fileURLWithPath: shm))
    if getuid() == 0 { Glibc.chown(shm, Self.nobody, Self.nobody) }
    #expect(chmod(shm, 0o444) == 0)
    let add = try run("tq-parent", "player", "add", "Ada")
    #expect(add.status == 74, "stderr: \(add.stderr)")
    #expect(add.stderr.contains("at \(shm):"), "stderr: \(add.stderr)")
  }
}
