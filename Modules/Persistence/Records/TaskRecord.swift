import Domain
import GRDB

/// A row of `tasks`: one step of a routine at its position (0 first).
struct TaskRecord: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "tasks"

  var id: Int64?
  var routineID: Int64
  var position: Int
  var name: String
  var minutes: Int

  enum CodingKeys: String, CodingKey {
    case id
    case routineID = "routine_id"
    case position, name, minutes
  }

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

  var task: RoutineTask { RoutineTask(name: name, minutes: minutes) }
}
