import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every command path × a catalogue of hostile values (issue 13): no crash, a documented exit code,
/// no control byte on either stream, and a home left byte for byte as it was when the command
/// refused. The catalogue and the commands are data: a new one joins by one line.
@Suite("Hostile input, table-driven, end to end")
struct HostileInputTests {
  /// The values thrown at every command.
  static let catalogue: [(name: String, value: String)] = [
    ("a title-setting escape", "\u{1B}]0;pwned\u{07}"),
    ("a screen-clearing escape", "\u{1B}[2J\u{1B}[H"),
    ("carriage return and backspace", "ok\r\u{8}\u{8}no"),
    ("a bidi override", "abc\u{202E}fed"),
    ("C1 control", "x\u{9B}31m"),
    ("an empty string", ""),
    ("100 KB", String(repeating: "x", count: 100_000)),
  ]

  /// A command, with `V` where the hostile value goes.
  static let commands: [(program: String, arguments: [String])] = [
    ("tq-parent", ["player", "add", "V"]),
    ("tq-parent", ["player", "remove", "V"]),
    ("tq-parent", ["player", "set", "V", "--cue", "off"]),
    ("tq-parent", ["player", "set", "Maya", "--school", "V"]),
    ("tq-parent", ["player", "add", "Ana", "--school", "V"]),
    ("tq-parent", ["routine", "add", "V", "--player", "Maya", "--days", "mon", "--task", "Teeth=3m"]),
    ("tq-parent", ["routine", "add", "Evening", "--player", "Maya", "--days", "mon", "--task", "V=3m"]),
    ("tq-parent", ["routine", "show", "V"]),
    ("tq-parent", ["calendar", "add", "V"]),
    ("tq-parent", ["calendar", "keywords", "add", "V"]),
    ("tq-parent", ["calendar", "override", "2026-11-24", "free", "--note", "V"]),
    ("tq-parent", ["calendar", "explain", "V"]),
    ("tq-parent", ["calendar", "events", "--source", "V", "--from", "2026-11-24"]),
    ("tq-parent", ["report", "--player", "V"]),
    ("tq-parent", ["import", "V"]),
    ("tq-parent", ["V"]),
    ("tq-player", ["today", "--player", "V"]),
    ("tq-player", ["play", "V"]),
    ("tq-player", ["history", "--routine", "V"]),
    ("tq-player", ["--V"]),
    ("tq-notify", ["--player", "V"]),
    ("tq-notify", ["is", "V"]),
  ]

  /// `V` (a whole argument, the `V` of `V=3m`, or the name of `--V`) replaced by `value`.
  static func placing(_ value: String) -> (String) -> String {
    { argument in
      if argument == "V" { return value }
      if argument == "--V" { return "--" + value }
      if argument.hasPrefix("V=") { return value + argument.dropFirst() }
      return argument
    }
  }

  /// sysexits codes docs/usage.md documents, and 0/1 for `is`.
  static let documented: Set<Int32> = [0, 1, 64, 65, 66, 69, 70, 73, 74, 75, 77]

  static func controls(_ text: String) -> [UInt32] {
    text.unicodeScalars.map(\.value).filter { ($0 < 0x20 && $0 != 0x0A) || (0x7F...0x9F).contains($0) }
  }

  @Test("every command × every hostile value: a documented exit, no control byte out, nothing changed on refusal")
  func everyCommandEveryValue() throws {
    let household = try HouseholdFixture()
    try household.seed()
    for command in Self.commands {
      for (name, value) in Self.catalogue {
        let arguments = command.arguments.map(Self.placing(value))
        let before = try household.home.snapshot()
        let result = try Executable(command.program).run(arguments + ["--home", household.home.path])
        let label = "\(command.program) \(command.arguments.joined(separator: " ")) with \(name)"
        #expect(Self.documented.contains(result.status), "\(label): exit \(result.status)")
        #expect(Self.controls(result.stdout).isEmpty, "\(label): stdout")
        #expect(Self.controls(result.stderr).isEmpty, "\(label): stderr \(result.stderr.prefix(120))")
        #expect(result.stderr.utf8.count < 20_000, "\(label): \(result.stderr.utf8.count) bytes of stderr")
        if result.status != 0 && result.status != 1 {
          #expect(try household.home.snapshot() == before, "\(label): the home changed on a refusal")
        }
      }
    }
  }

