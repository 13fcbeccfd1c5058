import Domain
import Foundation
import Presentation
import Testing

/// A three-week window of Maya's mornings: guesses, a skip, a gap on a school day, weekends off the list.
enum ReportFixture {
  static let from = LocalDate("2026-11-02")!
  static let through = LocalDate("2026-11-22")!

  static func sessions(player: String = "Maya", routine: String = "Morning") -> [GameSession] {
    (0..<21).compactMap { offset -> GameSession? in
      let date = from.adding(days: offset)
      guard !WeekdayList.weekends.contains(date.weekday), offset != 3 else { return nil }
      let tasks = [
        TaskPlay(name: "Get dressed", guessSeconds: 300, actualSeconds: 240 + 10 * offset),
        offset == 8 ? TaskPlay.skipped(name: "Teeth") : TaskPlay(name: "Teeth", guessSeconds: 120, actualSeconds: 180),
      ]
      return GameSession(
        player: player, routine: routine, date: date,
        startedAt: Date(timeIntervalSince1970: TimeInterval(date.daysSinceEpoch * 86_400 + 7 * 3600)), finished: true,
        tasks: tasks)
    }
  }

  static func report(player: String = "Maya", routine: String = "Morning", others: [String] = ["Leo"]) -> ProgressReport
  {
    let sessions = sessions(player: player, routine: routine)
    let streak = Streak(
      played: Set(sessions.map(\.date)), from: from, through: through, today: LocalDate("2026-11-25")!
    ) { !WeekdayList.weekends.contains($0.weekday) }
    let maya = ProgressReport.Player(
      name: player, sessions: sessions, routinesOnFile: [routine, "Violin"], streak: { _ in streak })
    let rest = others.map {
      ProgressReport.Player(name: $0, sessions: [], routinesOnFile: ["Bedtime"], streak: { _ in nil })
    }
    return ProgressReport(from: from, through: through, today: LocalDate("2026-11-25")!, players: [maya] + rest)
  }
}

@Suite("tq-parent report as text and JSON")
struct ReportViewTests {
  @Test("text: the window, each player, each routine's streak, days and tasks, within 80 columns and plain words")
  func text() {
    let text = ReportView.text(ReportFixture.report(), style: .plain)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "Progress report · 2026-11-02 to 2026-11-22")
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(text.contains("Maya · 14 games"))
    #expect(text.contains("  Morning · 14 games"))
    #expect(text.contains("Streak: 11 days · Longest streak: 11 days · 1 gap"))
    // Monday to Sunday, three weeks: the Thursday of the first week is a gap, weekends are off the list.
    #expect(text.contains("    2026-11-02 ●●●○●··●●●●●··●●●●●··"))
    #expect(text.contains("Teeth · 13 plays · skipped 1×"))
    #expect(text.contains("No games of Violin."))
    #expect(text.contains("Leo\n  No games from 2026-11-02 to 2026-11-22."))
    // The key names the kinds of day shown, and only those.
    #expect(text.hasSuffix("\n\nDays: ● played · ○ on the list, no game · · not on the list"))
    #expect(!text.contains("\u{1B}"))
  }

  @Test("text without Unicode uses ASCII for the days, and control characters in names are not passed on")
  func asciiAndControl() {
    let text = ReportView.text(
      ReportFixture.report(player: "Ma\u{1B}[31mya", routine: "Morn\u{7}ing"),
      style: TerminalStyle(colors: false, unicode: false))
    #expect(text.contains("    2026-11-02 ###o#..#####..#####.."))
    #expect(!text.contains("\u{1B}") && !text.contains("\u{7}"))
    #expect(text.contains("Ma␛[31mya") && text.contains("Morn␇ing"))
  }

  @Test("JSON: the documented shape, with each game's ratio, each task's history and the streak's days")
  func json() throws {
    let data = Data(ReportView.json(ReportFixture.report()).serialized().utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["from"] as? String == "2026-11-02" && object["to"] as? String == "2026-11-22")
    #expect(object["today"] as? String == "2026-11-25")
    let players = try #require(object["players"] as? [[String: Any]])
    #expect(players.map { $0["player"] as? String } == ["Maya", "Leo"])
    let maya = players[0]
    #expect(maya["sessions"] as? Int == 14)
    #expect(maya["notPlayed"] as? [String] == ["Violin"])
    let routine = try #require((maya["routines"] as? [[String: Any]])?.first)
    #expect(routine["routine"] as? String == "Morning")
    let streak = try #require(routine["streak"] as? [String: Any])
    #expect(streak["current"] as? Int == 11)
    #expect(streak["gaps"] as? [String] == ["2026-11-05"])
    let days = try #require(streak["days"] as? [[String: Any]])
    #expect(days.count == 21)
    #expect(days[3]["state"] as? String == "gap" && days[5]["state"] as? String == "paused")
    let games = try #require(routine["games"] as? [[String: Any]])
    #expect(games.count == 14)
    #expect(Set(games[0].keys) == ["date", "finished", "ratio"])
    let tasks = try #require(routine["tasks"] as? [[String: Any]])
    #expect(tasks.map { $0["task"] as? String } == ["Get dressed", "Teeth"])
    let teeth = try #require(tasks[1]["history"] as? [[String: Any]])
    #expect(teeth.count == 14)
    let skipped = try #require(teeth.first { $0["skipped"] as? Bool == true })
    #expect(skipped["actualSeconds"] is NSNull && skipped["ratio"] is NSNull)
    #expect(tasks[1]["skipped"] as? Int == 1)
    let leo = players[1]
    #expect(leo["medianRatio"] is NSNull && (leo["routines"] as? [Any])?.isEmpty == true)
  }
}
