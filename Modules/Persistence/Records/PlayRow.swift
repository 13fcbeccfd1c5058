import GRDB

/// A row of `plays`: one time a player played a routine.
struct PlayRow: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "plays"

  var id: Int64?
  var playerID: Int64
  var routineName: String
  /// ISO 8601 in UTC with whole seconds (`2026-11-21T20:05:18Z`), so text order is time order.
  var playedAt: String

  enum CodingKeys: String, CodingKey {
    case id
    case playerID = "player_id"
    case routineName = "routine_name"
    case playedAt = "played_at"
  }

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
