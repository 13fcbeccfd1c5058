import Foundation
import TestSupport
import Testing

/// The Waybar, Polybar and i3blocks snippets of docs/notifications.md run as written and style what
/// the sink emits.
@Suite("Status-bar snippets in docs/notifications.md")
struct StatusBarSnippetTests {
  static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/notifications.md")

  /// The status-bar section: from its heading to the next heading of its level or above.
  static func section() throws -> String {
    let text = try String(contentsOf: page, encoding: .utf8)
    let start = try #require(text.range(of: "\n## Status bars"))
    let rest = text[start.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }

  /// Each command a snippet runs: Waybar's `"exec": "…"`, Polybar's `exec = …`, i3blocks' `command=…`.
  static func commands(in section: String) -> [[String]] {
    section.split(separator: "\n").compactMap { line -> [String]? in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      for prefix in ["\"exec\": \"", "exec = ", "command="] where trimmed.hasPrefix(prefix) {
        var command = String(trimmed.dropFirst(prefix.count))
        if prefix.hasPrefix("\"") { command = String(command.prefix { $0 != "\"" }) }
        return command.split(separator: " ").map(String.init)
      }
      return nil
    }
  }

  @Test("every snippet's command runs and prints a line; --watch ones keep running until SIGTERM ends them with 0")
  func snippetsRun() throws {
    let commands = Self.commands(in: try Self.section())
    #expect(commands.count >= 4)
    let household = try HouseholdFixture()
    for command in commands {
      #expect(command.first == "tq-notify")
      let arguments = Array(command.dropFirst()) + ["--home", household.home.path]
      if command.contains("--watch") {
        let watcher = try LineReader(Executable.binDirectory.appendingPathComponent("tq-notify").path, arguments)
        defer { watcher.kill() }
        #expect(watcher.waitForLines(1).count == 1, "\(command)")
        #expect(watcher.terminate() == 0)
      } else {
        let result = try household.notify.run(arguments)
        #expect(result.status == 0, "\(command): \(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 1, "\(command)")
      }
    }
  }

  @Test("the CSS names exactly the classes the waybar sink emits")
  func cssClasses() throws {
    let section = try Self.section()
    let classes = Set(
      section.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("#custom-timequest.") else { return nil }
        return String(line.dropFirst("#custom-timequest.".count).prefix { $0.isLetter })
      })
    #expect(classes == ["schoolDay", "freeDay", "freeAfternoon", "unknown"])
    #expect(section.contains("\"return-type\": \"json\""))
    #expect(section.contains("tail = true"))
  }
}
