import Domain
import Foundation
import Presentation

/// `tq-parent status`: the household at a glance, and exactly which files TimeQuest keeps.
public struct HouseholdStatus: Sendable {
  let dependencies: AppDependencies

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  public func text(style: TerminalStyle) throws -> String {
    let settings = try dependencies.settings.load()
    let household = Household(dependencies)
    let players = try household.players()
    let routines = try household.routines(player: nil)
    let environment = dependencies.environment
    var lines = [style.bold("Household")]
    if players.isEmpty {
      lines.append("  No players yet. Add one with: tq-parent player add NAME")
    }
    for player in players {
      let own = routines.filter { $0.player == player.name }
      let names = own.map(\.name).joined(separator: ", ")
      lines.append(
        "  \(player.name): \(own.count) routine\(own.count == 1 ? "" : "s")\(names.isEmpty ? "" : " (\(names))")")
    }
    lines.append("")
    lines.append(style.bold("Calendar"))
    let calendar = settings.calendar
    lines.append("  Reading: \(calendar.enabled ? "on" : "off (weekday rules only)")")
    if calendar.sources.isEmpty {
      lines.append("  No calendars connected. Add one with: tq-parent calendar add FILE|FOLDER|URL")
    }
    for source in calendar.sources {
      lines.append("  \(source.name ?? source.id): \(source.location)")
    }
    lines.append("")
    lines.append(style.bold("Parent PIN"))
    lines.append(
      settings.gate == nil
        ? "  not set (anyone at this account can change routines): tq-parent pin set"
        : "  set: tq-parent commands ask for it")
    lines.append("")
    lines.append(style.bold("Files"))
    lines.append("  Settings: \(environment.settingsFile.path)")
    lines.append("  Database: \(environment.databaseFile.path)")
    lines.append("  State:    \(environment.stateDirectory.path) (automatic backups in backups/)")
    return lines.joined(separator: "\n")
  }
}
