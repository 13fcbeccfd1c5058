import ArgumentParser
import Domain
import Foundation

/// What the three programs say about a command line the argument parser accepts too readily or
/// refuses unhelpfully: a mistyped subcommand gets its nearest name, an option that takes one
/// value given twice is refused (the parser would silently keep the last), and every error reads
/// `tq-parent: …`, the way the workflows' errors do.
enum CommandManners {
  /// One command of the tree as argument-parser describes it (`_dumpHelp`): its subcommands, its
  /// default one, and the long and short names of its options that take one value.
  struct Node {
    var name: String
    var subcommands: [Node]
    var defaultSubcommand: String?
    var singleValueOptions: [[String]]

    init?(_ object: Any?) {
      guard let object = object as? [String: Any], let name = object["commandName"] as? String else { return nil }
      self.name = name
      subcommands = ((object["subcommands"] as? [Any]) ?? []).compactMap(Node.init)
      defaultSubcommand = object["defaultSubcommand"] as? String
      singleValueOptions = ((object["arguments"] as? [[String: Any]]) ?? []).compactMap { argument in
        guard argument["kind"] as? String == "option", argument["isRepeating"] as? Bool != true else { return nil }
        let names = ((argument["names"] as? [[String: Any]]) ?? []).compactMap { name -> String? in
          guard let text = name["name"] as? String else { return nil }
          return name["kind"] as? String == "short" ? "-" + text : "--" + text
        }
        return names.isEmpty ? nil : names
      }
    }

    static func tree(of command: any ParsableCommand.Type) -> Node? {
      let dump = command._dumpHelp()
      let object = try? JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any]
      return Node(object?["command"])
    }

    /// The command the leading words name (its default subcommand when it has one).
    func leaf(_ arguments: [String]) -> Node {
      var node = self
      for word in arguments {
        guard !word.hasPrefix("-"), let next = node.subcommands.first(where: { $0.name == word }) else { break }
        node = next
      }
      while let name = node.defaultSubcommand, let next = node.subcommands.first(where: { $0.name == name }) {
        node = next
      }
      return node
    }
  }

  /// The message for a word where a subcommand goes that is one slip from one: "'todya' is not a
  /// tq-player command: did you mean 'today'?". Asked only once parsing has failed, so a default
  /// subcommand's own positional argument is never taken for a typo.
  static func mistypedSubcommand(_ command: any ParsableCommand.Type, arguments: [String]) -> String? {
    guard let tree = Node.tree(of: command) else { return nil }
    var node = tree
    var path = [tree.name]
    for word in arguments {
      if word.hasPrefix("-") || node.subcommands.isEmpty { return nil }
      let names = node.subcommands.map(\.name)
      if let next = node.subcommands.first(where: { $0.name == word }) {
        node = next
        path.append(word)
        continue
      }
      guard let nearest = DidYouMean.nearest(to: word, among: names) else { return nil }
      let whole = path.joined(separator: " ")
      return "'\(word)' is not a \(whole) command: did you mean '\(nearest)'? ('\(whole) --help' lists them)"
    }
    return nil
  }

  /// An option that takes one value given more than once, or nil. Cheap when no option name is
  /// repeated at all, which is nearly always: only then is the command tree looked at.
  static func repeatedOption(_ command: any ParsableCommand.Type, arguments: [String]) -> String? {
    let words = arguments.prefix { $0 != "--" }
    let names = words.filter { $0.hasPrefix("-") && $0 != "-" }.map {
      String($0.split(separator: "=", maxSplits: 1)[0])
    }
    guard Set(names).count < names.count, let tree = Node.tree(of: command) else { return nil }
    let leaf = tree.leaf(Array(words))
    for spellings in leaf.singleValueOptions {
      var values: [String] = []
      var index = words.startIndex
      while index < words.endIndex {
        let word = words[index]
        if let equals = word.firstIndex(of: "="), spellings.contains(String(word[..<equals])) {
          values.append(String(word[word.index(after: equals)...]))
        } else if spellings.contains(word) {
          values.append(index + 1 < words.endIndex ? words[index + 1] : "")
          index += 1
        }
        index += 1
      }
      guard values.count > 1 else { continue }
      let shown = values.map { "'\(String($0.prefix(40)))'" }.joined(separator: ", ")
      return "\(spellings[0]) takes one value and was given \(values.count) (\(shown)): give it once"
    }
    return nil
  }

  /// argument-parser's "Error: Unexpected argument …" as "tq-parent: Unexpected argument …", the
  /// usage lines after it kept. The message's own first letter stays: some are our own sentences.
  static func styled(_ message: String, program: String) -> String {
    guard message.hasPrefix("Error: ") else { return message }
    return "\(program): " + message.dropFirst("Error: ".count)
  }
}
