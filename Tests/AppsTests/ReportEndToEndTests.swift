import Foundation
import TestSupport
import Testing

@Suite("tq-parent report, end to end")
struct ReportEndToEndTests {
  let household: HouseholdFixture

  init() throws {
    household = try HouseholdFixture()
    try household.seed()
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func report(_ arguments: String..., environment: [String: String] = [:]) throws -> Executable.Result {
    try household.parent.run(["report"] + arguments + ["--home", household.home.path], environment: environment)
  }

  @Test("after a game the report shows it for its player, and the other player's routines without games")
  func afterAGame() throws {
    let game = try household.player.run(
      ["play", "Bedtime", "--player", "Leo", "--home", household.home.path], stdin: "5\n\n10m\n\n")
    #expect(game.status == 0, "stderr: \(game.stderr)")

    let json = try report("--format", "json")
    #expect(json.status == 0, "stderr: \(json.stderr)")
    let object = try #require(try parseJSON(json.stdout) as? [String: Any])
    let players = try #require(object["players"] as? [[String: Any]])
    #expect(players.map { $0["player"] as? String } == ["Leo", "Maya"])
    #expect(players[0]["sessions"] as? Int == 1)
    let bedtime = try #require((players[0]["routines"] as? [[String: Any]])?.first)
    #expect(bedtime["routine"] as? String == "Bedtime")
    let tasks = try #require(bedtime["tasks"] as? [[String: Any]])
    #expect(tasks.map { $0["task"] as? String } == ["Bath", "Story"])
    let bath = try #require((tasks[0]["history"] as? [[String: Any]])?.first)
    #expect(bath["guessSeconds"] as? Int == 300)
    let days = try #require((bedtime["streak"] as? [String: Any])?["days"] as? [[String: Any]])
    #expect(days.map { $0["state"] as? String } == ["played"])
    #expect(players[1]["notPlayed"] as? [String] == ["School morning", "Slow morning", "Violin"])
    let (from, to) = (try #require(object["from"] as? String), try #require(object["to"] as? String))
    // The window starts at the first game when there is less history than eight weeks: today's.
    #expect(from == to)
    // A first day asked for is kept, games or not.
    let dates = ISO8601DateFormatter()
    dates.formatOptions = [.withFullDate]
    let weekBefore = dates.string(from: try #require(dates.date(from: to)).addingTimeInterval(-7 * 86_400))
    let asked = try report("--format", "json", "--from", weekBefore)
    #expect((try parseJSON(asked.stdout) as? [String: Any])?["from"] as? String == weekBefore)

    let text = try report("--player", "leo")
    #expect(text.status == 0, "stderr: \(text.stderr)")
    #expect(text.stdout.hasPrefix("Progress report · \(from) to \(to)\n\nLeo · 1 game\n"))
    #expect(!text.stdout.contains("Maya"))
    #expect(text.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })

    let html = try report("--format", "html", "--from", from, "--to", to)
    #expect(html.status == 0, "stderr: \(html.stderr)")
    #expect(html.stdout.hasPrefix("<!DOCTYPE html>"))
    #expect(html.stdout.contains("<h2>Leo</h2>") && html.stdout.contains("<h2>Maya</h2>"))
  }

  @Test(
    "the report in the household's message language: its heading, labels and the page's lang",
    arguments: [
      ("es", "Informe de progreso", "1 partida"), ("fr", "Bilan des progrès", "1 partie"),
      ("de", "Fortschrittsbericht", "1 Runde"),
    ])
  func language(_ code: String, _ title: String, _ oneGame: String) throws {
    let game = try household.player.run(
      ["play", "Bedtime", "--player", "Leo", "--home", household.home.path], stdin: "5\n\n10m\n\n")
    #expect(game.status == 0, "stderr: \(game.stderr)")
    let set = try household.parent.run(["language", "set", code, "--home", household.home.path])
    #expect(set.status == 0, "stderr: \(set.stderr)")
    let text = try report("--player", "leo")
    #expect(text.status == 0, "stderr: \(text.stderr)")
    #expect(text.stdout.hasPrefix("\(title) · "), "\(text.stdout)")
    #expect(text.stdout.contains("Leo · \(oneGame)\n"), "\(text.stdout)")
    for english in ["Progress report", "1 game", "Days:", "played", "Streak"] {
      #expect(!text.stdout.contains(english), "\(code): \(english)")
    }
    let html = try report("--format", "html")
    #expect(html.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"\(code)\">"))
    #expect(html.stdout.contains("<h1>\(title)</h1>"))
    #expect(!html.stdout.contains("Generated on") && !html.stdout.contains("time taken</span>"))
    // The machine-readable report stays English, as every JSON does.
    let json = try report("--format", "json")
    #expect(json.stdout.contains("\"sessions\""))
  }

  @Test("an unknown player names the players; a bad date or a backwards window is a usage error")
  func badInput() throws {
    let unknown = try report("--player", "Sam")
    #expect(unknown.status == 65)
    #expect(unknown.stderr.contains("Leo, Maya"))
    for arguments in [["--from", "2026-02-30"], ["--to", "soon"], ["--from", "2026-11-10", "--to", "2026-11-01"]] {
      let result = try household.parent.run(["report"] + arguments + ["--home", household.home.path])
      #expect(result.status == 64, "\(arguments): \(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
    let format = try report("--format", "pdf")
    #expect(format.status == 64)
  }

  @Test("the parent gate guards the report like every tq-parent command")
  func gate() throws {
    let set = try household.parent.run(["pin", "set", "--pin-stdin", "--home", household.home.path], stdin: "4721\n")
    #expect(set.status == 0, "stderr: \(set.stderr)")
    let denied = try report("--format", "json")
    #expect(denied.status == 77)
    #expect(denied.stdout.isEmpty)
    #expect(try report("--format", "json", environment: ["TQ_PARENT_PIN": "4721"]).status == 0)
  }

  @Test("the demo household has weeks of games: the report and the stats show them")
  func demo() throws {
    let tmp = try TemporaryDirectory()
    let html = try household.parent.run(["--demo", "report", "--format", "html"], environment: ["TMPDIR": tmp.path])
    #expect(html.status == 0, "stderr: \(html.stderr)")
    #expect(html.stdout.contains("<h2>Maya</h2>") && html.stdout.contains("<h2>Leo</h2>"))
    #expect(html.stdout.components(separatedBy: "<rect class=\"played\"").count > 40)
    #expect(html.stdout.contains("aria-label=\"Guess and time taken, play by play\""))
    let stats = try household.player.run(["--demo", "stats", "--format", "json"], environment: ["TMPDIR": tmp.path])
    #expect(stats.status == 0, "stderr: \(stats.stderr)")
    let routines = try #require((try parseJSON(stats.stdout) as? [String: Any])?["routines"] as? [[String: Any]])
    #expect(routines.count == 5)
    #expect(routines.allSatisfy { ($0["plays"] as? Int ?? 0) >= 5 })
    // The demo's temporary homes are gone afterwards.
    #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path).isEmpty)
  }

  @Test("the benchmark's history generator writes games the programs read")
  func generatedHistory() throws {
    let home = try TemporaryDirectory()
    let generator = try Executable.launch(
      URL(fileURLWithPath: "/bin/bash"),
      [
        Self.root.appendingPathComponent("Scripts/bench/gen-history.sh").path, home.path,
        Executable.binDirectory.appendingPathComponent("tq-parent").path, "12",
      ],
      environment: ["PATH": "/usr/bin:/bin", "TZ": "UTC", "HOME": home.path], stdout: .discard, stderr: .discard)
    #expect(generator.status == 0)

    let stats = try household.player.run(["stats", "--format", "json", "--home", home.path])
    #expect(stats.status == 0, "stderr: \(stats.stderr)")
    let routines = try #require((try parseJSON(stats.stdout) as? [String: Any])?["routines"] as? [[String: Any]])
    #expect(routines.map { $0["routine"] as? String } == ["Bedtime", "Homework", "Morning"])
    #expect(routines.map { $0["sessions"] as? Int } == [12, 12, 12])
    #expect(routines.allSatisfy { ($0["streak"] as? [String: Any])?["current"] as? Int == 12 })
    let report = try household.parent.run(["report", "--format", "json", "--home", home.path])
    #expect(report.status == 0, "stderr: \(report.stderr)")
    let sam = try #require(((try parseJSON(report.stdout) as? [String: Any])?["players"] as? [[String: Any]])?.first)
    #expect(sam["sessions"] as? Int == 36)
    #expect(sam["guesses"] as? Int == 180)
  }
}
