import Foundation
import TestSupport
import Testing

/// The docs are part of the product for the next engineer: their links must lead somewhere inside
/// the repository, and the command contract must list every command the programs have.
@Suite("Docs stay true: links resolve inside the repository, every command is in docs/cli.md")
struct DocsTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().standardizedFileURL

  /// Every Markdown file of the repository, build folders and hidden folders left out.
  static func markdownFiles() throws -> [URL] {
    let root = repository.path
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    var files: [URL] = []
    while let relative = walker.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") || name.hasPrefix(".build") {
        walker.skipDescendants()
        continue
      }
      if name.hasSuffix(".md") { files.append(repository.appendingPathComponent(relative)) }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The targets of inline links `[text](target)` and images, outside code spans and fenced blocks.
  static func linkTargets(in markdown: String) -> [String] {
    var targets: [String] = []
    var fenced = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        fenced.toggle()
        continue
      }
      if fenced { continue }
      // Code spans are examples, not links: drop them before looking.
      let text = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
      var rest = Substring(text)
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        let target = after[..<close].split(separator: " ").first.map(String.init) ?? ""
        targets.append(target.trimmingCharacters(in: CharacterSet(charactersIn: "<>")))
        rest = after[close...]
      }
    }
    return targets
  }

  /// GitHub's anchor for a heading: lower-cased, punctuation dropped, spaces as hyphens.
  static func anchors(in markdown: String) -> Set<String> {
    var anchors: Set<String> = []
    var fenced = false
    for line in markdown.split(separator: "\n") {
      if line.hasPrefix("```") { fenced.toggle() }
      guard !fenced, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
      let kept = title.unicodeScalars.filter {
        CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
      }
      anchors.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
    }
    return anchors
  }

  @Test("every relative link in every Markdown file names a file or heading inside the repository")
  func linksResolve() throws {
    let files = try Self.markdownFiles()
    #expect(files.contains { $0.lastPathComponent == "CONTRIBUTING.md" })
    var broken: [String] = []
    var checked = 0
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      let from = file.path.dropFirst(Self.repository.path.count + 1)
      for target in Self.linkTargets(in: text) {
        if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { continue }
        checked += 1
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts.first.map(String.init) ?? ""
        let destination =
          path.isEmpty ? file : file.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
        guard destination.path.hasPrefix(Self.repository.path + "/") || destination.path == Self.repository.path
        else {
          broken.append("\(from): \(target) leaves the repository")
          continue
        }
        guard FileManager.default.fileExists(atPath: destination.path) else {
          broken.append("\(from): \(target) does not exist")
          continue
        }
        if parts.count == 2, destination.pathExtension == "md" {
          let anchors = Self.anchors(in: try String(contentsOf: destination, encoding: .utf8))
          if !anchors.contains(String(parts[1])) { broken.append("\(from): \(target) names no heading there") }
        }
      }
    }
    #expect(checked > 20, "the docs link to each other; so few links means the scan found nothing")
    #expect(broken == [])
  }

  @Test("the link scan finds links, skips code and external addresses, and knows GitHub's anchors")
  func scanner() {
    let text = """
      See [the CLI](docs/cli.md#tq-player-the-child) and ![map](a.png "title").
      `[not](a link)` but [web](https://example.org).
      ```
      [fenced](nope.md)
      ```
      ## tq-player (the child)
      """
    #expect(Self.linkTargets(in: text) == ["docs/cli.md#tq-player-the-child", "a.png", "https://example.org"])
    #expect(Self.anchors(in: text) == ["tq-player-the-child"])
  }

  /// The leaf commands of a program and the long options each takes, read from its own `--help`.
  static func commands(_ program: String, _ path: [String] = []) throws -> [(path: [String], options: Set<String>)] {
    let help = try Executable(program).run(path + ["--help"]).stdout
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    if let start = lines.firstIndex(where: { $0.hasPrefix("SUBCOMMANDS:") }) {
      var leaves: [(path: [String], options: Set<String>)] = []
      for line in lines[(start + 1)...] {
        if line.isEmpty && !leaves.isEmpty { break }
        guard line.hasPrefix("  "), let first = line.dropFirst(2).first, first.isLetter else { continue }
        let name = String(line.dropFirst(2).prefix { !$0.isWhitespace })
        leaves += try commands(program, path + [name])
      }
      return leaves
    }
    guard let usage = lines.firstIndex(where: { $0.hasPrefix("USAGE:") }) else { return [(path, [])] }
    let text = lines[usage...].prefix { !$0.isEmpty }.joined(separator: " ")
    let global: Set<String> = ["--home", "--demo", "--color", "--pin-stdin", "--help", "--version"]
    let options = text.split(whereSeparator: { " []<>.".contains($0) })
      .filter { $0.hasPrefix("--") }.map(String.init)
    return [(path, Set(options).subtracting(global))]
  }

  @Test("docs/cli.md has a line for each leaf command of each program, naming every option it takes")
  func everyCommandDocumented() throws {
    let contract = try String(
      contentsOf: Self.repository.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    let lines = contract.split(separator: "\n").map(String.init)
    var missing: [String] = []
    var count = 0
    for program in ["tq-player", "tq-parent", "tq-notify"] {
      for command in try Self.commands(program) {
        count += 1
        let name = ([program] + command.path).joined(separator: " ")
        guard let line = lines.first(where: { $0 == name || $0.hasPrefix(name + " ") }) else {
          missing.append("\(name): no line")
          continue
        }
        for option in command.options.sorted() where !line.contains(option) {
          missing.append("\(name): \(option) not on its line")
        }
      }
    }
    #expect(count > 40, "three programs have dozens of commands; so few means help was not read")
    #expect(missing == [])
  }
}
