import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 13: `export FILE` once turned `/dev/full` into a JSON file and replaced a calendar without a word.
@Suite("End to end: where an export may write")
struct ExportPlaceEndToEndTests {
  private func fifo(_ path: String) throws {
    try #require(mkfifo(path, 0o600) == 0, "mkfifo \(path): \(String(cString: strerror(errno)))")
  }

  @Test("export refuses a FIFO and a folder with 73 and writes nothing there")
  func exportRefusesNonFiles() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let pipe = household.home.path + "/backup.json"
    try fifo(pipe)
    let folder = household.home.path + "/folder"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    // No real device here: should this regress, an export run as root would replace the machine's
    // /dev/null with a JSON file (it did once, by hand). The check is the same for every non-file.
    for (target, kind) in [(pipe, "a FIFO"), (folder, "a folder")] {
      for extra in [[], ["--force"]] {
        let result = try household.parent.run(["export", target] + extra + ["--home", household.home.path])
        #expect(result.status == 73, "\(target) \(extra)")
        #expect(result.stderr.contains("it is \(kind), not a file"), "\(target)")
      }
    }
    var info = stat()
    #expect(stat(pipe, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }

  @Test("export over an existing file without a terminal needs --force (64 names it), and --force replaces it")
  func exportNeedsForce() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let calendar = try household.home.write("school.ics", CalendarEndToEndTests.school)
    let refused = try household.parent("export", calendar)
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("--force"))
    #expect(try String(contentsOfFile: calendar, encoding: .utf8) == CalendarEndToEndTests.school)
    let forced = try household.parent("export", calendar, "--force")
    #expect(forced.status == 0, "stderr: \(forced.stderr)")
    #expect(try String(contentsOfFile: calendar, encoding: .utf8) == (try household.parent("export").stdout))
    // A new path needs no --force.
    #expect(try household.parent("export", household.home.path + "/new.json").status == 0)
  }

  @Test("import from a FIFO, a folder or a device is 66 saying what is there, without waiting, and changes nothing")
  func importRefusesNonFiles() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let pipe = household.home.path + "/incoming.json"
    try fifo(pipe)
    let folder = household.home.path + "/folder"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let before = try household.state()
    // Reading /dev/null is harmless: an import only ever reads its source.
    for (source, kind) in [(pipe, "a FIFO"), (folder, "a folder"), ("/dev/null", "a character device")] {
      let result = try household.parent.run(["import", source, "--home", household.home.path])
      #expect(result.status == 66, "\(source): \(result.stderr)")
      #expect(result.stderr.contains("it is \(kind), not a file"), "\(source): \(result.stderr)")
    }
    #expect(try household.state() == before)
  }
}
