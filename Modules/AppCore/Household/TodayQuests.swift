import Domain

/// "Today's quests for a player": the day's context and the routines it shows.
public struct TodayQuests: Sendable {
  let dependencies: AppDependencies

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  /// The players to show: the one named, else every player of the household.
  public func players(named name: String?) throws -> [String] {
    let household = Household(dependencies)
    let all = try household.listedPlayers().map(\.name)
    if let name { return [try household.resolvePlayer(name)] }
    guard !all.isEmpty else { throw AppError.noPlayers }
    return all
  }

  public func day(for name: String, on date: LocalDate) async throws -> PlayerDay {
    let look = try await ContextService(dependencies).look(from: date, through: date, player: name)
    let (context, player) = (look.days[0], look.player ?? name)
    let active = try dependencies.database.open().routines(activeOn: date.weekday, player: player)
    return PlayerDay(
      player: player, context: context, quests: QuestVisibility.quests(active, on: date, context: context))
  }
}
