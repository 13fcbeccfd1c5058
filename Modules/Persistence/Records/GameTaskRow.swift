import Domain
import GRDB

/// A row of `game_tasks`: one task of a game at its position (0 first).
struct GameTaskRow: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "game_tasks"

  var id: Int64?
  var sessionID: Int64
  var position: Int
  var name: String
  var guessSeconds: Int
  /// NULL when the task was skipped.
  var actualSeconds: Int?
  /// Stored as well as implied by the NULL time, so a reader of the raw table cannot misread it.
  var skipped: Bool

  enum CodingKeys: String, CodingKey {
    case id
    case sessionID = "session_id"
    case position, name
    case guessSeconds = "guess_seconds"
    case actualSeconds = "actual_seconds"
    case skipped
  }

  init(sessionID: Int64, position: Int, task: TaskPlay) {
    self.sessionID = sessionID
    self.position = position
    self.name = task.name
    self.guessSeconds = task.guessSeconds
    self.actualSeconds = task.actualSeconds
    self.skipped = task.skipped
  }

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

  var task: TaskPlay { TaskPlay(name: name, guessSeconds: guessSeconds, actualSeconds: skipped ? nil : actualSeconds) }
}
