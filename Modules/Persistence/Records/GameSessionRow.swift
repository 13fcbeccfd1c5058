import GRDB

/// A row of `game_sessions`: one game of a routine by a player; its tasks live in `game_tasks`.
struct GameSessionRow: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "game_sessions"

  var id: Int64?
  var playerID: Int64
  var routineName: String
  /// The local date the game was played on (`YYYY-MM-DD`), as the player's time zone saw it.
  var date: String
  /// ISO 8601 in UTC with whole seconds, as `PlayTime` writes it, so text order is time order.
  var startedAt: String
  var finished: Bool

  enum CodingKeys: String, CodingKey {
    case id
    case playerID = "player_id"
    case routineName = "routine_name"
    case date
    case startedAt = "started_at"
    case finished
  }

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
