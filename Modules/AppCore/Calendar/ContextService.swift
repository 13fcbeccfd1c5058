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
    /// The school week and year the days were read with, and where each comes from.
    public var shape: SchoolCalendarShape
    /// The regions of each counted calendar whose titles name several, by calendar id.
    public var regions: [String: [String]] = [:]
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
  /// - Parameter keeping: the days wanted once the calendars' shape is known (`CalendarContextEngine.read`).
  public func preview(
    from: LocalDate, through: LocalDate, player: String?, sources: [String], keeping: Keeping? = nil
  ) async throws -> Look {
    if sources.isEmpty {
      let settings = try dependencies.settings.load().calendar
      guard settings.enabled, !settings.sources.isEmpty else { throw CalendarAdminError.readingOff }
      return try await look(from: from, through: through, player: player, sources: .configured, keeping: keeping)
    }
    return try await look(from: from, through: through, player: player, sources: .direct(sources), keeping: keeping)
  }

  /// The days a look keeps of those it reads, given the school week and year the calendars show.
  public typealias Keeping = @Sendable (SchoolCalendarShape) -> ClosedRange<LocalDate>

  /// A school year for the preview: `year` (nil: the one containing today) as the calendars run it,
  /// August–July, January–December or April–March (`SchoolCalendarShape.year`). Every candidate
  /// year is read at once (more events never change a day), and the one the shape names is kept:
  /// only its days are decided (a third fewer than every candidate's).
  public func previewYear(_ year: Int?, player: String?, sources: [String]) async throws -> (
    look: Look, range: ClosedRange<LocalDate>
  ) {
    let today = dependencies.today
    let candidates = SchoolYearShape.allCases.map { SchoolYear.range(year: year, shape: $0, today: today) }
    let keeping: Keeping = { SchoolYear.range(year: year, shape: $0.year, today: today) }
    var look = try await preview(
      from: candidates.map(\.lowerBound).min() ?? today, through: candidates.map(\.upperBound).max() ?? today,
      player: player, sources: sources, keeping: keeping)
    let range = keeping(look.shape)
    look.days = look.days.filter { range.contains($0.date) }
    return (look, range)
  }

  /// The household's school week and year today, as the engine reads them from its calendars.
  public func shapeToday() async throws -> SchoolCalendarShape {
    try await look(from: dependencies.today, through: dependencies.today, player: nil).shape
  }

  /// The days of the range, the stored spelling of the player, and the calendars that counted.
  /// - Parameter reads: the household's calendars as `reads(from:through:)` read them for these
  ///   days; a look given them reads nothing itself.
  public func look(
    from: LocalDate, through: LocalDate, player name: String?, sources: Sources = .configured,
    keeping: Keeping? = nil, reads: Reads? = nil
  ) async throws -> Look {
    try await look(from: from, through: through, player: name, sources: sources, keeping: keeping, reads: reads) {
      try dependencies.settings.load().calendar
    }
  }

  /// The household's connected calendars read once for the looks of several players at the same
  /// days (`tq-parent status`): each source is fetched once, not once per player.
  public struct Reads: Sendable {
    /// Each connected source's read, in the settings' order.
    public var sources: [SourceRead]
    /// The days the reads cover: every look that needs no more than these may use them.
    let covered: ClosedRange<LocalDate>

    /// Whether these are the reads of exactly `sources` and hold every day `window` needs.
    func serve(_ sources: [CalendarSourceSetting], window: ClosedRange<LocalDate>) -> [SourceRead]? {
      guard self.sources.map(\.source) == sources, covered.contains(window.lowerBound),
        covered.contains(window.upperBound)
      else { return nil }
      return self.sources
    }
  }

  /// Every connected source read for a look at the days from `from` through `through`; nil when
  /// reading is off or nothing is connected (a look then reads nothing anyway).
  public func reads(from: LocalDate, through: LocalDate) async throws -> Reads? {
    let settings = try dependencies.settings.load().calendar
    guard let plan = CalendarPlan.configured(settings, player: nil) else { return nil }
    let covered = CalendarContextEngine.lookupWindow(from: from, through: through)
    let window = DateWindow(
      from: covered.lowerBound, through: covered.upperBound, in: dependencies.environment.timeZone)
    return Reads(sources: try await dependencies.readCalendars(plan.sources, window: window), covered: covered)
  }

  /// The same look, with the calendar settings from `settings` (asked once, after the player is
  /// resolved) for a caller that has read the settings already (tq-notify reads them once per delivery).
  /// - Parameter networkWait: how long to keep reading network sources again while none can be
  ///   reached (`readCalendars(_:window:waitingForNetwork:)`); zero reads once.
  func look(
    from: LocalDate, through: LocalDate, player name: String?, sources: Sources = .configured,
    keeping: Keeping? = nil, networkWait: Duration = .zero, reads made: Reads? = nil,
    settings load: () throws -> CalendarSettings
  ) async throws -> Look {
    let resolved = try name.map { try Household(dependencies).resolvedPlayer($0) }
    let player = resolved?.name
    let settings = try load()
    let zone = dependencies.environment.timeZone
    let shape = SchoolCalendarShape(rules: settings.rules, timeZone: zone)
    let dates = (0...max(0, from.days(to: through))).map { from.adding(days: $0) }
    var plan: CalendarPlan
    switch sources {
    case .direct(let locations): plan = .direct(locations)
    case .configured:
      guard let configured = CalendarPlan.configured(settings, player: player) else {
        var days = dates.map(DayContext.calendarOff)
        // Reading on and no calendar connected yet: an override needs no calendar, so the days it
        // covers are the parent's (it was confirmed, and once was then ignored); every other day
        // keeps to the weekday rules, as with reading off.
        let overrides = settings.overrides.filter { $0.player == nil || $0.player == player }
        if settings.enabled, !overrides.isEmpty {
          let decided = CalendarContextEngine(rules: settings.rules, timeZone: zone, parallelWidth: 1).read(
            from: from, through: through, events: [], overrides: overrides, player: player, level: resolved?.school,
            roles: [:], knownDays: [], regions: [:]
          ).days
          days = zip(days, decided).map { $1.rule == .override ? $1 : $0 }
        }
        return Look(days: days, player: player, counted: [], shape: shape)
      }
      plan = configured
    }
    let lookup =
      CalendarContextEngine.lookupWindow(for: from)
      .lowerBound...CalendarContextEngine.lookupWindow(for: through).upperBound
    let window = DateWindow(from: lookup.lowerBound, through: lookup.upperBound, in: zone)
    var events: [CalendarEvent] = []
    var counted: [String] = []
    var roles: [String: CalendarRole] = [:]
    var knownDays: [ClosedRange<LocalDate>] = []
    var regions: [String: String] = [:]
    var warnings: [CalendarWarning] = []
    var unheld: [LocalDate: String] = [:]
    // Compiled while the calendars are read: on two cores 1–3 ms sooner than compiling first
    // (a year's preview of the 10 MB calendar, 21 interleaved runs).
    async let compiled = CalendarContextEngine.compiled(
      rules: settings.rules, timeZone: zone, parallelWidth: Processors.parallelWidth)
    let reads: [SourceRead]
    if !plan.isDirect, let served = made?.serve(plan.sources, window: lookup) {
      reads = served
    } else {
      reads = try await dependencies.readCalendars(plan.sources, window: window, waitingForNetwork: networkWait)
    }
    plan.readIDs = Set(reads.flatMap { (try? $0.get())?.calendars.map(\.id) ?? [] })
    var engine = await compiled
    engine.national = NationalHolidayNames.holidays(for: zone, years: lookup.lowerBound.year...lookup.upperBound.year)
    for read in reads {
      let result: CalendarReadResult
      do {
        result = try read.get()
      } catch {
        // A source the parent named on the command line is the question itself: say why it failed.
        if plan.isDirect { throw error }
        return Look(
          days: dates.map { DayContext.calendarUnavailable($0, source: read.source.displayName) }, player: player,
          counted: counted, shape: shape)
      }
      let (choices, feeds) = CalendarRoles.assigned(result, from: read.source, matcher: engine.matcher, zone: zone)
      for calendar in result.calendars
      where plan.counts(calendarID: calendar.id, title: calendar.title, from: read.source) {
        let choice = choices[calendar.id]
        counted.append(CalendarText.counted(Self.label(calendar, source: read.source), role: choice?.summary))
        roles[calendar.id] = choice?.role
        if let region = read.source.region { regions[calendar.id] = region }
        if choice?.role == .holidays, let known = calendar.knownDays { knownDays.append(known) }
      }
      warnings += result.warnings
      var kept = plan.counted(result.events, from: read.source)
      if !feeds.isEmpty { kept = Self.withoutUnheld(kept, feeds: feeds, zone: zone, reasons: &unheld) }
      if events.isEmpty { events = kept } else { events += kept }
    }
    // Every calendar chosen is gone, by id and by title: the day is unknown, never every calendar's.
    if !plan.isDirect, !plan.selection.isEmpty, counted.isEmpty {
      let reason =
        "the calendars chosen \(player.map { "for \($0)" } ?? "for the household") are not connected:"
        + " choose again with 'tq-parent calendar select'"
      return Look(
        days: dates.map { DayContext(date: $0, kind: .unknown, reason: reason, rule: .calendarUnavailable) },
        player: player, counted: counted, shape: shape)
    }
    let overrides = settings.overrides.filter { $0.player == nil || $0.player == player }
    let reading = engine.read(
      from: from, through: through, events: events, overrides: overrides, player: player, level: resolved?.school,
      roles: roles, knownDays: knownDays, regions: regions, keeping: keeping)
    return Look(
      days: Self.explained(reading.days, unheld: unheld), player: player, level: resolved?.school, counted: counted,
      warnings: warnings, shape: reading.shape, regions: reading.regions)
  }

  /// The events less a public-holiday feed's listings that the whole country does not keep (a
  /// holiday of one province, a public-sector day): they say nothing, and `reasons` says why by date.
  /// A working day the data knows and the title names ("上班(补国庆节假期)" on a Sunday) is kept: the
  /// engine reads it as a school day. So is a listing whose title says it is the town's own holiday
  /// ("Fiesta local en Almería"): the country's data does not know a town's holidays.
  static func withoutUnheld(
    _ events: [CalendarEvent], feeds: [String: HolidayFeedMatch], zone: TimeZone,
    reasons: inout [LocalDate: String]
  ) -> [CalendarEvent] {
    events.filter { event in
      guard let feed = feeds[event.calendarID], let dates = event.localDates(in: zone),
        let why = feed.notNational[dates]
      else { return true }
      if feed.workdays.contains(dates), CalendarContextEngine.namesWorkingDay(event.title) { return true }
      if !feed.workdays.contains(dates), CalendarContextEngine.namesLocalHoliday(event.title) { return true }
      for offset in 0...dates.lowerBound.days(to: dates.upperBound) {
        reasons[dates.lowerBound.adding(days: offset)] = "\(event.title): \(why)"
      }
      return false
    }
  }

  /// A day nothing decided names the feed's listing that did not count, and why.
  static func explained(_ days: [DayContext], unheld: [LocalDate: String]) -> [DayContext] {
    guard !unheld.isEmpty else { return days }
    return days.map { day in
      guard day.rule == .noInformation, let why = unheld[day.date] else { return day }
      var day = day
      day.reason = why
      return day
    }
  }

  /// How a parent knows a calendar: "Maple · School".
  static func label(_ calendar: CalendarInfo, source: CalendarSourceSetting) -> String {
    CalendarText.label(source: source.displayName, calendar: calendar.title)
  }
}
