import CalendarIO
import Domain
import Foundation
import Settings

/// The parent's read-only looks at calendars: the events in a window and what each connected
/// source yields. Everything is read fresh; nothing is kept.
public struct CalendarQueries: Sendable {
  let dependencies: AppDependencies

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  public struct Events: Sendable {
    public var events: [CalendarEvent]
    public var warnings: [CalendarWarning]
  }

  /// Occurrences in [`from` 00:00, day after `through` 00:00) local time in `EventOrder`, cancelled
  /// ones left out. `sources` empty means the connected ones (reading must be on).
  /// - Throws: the first source's read error, `CalendarAdminError.readingOff`.
  public func events(from: LocalDate, through: LocalDate, sources: [String]) async throws -> Events {
    guard from <= through else { throw AppError.invalidRange(from: from, to: through) }
    let plan: CalendarPlan
    if sources.isEmpty {
      guard let configured = CalendarPlan.configured(try dependencies.settings.load().calendar, player: nil) else {
        throw CalendarAdminError.readingOff
      }
      plan = CalendarPlan(sources: configured.sources, selection: [], isDirect: false)
    } else {
      plan = .direct(sources)
    }
    let zone = dependencies.environment.timeZone
    let window = DateWindow(from: from, through: through, in: zone)
    var lists: [[CalendarEvent]] = []
    var warnings: [CalendarWarning] = []
    for read in try await dependencies.readCalendars(plan.sources, window: window) {
      let result = try read.get()
      lists.append(result.events)
      warnings += result.warnings
    }
    return Events(events: EventOrder.merged(lists, zone: zone), warnings: warnings)
  }

  /// What each connected source holds now: its calendars and how many events in the coming weeks.
  /// Only when reading is enabled; nothing is read otherwise.
  public func status() async throws -> CalendarStatusReport {
    let settings = try dependencies.settings.load().calendar
    var sources = settings.sources.map { CalendarStatusReport.Source(setting: $0) }
    if settings.enabled {
      let today = dependencies.today
      let zone = dependencies.environment.timeZone
      // Half a year either side shows what kind of calendar each is; the count is of the next four weeks.
      let window = DateWindow(from: today.adding(days: -183), through: today.adding(days: 183), in: zone)
      let coming = DateWindow(from: today, through: today.adding(days: 27), in: zone)
      let matcher = KeywordMatcher(preferences: settings.rules.keywords)
      for (index, read) in try await dependencies.readCalendars(settings.sources, window: window).enumerated() {
        switch read.outcome {
        case .success(let result):
          let roles = CalendarRoles.of(result, from: read.source, matcher: matcher, zone: zone)
          sources[index].calendars = result.calendars.map {
            .init(id: $0.id, title: $0.title, role: roles[$0.id], color: $0.color)
          }
          sources[index].upcoming = result.events.filter { $0.overlaps(coming, in: zone) }.count
          sources[index].skippedLines = result.warnings.count
        case .failure(let error):
          sources[index].error = ExitStatus.message(for: error)
        }
      }
    }
    let read = settings.enabled ? sources.flatMap(\.calendars) : nil
    var report = CalendarStatusReport(
      enabled: settings.enabled, sources: sources,
      household: describe(settings.selection, settings: settings, read: read, player: nil),
      players: settings.playerSelection.keys.sorted().map { player in
        (player, describe(settings.playerSelection[player] ?? [], settings: settings, read: read, player: player))
      },
      rules: settings.rules, overrideCount: settings.overrides.count)
    // The week and year as the engine reads them today (from the calendars when reading is on).
    let look = try await ContextService(dependencies).look(
      from: dependencies.today, through: dependencies.today, player: nil)
    report.shape = look.shape
    // The regions as the engine finds them, over the year either side it reads.
    for i in report.sources.indices {
      for j in report.sources[i].calendars.indices {
        report.sources[i].calendars[j].regions = look.regions[report.sources[i].calendars[j].id] ?? []
      }
    }
    return report
  }

  /// The choices as a parent reads them: a source by its name, a calendar by its title. With the
  /// calendars `read` (reading on), a chosen id no calendar has any more says whether its title
  /// still finds it, and the command that chooses again.
  func describe(
    _ selection: [String], settings: CalendarSettings, read: [CalendarStatusReport.Calendar]?, player: String?
  ) -> [String] {
    selection.map { choice in
      if let source = settings.sources.first(where: { CalendarChoice.names(choice, source: $0) }) {
        return source.displayName
      }
      guard let read,
        !read.contains(where: { $0.id == choice || StoredText.folded($0.title) == StoredText.folded(choice) })
      else { return choice }
      let whom = player.map { " --player \($0)" } ?? ""
      if let title = settings.selectionTitles[choice],
        read.contains(where: { StoredText.folded($0.title) == StoredText.folded(title) })
      {
        return
          "\(title) (its id changed; found by its title: 'tq-parent calendar select \"\(title)\"\(whom)' keeps the new id)"
      }
      return "\(settings.selectionTitles[choice] ?? choice) (not connected: its player's days are unknown; 'tq-parent"
        + " calendar select --all\(whom)' counts every calendar)"
    }
  }
}
