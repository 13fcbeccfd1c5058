import Foundation
import TestSupport

/// A program's commands as it describes itself (`--experimental-dump-help`, argument-parser's JSON
/// of every command and argument): what the man pages and docs/cli.md are checked against.
struct CommandDump {
  struct Command {
    /// The words that run it: `tq-parent calendar override set`.
    var path: [String]
    /// Its long options, `--player`; the global ones too.
    var options: Set<String>
    var name: String { path.joined(separator: " ") }
  }

  /// Taken by every command of a program (`GlobalOptions`, argument-parser's own): listed once.
  static let global: Set<String> = ["--home", "--demo", "--color", "--pin-stdin", "--help", "--version"]

  /// The commands that run (a group's own `--help` aside), argument-parser's `help` command left out.
  static func commands(_ program: String) throws -> [Command] {
    let output = try Executable(program).run(["--experimental-dump-help"]).stdout
    let root = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    guard let command = root?["command"] as? [String: Any] else { return [] }
    return leaves(command, [])
  }

  static func leaves(_ command: [String: Any], _ path: [String]) -> [Command] {
    let path = path + [command["commandName"] as? String ?? "?"]
    let children = (command["subcommands"] as? [[String: Any]] ?? []).filter { $0["commandName"] as? String != "help" }
    if !children.isEmpty { return children.flatMap { leaves($0, path) } }
    var options: Set<String> = []
    for argument in command["arguments"] as? [[String: Any]] ?? [] {
      for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
        options.insert("--" + (name["name"] as? String ?? ""))
      }
    }
    return [Command(path: path, options: options)]
  }
}
