import Foundation
import Persistence
import Settings

/// What a shell offers at Tab: the names of the household at hand, read without changing anything.
public struct CompletionNames: Sendable {
  public var players: [String] = []
  /// Each routine's name with its player's.
  public var routines: [(name: String, player: String)] = []
  /// The connected calendar sources, by id and by the parent's name.
  public var sources: [String] = []
  /// What `calendar select` takes: the sources, and the calendars chosen so far.
  public var calendars: [String] = []

  public init() {}

  /// The household under `environment`'s folders. A shell asks at every Tab, so this never prompts,
  /// writes, migrates or waits, and says nothing: whatever cannot be read (no household yet, a locked,
  /// damaged or newer database, unreadable settings) completes nothing.
  public static func read(_ environment: AppEnvironment) -> CompletionNames {
    var names = CompletionNames()
    if let glance = AppDatabase.glance(at: environment.databaseFile.path) {
      names.players = glance.players
      names.routines = glance.routines
    }
    let store = SettingsStore(fileURL: environment.settingsFile, warn: { _ in })
    if let calendar = try? store.load().calendar {
      names.sources = unique(calendar.sources.flatMap { [$0.id] + ($0.name.map { [$0] } ?? []) })
      names.calendars = unique(
        names.sources + calendar.selection
          + calendar.playerSelection.keys.sorted().flatMap { calendar.playerSelection[$0] ?? [] })
    }
    return names
  }

  /// The routines' names, only `player`'s when one is named (in any case, as commands find them).
  public func routineNames(player: String?) -> [String] {
    let chosen = routines.filter { routine in
      player.map { routine.player.caseInsensitiveCompare($0) == .orderedSame } ?? true
    }
    return Self.unique(chosen.map(\.name))
  }

  static func unique(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}
