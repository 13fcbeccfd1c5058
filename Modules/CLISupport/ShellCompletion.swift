import AppCore
import ArgumentParser
import Foundation

/// The names the shells complete (`--generate-completion-script bash|zsh|fish`). The shell runs the
/// program again at each Tab with the words typed so far; the household is the one those words name
/// with `--home`, else `TIMEQUEST_HOME`, else the usual folders.
extension CompletionKind {
  public static var players: CompletionKind { .custom { words, _, _ in ShellWords(words).names.players } }

  /// A routine's names; only those of the player named by `--player` on the line, when there is one.
  public static var routines: CompletionKind {
    .custom { words, _, _ in
      let line = ShellWords(words)
      return line.names.routineNames(player: line.value(of: "--player"))
    }
  }

  public static var calendarSources: CompletionKind { .custom { words, _, _ in ShellWords(words).names.sources } }

  public static var calendars: CompletionKind { .custom { words, _, _ in ShellWords(words).names.calendars } }
}

/// The words of the command line being completed, as the shell gives them (quotes still on).
struct ShellWords {
  var words: [String]

  init(_ words: [String]) { self.words = words }

  /// The value typed for `option` (`--home DIR` or `--home=DIR`), the last one when repeated.
  func value(of option: String) -> String? {
    var found: String?
    for (index, word) in words.enumerated() {
      if word == option, index + 1 < words.count {
        // bash breaks words at `=` (COMP_WORDBREAKS): `--home=DIR` reaches the program as three.
        let next = index + 2 < words.count && words[index + 1] == "=" ? index + 2 : index + 1
        found = words[next]
      } else if word.hasPrefix(option + "=") {
        found = String(word.dropFirst(option.count + 1))
      }
    }
    return found.map(Self.unquoted).flatMap { $0.isEmpty ? nil : $0 }
  }

  /// `'My Dir'` or `"My Dir"` as the program would have received it.
  static func unquoted(_ word: String) -> String {
    guard word.count >= 2, let first = word.first, first == "'" || first == "\"", word.last == first else {
      return word.replacingOccurrences(of: "\\ ", with: " ")
    }
    return String(word.dropFirst().dropLast())
  }

  var names: CompletionNames { CompletionNames.read(.current(home: value(of: "--home"))) }
}

/// The bash script argument-parser writes lets the root command take only `--help` and
/// `--version`, so in `tq-parent --home DIR routine show <Tab>` it took DIR for the subcommand and
/// completed nothing. The programs take their global options there too (`GlobalArguments`): the
/// root's lists in the script are given them, so the script steps over them (and a value) to the
/// subcommand, and the names are read from that `--home` (`ShellWords` sees the whole line).
enum BashCompletionScript {
  static func withGlobalOptions(_ script: String, program: String, globals: [String: Bool]) -> String {
    guard let root = script.range(of: "\n_\(program)() {\n") else { return script }
    let flags = globals.filter { !$0.value }.keys.sorted().joined(separator: " ")
    let options = globals.filter { $0.value }.keys.sorted().joined(separator: " ")
    var script = script
    for (name, old, new) in [
      ("non_repeating_flags", "--version -h --help", "--version -h --help \(flags)"),
      ("non_repeating_options", "", options),
    ] {
      let line = "    local -a \(name)=(\(old))\n"
      guard let found = script.range(of: line, range: root.upperBound..<script.endIndex) else { return script }
      script.replaceSubrange(found, with: "    local -a \(name)=(\(new))\n")
    }
    return script
  }

  /// The global options of `program`: tq-parent's include how the PIN is answered.
  static func globals(of program: String) -> [String: Bool] {
    program == "tq-parent" ? GlobalArguments.parent : GlobalArguments.common
  }
}
