import CalendarIO
import Domain
import Foundation
import Settings

/// The parent's read-only looks at calendars: the events in a window, why a day is what it is,
/// and what each connected source yields. Everything is read fresh; nothing is kept.
public struct CalendarQueries: Sendable {
  let dependencies: AppDependencies

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  public struct Events: Sendable {
    public var events: [CalendarEvent]
    public var warnings: [CalendarWarning]
  }

  /// Occurrences in [`from` 00:00, day after `through` 00:00) local time, sorted by start then title,
  /// cancelled ones left out. `sources` empty means the connected ones (reading must be on).
  public func events(from: LocalDate, through: LocalDate, sources: [String]) throws -> Events {
    guard from <= through else { throw AppError.invalidRange(from: from, to: through) }
    let locations = try locations(sources)
    let zone = dependencies.environment.timeZone
    let window = DateWindow(from: from, through: through, in: zone)
    var events: [CalendarEvent] = []
    var warnings: [CalendarWarning] = []
    for location in locations {
      let result = try dependencies.calendars.read(location, window: window)
      events += result.events
      warnings += result.warnings
    }
    events.sort { lhs, rhs in
      let (l, r) = (Self.sortKey(lhs.start, zone), Self.sortKey(rhs.start, zone))
      return l != r ? l < r : lhs.title < rhs.title
    }
    return Events(events: events, warnings: warnings)
  }

  /// What each connected source holds now: its calendars and how many events in the coming weeks.
  public struct SourceReport: Sendable {
    public var source: CalendarSourceSetting
    public var calendars: [CalendarInfo]
    public var upcoming: Int
    public var warnings: [CalendarWarning]
    public var error: String?
  }

  /// Reads every connected source for the next four weeks; only when reading is enabled.
  public func sourceReports() throws -> [SourceReport] {
    let settings = try dependencies.settings.load().calendar
    guard settings.enabled else { return [] }
    let today = dependencies.today
    let window = DateWindow(from: today, through: today.adding(days: 27), in: dependencies.environment.timeZone)
    return settings.sources.map { source in
      do {
        let result = try dependencies.calendars.read(source.location, window: window)
        return SourceReport(
          source: source, calendars: result.calendars, upcoming: result.events.count,
          warnings: result.warnings, error: nil)
      } catch {
        return SourceReport(
          source: source, calendars: [], upcoming: 0, warnings: [], error: ExitStatus.message(for: error))
      }
    }
  }

  func locations(_ sources: [String]) throws -> [String] {
    if !sources.isEmpty { return sources }
    let settings = try dependencies.settings.load().calendar
    guard settings.enabled, !settings.sources.isEmpty else { throw CalendarAdminError.readingOff }
    return settings.sources.map(\.location)
  }

  static func sortKey(_ time: CalendarEvent.Time, _ zone: TimeZone) -> Date {
    switch time {
    case .date(let date): date.startOfDay(in: zone)
    case .instant(let instant): instant
    }
  }
}
