import Domain
import Foundation
import Presentation
import Testing

@Suite("The game on the screen")
struct GameViewTests {
  static let session = GameSession(
    id: 7, player: "Maya", routine: "School morning", date: LocalDate("2026-11-24")!,
    startedAt: Date(timeIntervalSince1970: 1_795_600_000), finished: true,
    tasks: [
      TaskPlay(name: "Get dressed", guessSeconds: 300, actualSeconds: 430),
      .skipped(name: "Breakfast", guessSeconds: 900),
      TaskPlay(name: "Brush teeth", guessSeconds: 180, actualSeconds: 185),
      .skipped(name: "Shoes"),
    ])
  static let summary = GameSummary(
    session: session, taskCount: 4, trends: [.init(task: "Get dressed", trend: .closer)])

  @Test("a result is the comparison sentence after the band's symbol; a skip gets a dot")
  func results() {
    #expect(
      GameView.text(.result(Self.session.tasks[0]), style: .plain)
        == "  △ Longer than you thought: 7 min 10 s, you guessed 5 min")
    #expect(GameView.text(.result(Self.session.tasks[1]), style: .plain) == "  · Skipped · you guessed 15 min")
    #expect(GameView.text(.result(Self.session.tasks[3]), style: .plain) == "  · Skipped")
    #expect(
      GameView.text(.result(TaskPlay(name: "A", guessSeconds: 60, actualSeconds: 0)), style: .plain)
        == "  · 0 s, you guessed 1 min")
  }

  @Test("without Unicode (TERM=dumb) the ASCII symbols stand in; NO_COLOR and pipes get no escapes")
  func plainTerminals() {
    let dumb = TerminalStyle(isTTY: true, environment: ["TERM": "dumb"])
    #expect(GameView.text(.result(Self.session.tasks[0]), style: dumb).hasPrefix("  + Longer than you thought"))
    #expect(GameView.summary(Self.summary, style: dumb).contains("="))
    let noColor = TerminalStyle(isTTY: true, environment: ["NO_COLOR": "1", "TERM": "xterm"])
    let pipe = TerminalStyle(isTTY: false, environment: ["TERM": "xterm"])
    for style in [noColor, pipe] {
      let text =
        GameView.summary(Self.summary, style: style)
        + GameView.text(.started(routine: "School morning", player: "Maya", taskCount: 4), style: style)
      #expect(!text.contains("\u{1B}["))
    }
    let colour = TerminalStyle(isTTY: true, environment: ["TERM": "xterm"])
    #expect(GameView.summary(Self.summary, style: colour).contains("\u{1B}[1mSchool morning\u{1B}[0m"))
  }

  @Test("the turn shows the task's number and the past times when there are some")
  func turns() {
    #expect(GameView.text(.task(TaskTurn(number: 2, count: 4, name: "Breakfast")), style: .plain) == "2/4 · Breakfast")
    #expect(
      GameView.text(.task(TaskTurn(number: 1, count: 4, name: "Dress", pastTimes: [360, 420, 300])), style: .plain)
        == "1/4 · Dress\n  Last times: 6 min, 7 min, 5 min")
    #expect(
      GameView.text(.started(routine: "School morning", player: "Maya", taskCount: 1), style: .plain)
        == "School morning · Maya · 1 task\n  q or Ctrl-C: end of the game · skip: the next task")
    #expect(
      GameView.text(.started(routine: "Mañana", player: "Leo", taskCount: 2), style: .plain, language: "fr")
        .hasSuffix("\n  q ou Ctrl-C : fin du jeu · passer : tâche suivante"))
  }

  @Test("the end celebrates what happened: the near closest guess, the closest ever, the streak, one line")
  func summary() {
    let streak = Streak(
      played: [LocalDate("2026-11-23")!, LocalDate("2026-11-24")!], from: LocalDate("2026-11-20")!,
      today: LocalDate("2026-11-24")!
    ) { _ in true }
    let summary = GameSummary(
      session: Self.session, taskCount: 4, trends: Self.summary.trends, closestEver: ["Brush teeth"], streak: streak)
    let lines = GameView.summary(summary, style: .plain).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines == [
        "",
        "School morning · 4 of 4 tasks",
        "  ◎ Closest guess: Brush teeth, spot on",
        "  ★ Brush teeth: the closest guess so far",
        "  ✓ Streak: 2 days",
        "  → Guesses for Get dressed are getting closer.",
      ])
    let plain = GameView.summary(summary, style: .plain, plain: true).split(separator: "\n")
    #expect(
      plain == [
        "School morning · 4 of 4 tasks", "  Closest guess: Brush teeth, spot on",
        "  Brush teeth: the closest guess so far", "  Streak: 2 days", "  Guesses for Get dressed are getting closer.",
      ])
  }

  @Test("a far-off game shows no closest guess, and a streak of none, or nothing timed, is not shown")
  func smallEnd() {
    var session = Self.session
    session.tasks = [TaskPlay(name: "Get dressed", guessSeconds: 60, actualSeconds: 600)]
    let text = GameView.summary(GameSummary(session: session, taskCount: 4, trends: []), style: .plain)
    #expect(
      text.split(separator: "\n") == [
        "School morning · 1 of 4 tasks", "  → Every guess shows a little more of how long things take.",
      ])
    session.tasks = [.skipped(name: "Get dressed")]
    let none = Streak(played: [], from: LocalDate("2026-11-20")!, today: LocalDate("2026-11-24")!) { _ in true }
    #expect(
      GameView.summary(GameSummary(session: session, taskCount: 4, trends: [], streak: none), style: .plain)
        .split(separator: "\n") == ["School morning · 1 of 4 tasks"])
  }

  @Test("a game that ended early says so, and one with no task over says nothing was saved")
  func endedEarly() {
    var session = Self.session
    session.finished = false
    session.tasks = Array(session.tasks.prefix(1))
    #expect(
      GameView.summary(GameSummary(session: session, taskCount: 4, trends: []), style: .plain)
        .contains("School morning · 1 of 4 tasks · the game ended early"))
    session.tasks = []
    #expect(
      GameView.summary(GameSummary(session: session, taskCount: 4, trends: []), style: .plain)
        .contains("School morning · 0 of 4 tasks · nothing saved"))
  }

  @Test("long names and times still fit 80 columns")
  func fitsEightyColumns() {
    let long = String(repeating: "Very long task name ", count: 3)
    let session = GameSession(
      player: "Maximiliana Alexandrina", routine: String(repeating: "Routine ", count: 12),
      date: LocalDate("2026-11-24")!,
      startedAt: Date(timeIntervalSince1970: 0), finished: false,
      tasks: [
        TaskPlay(name: long, guessSeconds: 43_199, actualSeconds: 43_000),
        TaskPlay(name: long + "2", guessSeconds: 1, actualSeconds: 43_200), .skipped(name: long, guessSeconds: 43_199),
      ])
    let texts =
      [
        GameView.summary(
          GameSummary(session: session, taskCount: 9, trends: [.init(task: long, trend: .further)]), style: .plain),
        GameView.text(.started(routine: session.routine, player: session.player, taskCount: 9), style: .plain),
        GameView.text(
          .task(TaskTurn(number: 1, count: 9, name: long + long, pastTimes: [43_000, 42_000, 41_000])), style: .plain),
      ] + session.tasks.map { GameView.text(.result($0), style: .plain) }
    for text in texts {
      for line in text.split(separator: "\n") {
        #expect(line.count <= 80, "\(line.count): \(line)")
      }
    }
  }

  @Test("the game's own words stay observations: no instruction, praise or blame")
  func passive() {
    var texts = [GameView.summary(Self.summary, style: .plain)]
    var session = Self.session
    session.finished = false
    texts.append(GameView.summary(GameSummary(session: session, taskCount: 9, trends: []), style: .plain))
    session.tasks = []
    texts.append(GameView.summary(GameSummary(session: session, taskCount: 9, trends: []), style: .plain))
    let words = [
      "start", "finish", "now", "hurry", "ready", "must", "should", "don't", "remember", "please", "good", "great",
      "bad", "wrong", "fail", "better", "worse", "best", "perfect", "lost", "miss", "late", "slow", "try",
    ]
    for text in texts {
      let found = text.lowercased().split { !$0.isLetter && $0 != "'" }.map(String.init)
      for word in words {
        #expect(!found.contains { $0.hasPrefix(word) }, "\(word) in \(text)")
      }
    }
  }
}
