import AppCore
import Domain
import Foundation
import Presentation
import Settings
import TestSupport
import Testing

/// A household of the game's tests on Wednesday 2026-11-18 (the test clock's day), with a clock
/// that moves only as lines are typed.
struct GameTable {
  let clock = TestClock()
  var dependencies: AppDependencies

  init(players: [String] = ["Maya"], settings: AppSettings = AppSettings()) throws {
    dependencies = try AppDependencies.test(settings: settings)
    dependencies.monotonicClock = clock
    let household = Household(dependencies)
    for player in players { _ = try household.addPlayer(player) }
    _ = try household.addRoutine(
      name: "Morning", player: players[0], days: "daily", mode: .always,
      tasks: ["Get dressed=5m", "Breakfast=15m", "Teeth=3m"])
    _ = try household.addRoutine(
      name: "Slow morning", player: players[0], days: "sat,sun", mode: .always, tasks: ["Pancakes=25m"])
    _ = try household.addRoutine(
      name: "School bag", player: players[0], days: "weekdays", mode: .schoolDay, tasks: ["Pack=5m"])
  }

  /// Plays with `lines` typed at the given moments; returns the summary, the progress and the terminal.
  func play(
    _ request: PlayGame.Request, lines: [(String, Duration)], interactive: Bool = false
  ) async throws -> (summary: GameSummary, progress: [GameProgress], terminal: TimedTerminal) {
    let terminal = TimedTerminal(clock: clock, lines: lines)
    var dependencies = self.dependencies.answering(terminal)
    dependencies.environment.stdinIsTTY = interactive
    var progress: [GameProgress] = []
    let summary = try await PlayGame(dependencies).play(request) { progress.append($0) }
    return (summary, progress, terminal)
  }

  /// Plays expecting an error; returns it.
  func failure(_ request: PlayGame.Request, lines: [(String, Duration)] = []) async -> (any Error)? {
    do {
      _ = try await play(request, lines: lines)
      return nil
    } catch {
      return error
    }
  }

  func stored(_ player: String = "Maya") throws -> [GameSession] {
    try dependencies.database.open().sessions(player: player, routine: nil)
  }
}

@Suite("Playing a routine as a script")
struct PlayGameTests {
  static let morning = PlayGame.Request(routine: "Morning")

