import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The names a shell completes, read from the database file without opening it as a program does.
public struct HouseholdGlance: Equatable, Sendable {
  public var players: [String]
  /// Each routine's name with its player's.
  public var routines: [(name: String, player: String)]

  public init(players: [String] = [], routines: [(name: String, player: String)] = []) {
    self.players = players
    self.routines = routines
  }

  public static func == (left: HouseholdGlance, right: HouseholdGlance) -> Bool {
    left.players == right.players && left.routines.elementsEqual(right.routines) { $0 == $1 }
  }
}

extension AppDatabase {
  /// The players and routines at `path`, or nil on any trouble (no file, not a file, damaged, a
  /// newer schema). A shell asks this at each Tab: it must never create, migrate or lock anything, nor
  /// wait. Opened immutable, so SQLite writes no -shm or -wal and takes no lock; a program writing at
  /// that moment may be missed or read half-way, which a completion can afford and a command cannot.
  public static func glance(at path: String) -> HouseholdGlance? {
    // A FIFO in its place would be waited on for ever.
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .immediateError
    guard let queue = try? DatabaseQueue(path: immutableLocation(path), configuration: configuration) else {
      return nil
    }
    defer { try? queue.close() }
    return try? queue.read { db in
      let players = try String.fetchAll(db, sql: "SELECT name FROM players ORDER BY name")
      let routines = try Row.fetchAll(
        db,
        sql: """
          SELECT routines.name AS routine, players.name AS player
          FROM routines JOIN players ON players.id = routines.player_id
          ORDER BY routines.name, players.name
          """
      ).map { row in (name: row["routine"] as String, player: row["player"] as String) }
      return HouseholdGlance(players: players, routines: routines)
    }
  }
}
