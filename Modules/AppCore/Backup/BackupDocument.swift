import Domain
import Foundation
import Persistence
import Settings

/// Everything a household keeps, as one versioned JSON document: what `tq-parent export` writes
/// and `tq-parent import` reads.
///
/// ```
/// {"format": "timequest-backup", "version": 4, "household": {"players", "routines", "sessions"}, "settings": {…}}
/// ```
/// The bytes are deterministic (sorted keys, the snapshot's stable order, no export time), so
/// export → import → export gives the same file.
///
/// Versions, each still read:
/// 1. `household.plays`, the older form of history (whole-minute estimates, no skips, only the instant).
/// 2. adds `household.sessions`, the games (see `HouseholdSnapshot`).
/// 3. adds the players' game settings (`pastTimes`, `cue`), written only when not the defaults.
/// 4. one form of history: games only. The `plays` of an older backup are read as finished games,
///    every task timed, each estimate `minutes × 60` seconds, dated in the importing household's
///    time zone, before the backup's own games; the database did the same to its plays (migration
///    `v6-one-game-history`). Every export is version 4. A player's message language (`language`,
///    a code) is written only when set, `showPlanned` only when true, and a routine's done-by time
///    (`doneBy`, "HH:MM") only when set.
public struct BackupDocument: Equatable, Sendable {
  public static let format = "timequest-backup"
  /// The version this TimeQuest writes, and the newest it reads.
  public static let currentVersion = 4

  public var household: HouseholdSnapshot
  public var settings: AppSettings

  public init(household: HouseholdSnapshot, settings: AppSettings) {
    self.household = household
    self.settings = settings
  }

  /// Pretty, key-sorted JSON with a final newline.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(
      Body(format: Self.format, version: Self.currentVersion, household: household, settings: settings))
    data.append(0x0A)
    return data
  }

  /// Reads and checks a whole backup before anything is changed.
  /// - Parameters:
  ///   - source: how to name the input in messages (its path, or "standard input").
  ///   - timeZone: the household's, which dates the older plays of versions 1–3.
  /// - Throws: `BackupError.notJSON`, `.notABackup`, `.newerVersion`, `.newerSettings`, `.invalid` (with the JSON path).
  public static func decode(_ data: Data, source: String, timeZone: TimeZone) throws(BackupError) -> BackupDocument {
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
        source: source, path: "version", message: "is required: a whole number (this version reads 1 to 4)")
    }
    guard version <= currentVersion else { throw .newerVersion(source: source, version: version) }
    guard version >= 1 else {
      throw .invalid(source: source, path: "version", message: "\(version) is not a backup version: use 1 to 4")
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
    var household = body.household.normalized()
    let plays = body.plays.map(\.normalized)
    if let (path, message) = BackupValidation.firstProblem(in: household, plays: plays)
      ?? BackupValidation.firstProblem(in: body.settings)
    {
      throw .invalid(source: source, path: path, message: message)
    }
    household.sessions = plays.map { GameSession($0, date: LocalDate($0.playedAt, in: timeZone)) } + household.sessions
    return BackupDocument(household: household, settings: body.settings)
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
    /// `household.plays` of versions 1–3: read, never written.
    var plays: [PlayRecord] = []

    init(format: String, version: Int, household: HouseholdSnapshot, settings: AppSettings) {
      (self.format, self.version, self.household, self.settings) = (format, version, household, settings)
    }

    enum CodingKeys: String, CodingKey { case format, version, household, settings }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      format = try container.decode(String.self, forKey: .format)
      version = try container.decode(Int.self, forKey: .version)
      household = try container.decode(HouseholdSnapshot.self, forKey: .household)
      settings = try container.decode(AppSettings.self, forKey: .settings)
      plays = try container.decode(OlderPlays.self, forKey: .household).plays
    }
  }

  /// The `plays` of a household written by versions 1–3.
  struct OlderPlays: Decodable {
    var plays: [PlayRecord]

    enum CodingKeys: String, CodingKey { case plays }

    init(from decoder: any Decoder) throws {
      plays = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent([PlayRecord].self, forKey: .plays) ?? []
    }
  }

  /// The JSON path and a sentence for a decoding error.
  static func describe(_ error: DecodingError) -> (String, String) { DecodingProblem.describe(error) }
}
