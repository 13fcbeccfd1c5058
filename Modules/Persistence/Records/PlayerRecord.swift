import Domain
import Foundation
import GRDB

/// A row of `players`.
struct PlayerRecord: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "players"

  var id: Int64?
  var name: String
  /// A `PastTimesSetting` raw value (the column's CHECK allows only those).
  var pastTimes = PastTimesSetting.auto.rawValue
  var cue = true
  /// A `Language` code; NULL follows the household.
  var language: String?

  enum CodingKeys: String, CodingKey {
    case id, name
    case pastTimes = "past_times"
    case cue, language
  }

  init(id: Int64?, name: String) {
    self.id = id
    self.name = name
  }

  init(_ player: Player) {
    self.init(id: nil, name: player.name)
    pastTimes = player.pastTimes.rawValue
    cue = player.cue
    language = player.language
  }

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

  var player: Player {
    Player(name: name, pastTimes: PastTimesSetting(rawValue: pastTimes) ?? .auto, cue: cue, language: language)
  }

  /// The player with this name (ignoring ASCII case), or nil.
  static func named(_ name: String, in db: Database) throws -> PlayerRecord? {
    // Names are stored in NFC since issue 13; the name as typed first, for rows stored before that.
    try PlayerRecord.fetchOne(db, sql: "SELECT * FROM players WHERE name = ?", arguments: [name])
      ?? PlayerRecord.fetchOne(
        db, sql: "SELECT * FROM players WHERE name = ?", arguments: [name.precomposedStringWithCanonicalMapping])
  }

  /// The player with this name.
  /// - Throws: `PersistenceError.unknownPlayer`.
  static func existing(_ name: String, in db: Database) throws -> PlayerRecord {
    guard let record = try named(name, in: db) else { throw PersistenceError.unknownPlayer(name) }
    return record
  }
}
