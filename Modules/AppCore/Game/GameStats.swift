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
      let kinds = Dictionary(contexts.map { ($0.date, $0.kind) }, uniquingKeysWith: { first, _ in first })
      for routineStatistics in statistics {
        let routine =
          routines.first { $0.name == routineStatistics.routine }
          ?? routines.first { $0.name.lowercased() == routineStatistics.routine.lowercased() }
        let streak = routine.map { routine in
          Streak(
            played: Streak.playedDates(sessions, routine: routineStatistics.routine), from: start, today: today
          ) { date in
            QuestVisibility.isVisible(routine, on: date, context: kinds[date] ?? .unknown)
          }
        }
        entries.append(GameStatsReport.Entry(statistics: routineStatistics, streak: streak))
      }
    }
    return GameStatsReport(today: today, players: players, entries: entries)
  }
}
