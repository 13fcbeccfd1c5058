import Domain
import Foundation
import Persistence
import Testing

@Suite("A window of game history")
struct HistoryWindowTests {
  static let utc = TimeZone(identifier: "UTC")!

  static func date(_ text: String) -> LocalDate { LocalDate(text)! }

  /// A game of Mia's Morning on `date`, started at 07:00 UTC, with one task timed unless `skipped`.
  static func game(_ database: AppDatabase, on date: String, skipped: Bool = false) throws {
    let day = Self.date(date)
    let session = try database.startSession(
      player: "Mia", routine: "Morning", date: day,
      startedAt: Date(timeIntervalSince1970: TimeInterval(day.daysSinceEpoch * 86_400 + 7 * 3600)))
    let task =
      skipped ? TaskPlay.skipped(name: "Teeth") : TaskPlay(name: "Teeth", guessSeconds: 180, actualSeconds: 200)
    try database.appendTask(task, toSession: session.id!)
  }

  @Test("only the games dated in the window come back, oldest first")
  func window() throws {
    let database = try AppDatabase.inMemory()
    try makeHousehold(database)
    for date in ["2026-10-31", "2026-11-01", "2026-11-15", "2026-11-30", "2026-12-01"] {
      try Self.game(database, on: date)
    }
    let window = try database.sessions(player: "mia", from: Self.date("2026-11-01"), through: Self.date("2026-11-30"))
    #expect(window.map(\.date.description) == ["2026-11-01", "2026-11-15", "2026-11-30"])
    #expect(window.allSatisfy { $0.player == "Mia" && $0.tasks.count == 1 })
    #expect(
      try database.sessions(player: "Leo", from: Self.date("2026-01-01"), through: Self.date("2026-12-31")).isEmpty)
    #expect(throws: PersistenceError.unknownPlayer("Sam")) {
      try database.sessions(player: "Sam", from: Self.date("2026-11-01"), through: Self.date("2026-11-30"))
    }
  }

  @Test("a routine's first day played is its first game with a task timed, or its first older play")
  func firstPlayed() throws {
    let database = try AppDatabase.inMemory()
    try makeHousehold(database)
    try Self.game(database, on: "2026-10-01", skipped: true)
    try Self.game(database, on: "2026-10-05")
    try Self.game(database, on: "2026-11-05")
    try database.recordPlay(
      PlayRecord(
        player: "Mia", routine: "Weekend chores", playedAt: Date(timeIntervalSince1970: 1_790_000_000),
        tasks: [.init(name: "Dishes", estimateMinutes: 3, actualSeconds: 170)]))
    let first = try database.firstPlayedDates(player: "Mia")
    #expect(
      first == [
        "Morning": Self.date("2026-10-05"),
        "Weekend chores": LocalDate(Date(timeIntervalSince1970: 1_790_000_000), in: Self.utc),
      ])
    #expect(try database.firstPlayedDates(player: "Leo").isEmpty)
  }

  @Test("a routine's first day is the earlier of its first game and its first older play")
  func firstPlayedAcrossBothForms() throws {
    let database = try AppDatabase.inMemory()
    try makeHousehold(database)
    try Self.game(database, on: "2026-10-05")
    for text in ["2026-09-01", "2026-12-01"] {
      try database.recordPlay(
        PlayRecord(
          player: "Mia", routine: "Morning",
          playedAt: Date(timeIntervalSince1970: TimeInterval(Self.date(text).daysSinceEpoch * 86_400 + 7 * 3600)),
          tasks: [.init(name: "Teeth", estimateMinutes: 3, actualSeconds: 170)]))
    }
    #expect(try database.firstPlayedDates(player: "Mia") == ["Morning": Self.date("2026-09-01")])
  }

  @Test("years of games come back whole and in order, read through the table rather than game by game")
  func manyGames() throws {
    let database = try AppDatabase.inMemory()
    try makeHousehold(database)
    var snapshot = try database.snapshot()
    let first = Self.date("2020-01-01")
    snapshot.sessions = (0..<2_100).map { day in
      let date = first.adding(days: day)
      return GameSession(
        player: "Mia", routine: "Morning", date: date,
        startedAt: Date(timeIntervalSince1970: TimeInterval(date.daysSinceEpoch * 86_400 + 7 * 3600)),
        finished: day % 3 != 0,
        tasks: [
          TaskPlay(name: "Get dressed", guessSeconds: 300, actualSeconds: 200 + day),
          day % 5 == 0
            ? TaskPlay.skipped(name: "Breakfast") : TaskPlay(name: "Breakfast", guessSeconds: 900, actualSeconds: 800),
          TaskPlay(name: "Teeth", guessSeconds: 120 + day, actualSeconds: 150),
        ])
    }
    let leo = (0..<3).map { day in
      GameSession(
        player: "Leo", routine: "Morning", date: first.adding(days: day),
        startedAt: Date(
          timeIntervalSince1970: TimeInterval(first.adding(days: day).daysSinceEpoch * 86_400 + 8 * 3600)),
        finished: true, tasks: [TaskPlay(name: "Feed the cat", guessSeconds: 60, actualSeconds: 90)])
    }
    snapshot.sessions.insert(contentsOf: leo, at: 1_000)
    try database.replaceAll(with: snapshot)
    // Leo's games lie among Mia's in the table: reading all of Mia's passes over his.
    #expect(
      try database.sessions(player: "Leo", routine: nil).map(\.tasks) == leo.reversed().map(\.tasks)
    )
    let all = try database.sessions(player: "Mia", routine: nil)
    #expect(all.count == 2_100)
    let mia = snapshot.sessions.filter { $0.player == "Mia" }.reversed()
    #expect(all.map { $0.tasks } == mia.map(\.tasks))
    #expect(all.map(\.finished) == mia.map(\.finished))
    #expect(all.first?.date == Self.date("2020-01-01").adding(days: 2_099))
    let latest = try database.sessions(player: "Mia", routine: "Morning", limit: 3)
    #expect(latest.map(\.tasks) == Array(all.prefix(3)).map(\.tasks))
  }
}
