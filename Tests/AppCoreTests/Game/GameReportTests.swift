import AppCore
import Domain
import Foundation
import TestSupport
import Testing

// Today is Wednesday 2026-11-18 (`AppDependencies.test`); Thursday 2026-11-12 is a free day.
@Suite("The parent's report")
struct GameReportTests {
  static let today = LocalDate("2026-11-18")!

  static func day(_ text: String) -> LocalDate { LocalDate(text)! }

  @Test("the window is eight weeks to today by default, and each end defaults from the other")
  func defaultWindow() throws {
    #expect(try GameReport.window(from: nil, to: nil, today: Self.today) == Self.day("2026-09-24")...Self.today)
    #expect(
      try GameReport.window(from: "2026-11-01", to: nil, today: Self.today) == Self.day("2026-11-01")...Self.today)
    #expect(
      try GameReport.window(from: nil, to: "2026-10-31", today: Self.today)
        == Self.day("2026-09-06")...Self.day("2026-10-31"))
    #expect(
      try GameReport.window(from: "2026-12-01", to: nil, today: Self.today)
        == Self.day("2026-12-01")...Self.day("2026-12-01"))
  }

  @Test("a date that is not one, a window that ends before it starts, or one over two years is a usage error")
  func badWindows() {
    #expect(throws: AppError.invalidDate("2026-13-01")) {
      try GameReport.window(from: "2026-13-01", to: nil, today: Self.today)
    }
    #expect(throws: AppError.invalidDate("yesterday")) {
      try GameReport.window(from: nil, to: "yesterday", today: Self.today)
    }
    #expect(throws: AppError.invalidRange(from: Self.day("2026-11-10"), to: Self.day("2026-11-01"))) {
      try GameReport.window(from: "2026-11-10", to: "2026-11-01", today: Self.today)
    }
    #expect(throws: AppError.reportTooLong(from: Self.day("2024-01-01"), to: Self.day("2026-11-01"))) {
      try GameReport.window(from: "2024-01-01", to: "2026-11-01", today: Self.today)
    }
    #expect(AppError.invalidRange(from: Self.today, to: Self.today).exitCode == 64)
    #expect(AppError.reportTooLong(from: Self.today, to: Self.today).exitCode == 64)
  }

  static func states(_ streak: Streak?) -> String {
    (streak?.days ?? []).map { day in
      switch day.state {
      case .played: "P"
      case .gap: "g"
      case .paused: "."
      case .playedOffList: "+"
      case .today: "t"
      }
    }.joined()
  }

  @Test("only the window's games count; a routine played before it has gaps from the window's first day")
  func window() async throws {
    let (table, _) = try GameStatsTests.table()
    // School bag: weekdays on school days. The 12th is free, the 14th and 15th a weekend.
    for day in [2, 9, 10, 11, 13, 16, 18] { try GameStatsTests.record(table, "School bag", on: day) }
    try GameStatsTests.record(table, "Morning", on: 3, guess: 600, actual: 300)
    let report = try await GameReport(table.dependencies).report(
      player: "maya", window: Self.day("2026-11-09")...Self.day("2026-11-17"))
    #expect(report.from == Self.day("2026-11-09") && report.through == Self.day("2026-11-17"))
    #expect(report.today == Self.today)
    let maya = try #require(report.players.first)
    #expect(report.players.map(\.name) == ["Maya"])
    #expect(maya.sessions == 5)
    #expect(maya.routines.map(\.name) == ["School bag"])
    #expect(maya.notPlayed == ["Morning", "Slow morning"])
    let bag = try #require(maya.routines.first)
    #expect(bag.statistics.sessions == 5)
    #expect(bag.games.map(\.date) == [9, 10, 11, 13, 16].map { LocalDate(year: 2026, month: 11, day: $0)! })
    #expect(bag.games.allSatisfy { $0.finished && $0.ratio == 1 })
    // The 17th is over (the window ends before today): a gap, not "today".
    #expect(Self.states(bag.streak) == "PPP.P..Pg")
    #expect(bag.streak?.current == 0)
    #expect(bag.streak?.longest == 5)
    #expect(bag.streak?.gaps == [Self.day("2026-11-17")])
    #expect(bag.tasks.map(\.statistics.task) == ["Pack"])
    #expect(bag.tasks.first?.plays.count == 5)
    #expect(
      bag.tasks.first?.plays.first
        == ProgressReport.TaskPoint(date: Self.day("2026-11-09"), guessSeconds: 300, actualSeconds: 300))
  }

  @Test("a routine first played inside the window starts its streak at its first game")
  func firstPlayedInside() async throws {
    let (table, _) = try GameStatsTests.table()
    for day in [11, 13, 17] { try GameStatsTests.record(table, "School bag", on: day) }
    let report = try await GameReport(table.dependencies).report(
      player: "Maya", window: Self.day("2026-11-05")...Self.today)
    let bag = try #require(report.players.first?.routines.first)
    // From the 11th: played, free, played, weekend, gap on the 16th, played, today still open.
    #expect(Self.states(bag.streak) == "P.P..gPt")
    #expect(bag.streak?.current == 1)
  }

  @Test("every player gets a part, those without games too; an unknown player names the players")
  func players() async throws {
    let (table, _) = try GameStatsTests.table()
    try GameStatsTests.record(table, "Morning", on: 16)
    let report = try await GameReport(table.dependencies).report(
      player: nil, window: Self.day("2026-11-01")...Self.today)
    #expect(report.players.map(\.name) == ["Leo", "Maya"])
    #expect(report.players[0].sessions == 0 && report.players[0].guesses == nil && report.players[0].routines.isEmpty)
    #expect(report.players[1].routines.map(\.name) == ["Morning"])
    await #expect(throws: AppError.unknownPlayer("Sam", known: ["Leo", "Maya"])) {
      _ = try await GameReport(table.dependencies).report(player: "Sam", window: Self.day("2026-11-01")...Self.today)
    }
  }

  // Games dated after today (a clock set ahead, then back) can fill a window that starts after
  // today: nothing of it has happened yet, so it has no streaks and no day of it is looked up.
  @Test(
    "a window starting after today shows its games but no streak, and reads no calendar; one starting today has both")
  func windowAfterToday() async throws {
    let (table, reader) = try GameStatsTests.table()
    for day in [18, 20, 23] { try GameStatsTests.record(table, "School bag", on: day) }
    let later = try await GameReport(table.dependencies).report(
      player: "Maya", window: Self.day("2026-11-19")...Self.day("2026-11-25"))
    let bag = try #require(later.players.first?.routines.first)
    #expect(bag.statistics.sessions == 2)
    #expect(bag.streak == nil)
    #expect(reader.reads == 0)
    // Today itself is the first day with a streak: played today, the rest still to come.
    let fromToday = try await GameReport(table.dependencies).report(
      player: "Maya", window: Self.today...Self.day("2026-11-25"))
    let today = try #require(fromToday.players.first?.routines.first)
    #expect(today.statistics.sessions == 3)
    #expect(today.streak?.days.first?.date == Self.today)
    #expect(Self.states(today.streak).hasPrefix("P"))
    #expect(reader.reads == 1)
  }
}
