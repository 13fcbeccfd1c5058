import Domain
import Foundation
import GRDB
import Testing

@testable import Persistence

/// `checkGames` at every `today`, `status` and `player list` answers from `GameRowChecks`'
/// indexes, and reads the games only to name damage they hold (issue 23): it must say exactly
/// what reading every game says, for every value the reader refuses and every one it accepts.
@Suite("The games' check answers from its indexes as reading every game would")
struct GameRowCheckTests {
  struct Plant: CustomTestStringConvertible, Sendable {
    var name: String
    var sql: String
    var testDescription: String { name }
  }

  /// Values at and past each rule's edges, in every column the reader checks. `game` is Mia's one
  /// game, `task` its timed task, `skippedTask` its skipped one.
  static let plants: [Plant] = {
    let game = "UPDATE game_sessions SET"
    let task = "UPDATE game_tasks SET"
    let timed = "WHERE skipped = 0"
    let skipped = "WHERE skipped = 1"
    var plants: [Plant] = []
    func add(_ name: String, _ sql: String) { plants.append(Plant(name: name, sql: sql)) }
    // NOT NULL holds even with CHECKs ignored, so NULL is planted only where a column allows it.
    // Names: the same rules for a routine's and a task's.
    let names: [(String, String)] = [
      ("a BLOB", "X'4d6f726e'"), ("empty", "''"), ("spaces", "'   '"), ("a tab", "char(9)"),
      ("a no-break space", "char(160)"), ("two ideographic spaces", "char(12288, 12288)"),
      ("a space carrying an accent", "char(32, 769)"), ("a word after an ideographic space", "char(12288) || 'Bath'"),
      ("bytes that are not UTF-8", "CAST(X'4d61ff' AS TEXT)"),
      // A continuation byte alone: SQLite counts it as a character and reads it as U+00A0.
      ("a lone continuation byte", "CAST(X'4da0' AS TEXT)"), ("a NUL inside", "CAST(X'4d61004d61' AS TEXT)"),
      ("a NUL then bytes not UTF-8", "CAST(X'4d6100ff' AS TEXT)"), ("4,096 bytes", "printf('%.4096c', 'x')"),
      ("4,097 bytes", "printf('%.4097c', 'x')"), ("4,096 bytes of é", "replace(printf('%.2048c', 'x'), 'x', 'é')"),
      ("4,098 bytes of é", "replace(printf('%.2049c', 'x'), 'x', 'é')"), ("a word beyond ASCII", "'Zähne'"),
      ("a control character", "'Zä' || char(27)"), ("DEL", "'Bath' || char(127)"), ("one letter", "'x'"),
      ("a soft hyphen", "'Mi' || char(173) || 'a'"),
    ]
    for (what, value) in names {
      add("a routine name: \(what)", "\(game) routine_name = \(value)")
      add("a task name: \(what)", "\(task) name = \(value) \(timed)")
    }
    // A game's date, start and flag.
    for (what, date, start) in [
      ("the day before its start", "'2026-11-23'", nil), ("two days before", "'2026-11-22'", nil),
      ("the day after", "'2026-11-25'", nil), ("two days after", "'2026-11-26'", nil),
      ("29 February in a common year", "'2026-02-29'", "'2026-02-28T10:00:00Z'"),
      ("29 February in a leap year", "'2028-02-29'", "'2028-02-29T10:00:00Z'"),
      ("29 February 2100", "'2100-02-29'", "'2100-02-28T10:00:00Z'"),
      ("29 February 2000", "'2000-02-29'", "'2000-02-29T10:00:00Z'"), ("month 13", "'2026-13-01'", nil),
      ("day 00", "'2026-11-00'", nil), ("day 32", "'2026-12-32'", "'2026-12-31T10:00:00Z'"),
      ("year 0", "'0000-01-01'", "'0000-01-01T00:00:00Z'"), ("a number", "20261124", nil),
      ("slashes", "'2026/11/24'", nil), ("a BLOB", "X'32303236'", nil),
      ("eleven bytes", "'2026-11-24 '", nil), ("a NUL inside", "CAST(X'323032362d31312d3200' AS TEXT)", nil),
      ("the start at 23:59:59", "'2026-11-24'", "'2026-11-24T23:59:59Z'"),
      ("the start at 24:00:00", "'2026-11-24'", "'2026-11-24T24:00:00Z'"),
      ("the start at 19:60:00", "'2026-11-24'", "'2026-11-24T19:60:00Z'"),
      ("the start at 19:00:60", "'2026-11-24'", "'2026-11-24T19:00:60Z'"),
      ("a start with a fraction", "'2026-11-24'", "'2026-11-24T19:00:00.5Z'"),
      ("a start without Z", "'2026-11-24'", "'2026-11-24T19:00:00'"),
      ("a start with a space", "'2026-11-24'", "'2026-11-24 19:00:00Z'"),
      ("a start on 30 February", "'2026-03-01'", "'2026-02-30T10:00:00Z'"),
      ("a start as a BLOB", "'2026-11-24'", "X'32303236'"), ("a start as a number", "'2026-11-24'", "1795518400"),
      ("a start with a NUL", "'2026-11-24'", "CAST(X'323032362d31312d32345431393a30303a30305a00' AS TEXT)"),
    ] as [(String, String, String?)] {
      add("a game's date: \(what)", "\(game) date = \(date)" + (start.map { ", started_at = \($0)" } ?? ""))
    }
    for value in ["2", "-1", "'yes'", "0.5", "X'01'", "0"] {
      add("a game's finished flag of \(value)", "\(game) finished = \(value)")
    }
    // A task's numbers.
    for (column, values) in [
      ("position", ["'a'", "1.5", "X'00'", "-1", "9223372036854775807"]),
      ("guess_seconds", ["-1", "0", "604800", "604801", "1.5", "'long'", "X'00'", "4611686018427387904"]),
    ] {
      for value in values { add("a task's \(column) of \(value)", "\(task) \(column) = \(value) \(timed)") }
    }
    for value in ["-1", "0", "604800", "604801", "1.5", "'x'", "NULL", "X'00'", "-9223372036854775808"] {
      add("a timed task's time of \(value)", "\(task) actual_seconds = \(value) \(timed)")
    }
    add("a skipped task with a time", "\(task) actual_seconds = 5 \(skipped)")
    add("a skipped task with a time past a week", "\(task) actual_seconds = 604801 \(skipped)")
    add("a skipped task's guess past a week", "\(task) guess_seconds = 604801 \(skipped)")
    for value in ["2", "-1", "'yes'", "0.5", "X'01'"] {
      add("a task's skipped flag of \(value)", "\(task) skipped = \(value) \(timed)")
    }
    add("a timed task marked skipped", "\(task) skipped = 1 \(timed)")
    add("a skipped task marked timed", "\(task) skipped = 0 \(skipped)")
    return plants
  }()

