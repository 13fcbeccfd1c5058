import Foundation
import TestSupport
import Testing

/// The README's first ten minutes are what a new user types first: they run here as written, in a
/// fresh home, so the front page cannot drift from the programs.
@Suite("The README's walkthrough runs as written")
struct WalkthroughEndToEndTests {
  static let heading = "## A first ten minutes"

  static func readme() throws -> String {
    try String(contentsOf: DocsTests.repository.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// Every command line of the walkthrough's `sh` blocks, continuation lines joined; lines that
  /// are only a comment are left out (a shell would do nothing with them).
  static func commands(in readme: String) throws -> [String] {
    let start = try #require(readme.range(of: "\n" + heading), "README.md has no \(heading) section")
    let rest = readme[start.upperBound...]
    let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    var commands: [String] = []
    var inBlock = false
    var pending = ""
    for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inBlock = line == "```sh" && !inBlock
        continue
      }
      guard inBlock else { continue }
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.hasSuffix("\\") {
        pending += String(text.dropLast()) + " "
        continue
      }
      let command = pending + text
      pending = ""
      if !command.isEmpty && !command.hasPrefix("#") { commands.append(command) }
    }
    return commands
  }

  /// The files a command connects with `calendar add`, `~/` read as `home`.
  static func calendarFiles(in command: String, home: String) -> [String] {
    let words = command.split(separator: " ").map(String.init)
    guard let add = words.indices.first(where: { words[$0] == "add" && $0 > 0 && words[$0 - 1] == "calendar" }),
      add + 1 < words.count
    else { return [] }
    let target = words[add + 1]
    if target.hasPrefix("~/") { return [home + target.dropFirst(1)] }
    return target.hasPrefix("/") ? [target] : []
  }

  static let schoolCalendar = """
    BEGIN:VCALENDAR\r
    VERSION:2.0\r
    PRODID:-//TimeQuest tests//walkthrough//EN\r
    BEGIN:VEVENT\r
    UID:first-day@walkthrough\r
    DTSTAMP:20260101T000000Z\r
    DTSTART;VALUE=DATE:20260902\r
    SUMMARY:First Day of School\r
    END:VEVENT\r
    BEGIN:VEVENT\r
    UID:winter@walkthrough\r
    DTSTAMP:20260101T000000Z\r
    DTSTART;VALUE=DATE:20261221\r
    DTEND;VALUE=DATE:20270102\r
    SUMMARY:Winter Break\r
    END:VEVENT\r
    END:VCALENDAR\r

    """

  @Test("each walkthrough command exits 0 in a fresh home; the game is recorded and the timer installed")
  func walkthroughRuns() throws {
    let commands = try Self.commands(in: try Self.readme())
    for step in [
      "tq-parent player add", "tq-parent routine add", "tq-parent calendar add", "tq-parent calendar enable",
      "tq-player play", "tq-notify", "tq-notify timer install",
    ] {
      #expect(commands.contains { $0.contains(step) }, "the walkthrough has lost its step '\(step)'")
    }
    // The timer step meets stand-ins for systemctl and loginctl and a private XDG_CONFIG_HOME.
    let timers = try TimerFixture(userManager: true)
    let user = try TemporaryDirectory()
    let environment = [
      "PATH": timers.tools.path + "/bin:" + Executable.binDirectory.path + ":/usr/bin:/bin",
      "HOME": user.path,
      "TIMEQUEST_HOME": timers.household.home.path,
      "XDG_CONFIG_HOME": timers.config.path,
      "FAKE_SYSTEMD_STATE": timers.tools.path + "/state",
      "TZ": "UTC",
      "LANG": "C.UTF-8",
    ]
    for command in commands {
      for file in Self.calendarFiles(in: command, home: user.path) {
        try FileManager.default.createDirectory(
          atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(Self.schoolCalendar.utf8).write(to: URL(fileURLWithPath: file))
      }
      // The child's answers: a guess, then the line that says the task is over, for each task.
      let answers = command.contains("tq-player play") ? String(repeating: "3\n\n", count: 20) : ""
      let result = try Executable.launch(
        URL(fileURLWithPath: "/bin/sh"), ["-c", command], environment: environment,
        stdin: .data(Data(answers.utf8)), deadline: .seconds(300))
      #expect(result.status == 0, "\(command)\n\(result.stdout)\(result.stderr)")
    }
    let history = try timers.household.player("history", "--format", "json")
    let sessions = try #require((try parseJSON(history.stdout) as? [String: Any])?["sessions"] as? [[String: Any]])
    #expect(sessions.contains { $0["finished"] as? Bool == true }, "the walkthrough's game was not recorded")
    #expect(FileManager.default.fileExists(atPath: timers.timer))
    #expect(timers.changes.contains { $0.contains("enable") })
  }

  @Test("the README's Test section gives the one command CI runs")
  func testCommand() throws {
    let readme = try Self.readme()
    let start = try #require(readme.range(of: "\n## Test\n"), "README.md has no Test section")
    let block = readme[start.upperBound...].drop { $0 != "`" }
    #expect(block.hasPrefix("```sh\nScripts/test.sh\n```"))
    let ci = try String(contentsOf: DocsTests.repository.appendingPathComponent(".ci/run"), encoding: .utf8)
    #expect(ci.split(separator: "\n").contains("bash Scripts/test.sh"))
  }
}
