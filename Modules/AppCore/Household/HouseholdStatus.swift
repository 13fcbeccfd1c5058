import Domain
import Foundation

/// `tq-parent status`: the household at a glance, and exactly which files TimeQuest keeps.
public struct HouseholdStatus: Sendable {
  let dependencies: AppDependencies

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  public func report() throws -> HouseholdReport {
    let settings = try dependencies.settings.load()
    let household = Household(dependencies)
    let routines = try household.routines(player: nil)
    let environment = dependencies.environment
    let languages = MessageLanguages(dependencies, settings: settings)
    return HouseholdReport(
      players: try household.listedPlayers().map { player in
        .init(
          name: player.name, routines: routines.filter { $0.player == player.name }.map(\.name),
          language: languages.of(player), school: player.school)
      },
      calendarReading: settings.calendar.enabled, sources: settings.calendar.sources, pinSet: settings.gate != nil,
      settingsFile: environment.settingsFile.path, databaseFile: environment.databaseFile.path,
      stateFolder: environment.stateDirectory.path, language: languages.household)
  }
}