  /// What reading answers: nil, or the damage it names.
  static func answer(_ body: () throws -> Void) -> String {
    do {
      try body()
      return "sound"
    } catch {
      return "\(error)"
    }
  }

  /// A game of Mia's routine `routine` (made when missing) with one timed task `task`.
  static func play(_ task: String, of routine: String, in database: AppDatabase) throws {
    if try !database.routines(player: "Mia").contains(where: { $0.name == routine }) {
      try database.addRoutine(
        Routine(name: routine, player: "Mia", tasks: [RoutineTask(name: "Teeth", minutes: 3)], activeDays: [.monday]))
    }
    let game = try database.startSession(
      player: "Mia", routine: routine, date: LocalDate("2026-11-24")!,
      startedAt: Date(timeIntervalSince1970: 1_795_518_400))
    try database.appendTask(TaskPlay(name: task, guessSeconds: 60, actualSeconds: 70), toSession: game.id!)
  }

  static func indexesSayAllSound(_ database: AppDatabase) throws -> Bool {
    try database.read { db in try GameRowChecks.allSound(in: db) }
  }

  @Test("every value, refused or read, gets the answer reading every game gives", arguments: plants)
  func agrees(_ plant: Plant) throws {
    let database = try DamagedValueTests.household()
    try DamagedValueTests.plant(plant.sql, in: database)
    let reading = Self.answer { try database.readEveryGame() }
    #expect(Self.answer { try database.checkGames() } == reading)
    if reading != "sound" { #expect(try !Self.indexesSayAllSound(database), "\(reading)") }
  }

  @Test("a sound history, names beyond ASCII and two spellings of one routine included, is passed by the indexes")
  func soundHistoryFromIndexes() throws {
    let database = try DamagedValueTests.household()
    #expect(try Self.indexesSayAllSound(database))
    for task in ["Zähne putzen", "Äpfel", "Übung"] {
      try Self.play(task, of: "Frühstück", in: database)
    }
    try DamagedValueTests.plant(
      "UPDATE game_sessions SET routine_name = 'frühstück' WHERE id = (SELECT max(id) FROM game_sessions)", in: database
    )
    #expect(
      try Set(database.sessions(player: "Mia", routine: nil).map(\.routine)).isSuperset(of: ["Frühstück", "frühstück"]))
    #expect(try Self.indexesSayAllSound(database))
    try database.checkGames()
  }

