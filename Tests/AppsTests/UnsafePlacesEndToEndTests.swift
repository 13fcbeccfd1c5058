import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A database path that is a FIFO, a watch interval that is no interval, a watch whose output cannot
/// be written: each is refused with a documented exit and one line, within a deadline, never a hang,
/// a crash or a silent 0.
@Suite("Places and settings that would hang or spin, end to end")
struct UnsafePlacesEndToEndTests {
  static func launch(
    _ program: String, _ arguments: [String], home: String, environment: [String: String] = [:],
    stdout: Executable.Output = .pipe
  ) throws -> Executable.Result {
    try Executable.launch(
      Executable.binDirectory.appendingPathComponent(program), arguments + ["--home", home],
      environment: Executable.plainEnvironment.merging(["HOME": NSTemporaryDirectory()]) { $1 }.merging(environment) {
        $1
      }, stdout: stdout, deadline: .seconds(60))
  }

  @Test(
    "a FIFO where the database (or its -wal) goes is refused with 66 naming it, never opened",
    arguments: ["timequest.sqlite", "timequest.sqlite-wal"])
  func fifoDatabase(name: String) throws {
    let home = try TemporaryDirectory()
    #expect(try Self.launch("tq-parent", ["player", "add", "Maya"], home: home.path).status == 0)
    let database = try #require(
      FileManager.default.enumerator(atPath: home.path)?.compactMap { $0 as? String }.first {
        $0.hasSuffix("timequest.sqlite")
      })
    let path = home.path + "/" + (database as NSString).deletingLastPathComponent + "/" + name
    unlink(path)
    #expect(mkfifo(path, 0o600) == 0)
    let commands = [("tq-parent", ["player", "list"]), ("tq-player", ["today"]), ("tq-player", ["history"])]
    for (program, arguments) in commands {
      let result = try Self.launch(program, arguments, home: home.path)
      #expect(result.status == 66, "\(program): \(result.stderr)")
      #expect(result.stderr.contains("\(name) is a FIFO, not a file"), "\(program): \(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(program): \(result.stderr)")
    }
  }

  @Test(
    "TIMEQUEST_WATCH_POLL that is no interval (endless, huge, not a number, negative, a spin) is 64 naming it",
    arguments: ["inf", "1e18", "nan", "-5", "0.0001", "0", "soon"])
  func watchPoll(value: String) throws {
    let home = try TemporaryDirectory()
    let result = try Self.launch(
      "tq-notify", ["--demo", "--watch", "--sink", "json"], home: home.path,
      environment: ["TIMEQUEST_WATCH_POLL": value])
    #expect(result.status == 64, "\(value): \(result.stderr)")
    #expect(result.stderr.contains("TIMEQUEST_WATCH_POLL must be a number of seconds from 0.1 to 86400"))
    #expect(result.stdout.isEmpty)
  }

  @Test("tq-notify --watch into /dev/full is exit 74 with one line naming standard output, not a silent watch")
  func watchFullDisk() throws {
    let home = try TemporaryDirectory()
    let result = try Self.launch(
      "tq-notify", ["--demo", "--watch", "--sink", "json"], home: home.path, stdout: .file("/dev/full"))
    #expect(result.status == 74, "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("standard output"), "\(result.stderr)")
  }
}
