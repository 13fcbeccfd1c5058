import Domain
import Foundation
import GRDB
import Persistence
import Testing

@Suite("Routines")
struct RoutineTests {
  @Test("a routine comes back exactly as stored: tasks in order, days, mode", arguments: Storage.allCases)
  func roundTrip(storage: Storage) throws {
    let (database, folder) = try storage.make()
    _ = folder
    try makeHousehold(database)
    #expect(try database.routine(named: "Morning", player: "Mia") == Samples.miaMorning)
    #expect(try database.routine(named: "Weekend chores", player: nil) == Samples.miaChores)
    #expect(try database.routine(named: "weekend CHORES", player: "mia") == Samples.miaChores)
  }

  @Test("routines are listed by player name, then in the order they were made", arguments: Storage.allCases)
  func listing(storage: Storage) throws {
    let (database, folder) = try storage.make()
    _ = folder
    try makeHousehold(database)
    let all = try database.routines(player: nil)
    #expect(all == [Samples.leoMorning, Samples.miaMorning, Samples.miaChores])
    #expect(try database.routines(player: "Mia") == [Samples.miaMorning, Samples.miaChores])
  }

  @Test("routines active on a weekday are exactly those whose days include it", arguments: Weekday.allCases)
  func activeOn(weekday: Weekday) throws {
    let database = try AppDatabase.inMemory()
    try makeHousehold(database)
    let expected = [Samples.miaMorning, Samples.miaChores].filter { $0.activeDays.contains(weekday) }
    #expect(try database.routines(activeOn: weekday, player: "Mia") == expected)
    #expect(try database.routines(activeOn: weekday, player: "Leo") == [Samples.leoMorning])
  }

  @Test("a routine with no active days is stored but active on no day")
  func noDays() throws {
    let database = try AppDatabase.inMemory()
    try database.addPlayer("Mia")
    let paused = Routine(name: "Paused", player: "Mia", tasks: [.init(name: "A", minutes: 1)], activeDays: [])
    try database.addRoutine(paused)
    #expect(try database.routines(player: "Mia") == [paused])
    for day in Weekday.allCases { #expect(try database.routines(activeOn: day, player: "Mia").isEmpty) }
  }

  @Test("the same routine name twice for one player is refused; for another player it is fine")
  func duplicate() throws {
    let database = try AppDatabase.inMemory()
    try makeHousehold(database)
    var again = Samples.miaMorning
    again.name = "MORNING"
    #expect(throws: PersistenceError.duplicateRoutine(name: "Morning", player: "Mia")) {
      try database.addRoutine(again)
    }
    #expect(try database.routines(player: "Mia").count == 2)
  }

  @Test("a routine for an unknown player is refused and nothing is written")
  func unknownPlayer() throws {
    let database = try AppDatabase.inMemory()
    var routine = Samples.miaMorning
    routine.player = "Ghost"
    #expect(throws: PersistenceError.unknownPlayer("Ghost")) { try database.addRoutine(routine) }
    #expect(try database.reader.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM tasks") } == 0)
  }

  @Test("a task under one minute or with a blank name is refused")
  func invalidTasks() throws {
    let database = try AppDatabase.inMemory()
    try database.addPlayer("Mia")
    let zero = Routine(name: "R", player: "Mia", tasks: [.init(name: "A", minutes: 0)], activeDays: [.monday])
    let blank = Routine(name: "R", player: "Mia", tasks: [.init(name: " ", minutes: 3)], activeDays: [.monday])
    #expect(throws: PersistenceError.self) { try database.addRoutine(zero) }
    #expect(throws: PersistenceError.self) { try database.addRoutine(blank) }
    #expect(try database.routines(player: nil).isEmpty)
  }

  @Test("without --player, a name two players share is ambiguous and names them both")
  func ambiguous() throws {
    let database = try AppDatabase.inMemory()
    try makeHousehold(database)
    let expected = PersistenceError.ambiguousRoutine(name: "Morning", players: ["Leo", "Mia"])
    #expect(throws: expected) { try database.routine(named: "Morning", player: nil) }
    #expect(throws: expected) { try database.removeRoutine(named: "Morning", player: nil) }
    #expect(expected.description.contains("--player"))
    #expect(try database.routines(player: nil).count == 3)
  }

