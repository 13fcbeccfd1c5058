import AppCore
import CalendarIO
import Domain
import Foundation
import Settings
import Synchronization
import TestSupport
import Testing

/// Reads through another reader and counts the reads.
final class CountingCalendarReader: CalendarReading {
  let inner: any CalendarReading
  private let count = Mutex(0)

  init(_ inner: any CalendarReading) { self.inner = inner }

  var reads: Int { count.withLock { $0 } }

  func read(_ source: CalendarSourceSetting, window: DateWindow) async throws -> CalendarReadResult {
    count.withLock { $0 += 1 }
    return try await inner.read(source, window: window)
  }
}

@Suite("Game statistics and streaks")
struct GameStatsTests {
  /// A household whose calendar is read (with no events) and says Thursday 2026-11-12 is free.
  static func table() throws -> (GameTable, CountingCalendarReader) {
    var settings = AppSettings()
    settings.calendar.enabled = true
    settings.calendar.sources = [CalendarSourceSetting(id: "school", location: "/srv/school.ics", name: "School")]
    settings.calendar.overrides = [
      DayOverride(from: LocalDate("2026-11-12")!, through: LocalDate("2026-11-12")!, kind: .free)
    ]
    var table = try GameTable(players: ["Maya", "Leo"], settings: settings)
    let reader = CountingCalendarReader(FixedCalendarReader(events: ["/srv/school.ics": []]))
    table.dependencies.calendars = reader
    return (table, reader)
  }

  static func record(
    _ table: GameTable, _ routine: String, on day: Int, guess: Int = 300, actual: Int? = 300
  ) throws {
    let database = try table.dependencies.database.open()
    let date = LocalDate(year: 2026, month: 11, day: day)!
    let game = try database.startSession(
      player: "Maya", routine: routine, date: date,
      startedAt: Date(timeIntervalSince1970: TimeInterval(date.daysSinceEpoch * 86_400 + 7 * 3600)))
    try database.appendTask(TaskPlay(name: "Pack", guessSeconds: guess, actualSeconds: actual), toSession: game.id!)
    try database.finishSession(game.id!)
  }

  @Test("a streak counts days on the list and played; weekends and free days pause it, a missed day is a gap")
  func streakWithPauses() async throws {
    let (table, reader) = try Self.table()
    // School bag: weekdays, school days only. Today is Wednesday 18 November.
    for day in [9, 10, 11, 13, 16, 18] { try Self.record(table, "School bag", on: day) }
    let report = try await GameStats(table.dependencies).report(player: "maya")
    #expect(report.players == ["Maya"])
    #expect(report.today == LocalDate("2026-11-18"))
    let entry = try #require(report.entries.first)
    #expect(entry.statistics.routine == "School bag")
    let streak = try #require(entry.streak)
    #expect(streak.current == 1)
    #expect(streak.longest == 5)
    #expect(streak.gaps == [LocalDate("2026-11-17")!])
    let states = Dictionary(uniqueKeysWithValues: streak.days.map { ($0.date.day, $0.state) })
    #expect(states[12] == .paused)  // the free day
    #expect(states[14] == .paused && states[15] == .paused)  // the weekend
    // One look at the calendar for the whole window, not one per day.
    #expect(reader.reads == 1)
  }

  @Test("statistics per routine and per task come from every game of the player")
  func statistics() async throws {
    let (table, _) = try Self.table()
    try Self.record(table, "School bag", on: 16, guess: 300, actual: 600)
    try Self.record(table, "School bag", on: 17, guess: 300, actual: 150)
    try Self.record(table, "School bag", on: 18, guess: 300, actual: nil)
    let report = try await GameStats(table.dependencies).report(player: "Maya")
    let statistics = try #require(report.entries.first?.statistics)
    #expect(statistics.sessions == 3)
    let task = try #require(statistics.tasks.first)
    #expect(task.task == "Pack")
    #expect(task.skipped == 1)
    #expect(task.guesses?.plays == 2)
    #expect(abs((task.guesses?.medianRatio ?? 0) - 1) < 1e-9)  // half and double average to 1 in log space
    #expect(abs((task.guesses?.medianDistance ?? 0) - log(2)) < 1e-9)
  }

  @Test("a routine that no longer exists keeps its statistics but has no streak; players without games are listed")
  func removedRoutine() async throws {
    let (table, _) = try Self.table()
    try Self.record(table, "Morning", on: 18)
    try Household(table.dependencies).removeRoutine(named: "Morning", player: "Maya")
    let report = try await GameStats(table.dependencies).report(player: nil)
    #expect(report.players == ["Leo", "Maya"])
    #expect(report.entries.count == 1)
    #expect(report.entries[0].streak == nil)
    #expect(report.entries[0].statistics.guesses?.plays == 1)
  }

  @Test("an unknown player is refused with the names that exist")
  func unknownPlayer() async throws {
    let (table, _) = try Self.table()
    await #expect(throws: AppError.unknownPlayer("Zoe", known: ["Leo", "Maya"])) {
      try await GameStats(table.dependencies).report(player: "Zoe")
    }
  }
}
