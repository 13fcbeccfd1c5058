import Domain
import Foundation
import GRDB
import Persistence
import Testing

/// What is read back is checked like what is typed (issue 23): a value planted with the wrong type
/// or out of its range is `PersistenceError.damaged` (65) naming the table, the row and the column,
/// for every read, where it used to trap (a BLOB read as text, a guess of 2^62 seconds).
@Suite("A damaged value in the database is reported, never used")
struct DamagedValueTests {
  struct Damage: CustomTestStringConvertible, Sendable {
    var name: String
    var sql: String
    /// Words the message must hold: the table, the row's column.
    var mentions: [String]
    var testDescription: String { name }
  }

  static let damages: [Damage] = [
    Damage(
      name: "a player name stored as a BLOB", sql: "UPDATE players SET name = X'4d6961ff'",
      mentions: ["players row", "name is blob"]),
    Damage(
      name: "a player name of bytes that are not UTF-8", sql: "UPDATE players SET name = CAST(X'4d61ff' AS TEXT)",
      mentions: ["players row", "not valid UTF-8"]),
    Damage(
      name: "a player's cue of 7", sql: "UPDATE players SET cue = 7", mentions: ["players row", "cue"]),
    Damage(
      name: "a player's planned-time setting as text", sql: "UPDATE players SET show_planned = 'yes'",
      mentions: ["players row", "show_planned"]),
    Damage(
      name: "a routine's days as text", sql: "UPDATE routines SET active_days = 'often'",
      mentions: ["routines row", "active_days"]),
    Damage(
      name: "a routine's done-by minute past the day", sql: "UPDATE routines SET done_by = 1440",
      mentions: ["routines row", "done_by"]),
    Damage(
      name: "a routine's done-by time as text", sql: "UPDATE routines SET done_by = '08:05'",
      mentions: ["routines row", "done_by"]),
    Damage(
      name: "a task of 2^62 minutes", sql: "UPDATE tasks SET minutes = 4611686018427387904",
      mentions: ["tasks row", "minutes"]),
    Damage(
      name: "a task name of 5000 bytes", sql: "UPDATE tasks SET name = printf('%.5000c', 'x')",
      mentions: ["tasks row", "5000 bytes"]),
    Damage(
      name: "a guess of 2^62 seconds", sql: "UPDATE game_tasks SET guess_seconds = 4611686018427387904",
      mentions: ["game_tasks row", "guess of 4611686018427387904 s"]),
    Damage(
      name: "a time of Int.max seconds",
      sql: "UPDATE game_tasks SET actual_seconds = 9223372036854775807 WHERE actual_seconds IS NOT NULL",
      mentions: ["game_tasks row", "time of 9223372036854775807 s"]),
    Damage(
      name: "a guess as text", sql: "UPDATE game_tasks SET guess_seconds = 'long'",
      mentions: ["game_tasks row", "guess_seconds is text"]),
    Damage(
      name: "a game task's name as a BLOB", sql: "UPDATE game_tasks SET name = X'00ff'",
      mentions: ["game_tasks row", "name is a BLOB"]),
    Damage(
      name: "a game's routine as a BLOB", sql: "UPDATE game_sessions SET routine_name = X'4d6f726e'",
      mentions: ["game_sessions row", "routine_name is a BLOB"]),
    Damage(
      name: "a game's date as a BLOB", sql: "UPDATE game_sessions SET date = X'32303236'",
      mentions: ["game_sessions row", "date is a BLOB"]),
    Damage(
      name: "a game dated a week before its start", sql: "UPDATE game_sessions SET date = date(date, '-7 days')",
      mentions: ["game_sessions row", "the date 2026-11-17 is not the day the game started"]),
    Damage(
      name: "a game finished 7 times", sql: "UPDATE game_sessions SET finished = 7",
      mentions: ["game_sessions row", "finished is 7, not 0 or 1"]),
    Damage(
      name: "a task skipped as text", sql: "UPDATE game_tasks SET skipped = 'yes'",
      mentions: ["game_tasks row", "skipped is text"]),
    Damage(
      name: "a task's position as a BLOB", sql: "UPDATE game_tasks SET position = X'00' WHERE position = 1",
      mentions: ["game_tasks row", "position is a BLOB"]),
    // The column's TEXT affinity stores the number as the text '20261124'.
    Damage(
      name: "a game's date as a number", sql: "UPDATE game_sessions SET date = 20261124",
      mentions: ["game_sessions row", "not a date"]),
  ]

