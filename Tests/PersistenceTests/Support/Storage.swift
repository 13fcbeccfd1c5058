import Domain
import Foundation
import Persistence

/// Where a test's database lives: every repository test runs against both.
enum Storage: String, CaseIterable, CustomStringConvertible, Sendable {
  case memory
  case disk

  var description: String { rawValue }

  /// A fresh database; keep the folder alive as long as the database is used.
  func make() throws -> (AppDatabase, TemporaryFolder?) {
    switch self {
    case .memory:
      return (try AppDatabase.inMemory(), nil)
    case .disk:
      let folder = try TemporaryFolder()
      return (try AppDatabase.open(at: folder.file("timequest.sqlite")), folder)
    }
  }
}

/// A small household: Mia (Morning on weekdays, school days only; Weekend chores) and Leo (Morning daily).
func makeHousehold(_ database: AppDatabase) throws {
  try database.addPlayer("Mia")
  try database.addPlayer("Leo")
  try database.addRoutine(Samples.miaMorning)
  try database.addRoutine(Samples.miaChores)
  try database.addRoutine(Samples.leoMorning)
}

enum Samples {
  static let miaMorning = Routine(
    name: "Morning", player: "Mia",
    tasks: [
      .init(name: "Get dressed", minutes: 5), .init(name: "Breakfast", minutes: 15), .init(name: "Teeth", minutes: 3),
    ],
    activeDays: WeekdayList.weekdays, mode: .schoolDay)
  static let miaChores = Routine(
    name: "Weekend chores", player: "Mia", tasks: [.init(name: "Tidy room", minutes: 20)],
    activeDays: WeekdayList.weekends, mode: .freeDay)
  static let leoMorning = Routine(
    name: "Morning", player: "Leo", tasks: [.init(name: "Feed the cat", minutes: 2), .init(name: "Dress", minutes: 7)],
    activeDays: Set(Weekday.allCases))

  static func play(_ player: String, _ routine: String, at seconds: TimeInterval) -> PlayRecord {
    PlayRecord(
      player: player, routine: routine, playedAt: Date(timeIntervalSince1970: seconds),
      tasks: [.init(name: "Step", estimateMinutes: 5, actualSeconds: 312)])
  }
}
