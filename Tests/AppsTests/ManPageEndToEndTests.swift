import Foundation
import TestSupport
import Testing

/// The man pages as `Scripts/install.sh` writes them: from the built programs' own definitions, so
/// a command or option added to a program is in its page without anyone remembering to add it.
@Suite("Man pages name every command and option of each program and render without a warning")
struct ManPageEndToEndTests {
  /// `Scripts/generate-man-pages` run over the built programs: the pages' folder.
  static func pages() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    let script = DocsTests.repository.appendingPathComponent("Scripts/generate-man-pages").path
    let made = try Executable.launch(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, Executable.binDirectory.path, folder.path],
      environment: nil, deadline: .seconds(300))
    #expect(made.status == 0, "generate-man-pages: \(made.stderr)")
    return folder
  }

  static func groff(_ arguments: [String]) throws -> Executable.Result {
    try Executable.launch(
      URL(fileURLWithPath: "/usr/bin/groff"), ["-man", "-Tutf8"] + arguments, environment: Executable.plainEnvironment,
      deadline: .seconds(120))
  }

  /// Each command's section of a page (`.SS "tq-parent player add NAME …"`), as groff source with
  /// its escapes undone: the command's words, and the text up to the next section.
  static func sections(_ source: String) -> [(title: String, body: String)] {
    let plain = source.replacingOccurrences(of: "\\-", with: "-")
    return plain.components(separatedBy: "\n.SS \"").dropFirst().map { part in
      let title = part.prefix { $0 != "\n" }.dropLast()  // the closing quote
      let end = part.range(of: "\n.SH ")?.lowerBound ?? part.endIndex
      return (String(title), String(part[..<end]))
    }
  }

  @Test("each program's page has a section for every command naming each of its options, and groff warns of nothing")
  func everyCommandAndOption() throws {
    let folder = try Self.pages()
    for program in ["tq-player", "tq-parent", "tq-notify"] {
      let page = folder.path + "/\(program).1"
      let source = try String(contentsOfFile: page, encoding: .utf8)
      let lint = try Self.groff(["-ww", "-z", page])
      #expect(lint.status == 0 && lint.stderr.isEmpty, "\(program).1: \(lint.stderr)")
      let sections = Self.sections(source)
      var missing: [String] = []
      let commands = try CommandDump.commands(program)
      #expect(commands.count >= 4, "\(program): the dump was not read")
      for command in commands {
        guard
          let section = sections.first(where: { $0.title == command.name || $0.title.hasPrefix(command.name + " ") })
        else {
          missing.append("\(command.name): no section")
          continue
        }
        for option in command.options.subtracting(CommandDump.global).sorted() where !section.body.contains(option) {
          missing.append("\(command.name): \(option)")
        }
      }
      #expect(sections.count == commands.count, "\(program).1: one section per command")
      #expect(missing == [], "\(program).1 lacks these")
      // Read as a person reads it: the global options once, and no escape left showing.
      let shown = try Self.groff(["-P-cbou", page]).stdout
      for option in ["--home", "--demo", "--color", "--help"] {
        #expect(shown.contains(option), "\(program).1 does not show \(option)")
      }
      for escape in ["\\f", "\\[", "\\-", "\\e"] {
        #expect(!shown.contains(escape), "\(program).1 shows the escape \(escape)")
      }
    }
  }
}
