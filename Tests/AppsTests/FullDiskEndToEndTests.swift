import Foundation
import TestSupport
import Testing

/// Output that cannot be written (a full disk: `/dev/full`) is exit 74 with one line on standard
/// error, never a crash and never a silent 0 (issue 13).
@Suite("A full disk as standard output, end to end")
struct FullDiskEndToEndTests {
  @Test(
    "every kind of output into /dev/full is exit 74 with one line naming standard output",
    arguments: [
      ("tq-parent", ["status"]), ("tq-parent", ["export"]), ("tq-parent", ["player", "list"]),
      ("tq-parent", ["routine", "list"]), ("tq-parent", ["calendar", "keywords", "list"]),
      ("tq-parent", ["calendar", "preview", "--year", "2026"]), ("tq-parent", ["calendar", "explain", "2026-11-24"]),
      ("tq-parent", ["--help"]), ("tq-player", ["today"]), ("tq-player", ["stats"]),
      ("tq-notify", []), ("tq-notify", ["--sink", "json"]), ("tq-notify", ["--sink", "waybar"]),
      ("tq-parent", ["report"]), ("tq-parent", ["report", "--format", "json"]),
      ("tq-parent", ["report", "--format", "html"]), ("tq-parent", ["calendar", "status"]),
      ("tq-parent", ["calendar", "preview", "--year", "2026", "--format", "html"]),
      ("tq-parent", ["player", "list", "--format", "json"]), ("tq-player", ["history"]),
      ("tq-player", ["--help"]), ("tq-notify", ["--help"]), ("tq-notify", ["--version"]),
    ])
  func fullDisk(program: String, arguments: [String]) throws {
    let home = try TemporaryDirectory()
    let run = try Executable.launch(
      Executable.binDirectory.appendingPathComponent(program), ["--demo"] + arguments + ["--home", home.path],
      environment: Executable.plainEnvironment.merging(["HOME": NSTemporaryDirectory()]) { $1 },
      stdout: .file("/dev/full"))
    #expect(run.status == 74, "\(program) \(arguments): \(run.stderr)")
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(run.stderr)")
    #expect(run.stderr.contains("standard output"), "\(run.stderr)")
  }
}