  /// The SQL a connection runs, as SQLite's trace reports it.
  final class Statements: @unchecked Sendable {
    private let lock = NSLock()
    private var sql: [String] = []
    func append(_ text: String) { lock.withLock { sql.append(text) } }
    /// The statements that named a game table since the last call.
    func ofGames() -> [String] {
      lock.withLock {
        defer { sql = [] }
        return sql.filter { $0.contains("game_") }
      }
    }
  }

  @Test("a sound history is checked in its indexes, never read; a damaged one is read to name the damage")
  func soundHistoryNotRead() throws {
    let database = try DamagedValueTests.household()
    let statements = Statements()
    let queue = try #require(database.reader as? DatabaseQueue)
    queue.inDatabase { db in
      db.trace { event in if case .statement(let statement) = event { statements.append(statement.sql) } }
    }
    try database.checkGames()
    let checked = statements.ofGames()
    #expect(!checked.isEmpty)
    #expect(checked.allSatisfy { $0.contains("INDEXED BY") }, "\(checked)")
    try DamagedValueTests.plant("UPDATE game_tasks SET guess_seconds = 604801 WHERE skipped = 0", in: database)
    _ = statements.ofGames()
    #expect(DamagedValueTests.damage { try database.checkGames() } != nil)
    #expect(statements.ofGames().contains { $0.contains("FROM game_tasks") && !$0.contains("INDEXED BY") })
  }

  @Test(
    "a damaged name is found wherever it sorts among the names beyond ASCII",
    arguments: ["char(12288, 12288)", "char(160)", "CAST(X'c3' AS TEXT)", "CAST(X'ff' AS TEXT)"])
  func damagedNameAmongOthers(_ value: String) throws {
    let database = try DamagedValueTests.household()
    for task in ["Äpfel", "Öl", "Übung", "ZZZ", "Zähne"] { try Self.play(task, of: "Früh", in: database) }
    #expect(try Self.indexesSayAllSound(database))
    try DamagedValueTests.plant("UPDATE game_tasks SET name = \(value) WHERE name = 'Öl'", in: database)
    #expect(try !Self.indexesSayAllSound(database))
    let what = try #require(DamagedValueTests.damage { try database.checkGames() })
    #expect(what.contains("game_tasks row"), "\(what)")
  }

  @Test(
    "an index dropped, or made again with another rule, makes the check read every game",
    arguments: [
      "DROP INDEX game_tasks_unsound",
      "DROP INDEX game_tasks_unsound; CREATE INDEX game_tasks_unsound ON game_tasks(id) WHERE 0",
    ])
  func indexTamperedWith(_ sql: String) throws {
    let database = try DamagedValueTests.household()
    try DamagedValueTests.plant("UPDATE game_tasks SET guess_seconds = 604801 WHERE skipped = 0", in: database)
    try DamagedValueTests.plant(sql, in: database)
    #expect(throws: (any Error).self) { try Self.indexesSayAllSound(database) }
    let what = try #require(DamagedValueTests.damage { try database.checkGames() })
    #expect(what.contains("the guess of 604801 s"), "\(what)")
  }
}
