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

/// The scripts argument-parser writes let the root command take only `--help` and `--version`, so
/// in `tq-parent --home DIR routine show <Tab>` they took DIR for the subcommand and completed
/// nothing. The programs take their global options there too (`GlobalArguments`): each shell's
/// script is given them at the root, so it steps over them (and a value) to the subcommand, offers
/// them there, and the names are read from that `--home` (`ShellWords` sees the whole line).
/// When a script is not laid out as expected it is returned as written (the end-to-end tests of
/// each shell then fail).
enum CompletionScript {
  static func withGlobalOptions(_ script: String, program: String, globals: [String: Bool]) -> String {
    if script.hasPrefix("#!/bin/bash") { return bash(script, program: program, globals: globals) }
    if script.hasPrefix("#compdef") { return zsh(script, program: program, globals: globals) }
    if script.contains("\ncomplete -c '\(program)'") { return fish(script, program: program, globals: globals) }
    return script
  }

  /// The global options of `program`: tq-parent's include how the PIN is answered.
  static func globals(of program: String) -> [String: Bool] {
    program == "tq-parent" ? GlobalArguments.parent : GlobalArguments.common
  }

  /// bash: the root's lists of flags and of options that take a value.
  static func bash(_ script: String, program: String, globals: [String: Bool]) -> String {
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

  /// zsh: the root's `_arguments` specs get each global option's spec as a subcommand's function
  /// has it (its help and value completion), with the value list that spec names.
  static func zsh(_ script: String, program: String, globals: [String: Bool]) -> String {
    guard let root = script.range(of: "\n_\(program)() {\n") else { return script }
    let specsStart = "    local -ar arg_specs=(\n"
    guard let specs = script.range(of: specsStart, range: root.upperBound..<script.endIndex) else { return script }
    var lists: [String] = []
    var specLines: [String] = []
    for name in globals.keys.sorted() {
      guard let spec = firstLine(in: script, startingWith: "        '\(name)[") else { return script }
      specLines.append(spec)
      // A value list is named in the spec as "${___NAME[@]}" and declared in the same function.
      if let list = spec.range(of: "\"${___"), let end = spec.range(of: "[@]}", range: list.upperBound..<spec.endIndex)
      {
        let listName = "___" + spec[list.upperBound..<end.lowerBound]
        guard let declaration = firstLine(in: script, startingWith: "    local -ar \(listName)=(") else {
          return script
        }
        lists.append(declaration)
      }
    }
    var patched = script
    patched.replaceSubrange(
      specs, with: lists.map { $0 + "\n" }.joined() + specsStart + specLines.map { $0 + "\n" }.joined())
    return patched
  }

  /// fish: the root's token parsing takes the global options (and their values), and the root
  /// offers them, as each subcommand's lines do. The cursor's place in the word is asked of
  /// `commandline`, which cannot tell it when completions are asked by `complete -C` (a script, not
  /// a terminal): there the cursor is at the end of the word.
  static func fish(_ script: String, program: String, globals: [String: Bool]) -> String {
    let rootParse = "    case '\(program)'\n        __\(program)_parse_subcommand 0 'version' 'h/help'\n"
    guard script.contains(rootParse) else { return script }
    let names = globals.keys.sorted().map { String($0.dropFirst(2)) }
    let specs = names.map { "'\($0)\(globals["--" + $0] == true ? "=" : "")'" }.joined(separator: " ")
    var script = script.replacingOccurrences(
      of: rootParse,
      with: "    case '\(program)'\n        __\(program)_parse_subcommand 0 \(specs) 'version' 'h/help'\n")
    var rootLines: [String] = []
    for name in names {
      let condition = "__\(program)_should_offer_completions_for_flags_or_options \"\(program) "
      let pattern = "complete -c '\(program)' -n '\(condition)"
      let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      guard
        let line = lines.first(where: { $0.hasPrefix(pattern) && $0.contains("\" \(name)' -l '\(name)'") }),
        let path = line.range(of: condition),
        let pathEnd = line.range(of: "\" \(name)'", range: path.upperBound..<line.endIndex)
      else { return script }
      rootLines.append(
        String(line[..<path.lowerBound]) + "__\(program)_should_offer_completions_for_flags_or_options \"\(program)"
          + line[pathEnd.lowerBound...])
    }
    let cursor = "(__\(program)_tokens -tC)"
    guard script.contains(cursor), let firstComplete = script.range(of: "\ncomplete -c '\(program)'") else {
      return script
    }
    script.insert(contentsOf: "\n" + rootLines.joined(separator: "\n"), at: firstComplete.lowerBound)
    script = script.replacingOccurrences(of: cursor, with: "(__\(program)_cursor_index)")
    script += """

      function __\(program)_cursor_index
          commandline -tC 2>/dev/null; or string length -- "$(commandline -t)"
      end

      """
    return script
  }

  private static func firstLine(in text: String, startingWith prefix: String) -> String? {
    guard let start = text.range(of: "\n" + prefix) else { return nil }
    let end = text[start.upperBound...].firstIndex(of: "\n") ?? text.endIndex
    return String(text[text.index(after: start.lowerBound)..<end])
  }
}
