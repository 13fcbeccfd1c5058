import Domain
import Persistence

/// `tq-player stats`: each player's statistics per routine and task, and each routine's streak.
///
/// Whether a routine was on the list on a day depends on its weekdays, its calendar mode and the
/// day's context; the contexts of the whole streak window come from one `ContextService` look
/// per player (one read of each calendar), not one per day.
public struct GameStats: Sendable {
  let dependencies: AppDependencies

  /// Days a streak looks back, today included: a year keeps the calendar reading to one school
  /// year's worth of events however long the history grows.
  public static let streakWindow = 365

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  /// The report for `player` (any case), or for every player when nil.
  /// - Throws: `AppError.unknownPlayer` listing the players; the database's and settings' errors.
  public func report(player: String?) async throws -> GameStatsReport {
    let household = Household(dependencies)
    let players = try player.map { [try household.resolvePlayer($0)] } ?? household.players().map(\.name)
    let today = dependencies.today
    var entries: [GameStatsReport.Entry] = []
    for name in players {
      let sessions = try GameHistory(dependencies).sessions(player: name, routine: nil)
      guard !sessions.isEmpty else { continue }
      let statistics = GameStatistics.routines(sessions)
      let routines = try household.routines(player: name)
      let start = max(
        today.adding(days: -(Self.streakWindow - 1)), sessions.map(\.date).min() ?? today)
      let contexts =
        start <= today
        ? try await ContextService(dependencies).contexts(from: start, through: today, player: name) : []
      let kinds = Self.kinds(contexts)
      for routineStatistics in statistics {
        let streak = Self.routine(named: routineStatistics.routine, in: routines).map { routine in
          Streak(
            played: Streak.playedDates(sessions, routine: routineStatistics.routine), from: start, today: today,
            isOnList: Self.onList(routine, kinds: kinds))
        }
        entries.append(GameStatsReport.Entry(statistics: routineStatistics, streak: streak))
      }
    }
    return GameStatsReport(today: today, players: players, entries: entries)
  }

  // MARK: - Shared with the parent's report

  static func kinds(_ contexts: [DayContext]) -> [LocalDate: DayContext.Kind] {
    Dictionary(contexts.map { ($0.date, $0.kind) }, uniquingKeysWith: { first, _ in first })
  }

  /// The routine a game was of: its exact name, else the same name under the fold that keeps
  /// routine names unique (a rename that changed only case keeps its history).
  static func routine(named name: String, in routines: [Routine]) -> Routine? {
    let key = StoredText.folded(name)
    return routines.first { $0.name == name } ?? routines.first { StoredText.folded($0.name) == key }
  }

  /// Whether the routine was on the list on a day, from its weekdays, its mode and the day's kind.
  static func onList(_ routine: Routine, kinds: [LocalDate: DayContext.Kind]) -> (LocalDate) -> Bool {
    { date in QuestVisibility.isVisible(routine, on: date, context: kinds[date] ?? .unknown) }
  }
}
