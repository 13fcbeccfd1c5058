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
      // The usual single source's array is taken as it is: appending it to an empty one copies every event.
      if events.isEmpty { events = result.events } else { events += result.events }
      warnings += result.warnings
    }
    return Events(events: Self.sorted(events, zone: zone), warnings: warnings)
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

  /// By start (an all-day event at its local midnight), then title, then the order read.
  ///
  /// Each key is computed once, not twice per comparison, and each date's midnight once (three
  /// time-zone offset lookups, a `Calendar` near a transition): a school year of a large calendar
  /// has ~10⁵ events on a few hundred dates.
  static func sorted(_ events: [CalendarEvent], zone: TimeZone) -> [CalendarEvent] {
    var midnights: [LocalDate: Date] = [:]
    let keys = events.map { event in
      switch event.start {
      case .instant(let instant): return instant
      case .date(let date):
        if let midnight = midnights[date] { return midnight }
        let midnight = date.startOfDay(in: zone)
        midnights[date] = midnight
        return midnight
      }
    }
    func before(_ a: Int, _ b: Int) -> Bool {
      keys[a] != keys[b] ? keys[a] < keys[b] : events[a].title < events[b].title
    }
    // A single source comes sorted nearly this way already: then there is nothing to move or copy.
    if !events.indices.dropFirst().contains(where: { before($0, $0 - 1) }) { return events }
    // Sorting positions moves 8 bytes instead of whole events; the sort is stable, so equal
    // events keep the order read.
    return events.indices.sorted(by: before).map { events[$0] }
  }
}
