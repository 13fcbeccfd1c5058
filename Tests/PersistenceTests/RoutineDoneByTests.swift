import Domain
import Foundation
import GRDB
import Persistence
import Testing

@Suite("A routine's done-by time in the database")
struct RoutineDoneByTests {
  static func morning(doneBy: DailyTime?) -> Routine {
    Routine(
      name: "Morning", player: "Mia", tasks: [.init(name: "Dress", minutes: 5)], activeDays: WeekdayList.weekdays,
      doneBy: doneBy)
  }

  /// A database file with Mia and her morning, done by `doneBy`.
  static func household(doneBy: DailyTime?) throws -> (AppDatabase, path: String, TemporaryFolder) {
    let folder = try TemporaryFolder()
    let path = folder.file("timequest.sqlite")
    let database = try AppDatabase.open(at: path)
    try database.addPlayer("Mia")
    try database.addRoutine(Self.morning(doneBy: doneBy))
    return (database, path, folder)
  }

  @Test("stored as the minute of the day, read back, changed and cleared")
  func roundTrip() throws {
    let (database, path, folder) = try Self.household(doneBy: DailyTime(hour: 8, minute: 5))
    _ = folder
    #expect(try database.routine(named: "Morning", player: "Mia").doneBy == DailyTime(hour: 8, minute: 5))
    let stored = try DatabaseQueue(path: path).read { db in try Int?.fetchOne(db, sql: "SELECT done_by FROM routines") }
    #expect(stored == 485)
    try database.updateRoutine(
      named: "Morning", player: "Mia", to: Self.morning(doneBy: DailyTime(hour: 23, minute: 59)))
    #expect(try database.routines(player: nil).map(\.doneBy) == [DailyTime(hour: 23, minute: 59)])
    try database.updateRoutine(named: "Morning", player: "Mia", to: Self.morning(doneBy: nil))
    #expect(try database.routines(player: "Mia").map(\.doneBy) == [nil])
    #expect(try database.snapshot().routines.map(\.doneBy) == [nil])
  }

  @Test("the column refuses what is not a minute of the day")
  func columnIsChecked() throws {
    let (database, path, folder) = try Self.household(doneBy: nil)
    _ = folder
    let queue = try DatabaseQueue(path: path)
    for value in ["1440", "-1", "'08:05'", "4.5"] {
      #expect(throws: (any Error).self, "\(value)") {
        try queue.write { db in try db.execute(sql: "UPDATE routines SET done_by = \(value)") }
      }
    }
    try queue.close()
    #expect(try database.routines(player: nil).map(\.doneBy) == [nil])
  }
}
