import Domain
import Persistence

/// `tq-player history` and what stats read: a player's games as stored, newest first.
public struct GameHistory: Sendable {
  let dependencies: AppDependencies

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  /// Games newest first, of `player` (any case; everyone's when nil) and `routine` (any case) when
  /// given, at most `limit`. A routine need not exist any more: history outlives routines.
  /// - Throws: `AppError.unknownPlayer` listing the players.
  public func sessions(player: String?, routine: String?, limit: Int? = nil) throws -> [GameSession] {
    let resolved = try player.map { try Household(dependencies).resolvePlayer($0) }
    return try dependencies.database.open().sessions(player: resolved, routine: routine, limit: limit)
  }
}
