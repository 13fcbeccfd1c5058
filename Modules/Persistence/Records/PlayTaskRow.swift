import GRDB

/// A row of `play_tasks`: how one task of a play went.
struct PlayTaskRow: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "play_tasks"

  var id: Int64?
  var playID: Int64
  var position: Int
  var name: String
  var estimateMinutes: Int
  var actualSeconds: Int

  enum CodingKeys: String, CodingKey {
    case id
    case playID = "play_id"
    case position, name
    case estimateMinutes = "estimate_minutes"
    case actualSeconds = "actual_seconds"
  }

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
