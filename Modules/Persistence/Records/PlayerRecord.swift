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
  /// A `SchoolLevel` raw value (the column's CHECK allows only those); NULL reads every level as theirs.
  var schoolLevel: String?
  var showPlanned = false

  enum CodingKeys: String, CodingKey {
    case id, name
    case pastTimes = "past_times"
    case cue, language
    case schoolLevel = "school_level"
    case showPlanned = "show_planned"
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
    schoolLevel = player.school?.rawValue
    showPlanned = player.showPlanned
  }

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

  var player: Player {
    Player(
      name: name, pastTimes: PastTimesSetting(rawValue: pastTimes) ?? .auto, cue: cue, language: language,
      school: schoolLevel.flatMap(SchoolLevel.init(rawValue:)), showPlanned: showPlanned)
  }

  /// The player with this name: spelled so, else the one equal to it under Unicode case folding
  /// (`StoredText.folded`), or nil.
  /// - Throws: `PersistenceError.ambiguousPlayer` when several players are equal to it under folding
  ///   and none is spelled so (a database from before names had to differ under folding).
  static func named(_ name: String, in db: Database) throws -> PlayerRecord? {
    let records = try PlayerRecord.fetchAll(db, sql: "SELECT * FROM players ORDER BY name COLLATE BINARY, id")
    switch StoredText.match(name, in: records.map(\.name)) {
    case nil: return nil
    case .success(let found): return records.first { $0.name == found }
    case .failure(let ambiguous): throw PersistenceError.ambiguousPlayer(name: name, players: ambiguous.names)
    }
  }

  /// A player other than `id` whose name is `name` under case folding, or nil.
  static func clash(with name: String, except id: Int64? = nil, in db: Database) throws -> PlayerRecord? {
    let key = StoredText.folded(name)
    return try PlayerRecord.fetchAll(db, sql: "SELECT * FROM players ORDER BY name COLLATE BINARY, id")
      .first { $0.id != id && StoredText.folded($0.name) == key }
  }

  /// The player with this name.
  /// - Throws: `PersistenceError.unknownPlayer`.
  static func existing(_ name: String, in db: Database) throws -> PlayerRecord {
    guard let record = try named(name, in: db) else { throw PersistenceError.unknownPlayer(name) }
    return record
  }
}