  @Test("each task is timed from its guess line to its done line on the monotonic clock, saved, and the game finished")
  func scriptedGame() async throws {
    let table = try GameTable()
    let (summary, progress, terminal) = try await table.play(
      Self.morning,
      lines: [
        ("5", .seconds(3)), ("", .seconds(430)),  // 7 min 10 s
        ("4:30", .seconds(2)), ("skip", .seconds(61)),  // skipped after the guess
        ("2m", .seconds(9)), ("", .milliseconds(115_500)),  // 1 min 55.5 s: rounds to 116 s
      ])
    let expected = [
      TaskPlay(name: "Get dressed", guessSeconds: 300, actualSeconds: 430),
      .skipped(name: "Breakfast", guessSeconds: 270),
      TaskPlay(name: "Teeth", guessSeconds: 120, actualSeconds: 116),
    ]
    #expect(summary.session.tasks == expected)
    #expect(summary.session.finished)
    #expect(terminal.asked == Array(repeating: "line", count: 6))
    let stored = try table.stored()
    #expect(stored.count == 1)
    #expect(stored[0].tasks == expected)
    #expect(stored[0].finished)
    #expect(stored[0].id == summary.session.id)
    // The wall clock dates the game; the monotonic clock alone measured it.
    #expect(stored[0].date == LocalDate("2026-11-18"))
    #expect(stored[0].startedAt == Date(timeIntervalSince1970: 1_795_000_000))
    #expect(
      progress.first == .started(routine: "Morning", player: "Maya", taskCount: 3))
    #expect(progress.contains(.result(expected[0])))
    #expect(progress.last == .summary(summary))
    let first = GameView.text(.result(expected[0]), style: .plain)
    #expect(first == "  △ Longer than you thought: 7 min 10 s, you guessed 5 min")
  }

  @Test("q at a guess or at the end of a task ends the game there, as the end of input does; skip skips")
  func quitWords() async throws {
    let table = try GameTable()
    let (summary, _, terminal) = try await table.play(
      Self.morning, lines: [("5", .seconds(1)), ("", .seconds(300)), ("q", .seconds(1)), ("3", .seconds(1))])
    #expect(!summary.session.finished)
    #expect(summary.session.tasks == [TaskPlay(name: "Get dressed", guessSeconds: 300, actualSeconds: 300)])
    #expect(terminal.remaining == 1)
    let timing = try await table.play(
      Self.morning, lines: [("omitir", .seconds(1)), ("3", .seconds(1)), ("quit", .seconds(9))])
    #expect(timing.summary.session.tasks == [.skipped(name: "Get dressed")])
    #expect(!timing.summary.session.finished)
  }

  @Test("q at 'Who is playing?' ends the game before it begins, with nothing saved")
  func quitBeforeStart() async throws {
    let table = try GameTable(players: ["Maya", "Leo"])
    await #expect(throws: PlayGame.EndedBeforeStart()) {
      _ = try await table.play(Self.morning, lines: [("q", .seconds(1))], interactive: true)
    }
    #expect(try table.stored().isEmpty)
  }

  @Test("'Who is playing?' in the household's language; a guess not read, in the player's")
  func questionsInLanguage() async throws {
    var settings = AppSettings()
    settings.language = "de"
    let table = try GameTable(players: ["Maya", "Leo"], settings: settings)
    let terminal = TimedTerminal(
      clock: table.clock,
      lines: [("Lena", .seconds(1)), ("Maya", .seconds(1)), ("abc", .seconds(1)), ("q", .seconds(1))])
    var dependencies = table.dependencies.answering(terminal)
    dependencies.environment.stdinIsTTY = true
    _ = try await PlayGame(dependencies).play(Self.morning) { _ in }
    let asked = terminal.asked
    #expect(asked.count == 4, "\(asked)")
    #expect(asked.first?.hasPrefix("Wer spielt? ") == true, "\(asked)")
    #expect(asked.dropFirst().first?.hasPrefix("„Lena“ steht nicht auf der Liste: ") == true, "\(asked)")
    #expect(asked.dropFirst(2).first == "Wie lange dauert Get dressed? ")
    #expect(asked.dropFirst(3).first?.hasPrefix("„abc“ ist keine Zeit: Eine Schätzung sieht so aus: 5, 5m") == true)
  }

  @Test("the planned time follows the guess only when the player's setting shows it")
  func plannedTime() async throws {
    let table = try GameTable()
    let lines: [(String, Duration)] = [
      ("5", .seconds(1)), ("", .seconds(300)), ("skip", .seconds(1)), ("q", .seconds(1)),
    ]
    let off = try await table.play(Self.morning, lines: lines)
    #expect(!off.progress.contains { if case .planned = $0 { true } else { false } })
    try table.dependencies.database.open().setGameSettings(of: "Maya", pastTimes: nil, cue: nil, showPlanned: true)
    let on = try await table.play(Self.morning, lines: lines)
    // Get dressed is planned at 5 minutes; Breakfast, skipped before a guess, shows nothing.
    let planned = on.progress.compactMap { step -> Int? in
      if case .planned(let seconds) = step { return seconds }
      return nil
    }
    #expect(planned == [300])
    let index = try #require(on.progress.firstIndex(of: .planned(seconds: 300)))
    #expect(on.progress.index(after: index) < on.progress.count)
    #expect(GameView.text(.planned(seconds: 300), style: .plain) == "  Planned: 5 min")
  }

  @Test("the question is asked in the player's language")
  func questionLanguage() async throws {
    let table = try GameTable()
    try table.dependencies.database.open().setGameSettings(of: "Maya", pastTimes: nil, cue: nil, language: .code("de"))
    let (_, progress, terminal) = try await table.play(
      Self.morning, lines: [("q", .seconds(1))], interactive: true)
    #expect(terminal.asked == ["Wie lange dauert Get dressed? "])
    #expect(progress.contains { if case .task(let turn) = $0 { turn.language == "de" } else { false } })
  }

  @Test("skip as the guess skips the task before a guess, and no done line is read for it")
  func skipBeforeGuess() async throws {
    let table = try GameTable()
    let (summary, _, terminal) = try await table.play(
      Self.morning, lines: [("skip", .seconds(1)), ("3", .seconds(1)), ("", .seconds(200)), ("SKIP", .seconds(1))])
    #expect(
      summary.session.tasks == [
        .skipped(name: "Get dressed"), TaskPlay(name: "Breakfast", guessSeconds: 180, actualSeconds: 200),
        .skipped(name: "Teeth"),
      ])
    #expect(summary.session.finished)
    #expect(terminal.remaining == 0)
  }

  @Test("the end of input mid-game keeps the finished tasks as an unfinished session")
  func endOfInput() async throws {
    let table = try GameTable()
    let (summary, _, _) = try await table.play(
      Self.morning, lines: [("5", .seconds(1)), ("", .seconds(320)), ("15", .seconds(1))])
    #expect(!summary.session.finished)
    let stored = try table.stored()
    #expect(stored.map(\.finished) == [false])
    #expect(stored[0].tasks == [TaskPlay(name: "Get dressed", guessSeconds: 300, actualSeconds: 320)])
    #expect(GameView.summary(summary, style: .plain).contains("1 of 3 tasks · the game ended early"))
  }

  @Test("the end of input before the first task is over saves nothing")
  func nothingPlayed() async throws {
    let table = try GameTable()
    let (summary, _, _) = try await table.play(Self.morning, lines: [("5", .seconds(1))])
    #expect(summary.session.id == nil)
    #expect(summary.session.tasks.isEmpty)
    #expect(try table.stored().isEmpty)
  }

  @Test("a guess that is not a time ends the game with exit 65 naming its line; the tasks before it are kept")
  func badGuess() async throws {
    let table = try GameTable()
    for (guess, expected) in [
      ("abc", GameError.notADuration("abc")), ("0", .zeroGuess("0")), ("13h", .guessTooLong("13h")),
    ] {
      let error = await table.failure(
        Self.morning, lines: [("5", .seconds(1)), ("", .seconds(300)), (guess, .seconds(1)), ("", .seconds(5))])
      #expect(error as? GamePlayError == .badGuess(line: 3, expected))
      #expect((error as? GamePlayError)?.exitCode == 65)
      #expect("\(error!)".hasPrefix("line 3: '\(guess)'"))
    }
    let stored = try table.stored()
    #expect(stored.count == 3)
    #expect(stored.allSatisfy { !$0.finished && $0.tasks.map(\.name) == ["Get dressed"] })
  }

  @Test("a line after a guess that is neither empty nor skip names its line, and nothing is saved for the task")
  func badDoneLine() async throws {
    let table = try GameTable()
    let error = await table.failure(Self.morning, lines: [("5", .seconds(1)), ("done", .seconds(300))])
    #expect(error as? GamePlayError == .notTheEndOfATask(line: 2, text: "done"))
    #expect(try table.stored().isEmpty)
  }

  @Test("a routine not on today's list is refused with a passive message, unless --any")
  func notOnTheList() async throws {
    let table = try GameTable()
    let error = await table.failure(PlayGame.Request(routine: "slow morning"))
    #expect(
      error as? GamePlayError
        == .notOnTheList(routine: "Slow morning", player: "Maya", day: "Wednesday 18 November 2026"))
    #expect((error as? GamePlayError)?.exitCode == 65)
    #expect(try table.stored().isEmpty)
    let (summary, _, _) = try await table.play(
      PlayGame.Request(routine: "Slow morning", anyDay: true), lines: [("20", .seconds(1)), ("", .seconds(1500))])
    #expect(summary.session.finished)
    #expect(summary.session.routine == "Slow morning")
  }

  @Test("the day's calendar context decides too: a school-day routine is not on the list on a free day")
  func calendarContext() async throws {
    var settings = AppSettings()
    settings.calendar.enabled = true
    settings.calendar.sources = [CalendarSourceSetting(id: "school", location: "/srv/school.ics", name: "School")]
    settings.calendar.overrides = [
      DayOverride(from: LocalDate("2026-11-18")!, through: LocalDate("2026-11-18")!, kind: .free)
    ]
    var table = try GameTable(settings: settings)
    table.dependencies.calendars = FixedCalendarReader(events: ["/srv/school.ics": []])
    let error = await table.failure(PlayGame.Request(routine: "School bag"))
    guard case .notOnTheList(let routine, _, let day) = error as? GamePlayError else {
      Issue.record("expected notOnTheList, got \(String(describing: error))")
      return
    }
    #expect(routine == "School bag")
    #expect(day.contains("Free day"))
    // Calendar data is not kept: the game saved nothing.
    #expect(try table.stored().isEmpty)
  }

  @Test("an unknown routine lists the player's routines; an unknown player lists the players")
  func unknownNames() async throws {
    let table = try GameTable(players: ["Maya", "Leo"])
    let routine = await table.failure(PlayGame.Request(routine: "Bedtime", player: "maya"))
    #expect(
      routine as? GamePlayError
        == .unknownRoutine(name: "Bedtime", player: "Maya", known: ["Morning", "Slow morning", "School bag"]))
    #expect("\(routine!)".contains("Morning, Slow morning, School bag"))
    let player = await table.failure(PlayGame.Request(routine: "Morning", player: "Zoe"))
    #expect(player as? AppError == .unknownPlayer("Zoe", known: ["Leo", "Maya"]))
    #expect((player as? AppError)?.exitCode == 65)
  }

  @Test("with one player --player is optional; with several a script needs it (exit 64)")
  func choosingThePlayer() async throws {
    let one = try GameTable()
    let (summary, _, _) = try await one.play(Self.morning, lines: [])
    #expect(summary.session.player == "Maya")
    let several = try GameTable(players: ["Maya", "Leo"])
    let error = await several.failure(Self.morning)
    #expect(error as? AppError == .choosePlayer(["Leo", "Maya"]))
    #expect((error as? AppError)?.exitCode == 64)
    let (named, _, _) = try await several.play(PlayGame.Request(routine: "morning", player: "MAYA"), lines: [])
    #expect(named.session.player == "Maya")
  }

  @Test("on a terminal the child picks the player from the list, and a guess that does not fit is asked again")
  func interactiveLines() async throws {
    let table = try GameTable(players: ["Maya", "Leo"])
    let (summary, _, terminal) = try await table.play(
      Self.morning,
      lines: [
        ("3", .seconds(1)), ("2", .seconds(1)),  // no third player; the second is Maya
        ("five", .seconds(2)), ("5", .seconds(2)), ("hm", .seconds(100)), ("", .seconds(200)),
      ], interactive: true)
    #expect(summary.session.player == "Maya")
    #expect(summary.session.tasks == [TaskPlay(name: "Get dressed", guessSeconds: 300, actualSeconds: 300)])
    #expect(terminal.asked[0] == "Who is playing? 1 Leo · 2 Maya: ")
    #expect(terminal.asked[1].hasPrefix("'3' is not on the list"))
    #expect(terminal.asked[3].hasPrefix("'five' is not a time"))
    #expect(terminal.asked.allSatisfy { $0 != "line" })
  }

  @Test("past times show once a task was timed three times, newest first; the end says whether guesses get closer")
  func pastTimesAndTrends() async throws {
    let table = try GameTable()
    let database = try table.dependencies.database.open()
    for (day, seconds) in [(10, 400), (11, 420), (12, 380), (13, 300), (14, 310)] {
      let game = try database.startSession(
        player: "Maya", routine: "Morning", date: LocalDate("2026-11-\(day)")!,
        startedAt: Date(timeIntervalSince1970: 1_795_172_800 - Double(20 - day) * 86_400))
      try database.appendTask(
        TaskPlay(name: "Get dressed", guessSeconds: 300, actualSeconds: seconds), toSession: game.id!)
      try database.appendTask(.skipped(name: "Teeth"), toSession: game.id!)
      try database.finishSession(game.id!)
    }
    let (summary, progress, _) = try await table.play(
      Self.morning,
      lines: [("5", .seconds(1)), ("", .seconds(300)), ("skip", .seconds(1)), ("1", .seconds(1)), ("", .seconds(50))])
    let turns = progress.compactMap { step -> TaskTurn? in
      if case .task(let turn) = step { return turn }
      return nil
    }
    #expect(turns.map(\.pastTimes) == [[310, 300, 380], [], []])
    #expect(turns.map(\.number) == [1, 2, 3])
    #expect(summary.trends == [GameSummary.Trend(task: "Get dressed", trend: .notEnoughPlays)])
    // Spot on, but no closer than the 13th's guess of exactly its time: a tie is no new closest.
    // The daily routine was not played on the 15th to the 17th, so the streak is today's alone,
    // and its longest run the five before.
    #expect(summary.closestEver == [])
    #expect(summary.streak?.current == 1)
    #expect(summary.streak?.longest == 5)
    let text = GameView.summary(summary, style: .plain)
    #expect(text.contains("Every guess shows a little more of how long things take."))
    #expect(text.contains("Closest guess: Get dressed, spot on"))
    #expect(!text.contains("the closest guess so far"))
    #expect(text.contains("Streak: 1 day"))
  }
}
