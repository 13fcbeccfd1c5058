import Domain
import Foundation
import Persistence
import Storage

/// What `player remove` did: the counts gone with the player, and where a copy of them is kept.
public struct PlayerRemoval: Sendable, Equatable {
  public var player: String
  public var routines: Int
  public var games: Int
  /// The backup made just before (nil with `--purge`, or when the player had nothing to keep).
  public var backup: String?
  /// Backups in the backups folder the player was taken out of (`--purge`).
  public var purgedBackups: [String]
  /// False when the parent answered no at the terminal: nothing was removed.
  public var removed: Bool
}

/// Why a removal was refused before anything changed.
public enum PlayerRemovalError: Error, Equatable, Sendable, CustomStringConvertible, ExitCoded {
  case needsYes(player: String, routines: Int, games: Int)

  public var description: String {
    switch self {
    case .needsYes(let player, let routines, let games):
      "removing \(player) also removes \(PlayerRemovalError.what(routines: routines, games: games)): pass --yes to "
        + "remove them (a copy is kept in the backups folder first), or --purge to leave no copy"
    }
  }

  public var exitCode: Int32 { 64 }

  /// "2 routines and 5 games".
  static func what(routines: Int, games: Int) -> String {
    "\(routines) routine\(routines == 1 ? "" : "s") and \(games) game\(games == 1 ? "" : "s")"
  }
}

extension Household {
  /// Removes a player with their routines and games. When they have any, it asks first (or takes
  /// `confirmed`); the household as it was is saved to the backups folder first, so the history
  /// can be restored with `tq-parent import`. `purge` keeps no such copy and takes the player out
  /// of the backups already in that folder too.
  /// - Throws: `PlayerRemovalError.needsYes` without a terminal; `AppError.unknownPlayer`.
  public func removePlayer(_ name: String, confirmed: Bool, purge: Bool) throws -> PlayerRemoval {
    let player = try resolvePlayer(name)
    let database = try dependencies.database.open()
    let routines = try database.routines(player: player).count
    let games = try database.sessions(player: player, routine: nil).count
    var outcome = PlayerRemoval(
      player: player, routines: routines, games: games, backup: nil, purgedBackups: [], removed: false)
    if routines + games > 0, !confirmed, !purge {
      guard dependencies.environment.stdinIsTTY else {
        throw PlayerRemovalError.needsYes(player: player, routines: routines, games: games)
      }
      let question =
        "Remove \(player) with \(PlayerRemovalError.what(routines: routines, games: games))? "
        + "A copy is kept in the backups folder. [y/N] "
      let answer = try dependencies.terminal.ask(question) ?? ""
      guard ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else { return outcome }
    }
    if routines + games > 0, !purge { outcome.backup = try Backup(dependencies).saveCurrent(reason: "before-remove") }
    try removePlayer(player)
    if purge { outcome.purgedBackups = try purgeBackups(of: player) }
    outcome.removed = true
    return outcome
  }

  /// Rewrites each backup in the backups folder that holds the player without them (their
  /// routines and games too); a file that is not a backup this version reads is left alone.
  func purgeBackups(of player: String) throws -> [String] {
    let folder = Backup(dependencies).backupFolder
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let key = StoredText.folded(player)
    var purged: [String] = []
    for name in names.sorted() where name.hasSuffix(".json") {
      let path = folder.appendingPathComponent(name).path
      guard let data = FileManager.default.contents(atPath: path),
        var document = try? BackupDocument.decode(
          data, source: path, timeZone: dependencies.environment.timeZone),
        document.household.players.contains(where: { StoredText.folded($0.name) == key })
      else { continue }
      document.household.players.removeAll { StoredText.folded($0.name) == key }
      document.household.routines.removeAll { StoredText.folded($0.player) == key }
      document.household.sessions.removeAll { StoredText.folded($0.player) == key }
      if let saved = document.settings.notifications.player, StoredText.folded(saved) == key {
        document.settings.notifications.player = nil
      }
      let encoded = try document.encoded()
      do { try AtomicFile.write(encoded, to: path) } catch {
        throw BackupError.io(path: error.path, reason: error.reason)
      }
      purged.append(path)
    }
    return purged
  }
}
