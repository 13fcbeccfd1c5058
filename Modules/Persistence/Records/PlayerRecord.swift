import Domain
import GRDB

/// A row of `players`.
struct PlayerRecord: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "players"

  var id: Int64?
  var name: String

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

  var player: Player { Player(name: name) }

  /// The player with this name (ignoring ASCII case), or nil.
  static func named(_ name: String, in db: Database) throws -> PlayerRecord? {
    try PlayerRecord.fetchOne(db, sql: "SELECT * FROM players WHERE name = ?", arguments: [name])
  }

  /// The player with this name.
  /// - Throws: `PersistenceError.unknownPlayer`.
  static func existing(_ name: String, in db: Database) throws -> PlayerRecord {
    guard let record = try named(name, in: db) else { throw PersistenceError.unknownPlayer(name) }
    return record
  }
}
