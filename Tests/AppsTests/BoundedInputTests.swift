import Foundation
import TestSupport
import Testing

/// Standard input and files given by path are read with a limit: input without end is refused with
/// the limit named, within a deadline, and nothing changes.
@Suite("Reads from streams are bounded, end to end")
struct BoundedInputTests {
  let household: HouseholdFixture

  init() throws {
    household = try HouseholdFixture()
    try household.seed()
  }

  func run(_ program: String, _ arguments: [String], stdin: String) throws -> Executable.Result {
    var environment = Executable.plainEnvironment
    environment["HOME"] = household.home.path
    return try Executable.launch(
      Executable.binDirectory.appendingPathComponent(program), arguments + ["--home", household.home.path],
      environment: environment, stdin: .file(stdin), deadline: .seconds(120))
  }

  @Test("import - < /dev/zero is refused with 65 naming the limit, and nothing changes")
  func importEndless() throws {
    let before = try household.home.snapshot()
    let result = try run("tq-parent", ["import", "-"], stdin: "/dev/zero")
    #expect(result.status == 65, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("standard input holds more than 64 MiB"))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(try household.home.snapshot() == before)
  }

  @Test("import of a file past the limit is refused the same way")
  func importHugeFile() throws {
    let path = household.home.path + "/huge.json"
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 64 << 20 + 1)  // sparse: no disk is filled
    try handle.close()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try run("tq-parent", ["import", path], stdin: "/dev/null")
    #expect(result.status == 65, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("huge.json holds more than 64 MiB"))
  }

  @Test("a PIN line without end is refused with 65 naming the limit, and no PIN is set")
  func pinLineEndless() throws {
    let result = try run("tq-parent", ["pin", "set", "--pin-stdin"], stdin: "/dev/zero")
    #expect(result.status == 65, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("longer than 4 KiB"))
    #expect(try household.parent("status").status == 0)
  }

  @Test("a scripted game line without end is refused with 65 naming the limit")
  func gameLineEndless() throws {
    let result = try run("tq-player", ["play", "bedtime", "--player", "leo", "--any"], stdin: "/dev/zero")
    #expect(result.status == 65, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("longer than 4 KiB"))
  }
}