  /// Mia, her routine, and one game with a timed and a skipped task.
  static func household() throws -> AppDatabase {
    let database = try AppDatabase.inMemory()
    try database.addPlayer("Mia")
    try database.addRoutine(
      Routine(
        name: "Morning", player: "Mia",
        tasks: [RoutineTask(name: "Teeth", minutes: 3), RoutineTask(name: "Dress", minutes: 5)], activeDays: [.monday]))
    let game = try database.startSession(
      player: "Mia", routine: "Morning", date: LocalDate("2026-11-24")!,
      startedAt: Date(timeIntervalSince1970: 1_795_518_400))
    try database.appendTask(TaskPlay(name: "Teeth", guessSeconds: 180, actualSeconds: 200), toSession: game.id!)
    try database.appendTask(.skipped(name: "Dress", guessSeconds: 60), toSession: game.id!)
    try database.finishSession(game.id!)
    return database
  }

  /// Writes `sql` as sqlite3 would: the columns' CHECKs do not stop a hand-made value.
  static func plant(_ sql: String, in database: AppDatabase) throws {
    let queue = try #require(database.reader as? DatabaseQueue)
    try queue.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA ignore_check_constraints = 1; \(sql); PRAGMA ignore_check_constraints = 0")
    }
  }

  /// The damage's message from `body`, which must throw `.damaged` (65) and nothing else.
  static func damage(_ body: () throws -> Void) -> String? {
    do {
      try body()
    } catch let error as PersistenceError {
      guard case .damaged(_, let what) = error else {
        Issue.record("expected damage, got \(error)")
        return nil
      }
      #expect(error.exitCode == 65)
      #expect(error.description.contains("tq-parent import BACKUP"))
      return what
    } catch {
      Issue.record("expected damage, got \(error)")
      return nil
    }
    Issue.record("the damaged value was read")
    return nil
  }

  @Test("every read that meets the damaged value says so, naming the table and column", arguments: damages)
  func reported(_ damage: Damage) throws {
    let database = try Self.household()
    try Self.plant(damage.sql, in: database)
    let games = damage.sql.contains("game_")
    var reads: [(String, () throws -> Void)] = [
      ("snapshot", { _ = try database.snapshot() }),
      ("sessions", { _ = try database.sessions(player: nil, routine: nil) }),
      ("checkGames", { try database.checkGames() }),
    ]
    if !games {
      reads += [
        ("players", { _ = try database.players() }),
        ("routines", { _ = try database.routines(player: nil) }),
      ]
    }
    for (name, read) in reads {
      let what = try #require(Self.damage(read), "\(name)")
      for word in damage.mentions { #expect(what.contains(word), "\(name): \(what)") }
    }
  }

  @Test("every game and task is checked, those of a game no read asked for too; a sound history passes")
  func checkGames() throws {
    let database = try Self.household()
    try database.checkGames()
    try database.addPlayer("Leo")
    try Self.plant("UPDATE game_tasks SET guess_seconds = 604801 WHERE position = 1", in: database)
    #expect(try database.sessions(player: "Leo", routine: nil).isEmpty)
    let what = try #require(Self.damage { try database.checkGames() })
    #expect(what.contains("game_tasks row 2: the guess of 604801 s"), "\(what)")
  }

  @Test("the first dates of a player's routines are read as values: a BLOB date is damage, not a trap")
  func firstPlayedDates() throws {
    let database = try Self.household()
    try Self.plant("UPDATE game_sessions SET date = X'3230'", in: database)
    let what = try #require(Self.damage { _ = try database.firstPlayedDates(player: "Mia") })
    #expect(what.contains("game_sessions"))
  }

  @Test("a week is the longest guess or time read back; one second more is damage")
  func weekBoundary() throws {
    let database = try Self.household()
    try Self.plant("UPDATE game_tasks SET guess_seconds = \(TaskPlay.maximumSeconds)", in: database)
    #expect(try database.sessions(player: nil, routine: nil).first?.tasks.first?.guessSeconds == 604_800)
    try Self.plant("UPDATE game_tasks SET guess_seconds = \(TaskPlay.maximumSeconds + 1)", in: database)
    #expect(Self.damage { _ = try database.sessions(player: nil, routine: nil) } != nil)
  }

  @Test("a name an earlier version stored before invisible characters were refused still reads")
  func olderNamesRead() throws {
    let database = try Self.household()
    try Self.plant("UPDATE players SET name = 'Mi\u{AD}a'", in: database)
    #expect(try database.players().map(\.name) == ["Mi\u{AD}a"])
  }
}
