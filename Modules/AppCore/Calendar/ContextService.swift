import CalendarIO
import Domain
import Foundation
import Platform
import Presentation
import Settings

/// "The context of a date": the one place that resolves the player, decides which calendars count
/// for them, reads those fresh and turns them into `DayContext`s. tq-player, tq-parent (explain,
/// preview) and tq-notify all come through here.
public struct ContextService: Sendable {
  let dependencies: AppDependencies

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  /// Where the events come from: the household's enabled calendars, or sources named on the command line.
  public enum Sources: Sendable, Equatable {
    case configured
    /// Read directly, whether or not calendar reading is enabled, counting all their events.
    case direct([String])
  }

  /// A look at a range of days, and which calendars counted for it.
  public struct Look: Sendable {
    public var days: [DayContext]
    /// The player the look is for, as stored; nil for the household.
    public var player: String?
    /// The player's school level, when they have one: events naming other levels did not count.
    public var level: SchoolLevel?
    /// "Maple · School: school calendar (detected)" for each calendar whose events counted; empty
    /// when none was read.
    public var counted: [String]
    /// What the reads skipped or could not cover (a malformed line, a year outside the built-in
    /// holidays): the parent's commands show them, a child's screen does not.
    public var warnings: [CalendarWarning] = []
  }

  /// The context of `date` for `player` (any case; nil for the household). Calendar trouble never
  /// throws: the day becomes unknown and says why.
  /// - Throws: `AppError.unknownPlayer` naming the household's players; broken settings.
  public func context(for date: LocalDate, player: String?, sources: Sources = .configured) async throws -> DayContext {
    try await look(from: date, through: date, player: player, sources: sources).days[0]
  }

  /// Every date in the range, from one read of each calendar.
  public func contexts(
    from: LocalDate, through: LocalDate, player: String?, sources: Sources = .configured
  ) async throws -> [DayContext] {
    try await look(from: from, through: through, player: player, sources: sources).days
  }

  /// Every day of a range for the preview. Unlike a single day, a preview with reading off and no
  /// `--source` has nothing to show, so it says so instead of printing a year of unknown days.
  public func preview(from: LocalDate, through: LocalDate, player: String?, sources: [String]) async throws -> Look {
    if sources.isEmpty {
      let settings = try dependencies.settings.load().calendar
      guard settings.enabled, !settings.sources.isEmpty else { throw CalendarAdminError.readingOff }
      return try await look(from: from, through: through, player: player, sources: .configured)
    }
    return try await look(from: from, through: through, player: player, sources: .direct(sources))
  }

  /// The days of the range, the stored spelling of the player, and the calendars that counted.
  public func look(
    from: LocalDate, through: LocalDate, player name: String?, sources: Sources = .configured
  ) async throws -> Look {
    try await look(from: from, through: through, player: name, sources: sources) {
      try dependencies.settings.load().calendar
    }
  }

  /// The same look, with the calendar settings from `settings` (asked once, after the player is
  /// resolved) for a caller that has read the settings already (tq-notify reads them once per delivery).
  func look(
    from: LocalDate, through: LocalDate, player name: String?, sources: Sources = .configured,
    settings load: () throws -> CalendarSettings
  ) async throws -> Look {
    let resolved = try name.map { try Household(dependencies).resolvedPlayer($0) }
    let player = resolved?.name
    let settings = try load()
    let dates = (0...max(0, from.days(to: through))).map { from.adding(days: $0) }
    let plan: CalendarPlan
    switch sources {
    case .direct(let locations): plan = .direct(locations)
    case .configured:
      guard let configured = CalendarPlan.configured(settings, player: player) else {
        return Look(days: dates.map(DayContext.calendarOff), player: player, counted: [])
      }
      plan = configured
    }
    let lookup =
      CalendarContextEngine.lookupWindow(for: from)
      .lowerBound...CalendarContextEngine.lookupWindow(for: through).upperBound
    let zone = dependencies.environment.timeZone
    let window = DateWindow(from: lookup.lowerBound, through: lookup.upperBound, in: zone)
    var events: [CalendarEvent] = []
    var counted: [String] = []
    var roles: [String: CalendarRole] = [:]
    var knownDays: [ClosedRange<LocalDate>] = []
    var warnings: [CalendarWarning] = []
    let engine = CalendarContextEngine(rules: settings.rules, timeZone: zone, parallelWidth: Processors.parallelWidth)
    for read in try await dependencies.readCalendars(plan.sources, window: window) {
      let result: CalendarReadResult
      do {
        result = try read.get()
      } catch {
        // A source the parent named on the command line is the question itself: say why it failed.
        if plan.isDirect { throw error }
        return Look(
          days: dates.map { DayContext.calendarUnavailable($0, source: read.source.displayName) }, player: player,
          counted: counted)
      }
      let choices = CalendarRoles.of(result, from: read.source, matcher: engine.matcher)
      for calendar in result.calendars
      where plan.counts(calendarID: calendar.id, title: calendar.title, from: read.source) {
        let choice = choices[calendar.id]
        counted.append(CalendarText.counted(Self.label(calendar, source: read.source), role: choice?.summary))
        roles[calendar.id] = choice?.role
        if choice?.role == .holidays, let known = calendar.knownDays { knownDays.append(known) }
      }
      warnings += result.warnings
      let kept = plan.counted(result.events, from: read.source)
      if events.isEmpty { events = kept } else { events += kept }
    }
    let overrides = settings.overrides.filter { $0.player == nil || $0.player == player }
    let days = engine.contexts(
      from: from, through: through, events: events, overrides: overrides, player: player, level: resolved?.school,
      roles: roles, knownDays: knownDays)
    return Look(days: days, player: player, level: resolved?.school, counted: counted, warnings: warnings)
  }

  /// How a parent knows a calendar: "Maple · School".
  static func label(_ calendar: CalendarInfo, source: CalendarSourceSetting) -> String {
    CalendarText.label(source: source.displayName, calendar: calendar.title)
  }
}