  @Test("an unknown routine is reported with the player it was looked for")
  func unknownRoutine() throws {
    let database = try AppDatabase.inMemory()
    try makeHousehold(database)
    #expect(throws: PersistenceError.unknownRoutine(name: "Bedtime", player: "Mia")) {
      try database.routine(named: "Bedtime", player: "Mia")
    }
    #expect(throws: PersistenceError.unknownRoutine(name: "Bedtime", player: nil)) {
      try database.removeRoutine(named: "Bedtime", player: nil)
    }
    #expect(throws: PersistenceError.unknownPlayer("Ghost")) { try database.routine(named: "Morning", player: "Ghost") }
  }

  @Test("removing a routine removes its tasks and leaves the others", arguments: Storage.allCases)
  func remove(storage: Storage) throws {
    let (database, folder) = try storage.make()
    _ = folder
    try makeHousehold(database)
    try database.removeRoutine(named: "Morning", player: "Mia")
    #expect(try database.routines(player: nil) == [Samples.leoMorning, Samples.miaChores])
    #expect(try database.reader.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM tasks") } == 3)
  }

  @Test("updating a routine replaces its tasks, days and mode and keeps its place", arguments: Storage.allCases)
  func update(storage: Storage) throws {
    let (database, folder) = try storage.make()
    _ = folder
    try makeHousehold(database)
    let changed = Routine(
      name: "School morning", player: "Mia", tasks: [.init(name: "Pack bag", minutes: 4)],
      activeDays: [.monday, .wednesday], mode: .always)
    try database.updateRoutine(named: "morning", player: "Mia", to: changed)
    #expect(try database.routines(player: "Mia") == [changed, Samples.miaChores])
  }

  @Test("an update may move a routine to another player, but not onto a name they already use")
  func updateMoves() throws {
    let database = try AppDatabase.inMemory()
    try makeHousehold(database)
    var moved = Samples.miaChores
    moved.player = "Leo"
    try database.updateRoutine(named: "Weekend chores", player: "Mia", to: moved)
    // It keeps its place in creation order, which is before Leo's own Morning.
    #expect(try database.routines(player: "Leo") == [moved, Samples.leoMorning])
    var clash = Samples.miaMorning
    clash.name = "Weekend chores"
    clash.player = "Leo"
    #expect(throws: PersistenceError.duplicateRoutine(name: "Weekend chores", player: "Leo")) {
      try database.updateRoutine(named: "Morning", player: "Mia", to: clash)
    }
    #expect(try database.routine(named: "Morning", player: "Mia") == Samples.miaMorning)
  }

  @Test("renamed and moved to another player in one update, a routine leaves the old player's games as played")
  func moveKeepsOldGames() throws {
    let database = try AppDatabase.inMemory()
    try makeHousehold(database)
    let game = try database.startSession(
      player: "Mia", routine: "Weekend chores", date: LocalDate("2026-11-21")!,
      startedAt: Date(timeIntervalSince1970: 1_795_300_000))
    let id = try #require(game.id)
    try database.appendTask(TaskPlay(name: "Tidy room", guessSeconds: 600, actualSeconds: 900), toSession: id)
    var moved = Samples.miaChores
    moved.name = "Saturday jobs"
    moved.player = "Leo"
    moved.tasks = [.init(name: "Tidy desk", minutes: 20)]
    try database.updateRoutine(
      named: "Weekend chores", player: "Mia", to: moved, renamedTasks: ["Tidy room": "Tidy desk"])
    #expect(try database.routine(named: "Saturday jobs", player: "Leo") == moved)
    let kept = try database.session(id: id)
    #expect(kept.player == "Mia")
    #expect(kept.routine == "Weekend chores", "the old player's game took the moved routine's new name")
    #expect(kept.tasks.map(\.name) == ["Tidy room"], "the old player's game took the moved routine's task name")
    #expect(try database.sessions(player: "Leo", routine: nil).isEmpty)
  }

  @Test("a task of 0 minutes is refused by the rule, with its message, and one of 1 minute is stored")
  func zeroMinuteTask() throws {
    let database = try AppDatabase.inMemory()
    try database.addPlayer("Mia")
    let zero = Routine(
      name: "Quick", player: "Mia", tasks: [RoutineTask(name: "Blink", minutes: 0)], activeDays: [.monday])
    #expect(throws: PersistenceError.invalid("task 'Blink' of routine 'Quick' takes 0 minutes: use 1 minute or more")) {
      try database.addRoutine(zero)
    }
    let one = Routine(
      name: "Quick", player: "Mia", tasks: [RoutineTask(name: "Blink", minutes: 1)], activeDays: [.monday])
    try database.addRoutine(one)
  }
}
