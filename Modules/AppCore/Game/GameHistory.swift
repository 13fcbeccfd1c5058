import Domain
import Persistence

/// `tq-player history` and what stats read: a player's games as stored, newest first.
public struct GameHistory: Sendable {
  let dependencies: AppDependencies

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  /// Games newest first, of `player` (any case; everyone's when nil) and `routine` (any case) when
  /// given, at most `limit`. A routine need not exist any more: history outlives routines.
  /// - Throws: `AppError.unknownPlayer` listing the players; `PersistenceError.unknownRoutine` when
  ///   `routine` names neither a routine nor any game (a typo is not "no games yet").
  public func sessions(player: String?, routine: String?, limit: Int? = nil) throws -> [GameSession] {
    let resolved = try player.map { try Household(dependencies).resolvePlayer($0) }
    let database = try dependencies.database.open()
    let sessions = try database.sessions(player: resolved, routine: routine, limit: limit)
    if let routine, sessions.isEmpty, limit != 0 {
      let key = StoredText.folded(routine)
      guard try database.routines(player: resolved).contains(where: { StoredText.folded($0.name) == key }) else {
        throw PersistenceError.unknownRoutine(name: routine, player: resolved)
      }
    }
    return sessions
  }
}
