import Foundation
import TestSupport
import Testing

/// `--color auto|always|never`, a global option of all three programs (before or after the subcommand).
@Suite("--color, end to end")
struct ColorEndToEndTests {
  static let escape = "\u{1B}["
  static let tuesday = "2026-11-24"

  @Test("--color always colours today's view even into a pipe, before or after the subcommand and as --color=always")
  func alwaysIntoAPipe() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let plain = try household.player("today", "--date", Self.tuesday)
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(!plain.stdout.contains(Self.escape))
    for arguments in [
      ["--color", "always", "today", "--date", Self.tuesday],
      ["today", "--date", Self.tuesday, "--color", "always"],
      ["--color=always", "today", "--date", Self.tuesday],
      ["--color", "always", "--date", Self.tuesday],  // today is the default subcommand
    ] {
      let result = try household.player.run(arguments + ["--home", household.home.path])
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(result.stdout.contains(Self.escape), "\(arguments)")
      // The same words, only coloured.
      #expect(Self.withoutColours(result.stdout) == plain.stdout, "\(arguments)")
    }
  }

  @Test("--color always wins over NO_COLOR; --color auto and NO_COLOR on a pipe stay plain")
  func noColor() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let home = ["--home", household.home.path]
    let always = try household.player.run(
      ["today", "--date", Self.tuesday, "--color", "always"] + home, environment: ["NO_COLOR": "1"])
    #expect(always.stdout.contains(Self.escape))
    let auto = try household.player.run(
      ["--color", "auto", "today", "--date", Self.tuesday] + home, environment: ["NO_COLOR": "1"])
    #expect(auto.status == 0)
    #expect(!auto.stdout.contains(Self.escape))
  }

  @Test("on a terminal: auto colours, NO_COLOR and TERM=dumb turn auto off, --color never turns it off in any place")
  func onATerminal() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let today = ["today", "--date", Self.tuesday, "--home", household.home.path]
    let auto = try Self.onTerminal("tq-player", today)
    #expect(auto.status == 0, "\(auto.stdout)")
    #expect(auto.stdout.contains("School morning"))
    #expect(auto.stdout.contains(Self.escape), "a terminal gets colours by default")
    #expect(!(try Self.onTerminal("tq-player", today, environment: ["NO_COLOR": "1"])).stdout.contains(Self.escape))
    #expect(!(try Self.onTerminal("tq-player", today, environment: ["TERM": "dumb"])).stdout.contains(Self.escape))
    for arguments in [["--color", "never"] + today, today + ["--color", "never"], ["--color=never"] + today] {
      let never = try Self.onTerminal("tq-player", arguments)
      #expect(never.status == 0)
      #expect(never.stdout.contains("School morning"), "\(arguments)")
      #expect(!never.stdout.contains(Self.escape), "\(arguments)")
    }
    let parent = try Self.onTerminal(
      "tq-parent", ["--color", "never", "player", "list", "--home", household.home.path])
    #expect(parent.stdout.contains("Maya"))
    #expect(!parent.stdout.contains(Self.escape))
  }

  @Test("tq-parent and tq-notify take --color too, in either place")
  func everyProgram() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let coloured = try household.parent("--color", "always", "player", "list")
    #expect(coloured.status == 0, "\(coloured.stderr)")
    #expect(coloured.stdout.contains(Self.escape))
    #expect(Self.withoutColours(coloured.stdout) == (try household.parent("player", "list")).stdout)
    let after = try household.parent("routine", "list", "--color", "never")
    #expect(after.status == 0)
    #expect(!after.stdout.contains(Self.escape))
    for arguments in [["--color", "never", "--date", Self.tuesday], ["--date", Self.tuesday, "--color", "always"]] {
      let notify = try household.notify.run(arguments + ["--home", household.home.path])
      #expect(notify.status == 0, "\(arguments): \(notify.stderr)")
      #expect(!notify.stdout.isEmpty)
    }
    let isWord = try household.notify("--color", "never", "is", "unknown", "--date", Self.tuesday)
    #expect(isWord.status == 0, "\(isWord.stderr)")
  }

  @Test("a --color value that is not auto, always or never is a usage error (64) naming the choices")
  func invalid() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let runs = [
      try household.player("--color", "purple", "today"),
      try household.player("today", "--color", "purple"),
      try household.parent("--color", "yes", "player", "list"),
      try household.notify("--color", "", "--date", Self.tuesday),
    ]
    for result in runs {
      #expect(result.status == 64, "\(result.stdout)\(result.stderr)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains("--color"), "\(result.stderr)")
      #expect(result.stderr.contains("always") && result.stderr.contains("never"), "\(result.stderr)")
    }
  }

  @Test("each program's --help names --color and its choices")
  func help() throws {
    for program in ["tq-player", "tq-parent", "tq-notify"] {
      // Help wraps to the terminal's width: compare with the line breaks and indents taken out.
      let top = try Executable(program).run(["--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(
        separator: " ")
      #expect(top.contains("--color auto|always|never"), "\(program): \(top)")
    }
    let today = try Executable("tq-player").run(["today", "--help"])
    #expect(today.stdout.contains("--color <WHEN>"), "\(today.stdout)")
    #expect(today.stdout.contains("NO_COLOR"))
  }

  // MARK: - Helpers

  static func withoutColours(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
  }

  /// Runs a program with a pseudo-terminal as its standard output (util-linux `script`), so the
  /// program sees a real terminal as a child at the keyboard would; the output comes back as the
  /// terminal got it (with CR LF line ends, standard error mixed in).
  static func onTerminal(
    _ program: String, _ arguments: [String], environment: [String: String] = [:]
  ) throws -> (status: Int32, stdout: String) {
    let path = Executable.binDirectory.appendingPathComponent(program).path
    let command = ([path] + arguments).map(shellQuoted).joined(separator: " ")
    let result = try Executable.launch(
      URL(fileURLWithPath: "/usr/bin/script"), ["--quiet", "--return", "--command", command, "/dev/null"],
      environment: Executable.plainEnvironment.merging([
        "HOME": FileManager.default.temporaryDirectory.path, "TERM": "xterm-256color",
      ]) { $1 }.merging(environment) { _, new in new }, stderr: .standardOutput)
    return (result.status, result.stdout)
  }

  static func shellQuoted(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
