import AppCore
import CalendarIO
import Domain

/// Hands out fixed reads per location, as given: events, calendars, or an error.
public struct FixedCalendarReader: CalendarReading {
  public var results: [String: Result<CalendarReadResult, CalendarIOError>]

  public init(results: [String: Result<CalendarReadResult, CalendarIOError>]) { self.results = results }

  /// Each location's events, in one calendar named after the location.
  public init(events: [String: [CalendarEvent]]) {
    results = events.mapValues { events in .success(CalendarReadResult(events: events)) }
  }

  public func read(_ source: CalendarSourceSetting, window: DateWindow) async throws -> CalendarReadResult {
    guard let result = results[source.location] else { throw CalendarIOError.notFound(path: source.location) }
    return try result.get()
  }
}

extension AppDependencies {
  /// The same services reading real calendars (files, folders, standard input) with the live reader.
  public func readingFiles() -> AppDependencies {
    var copy = self
    copy.calendarReadingDouble = nil
    return copy
  }
}
