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

  /// The report with what takes a read: each source's health and today's context per player
  /// (reading on only), and the daily timer (systemd is asked only when its units are there).
  public func fullReport(program: DailyTimer.Program) async throws -> HouseholdReport {
    var report = try report()
    let settings = try dependencies.settings.load().calendar
    let today = dependencies.today
    if settings.enabled {
      let window = DateWindow(from: today, through: today, in: dependencies.environment.timeZone)
      for read in try await dependencies.readCalendars(settings.sources, window: window) {
        switch read.outcome {
        case .success(let result):
          let count = result.calendars.count
          report.health.append(
            .init(id: read.source.id, ok: true, detail: "read: \(count) calendar\(count == 1 ? "" : "s")"))
        case .failure(let error):
          report.health.append(.init(id: read.source.id, ok: false, detail: ExitStatus.message(for: error)))
        }
      }
    }
    for player in report.players {
      let look = try await ContextService(dependencies).look(from: today, through: today, player: player.name)
      report.today.append(.init(player: player.name, context: look.days[0]))
    }
    let timer = DailyTimer(dependencies, program: program)
    if FileManager.default.fileExists(atPath: timer.serviceFile)
      || FileManager.default.fileExists(atPath: timer.timerFile)
    {
      report.timer = try await timer.status()
    }
    return report
  }
}
