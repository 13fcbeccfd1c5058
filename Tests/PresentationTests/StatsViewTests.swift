import Domain
import Foundation
import Presentation
import Testing

@Suite("tq-player stats on the screen and in JSON")
struct StatsViewTests {
  static func day(_ text: String) -> LocalDate { LocalDate(text)! }

  static let report: GameStatsReport = {
    let sessions = [(600, 16), (150, 17)].map { actual, date in
      GameSession(
        player: "Maya", routine: "School morning", date: LocalDate(year: 2026, month: 11, day: date)!,
        startedAt: Date(timeIntervalSince1970: TimeInterval(1_795_000_000 + date * 86_400)), finished: true,
        tasks: [TaskPlay(name: "Get dressed", guessSeconds: 300, actualSeconds: actual), .skipped(name: "Teeth")])
    }
    let statistics = GameStatistics.routines(sessions)[0]
    let streak = Streak(
      played: [day("2026-11-16"), day("2026-11-17")], from: day("2026-11-10"), today: day("2026-11-18")
    ) {
      $0 != day("2026-11-14")
    }
    return GameStatsReport(
      today: day("2026-11-18"), players: ["Leo", "Maya"],
      entries: [GameStatsReport.Entry(statistics: statistics, streak: streak)])
  }()

  @Test("the text shows each player, each routine's streak and how close guesses usually are, then each task")
  func text() {
    let text = StatsView.text(Self.report, style: .plain)
    #expect(
      text.split(separator: "\n", omittingEmptySubsequences: false) == [
        "Leo",
        "  No games yet.",
        "",
        "Maya",
        "  School morning · 2 plays",
        "    Streak: 2 days · Longest streak: 2 days",
        "    Usually within 4 min · guesses on both sides of the time taken · not enough",
        "      plays yet to compare",
        "    Get dressed · 2 plays",
        "      Usually within 4 min · closest: guessed 5 min, took 2 min 30 s",
        "    Teeth · 0 plays · skipped 2×",
      ])
    for line in text.split(separator: "\n") { #expect(line.count <= 80) }
    #expect(
      StatsView.text(GameStatsReport(today: Self.day("2026-11-18"), players: [], entries: []), style: .plain)
        == "No games yet.")
  }

  @Test("a child reads no ratios and no list of days without a game, in any terminal")
  func noRatiosNoGaps() {
    let dumb = TerminalStyle(isTTY: false, environment: ["TERM": "dumb"])
    #expect(!StatsView.text(Self.report, style: dumb).contains("ratio"))
    let played: Set<LocalDate> = [Self.day("2026-11-01")]
    let streak = Streak(played: played, from: Self.day("2026-11-01"), today: Self.day("2026-11-18")) { _ in true }
    #expect(streak.gaps.count == 16)
    let entry = GameStatsReport.Entry(statistics: Self.report.entries[0].statistics, streak: streak)
    let text = StatsView.text(
      GameStatsReport(today: Self.day("2026-11-18"), players: ["Maya"], entries: [entry]), style: .plain)
    #expect(text.contains("Streak: 0 days · Longest streak: 1 day"))
    #expect(!text.contains("2026-11-1") && !text.contains("Gaps"))
  }

  @Test("the words are the player's language")
  func spanish() {
    let text = StatsView.text(Self.report, style: .plain, language: "es")
    #expect(text.contains("Casi siempre a menos de 4 min"))
    #expect(text.contains("lo más cerca: 5 min estimado, 2 min 30 s"))
    #expect(text.contains(" · saltada 2×") && !text.contains("skipped"))
  }

  @Test("percentages are of the time taken: 3 min guessed at 5 min is within 40 %, double and more a factor")
  func within() {
    #expect(StatsView.within(0.4) == "40 %")
    #expect(StatsView.within(0.999) == "100 %")
    #expect(StatsView.within(1) == "×2.0" && StatsView.within(2.5) == "×3.5")
  }

  @Test("the JSON has every routine with its numbers, streak and tasks; numbers without guesses are null")
  func json() throws {
    let text = StatsView.json(Self.report).serialized()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["today"] as? String == "2026-11-18")
    let routine = try #require((object["routines"] as? [[String: Any]])?.first)
    #expect(routine["player"] as? String == "Maya")
    #expect(routine["sessions"] as? Int == 2)
    #expect(routine["plays"] as? Int == 2)
    #expect(routine["medianRatio"] as? Double == 1)
    #expect(routine["medianDistance"] as? Double == 0.6931)
    #expect(routine["tendency"] as? String == "balanced")
    #expect(routine["trend"] as? String == "notEnoughPlays")
    #expect(routine["recentRatios"] as? [Double] == [0.5, 2])
    let streak = try #require(routine["streak"] as? [String: Any])
    #expect(streak["current"] as? Int == 2)
    #expect(streak["gaps"] as? [String] == [])
    let tasks = try #require(routine["tasks"] as? [[String: Any]])
    #expect(tasks.map { $0["task"] as? String } == ["Get dressed", "Teeth"])
    #expect(tasks[1]["medianRatio"] is NSNull)
    #expect(tasks[1]["skipped"] as? Int == 2)
    #expect(tasks[1]["sparkline"] as? String == "")
    #expect(
      text.hasPrefix(#"{"today":"2026-11-18","routines":[{"player":"Maya","routine":"School morning","sessions":2,"#))
  }
}
