import Domain
import GRDB

extension AppDatabase {
  /// Adds a player.
  /// - Throws: `.duplicatePlayer` when the name is taken (under Unicode case folding: checked in the
  ///   write transaction, so two programs adding `Zoë` and `ZOË` at once cannot both succeed),
  ///   `.invalid` when blank.
  @discardableResult
  public func addPlayer(_ name: String, school: SchoolLevel? = nil) throws(PersistenceError) -> Player {
    try Self.requireName(name, of: "player")
    return try write { db in
      if let existing = try PlayerRecord.clash(with: name, in: db) {
        throw PersistenceError.duplicatePlayer(existing.name)
      }
      var record = PlayerRecord(id: nil, name: name)
      record.schoolLevel = school?.rawValue
      try record.insert(db)
      return record.player
    }
  }

  /// Every player, by name.
  public func players() throws(PersistenceError) -> [Player] {
    try read { db in
      try PlayerRecord.fetchAll(db, sql: "SELECT * FROM players ORDER BY name, id").map(\.player)
    }
  }

  /// One player, with their game settings.
  /// - Throws: `.unknownPlayer`.
  public func player(named name: String) throws(PersistenceError) -> Player {
    try read { db in try PlayerRecord.existing(name, in: db).player }
  }

  /// Changes a player's settings; nil leaves a setting as it is.
  /// - Returns: the player with the settings now stored.
  /// - Throws: `.unknownPlayer`.
  @discardableResult
  public func setGameSettings(
    of name: String, pastTimes: PastTimesSetting?, cue: Bool?, language: LanguageSetting? = nil,
    school: SchoolLevelSetting? = nil, showPlanned: Bool? = nil
  ) throws(PersistenceError) -> Player {
    try write { db in
      var record = try PlayerRecord.existing(name, in: db)
      if let pastTimes { record.pastTimes = pastTimes.rawValue }
      if let cue { record.cue = cue }
      if let language { record.language = language.code }
      if let school { record.schoolLevel = school.level?.rawValue }
      if let showPlanned { record.showPlanned = showPlanned }
      try record.update(db)
      return record.player
    }
  }

  /// Removes a player together with their routines, tasks and play history.
  /// - Throws: `.unknownPlayer`.
  public func removePlayer(_ name: String) throws(PersistenceError) {
    try write { db in
      let record = try PlayerRecord.existing(name, in: db)
      _ = try record.delete(db)
    }
  }

  /// Renames a player; their routines and history follow.
  /// - Throws: `.unknownPlayer`, `.duplicatePlayer` when another player has `newName`, `.invalid` when blank.
  public func renamePlayer(_ name: String, to newName: String) throws(PersistenceError) {
    try Self.requireName(newName, of: "player")
    try write { db in
      var record = try PlayerRecord.existing(name, in: db)
      if let other = try PlayerRecord.clash(with: newName, except: record.id, in: db) {
        throw PersistenceError.duplicatePlayer(other.name)
      }
      record.name = newName
      try record.update(db)
    }
  }

  static func requireName(_ name: String, of what: String) throws(PersistenceError) {
    if name.allSatisfy(\.isWhitespace) {
      throw .invalid("a \(what) needs a name that is not blank")
    }
  }
}
