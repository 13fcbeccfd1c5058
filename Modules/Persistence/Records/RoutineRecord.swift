import Domain
import GRDB

/// A row of `routines`; its tasks live in `tasks`.
struct RoutineRecord: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "routines"

  var id: Int64?
  var playerID: Int64
  var name: String
  /// Bit `rawValue - 1` set for each active weekday (Sunday = bit 0).
  var activeDays: Int
  var mode: String
  /// The done-by time's minute of the day, or nil.
  var doneBy: Int?

  enum CodingKeys: String, CodingKey {
    case id
    case playerID = "player_id"
    case name
    case activeDays = "active_days"
    case mode
    case doneBy = "done_by"
  }

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

  init(id: Int64? = nil, playerID: Int64, routine: Routine) {
    self.id = id
    self.playerID = playerID
    self.name = routine.name
    self.activeDays = Self.mask(routine.activeDays)
    self.mode = routine.mode.rawValue
    self.doneBy = routine.doneBy?.minuteOfDay
  }

  static func mask(_ days: Set<Weekday>) -> Int {
    days.reduce(0) { $0 | (1 << ($1.rawValue - 1)) }
  }

  static func days(_ mask: Int) -> Set<Weekday> {
    Set(Weekday.allCases.filter { mask & (1 << ($0.rawValue - 1)) != 0 })
  }

  /// The Domain value, given the owner's name and the tasks in order.
  func routine(player: String, tasks: [RoutineTask]) throws -> Routine {
    guard let mode = CalendarMode(rawValue: mode) else {
      throw PersistenceError.invalid("routine '\(name)' has an unknown calendar mode '\(mode)'")
    }
    var time: DailyTime?
    if let doneBy {
      guard let minute = DailyTime(minuteOfDay: doneBy) else {
        throw PersistenceError.invalid("routine '\(name)' has a done-by minute \(doneBy) outside 0 to 1439")
      }
      time = minute
    }
    return Routine(
      name: name, player: player, tasks: tasks, activeDays: Self.days(activeDays), mode: mode, doneBy: time)
  }
}
