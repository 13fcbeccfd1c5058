import Domain
import Foundation
import Persistence
import Settings

/// Everything a household keeps, as one versioned JSON document: what `tq-parent export` writes
/// and `tq-parent import` reads.
///
/// ```
/// {"format": "timequest-backup", "version": 1, "household": {"players", "routines", "plays"}, "settings": {…}}
/// ```
/// The bytes are deterministic (sorted keys, the snapshot's stable order, no export time), so
/// export → import → export gives the same file.
///
/// Version 2 adds `household.sessions`, the games (see `HouseholdSnapshot`), and is written only
/// when there are games: a household without any writes version 1 exactly as before, and a
/// TimeQuest that does not know games refuses a backup holding some instead of dropping them.
/// Version 3 adds the players' game settings (`pastTimes`, `cue`), written only for a player whose
/// settings differ from the defaults, for the same reasons. A player's message language
/// (`language`, a code) is such a setting too: written only when set, and then in the current version.
public struct BackupDocument: Equatable, Sendable {
  public static let format = "timequest-backup"
  /// The newest version this TimeQuest reads and writes.
  public static let currentVersion = 3
  /// The version without games, still written when there are none.
  public static let versionWithoutGames = 1
  /// The version with games and no player settings, still written when every player has the defaults.
  public static let versionWithGames = 2

  public var household: HouseholdSnapshot
  public var settings: AppSettings

  public init(household: HouseholdSnapshot, settings: AppSettings) {
    self.household = household
    self.settings = settings
  }

  /// The version the document is written in: the oldest that holds everything in it.
  public var version: Int {
    if household.players.contains(where: { !$0.hasDefaultGameSettings }) { return Self.currentVersion }
    return household.sessions.isEmpty ? Self.versionWithoutGames : Self.versionWithGames
  }

  /// Pretty, key-sorted JSON with a final newline.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(
      Body(format: Self.format, version: version, household: household, settings: settings))
    data.append(0x0A)
    return data
  }

  /// Reads and checks a whole backup before anything is changed.
  /// - Parameter source: how to name the input in messages (its path, or "standard input").
  /// - Throws: `BackupError.notJSON`, `.notABackup`, `.newerVersion`, `.newerSettings`, `.invalid` (with the JSON path).
  public static func decode(_ data: Data, source: String) throws(BackupError) -> BackupDocument {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw .notJSON(
        source: source, reason: (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)")
    }
    // The format and version are checked before the rest, whose shape a newer version may have changed.
    guard let header = try? JSONDecoder().decode(Header.self, from: data), header.format == format else {
      throw .notABackup(source: source)
    }
    guard let version = header.version else {
      throw .invalid(
        source: source, path: "version", message: "is required: a whole number (this version writes 1, 2 or 3)")
    }
    guard version <= currentVersion else { throw .newerVersion(source: source, version: version) }
    guard version >= 1 else {
      throw .invalid(source: source, path: "version", message: "\(version) is not a backup version: use 1, 2 or 3")
    }
    // Settings a newer TimeQuest wrote would be saved under a number this version does not write
    // (and refused); checked before decoding them, whose shape may have changed.
    if let settings = (object as? [String: Any])?["settings"] as? [String: Any],
      let settingsVersion = settings["version"] as? Int, settingsVersion > AppSettings.currentVersion
    {
      throw .newerSettings(source: source, version: settingsVersion)
    }
    let body: Body
    do {
      body = try JSONDecoder().decode(Body.self, from: data)
    } catch let error as DecodingError {
      let (path, message) = describe(error)
      throw .invalid(source: source, path: path, message: message)
    } catch {
      throw .notJSON(source: source, reason: "\(error)")
    }
    // Names are stored in NFC, as typed ones are, so an older export's decomposed "é" is the same player.
    let document = BackupDocument(household: body.household.normalized(), settings: body.settings)
    if let (path, message) = BackupValidation.firstProblem(in: document.household) {
      throw .invalid(source: source, path: path, message: message)
    }
    return document
  }

  /// Only the two keys every version has; a version that is not a whole number reads as missing.
  struct Header: Decodable {
    var format: String?
    var version: Int?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      format = try? container.decodeIfPresent(String.self, forKey: .format)
      version = try? container.decodeIfPresent(Int.self, forKey: .version)
    }

    enum CodingKeys: String, CodingKey { case format, version }
  }

  struct Body: Codable {
    var format: String
    var version: Int
    var household: HouseholdSnapshot
    var settings: AppSettings
  }

  /// The JSON path and a sentence for a decoding error.
  static func describe(_ error: DecodingError) -> (String, String) { DecodingProblem.describe(error) }
}
