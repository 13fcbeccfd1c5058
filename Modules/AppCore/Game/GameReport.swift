import Domain
import Persistence

/// `tq-parent report`: the parent's view of the estimation game over a window of days, one part
/// per player.
///
/// Only the window's games are read (and, per routine, the date it was first played), so the
/// report costs the same however long the history grows. Statistics, streaks and the on-list test
/// are the ones `tq-player stats` uses (`GameStatistics`, `Streak`, `GameStats`), taken over the
/// window; the day contexts come from one `ContextService` look per player.
public struct GameReport: Sendable {
  let dependencies: AppDependencies

  /// Days in the window when no `--from` is given: eight weeks, today included.
  public static let defaultDays = 56
  /// The longest window: two years, as for `calendar preview`.
  public static let longestDays = 800

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  /// The window from `--from`/`--to`: each defaults to eight weeks before the other, the end to today.
  /// - Throws: `AppError.invalidDate`, `.invalidRange` (ends before it starts), `.reportTooLong` (all exit 64).
  public static func window(from: String?, to: String?, today: LocalDate) throws -> ClosedRange<LocalDate> {
    let end = try to.map { text in try LocalDate(text).orThrow(AppError.invalidDate(text)) }
    let start = try from.map { text in try LocalDate(text).orThrow(AppError.invalidDate(text)) }
    let through = end ?? start.map { max($0, today) } ?? today
    let first = start ?? through.adding(days: -(defaultDays - 1))
    guard first <= through else { throw AppError.invalidRange(from: first, to: through) }
    guard first.days(to: through) < longestDays else { throw AppError.reportTooLong(from: first, to: through) }
    return first...through
  }

  /// The report for `player` (any case), or for every player when nil, over `window`. With
  /// `startAtFirstPlay` a window reaching back before anyone's first game starts at that game, so
  /// a new family's weeks fill the charts instead of crowding their right edge.
  /// - Throws: `AppError.unknownPlayer` listing the players; the database's and settings' errors.
  public func report(
    player: String?, window: ClosedRange<LocalDate>, startAtFirstPlay: Bool = false
  ) async throws -> ProgressReport {
    let household = Household(dependencies)
    let names = try player.map { [try household.resolvePlayer($0)] } ?? household.players().map(\.name)
    let database = try dependencies.database.open()
    let today = dependencies.today
    var (from, through) = (window.lowerBound, window.upperBound)
    if startAtFirstPlay {
      let firsts = try names.compactMap { try database.firstPlayedDates(player: $0).values.min() }
      if let first = firsts.min(), first > from, first <= through { from = first }
    }
    var players: [ProgressReport.Player] = []
    for name in names {
      let sessions = try database.sessions(player: name, from: from, through: through)
      let routines = try household.routines(player: name)
      var streak: (String) -> Streak? = { _ in nil }
      if !sessions.isEmpty, from <= today {
        let firstPlayed = try database.firstPlayedDates(player: name)
        let kinds = GameStats.kinds(
          try await ContextService(dependencies).contexts(from: from, through: min(through, today), player: name))
        streak = { routineName in
          GameStats.routine(named: routineName, in: routines).map { routine in
            var played = Streak.playedDates(sessions, routine: routineName)
            // A first play before the window makes the window's first days count: unplayed ones on
            // the list are gaps. Without it the streak starts at the window's first game.
            let first =
              firstPlayed[routineName]
              ?? firstPlayed.first { StoredText.folded($0.key) == StoredText.folded(routineName) }?.value
            if let first, first < from { played.insert(first) }
            return Streak(
              played: played, from: from, through: through, today: today,
              isOnList: GameStats.onList(routine, kinds: kinds))
          }
        }
      }
      let planned = { (routineName: String, task: String) in
        GameStats.routine(named: routineName, in: routines)?.tasks.first { $0.name == task }?.minutes
      }
      players.append(
        ProgressReport.Player(
          name: name, sessions: sessions, routinesOnFile: routines.map(\.name), streak: streak, planned: planned))
    }
    return ProgressReport(from: from, through: through, today: today, players: players)
  }
}

extension Optional {
  fileprivate func orThrow(_ error: @autoclosure () -> some Error) throws -> Wrapped {
    guard let self else { throw error() }
    return self
  }
}
