import CalendarIO
import Domain
import Foundation
import Settings

/// "The context of a date": the one place that turns settings and calendars into a `DayContext`.
/// tq-player, tq-parent (explain, preview) and tq-notify all come through here.
public struct ContextService: Sendable {
  let dependencies: AppDependencies

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  /// Where the events come from: the household's enabled calendars, or sources named on the command line.
  public enum Sources: Sendable, Equatable {
    case configured
    /// Read directly, whether or not calendar reading is enabled, counting all their events.
    case direct([String])
  }

  /// The context of `date` for `player` (or the household). Calendar trouble never throws: the day
  /// becomes unknown and says why. Only broken settings throw.
  public func context(for date: LocalDate, player: String?, sources: Sources = .configured) throws -> DayContext {
    try contexts(from: date, through: date, player: player, sources: sources)[0]
  }

  /// Every date in the range, from one read of each calendar.
  public func contexts(
    from: LocalDate, through: LocalDate, player: String?, sources: Sources = .configured
  ) throws -> [DayContext] {
    let settings = try dependencies.settings.load()
    let dates = (0...max(0, from.days(to: through))).map { from.adding(days: $0) }
    let locations: [String]
    switch sources {
    case .direct(let given):
      locations = given
    case .configured:
      guard settings.calendar.enabled, !settings.calendar.sources.isEmpty else {
        return dates.map(DayContext.calendarOff)
      }
      locations = settings.calendar.sources.map(\.location)
    }
    let lookup =
      CalendarContextEngine.lookupWindow(for: from)
      .lowerBound...CalendarContextEngine.lookupWindow(for: through).upperBound
    let zone = dependencies.environment.timeZone
    let window = DateWindow(from: lookup.lowerBound, through: lookup.upperBound, in: zone)
    var events: [CalendarEvent] = []
    let selection =
      sources == .configured
      ? (player.flatMap { settings.calendar.playerSelection[$0] } ?? settings.calendar.selection) : []
    for location in locations {
      let result: CalendarReadResult
      do {
        result = try dependencies.calendars.read(location, window: window)
      } catch {
        // A source the parent named on the command line is the question itself: say why it failed.
        if case .direct = sources { throw error }
        let name = settings.calendar.sources.first { $0.location == location }?.name ?? location
        return dates.map { DayContext.calendarUnavailable($0, source: name) }
      }
      events += result.events.filter { event in
        selection.isEmpty
          || selection.contains { CalendarSelection.matches($0, id: event.calendarID, title: event.calendarTitle) }
      }
    }
    let overrides = settings.calendar.overrides.filter { $0.player == nil || $0.player == player }
    let engine = CalendarContextEngine(rules: settings.calendar.rules, timeZone: zone)
    return engine.contexts(from: from, through: through, events: events, overrides: overrides, player: player)
  }
}

/// How a parent names a calendar in `calendar select`: its id or its title, any case.
public enum CalendarSelection {
  public static func matches(_ choice: String, id: String, title: String) -> Bool {
    choice == id || choice.lowercased() == title.lowercased()
  }
}
