import Domain
import Foundation
import Presentation
import Testing

@Suite("The report's headline, planned times, dated axes and games off the chart")
struct ProgressPagesTests {
  /// Maya's three weeks (`ReportFixture`), with the minutes her routine plans for each task.
  static func planned() -> ProgressReport {
    let base = ReportFixture.report()
    let sessions = ReportFixture.sessions()
    let maya = ProgressReport.Player(
      name: "Maya", sessions: sessions, routinesOnFile: ["Morning"], streak: { _ in nil },
      planned: { routine, task in routine == "Morning" && task == "Teeth" ? 2 : task == "Get dressed" ? 6 : nil })
    return ProgressReport(from: base.from, through: base.through, today: base.today, players: [maya])
  }

  @Test("text: a headline sentence first, and the usual time where it differs from the plan")
  func text() {
    let text = ReportView.text(Self.planned(), style: .plain)
    // The headline follows the name, unwrapped here: Get dressed took 4 min to 7 min against a
    // 5-minute guess, so the last games were further off than the first.
    let joined = text.replacingOccurrences(of: "\n    ", with: " ")
    #expect(joined.contains("Maya · 14 games\n  Maya's guesses moved further off: from about "))
    #expect(joined.contains(" to about 1.4× off over 3 weeks\n"))
    #expect(text.contains("Teeth usually takes 3 min; planned 2 min"))
    // Get dressed usually takes about 5½ min against 6 planned: within the spot-on band, no line.
    #expect(!text.contains("Get dressed usually takes"))
    #expect(!text.contains("ratio"))
  }

  @Test("JSON: the change behind the headline and each task's planned minutes")
  func json() throws {
    let data = Data(ReportView.json(Self.planned()).serialized().utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let maya = try #require((object["players"] as? [[String: Any]])?.first)
    let change = try #require(maya["change"] as? [String: Any])
    #expect(change["kind"] as? String == "further" && change["games"] as? Int == 14 && change["days"] as? Int == 19)
    #expect((maya["headline"] as? String)?.hasPrefix("Maya's guesses moved further off") == true)
    let tasks = try #require((maya["routines"] as? [[String: Any]])?.first?["tasks"] as? [[String: Any]])
    #expect(tasks.map { $0["plannedMinutes"] as? Int } == [6, 2])
    #expect(tasks[0]["medianMissSeconds"] as? Int != nil)
  }

  @Test("HTML: the headline under the name, usual times under their charts, dates under every task chart")
  func html() {
    let html = ReportHTML.render(Self.planned(), generatedOn: LocalDate("2026-11-25")!)
    #expect(html.contains("<p class=\"headline\">Maya&#39;s guesses moved further off: from about "))
    #expect(html.contains("<p class=\"usual\">Teeth usually takes 3 min; planned 2 min</p>"))
    #expect(!html.contains("ratio 0.") && !html.contains("ratio 1."))
    // Each task chart (two) names the window's first and last days under its ends.
    #expect(html.components(separatedBy: "<text class=\"xlabel start\" x=\"22.0\" y=\"44.0\">Nov 2</text>").count == 3)
    #expect(html.components(separatedBy: "<text class=\"xlabel end\" x=\"146.0\" y=\"44.0\">Nov 22</text>").count == 3)
    // A phone gets its own narrower trend chart, with fewer dates.
    #expect(html.contains("<svg class=\"w380\" viewBox=\"0 0 380.0 88.0\""))
    // A sheet's is flatter (its labels the same size), and a routine's name and facts sit beside its
    // calendar: Spanish, French and German pages keep to one printed sheet too.
    #expect(html.contains("<svg class=\"w760\" viewBox=\"0 0 760.0 80.0\""))
    #expect(html.contains("<div class=\"rhead\"><h3>"))
    #expect(html.contains("@media screen and (max-width: 560px)") && html.contains("@media print"))
  }

  /// Maya's games of one task, each `(day of the window, guess, time taken)`, over `days` days.
  static func page(_ plays: [(Int, Int, Int)], days: Int = 21) -> String {
    let from = ReportFixture.from
    let sessions = plays.map { offset, guess, actual in
      let date = from.adding(days: offset)
      return GameSession(
        player: "Maya", routine: "Morning", date: date,
        startedAt: Date(timeIntervalSince1970: TimeInterval(date.daysSinceEpoch * 86_400 + 7 * 3600)), finished: true,
        tasks: [TaskPlay(name: "Teeth", guessSeconds: guess, actualSeconds: actual)])
    }
    let maya = ProgressReport.Player(
      name: "Maya", sessions: sessions, routinesOnFile: ["Morning"], streak: { _ in nil })
    let through = from.adding(days: days - 1)
    return ReportHTML.render(
      ProgressReport(from: from, through: through, today: through, players: [maya]), generatedOn: through)
  }

  @Test("a game beyond the trend chart's range is an arrow at its edge with how far off, never clipped silently")
  func beyondTheChart() {
    // Guessed 3× and a third of the time taken, on days far enough apart for both labels.
    let html = Self.page([(0, 540, 180), (2, 120, 120), (10, 60, 180), (11, 600, 60)])
    // Three games off the chart on each of the two trend charts; the spot-on one is a plain marker.
    #expect(html.components(separatedBy: "<g class=\"beyond\">").count - 1 == 2 * 3)
    #expect(html.contains("<title>Monday 2 November 2026: guess 3× longer than the time taken</title>"))
    #expect(html.contains("<title>Thursday 12 November 2026: guess 3× shorter than the time taken</title>"))
    #expect(html.contains(">10×</text>"))
    // The arrows for the 12th and the 13th sit on opposite edges, so both are labelled.
    #expect(html.components(separatedBy: ">3×</text>").count - 1 == 2 * 2)
  }

  @Test("two games off the chart side by side on one edge: the second arrow goes unlabelled, its title says how far")
  func crowdedArrows() {
    // Eight weeks: a day is narrower than a label on either chart.
    let html = Self.page([(0, 600, 60), (1, 480, 60)], days: 56)
    #expect(html.contains(">10×</text>") && !html.contains(">8×</text>"))
    #expect(html.contains("<title>Tuesday 3 November 2026: guess 8× longer than the time taken</title>"))
  }
}