  @Test("every command × an argument of invalid UTF-8: 64 naming the argument, nothing changed")
  func everyCommandInvalidBytes() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let before = try household.home.snapshot()
    for command in Self.commands {
      // Swift strings cannot hold invalid UTF-8, so the shell's printf makes the bytes.
      let words = command.arguments.map { Self.placing(#"$(printf 'Ma\377ya')"#)($0) }.map { "\"\($0)\"" }
      let binary = Executable.binDirectory.appendingPathComponent(command.program).path
      let result = try Executable.launch(
        URL(fileURLWithPath: "/bin/sh"),
        ["-c", #"exec "$0" "# + words.joined(separator: " ") + #" --home "$1""#, binary, household.home.path],
        environment: nil, stdout: .discard)
      let message = result.stderr
      let label = "\(command.program) \(command.arguments.joined(separator: " "))"
      #expect(result.status == 64, "\(label): exit \(result.status) \(message)")
      #expect(message.contains("UTF-8") && message.contains("argument"), "\(label): \(message)")
      #expect(!message.contains("\u{FFFD}"), "\(label): \(message)")
    }
    #expect(try household.home.snapshot() == before)
  }

  /// Hostile places rather than words: what the settings point at, or the settings themselves.
  /// Each writes `config/settings.json` in a seeded home (and makes what it names).
  static let places: [(name: String, make: @Sendable (String) throws -> String)] = [
    (
      "a FIFO as the calendar",
      { home in
        let fifo = home + "/school.ics"
        guard mkfifo(fifo, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        return settings(calendar: fifo)
      }
    ),
    ("a character device as the calendar", { _ in settings(calendar: "/dev/zero") }),
    (
      "a folder holding a FIFO as the calendar",
      { home in
        try FileManager.default.createDirectory(atPath: home + "/vdir", withIntermediateDirectories: true)
        guard mkfifo(home + "/vdir/event.ics", 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        return settings(calendar: home + "/vdir")
      }
    ),
    ("settings from a newer version", { _ in #"{"version":99,"later":{"kept":true}}"# }),
  ]

  static func settings(calendar: String) -> String {
    #"{"calendar":{"enabled":true,"sources":[{"id":"hostile","location":"\#(calendar)","role":"school"}]}}"#
  }

  /// Runs with stdout and stderr into files (no pipe to fill) and a deadline: a hang is a finding,
  /// not a test that never ends.
  static func run(_ program: String, _ arguments: [String], seconds: Int64) throws -> Executable.Result {
    let folder = try TemporaryDirectory()
    return try Executable.launch(
      Executable.binDirectory.appendingPathComponent(program), arguments,
      environment: Executable.plainEnvironment.merging(["HOME": folder.path]) { $1 },
      stdout: .file(folder.path + "/out"), stderr: .file(folder.path + "/err"), deadline: .seconds(seconds))
  }

  @Test(
    "every command × a hostile place (FIFO, device, newer settings): done within seconds, a documented exit, no control byte, nothing changed on refusal"
  )
  func everyCommandEveryPlace() throws {
    for place in Self.places {
      let household = try HouseholdFixture()
      try household.seed()
      let settings = try place.make(household.home.path)
      try FileManager.default.createDirectory(
        atPath: household.home.path + "/config", withIntermediateDirectories: true)
      try Data(settings.utf8).write(to: household.home.url.appendingPathComponent("config/settings.json"))
      for command in Self.commands {
        let arguments = command.arguments.map(Self.placing("Maya"))
        let before = try household.home.snapshot()
        let label = "\(command.program) \(command.arguments.joined(separator: " ")) with \(place.name)"
        // Generous for a loaded two-core machine: the promise is "never waits", and a wait is for ever.
        let result = try Self.run(command.program, arguments + ["--home", household.home.path], seconds: 20)
        #expect(Self.documented.contains(result.status), "\(label): exit \(result.status) \(result.stderr.prefix(200))")
        #expect(Self.controls(result.stdout).isEmpty, "\(label): stdout")
        #expect(Self.controls(result.stderr).isEmpty, "\(label): stderr \(result.stderr.prefix(120))")
        if result.status != 0 && result.status != 1 {
          #expect(try household.home.snapshot() == before, "\(label): the home changed on a refusal")
        }
      }
    }
  }
}
