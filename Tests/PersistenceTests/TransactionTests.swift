import Domain
import Foundation
import GRDB
import Persistence
import Testing

@Suite("Every write is one transaction")
struct TransactionTests {
  /// An on-disk household whose database refuses any task or game task named "boom",
  /// so a write can be made to fail after it has already changed some rows.
  static func sabotagedHousehold() throws -> (AppDatabase, TemporaryFolder) {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    let database = try AppDatabase.open(at: path)
    try makeHousehold(database)
    let saboteur = try DatabaseQueue(path: path)
    try saboteur.write { db in
      try db.execute(
        sql: """
          CREATE TRIGGER refuse_boom_task BEFORE INSERT ON tasks WHEN NEW.name = 'boom'
          BEGIN SELECT RAISE(ABORT, 'boom'); END;
          CREATE TRIGGER refuse_boom_play BEFORE INSERT ON game_tasks WHEN NEW.name = 'boom'
          BEGIN SELECT RAISE(ABORT, 'boom'); END;
          """)
    }
    try saboteur.close()
    return (database, folder)
  }

  static let boomTasks: [RoutineTask] = [.init(name: "Fine", minutes: 1), .init(name: "boom", minutes: 1)]

  @Test("adding a routine whose second task fails leaves no routine and no first task")
  func addRoutine() throws {
    let (database, folder) = try Self.sabotagedHousehold()
    _ = folder
    let before = try database.snapshot()
    let routine = Routine(name: "Bedtime", player: "Mia", tasks: Self.boomTasks, activeDays: [.monday])
    #expect(throws: PersistenceError.self) { try database.addRoutine(routine) }
    #expect(try database.snapshot() == before)
  }

  @Test("updating a routine that fails half-way keeps the old routine and its old tasks")
  func updateRoutine() throws {
    let (database, folder) = try Self.sabotagedHousehold()
    _ = folder
    let before = try database.snapshot()
    var changed = Samples.miaMorning
    changed.name = "Renamed"
    changed.tasks = Self.boomTasks
    #expect(throws: PersistenceError.self) {
      try database.updateRoutine(named: "Morning", player: "Mia", to: changed)
    }
    #expect(try database.snapshot() == before)
  }
}
