import CLISupport
import Testing

@Suite("Global options before the subcommand")
struct GlobalArgumentsTests {
  @Test("--home DIR before the subcommand path moves after it")
  func homeWithValue() {
    #expect(
      GlobalArguments.reordered(["--home", "/tmp/h", "calendar", "status"]) == [
        "calendar", "status", "--home", "/tmp/h",
      ])
  }

  @Test("--home=DIR moves as one argument")
  func homeWithEquals() {
    #expect(GlobalArguments.reordered(["--home=/tmp/h", "status"]) == ["status", "--home=/tmp/h"])
  }

  @Test("--demo moves, and several globals keep their order, also between the words of the path")
  func demoAndSeveral() {
    #expect(GlobalArguments.reordered(["--demo", "today"]) == ["today", "--demo"])
    #expect(
      GlobalArguments.reordered(["--demo", "calendar", "--home", "/tmp/h", "status"])
        == ["calendar", "status", "--demo", "--home", "/tmp/h"])
  }

  @Test("the subcommand's own options stay where they are, and the globals go after them")
  func subcommandOptionsUntouched() {
    #expect(
      GlobalArguments.reordered(["--home", "/tmp/h", "today", "--player", "Maya", "--date", "2026-11-23"])
        == ["today", "--player", "Maya", "--date", "2026-11-23", "--home", "/tmp/h"])
  }

  @Test("globals already after the subcommand are left alone")
  func alreadyAfter() {
    let arguments = ["calendar", "status", "--home", "/tmp/h", "--demo"]
    #expect(GlobalArguments.reordered(arguments) == arguments)
  }

  @Test("the first option of a subcommand stops the scan: globals after it do not move")
  func firstOptionStops() {
    let arguments = ["explain", "--date", "2026-11-23", "--home", "/tmp/h"]
    #expect(GlobalArguments.reordered(arguments) == arguments)
    let leading = ["--date", "2026-11-23", "--home", "/tmp/h"]
    #expect(GlobalArguments.reordered(leading) == leading)
  }

  @Test("moved globals go before a '--', which ends the options")
  func terminator() {
    #expect(
      GlobalArguments.reordered(["--home", "/tmp/h", "calendar", "add", "--", "--demo.ics"])
        == ["calendar", "add", "--home", "/tmp/h", "--", "--demo.ics"])
    #expect(
      GlobalArguments.reordered(["--demo", "explain", "--date", "2026-11-23", "--", "--home"])
        == ["explain", "--date", "2026-11-23", "--demo", "--", "--home"])
  }

  @Test("what follows a leading '--' is never taken for a global")
  func leadingTerminator() {
    #expect(GlobalArguments.reordered(["--", "--home", "/tmp/h"]) == ["--", "--home", "/tmp/h"])
  }

  @Test("--pin-stdin moves only for tq-parent")
  func pinStdin() {
    let arguments = ["--pin-stdin", "player", "add", "Zoe"]
    #expect(GlobalArguments.reordered(arguments) == arguments)
    #expect(
      GlobalArguments.reordered(arguments, globals: GlobalArguments.parent) == ["player", "add", "Zoe", "--pin-stdin"])
    #expect(
      GlobalArguments.reordered(["--pin-stdin", "--home", "/tmp/h", "status"], globals: GlobalArguments.parent)
        == ["status", "--pin-stdin", "--home", "/tmp/h"])
  }

  @Test("--color WHEN and --color=WHEN move with their value, beside the other globals")
  func color() {
    #expect(GlobalArguments.reordered(["--color", "always", "today"]) == ["today", "--color", "always"])
    #expect(GlobalArguments.reordered(["--color=never", "history"]) == ["history", "--color=never"])
    #expect(
      GlobalArguments.reordered(["--color", "never", "calendar", "--demo", "explain", "--date", "2026-11-23"])
        == ["calendar", "explain", "--date", "2026-11-23", "--color", "never", "--demo"])
    #expect(
      GlobalArguments.reordered(
        ["--pin-stdin", "--color", "always", "player", "list"], globals: GlobalArguments.parent)
        == ["player", "list", "--pin-stdin", "--color", "always"])
  }

  @Test("--color after the subcommand stays, and a value that is not a choice still moves for the parser to refuse")
  func colorAfterAndInvalid() {
    let after = ["today", "--player", "Maya", "--color", "always"]
    #expect(GlobalArguments.reordered(after) == after)
    #expect(GlobalArguments.reordered(["--color", "purple", "today"]) == ["today", "--color", "purple"])
  }

  @Test("no arguments stay no arguments")
  func empty() {
    #expect(GlobalArguments.reordered([]).isEmpty)
    #expect(GlobalArguments.reordered([], globals: GlobalArguments.parent).isEmpty)
  }
}
