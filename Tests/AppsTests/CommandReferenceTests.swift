import Foundation
import Testing

/// docs/cli.md is the command reference a user reads: checked both ways against what the built
/// programs say they take (`--experimental-dump-help`), so it can neither miss nor invent anything.
@Suite("docs/cli.md lists exactly the commands and options the programs take")
struct CommandReferenceTests {
  /// The command lines of docs/cli.md's code blocks (`tq-parent player add NAME [--school LEVEL]`),
  /// an indented line inside a block continuing the one before.
  static func documentedLines(_ markdown: String) -> [String] {
    var lines: [String] = []
    var fenced = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        fenced.toggle()
        continue
      }
      guard fenced else { continue }
      if ["tq-player", "tq-parent", "tq-notify"].contains(where: { line == $0 || line.hasPrefix($0 + " ") }) {
        lines.append(String(line))
      } else if line.first == " ", !lines.isEmpty {
        lines[lines.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
      }
    }
    return lines
  }

  /// The long options a line names: `--player`, `--done-by`.
  static func options(in line: String) -> Set<String> {
    var found: Set<String> = []
    var rest = Substring(line)
    while let start = rest.range(of: "--") {
      let name = rest[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
      if name.first?.isLetter == true { found.insert("--" + name) }
      rest = rest[start.upperBound...]
    }
    return found
  }

  /// What is missing from, or wrong in, `lines` for `commands`: one sentence each, saying what to write.
  static func problems(lines: [String], commands: [CommandDump.Command]) -> [String] {
    var problems: [String] = []
    for command in commands {
      guard let line = lines.first(where: { $0 == command.name || $0.hasPrefix(command.name + " ") }) else {
        let options = command.options.subtracting(CommandDump.global).sorted().joined(separator: " ")
        problems.append(
          "docs/cli.md has no line for `\(command.name)`: add one to its program's block"
            + (options.isEmpty ? "" : " naming \(options)"))
        continue
      }
      let missing = command.options.subtracting(CommandDump.global).subtracting(options(in: line)).sorted()
      if !missing.isEmpty {
        problems.append("docs/cli.md's line for `\(command.name)` does not name \(missing.joined(separator: ", "))")
      }
    }
    for line in lines {
      let words = line.split(separator: " ").map(String.init)
      let command = commands.filter { words.starts(with: $0.path) }.max { $0.path.count < $1.path.count }
      guard let command else {
        problems.append("docs/cli.md lists `\(line.prefix(60))`, which no program has: remove it or correct its name")
        continue
      }
      let invented = options(in: line).subtracting(command.options).subtracting(CommandDump.global).sorted()
      if !invented.isEmpty {
        problems.append(
          "docs/cli.md's line for `\(command.name)` names \(invented.joined(separator: ", ")), which it does not take")
      }
    }
    return problems
  }

  @Test("every command and option of the three programs is on its line of docs/cli.md, and nothing else is")
  func referenceMatchesPrograms() throws {
    let markdown = try String(
      contentsOf: DocsTests.repository.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    let lines = Self.documentedLines(markdown)
    var commands: [CommandDump.Command] = []
    for program in ["tq-player", "tq-parent", "tq-notify"] { commands += try CommandDump.commands(program) }
    #expect(commands.count > 40, "three programs have dozens of commands; so few means the dump was not read")
    #expect(Self.problems(lines: lines, commands: commands) == [])
  }

  @Test("the check names a missing command, a missing option, an invented option and an invented command")
  func checkSaysWhatIsWrong() {
    let commands = [
      CommandDump.Command(path: ["tq-parent", "player", "add"], options: ["--school", "--home"]),
      CommandDump.Command(path: ["tq-parent", "doctor"], options: ["--format"]),
      CommandDump.Command(path: ["tq-notify", "is"], options: ["--date"]),
    ]
    let markdown = """
      ```
      tq-parent player add NAME
      tq-notify is KIND [--date D]
                    [--tomorrow]
      tq-parent player forget NAME
      ```
      tq-parent doctor [--format text|json] is prose here, outside a block.
      """
    #expect(
      Self.problems(lines: Self.documentedLines(markdown), commands: commands) == [
        "docs/cli.md's line for `tq-parent player add` does not name --school",
        "docs/cli.md has no line for `tq-parent doctor`: add one to its program's block naming --format",
        "docs/cli.md's line for `tq-notify is` names --tomorrow, which it does not take",
        "docs/cli.md lists `tq-parent player forget NAME`, which no program has: remove it or correct its name",
      ])
  }
}
