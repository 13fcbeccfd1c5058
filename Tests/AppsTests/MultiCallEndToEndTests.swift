import Foundation
import TestSupport
import Testing

/// Issue 26: the installed programs are links to one `timequest` binary, which runs as the name
/// it was started under, or as its first argument says.
@Suite("timequest, the multi-call binary, end to end")
struct MultiCallEndToEndTests {
  let links: TemporaryDirectory
  let home: TemporaryDirectory
  let timequest = Executable.binDirectory.appendingPathComponent("timequest")

  init() throws {
    links = try TemporaryDirectory()
    home = try TemporaryDirectory()
    for program in ["tq-player", "tq-parent", "tq-notify"] {
      try FileManager.default.createSymbolicLink(
        atPath: links.path + "/" + program, withDestinationPath: timequest.path)
    }
  }

  func run(_ executable: URL, _ arguments: [String]) throws -> Executable.Result {
    try Executable.launch(
      executable, arguments, environment: Executable.plainEnvironment.merging(["HOME": home.path]) { $1 })
  }

  func link(_ program: String) -> URL { URL(fileURLWithPath: links.path + "/" + program) }

  @Test("each link answers --help and --version as its own program does")
  func linksAreThePrograms() throws {
    for program in ["tq-player", "tq-parent", "tq-notify"] {
      let own = Executable.binDirectory.appendingPathComponent(program)
      for option in ["--help", "--version"] {
        let linked = try run(link(program), [option])
        #expect(linked.status == 0, "\(program) \(option): \(linked.stderr)")
        #expect(linked.stdout == (try run(own, [option])).stdout, "\(program) \(option)")
      }
    }
  }

  @Test("a household written through the tq-parent link is the one tq-parent reads; the demo opens")
  func linksShareTheHousehold() throws {
    let added = try run(link("tq-parent"), ["player", "add", "Maya", "--home", home.path])
    #expect(added.status == 0, "\(added.stderr)")
    let list = try Executable("tq-parent").run(["player", "list", "--format", "json", "--home", home.path])
    #expect(list.stdout.contains("\"Maya\""), "\(list.stdout)")
    // The demo household is found beside the real binary, wherever the link is.
    let demo = try run(link("tq-player"), ["today", "--demo"])
    #expect(demo.status == 0, "\(demo.stderr)")
    #expect(!demo.stdout.isEmpty)
  }

  @Test("timequest PROGRAM runs that program; anything else is the usage and 64")
  func byFirstArgument() throws {
    let version = try run(timequest, ["tq-notify", "--version"])
    #expect(version.status == 0, "\(version.stderr)")
    #expect(version.stdout == (try Executable("tq-notify").run(["--version"])).stdout)
    for arguments in [[], ["tq-fetch"], ["status"]] {
      let refused = try run(timequest, arguments)
      #expect(refused.status == 64, "\(arguments)")
      #expect(refused.stderr.contains("USAGE: timequest <program>"), "\(arguments): \(refused.stderr)")
      #expect(refused.stdout.isEmpty, "\(arguments)")
    }
  }
}
