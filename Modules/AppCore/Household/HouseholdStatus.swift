import CalendarIO
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

  /// The report with what takes a read: each source's health and its calendars' roles, and today's
  /// context per player (reading on only), and the daily timer (systemd is asked only when its
  /// units are there). Each source is read once, for its health and every player's day alike.
  public func fullReport(program: DailyTimer.Program) async throws -> HouseholdReport {
    var report = try report()
    let settings = try dependencies.settings.load().calendar
    let today = dependencies.today
    let service = ContextService(dependencies)
    let reads = try await service.reads(from: today, through: today)
    let matcher = KeywordMatcher(preferences: settings.rules.keywords)
    let zone = dependencies.environment.timeZone
    for read in reads?.sources ?? [] {
      switch read.outcome {
      case .success(let result):
        let count = result.calendars.count
        let roles = CalendarRoles.of(result, from: read.source, matcher: matcher, zone: zone)
        report.health.append(
          .init(
            id: read.source.id, ok: true, detail: "read: \(count) calendar\(count == 1 ? "" : "s")",
            calendars: result.calendars.map { .init(source: read.source.id, title: $0.title, role: roles[$0.id]) }))
      case .failure(let error):
        report.health.append(.init(id: read.source.id, ok: false, detail: ExitStatus.message(for: error)))
      }
    }
    for player in report.players {
      let look = try await service.look(from: today, through: today, player: player.name, reads: reads)
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
