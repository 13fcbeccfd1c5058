import CLISupport
import Domain
import Testing

@Suite("timequest runs the program its name or its first argument says")
struct MultiCallTests {
  @Test("started as a link: the link's name chooses, every argument goes to the program")
  func byName() {
    #expect(
      MultiCall.choose(invokedAs: "/usr/bin/tq-parent", arguments: ["status"]) == .run(.parent, arguments: ["status"]))
    #expect(MultiCall.choose(invokedAs: "tq-player", arguments: []) == .run(.player, arguments: []))
    #expect(
      MultiCall.choose(invokedAs: "../bin/tq-notify", arguments: ["tq-parent"])
        == .run(.notify, arguments: ["tq-parent"]))
  }

  @Test("started as timequest: the first argument names the program and is not passed on")
  func byArgument() {
    #expect(
      MultiCall.choose(invokedAs: "/usr/bin/timequest", arguments: ["tq-notify", "is", "school-day"])
        == .run(.notify, arguments: ["is", "school-day"]))
  }

  @Test("no program, or one it does not have: the usage, naming what was given")
  func usage() {
    #expect(MultiCall.choose(invokedAs: "timequest", arguments: []) == .usage(MultiCall.usage))
    guard case .usage(let text) = MultiCall.choose(invokedAs: "timequest", arguments: ["tq-fetch"]) else {
      Issue.record("tq-fetch is not one of the three")
      return
    }
    #expect(text.hasPrefix("timequest: 'tq-fetch' is not one of its programs."))
    #expect(text.hasSuffix(MultiCall.usage))
  }

  @Test("--help and --version are answered by timequest itself")
  func answers() {
    #expect(MultiCall.choose(invokedAs: "timequest", arguments: ["--help"]) == .answer(MultiCall.usage))
    #expect(MultiCall.choose(invokedAs: "timequest", arguments: ["--version"]) == .answer(ProductVersion.current))
  }
}
