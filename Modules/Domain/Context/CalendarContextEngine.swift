import Foundation

/// Decides from calendar events whether a date is a school day, a free day or unknown, and why.
///
/// Pure: events, overrides and dates in, `DayContext` out; no I/O and no clock. Each calendar
/// has a role (`CalendarRole`): a family calendar never decides, a public-holiday calendar's
/// holidays are free days, a school-holiday calendar's ranges are free and the school-week days
/// between them school days. Evening and after-school events (timed, outside the core hours) never
/// decide (a timed event starting after the core hours: a club before school still says there is
/// school). The first rule that applies wins:
/// 1. a parent override (the player's own before the household's);
/// 2. a school-day marker ("Make-Up Day"), even on a weekend and even beside a no-school word
///    (with a free afternoon when an early release is on the same day);
/// 3. a free-day marker: a no-school word on an all-day event, or on a timed event covering the
///    core school hours of that date, or a bridge day ("Day after Ascension", see `ClosureReading`) (a title that also names an early release or a term boundary
///    describes a school day and is no marker: "Early Dismissal – Winter Break Begins"); a
///    holiday of a public-holiday calendar or a range of a school-holiday calendar;
/// 4. a day outside the school week, unless a title says it is a working weekend day (调休, 上课:
///    a school-day marker there, see `TitleGrammar.weekendSchool`);
///    then an unknown day when an event names only some of a feed's regions and none is chosen
///    (`RegionTitles`; an event for another region than the chosen one is left out altogether);
/// 5. an early release (a school day with a free afternoon): by title, by description, or a
///    last day of term that ends before the core hours do;
/// 6. a free-day marker found only in an event's description or categories;
/// 7. an all-day event on a school calendar named after a public holiday ("Veterans Day");
/// 8. a school-week day that a calendar marking every class day with a day cycle ("Day 3", "B Day")
///    or a lesson plan (one all-day event each class day, whatever its titles) leaves out within a
///    run of them, or that a series following the school days (a weekly
///    lesson, a daily drop-off) takes out with an EXDATE between its first and last occurrences (see
///    `FeedShapes`): a day off, unless that calendar has another event of the day;
/// 9. the term, when the calendars show its first and last days, its spans ("Term 1: 1 Sept – 24 Oct")
///    or a day cycle's runs (see `TermBoundaries`, `FeedShapes`), and the summer weeks next to a
///    school year shown on one side only;
/// 10. a school-week day between the ranges of a school-holiday calendar (one known by its words or
///     by its shape: spans of days at the seasons schools break), or of the school holidays a
///     public-holiday calendar carries beside its holidays or a school calendar lists as closures
///     (three breaks of a week or more, one a summer), and the school week next to a summer that
///     opens or closes them, or from the year's usual start when a feed opens after its summer;
/// 11. any other event of a school calendar during the school day, but an event of two weeks or more
///     that no word recognises ("Sommarlov": perhaps a break);
/// 12. a school-week day a complete public-holiday calendar (the built-in holidays) knows and
///     leaves free of holidays (`knownDays`), unless such an unrecognised event of weeks covers it;
/// 13. the term, for a school-week day between two days a school calendar's daytime events show
///     school on, at most a week apart (`FeedShapes+EventDays.swift`), unless such an event of weeks
///     covers it or it is a national holiday of the zone's country or that holiday's bridge day;
/// 14. otherwise unknown.
public struct CalendarContextEngine: Sendable {
  /// The household's rules; while deciding, with the school week the calendars or the zone show.
  public internal(set) var rules: ContextRules
  public let timeZone: TimeZone
  /// The keywords in force, compiled once: `calendar explain` can show which words a title matched.
  public let matcher: KeywordMatcher
  /// The school-level words of the same languages, compiled once.
  let levelReader: SchoolLevelReader
  /// The public holidays the family's country keeps nationwide, by name: none unless the program sets them.
  public var national = NationalHolidays()
  /// How many slices a long event list is prepared in at once: the programs pass Platform's
  /// `Processors.parallelWidth`; the result is the same whatever it is.
  public let parallelWidth: Int
  let calendar: Calendar

  /// How far before and after a date term boundaries are looked for: a school year either side.
  public static let termHorizonDays = 366
  /// How far ahead `next` looks.
  public static let nextHorizonDays = 14

  public init(rules: ContextRules, timeZone: TimeZone, parallelWidth: Int = 1) {
    self.rules = rules
    self.timeZone = timeZone
    self.parallelWidth = max(parallelWidth, 1)
    self.matcher = KeywordMatcher(preferences: rules.keywords)
    self.levelReader = SchoolLevelReader(languages: rules.keywords.languages)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    self.calendar = calendar
  }

  /// An engine whose shared word lists are compiled too: the holiday names, the title grammar and
  /// the feed-shape words every reading of a calendar uses, otherwise compiled on first use inside
  /// `read`. A program about to read calendars builds it on another thread while the files are
  /// parsed, which leaves a core idle much of the time: the lists cost milliseconds at every start.
  public static func compiled(rules: ContextRules, timeZone: TimeZone, parallelWidth: Int = 1) -> Self {
    let engine = Self(rules: rules, timeZone: timeZone, parallelWidth: parallelWidth)
    let lists = [
      HolidayNames.dataHolidayKeys.count, HolidayNames.fillers.count, HolidayNames.handHolidayKeys.count,
      HolidayNames.schoolHolidayCalendarMatcher.isEmpty ? 0 : 1, HolidayNames.holidayCalendarMatcher.isEmpty ? 0 : 1,
      ClosureReading.Words.activities.isEmpty ? 0 : 1, ClosureReading.Words.returns.isEmpty ? 0 : 1,
      ClosureReading.Words.times.isEmpty ? 0 : 1, ClosureReading.Words.laterToday.isEmpty ? 0 : 1,
      ClosureReading.Words.bridges.isEmpty ? 0 : 1,
      ClosureReading.Words.conditions.isEmpty ? 0 : 1, ClosureReading.Words.postpositions.isEmpty ? 0 : 1,
      ClosureReading.Words.verbs.count, ClosureReading.Words.objects.count, FeedShapes.termMatcher.isEmpty ? 0 : 1,
      RegionTitles.markers.count,
    ]
    precondition(lists.allSatisfy { $0 > 0 }, "a shipped word list is empty")
    return engine
  }

  /// The school levels a title names ("Grades 6-12 only": middle and high), or nil when it names none.
  public func levels(namedIn title: String) -> NamedLevels? { levelReader.read(title) }

  /// Zones whose school year follows the calendar year (summer in December and January).
  static func isSouthern(_ zone: TimeZone) -> Bool { SchoolCalendarShape.isSouthern(zone) }

  /// The events needed to decide `date`: a year (plus a day) before it, and a year after the two
  /// weeks that `next` looks at. Passing more events never changes a decision.
  public static func lookupWindow(for date: LocalDate) -> ClosedRange<LocalDate> {
    lookupWindow(from: date, through: date)
  }

  /// The events needed to decide every date of `from…through` (with `next`) from one event list.
  public static func lookupWindow(from: LocalDate, through: LocalDate) -> ClosedRange<LocalDate> {
    let last = max(from, through)
    return from.adding(days: -(termHorizonDays + 1))...last.adding(days: nextHorizonDays + termHorizonDays)
  }

  /// The context of one date. `events` are the counted calendars' occurrences (cancelled ones are
  /// ignored); `overrides` are this player's and the household's.
  public func context(
    for date: LocalDate, events: [CalendarEvent], overrides: [DayOverride], player: String?,
    level: SchoolLevel? = nil, roles: [String: CalendarRole] = [:]
  ) -> DayContext {
    contexts(
      from: date, through: date, events: events, overrides: overrides, player: player, level: level, roles: roles)[0]
  }

  /// The context of every date in `from…through` (empty when `from` is after `through`), each
  /// with its `next`, from one pass over the events: O(days + event-days), not O(days × events).
  /// - Parameter level: the player's school level: an event naming other levels ("Early Dismissal
  ///   (Elementary)" for a middle-school player) says nothing for them but that there is school. Nil
  ///   (no player, or one without a level) counts every event whatever levels it names.
  /// - Parameter roles: each calendar's role by calendar id; a calendar not named is a school calendar.
  /// - Parameter knownDays: the days a complete public-holiday calendar describes (the built-in
  ///   holidays' years): a school-week day in them with no holiday and nothing else that decides is a school day.
  public func contexts(
    from: LocalDate, through: LocalDate, events: [CalendarEvent], overrides: [DayOverride], player: String?,
    level: SchoolLevel? = nil, roles: [String: CalendarRole] = [:], knownDays: [ClosedRange<LocalDate>] = [],
    regions: [String: String] = [:]
  ) -> [DayContext] {
    read(
      from: from, through: through, events: events, overrides: overrides, player: player, level: level, roles: roles,
      knownDays: knownDays, regions: regions
    ).days
  }

  /// The days of a range and the school week and year they were read with.
  public struct Reading: Sendable {
    public var days: [DayContext]
    public var shape: SchoolCalendarShape
    /// The regions of each calendar whose titles name several, by calendar id.
    public var regions: [String: [String]] = [:]
  }

  /// `contexts`, with the school week and year the calendars, the zone or the parent gave.
  /// - Parameter regions: the region the parent chose, by calendar id, for calendars whose titles
  ///   name several (`RegionTitles`).
  /// - Parameter keeping: the days wanted once the shape is known (a school year as the calendars
  ///   run it, for the preview): only those of `from…through` are decided and returned. A day's
  ///   decision does not depend on which other days are decided.
  public func read(
    from: LocalDate, through: LocalDate, events: [CalendarEvent], overrides: [DayOverride], player: String?,
    level: SchoolLevel? = nil, roles: [String: CalendarRole] = [:], knownDays: [ClosedRange<LocalDate>] = [],
    regions: [String: String] = [:], keeping: ((SchoolCalendarShape) -> ClosedRange<LocalDate>)? = nil
  ) -> Reading {
    let feeds = Self.regionFeeds(events, chosen: regions)
    let prepared = prepare(events, roles: roles, regions: feeds, level: level)
    // The week and year come first (from the boundaries the titles name), then the shapes read
    // with that week, then the terms with the shapes' spans and the year's hemisphere.
    let shape = self.shape(of: prepared, terms: TermBoundaries(prepared))
    let shapes = FeedShapes(prepared, schoolWeek: shape.week)
    let terms = TermBoundaries(prepared, southern: shape.year == .south, spans: shapes.spans)
    let named = feeds.mapValues(\.feed.regions)
    guard from <= through else { return Reading(days: [], shape: shape, regions: named) }
    var from = from
    var through = through
    if let keeping {
      let kept = keeping(shape)
      guard kept.lowerBound <= through, kept.upperBound >= from else {
        return Reading(days: [], shape: shape, regions: named)
      }
      from = max(from, kept.lowerBound)
      through = min(through, kept.upperBound)
    }
    var engine = self
    engine.rules.schoolWeek = shape.week
    let covered = Self.schoolHolidayStretch(prepared, schoolWeek: shape.week, southern: shape.year == .south)
    let last = through.adding(days: Self.nextHorizonDays)
    let buckets = Self.index(prepared, from: from, through: last)
    let lookup = OverrideLookup(overrides, player: player)
    var decided: [DayContext] = []
    decided.reserveCapacity(buckets.count)
    // Only a player's look says which levels counted for them: the household's reads them all.
    let notesLevels = player != nil || level != nil
    for (offset, bucket) in buckets.enumerated() {
      let date = from.adding(days: offset)
      var context = engine.decide(
        date, events: bucket.map { prepared[$0] }, terms: terms, overrides: lookup, holidayRanges: covered,
        knownDays: knownDays, shapes: shapes)
      if notesLevels {
        var seen = Set<String>()
        context.levelNotes = bucket.compactMap { prepared[$0].levelNote }.filter { seen.insert($0.title).inserted }
      }
      decided.append(context)
    }
    Self.fillNext(&decided, count: from.days(to: through) + 1)
    return Reading(days: Array(decided.prefix(from.days(to: through) + 1)), shape: shape, regions: named)
  }

  // MARK: - The rules

  /// The day's decision, with how its titles used their closure phrases, taken or not.
  func decide(
    _ date: LocalDate, events dayEvents: [PreparedEvent], terms: TermBoundaries, overrides: OverrideLookup,
    holidayRanges: ClosedRange<LocalDate>? = nil, knownDays: [ClosedRange<LocalDate>] = [],
    shapes: FeedShapes = FeedShapes()
  ) -> DayContext {
    var context = rule(
      date, events: dayEvents, terms: terms, overrides: overrides, holidayRanges: holidayRanges, knownDays: knownDays,
      shapes: shapes)
    for event in dayEvents {
      if let reading = event.reading, !context.readings.contains(reading) { context.readings.append(reading) }
    }
    return context
  }

  /// The first rule that applies to the day.
  private func rule(
    _ date: LocalDate, events dayEvents: [PreparedEvent], terms: TermBoundaries, overrides: OverrideLookup,
    holidayRanges: ClosedRange<LocalDate>?, knownDays: [ClosedRange<LocalDate>], shapes: FeedShapes
  ) -> DayContext {
    if let override = overrides.override(on: date) {
      return DayContext(date: date, kind: override.kind.dayKind, reason: override.note, rule: .override)
    }
    // A parents' evening or a concert says nothing about the school day. (The end of the core
    // hours is looked up once a day: a calendar lookup costs microseconds, and days have dozens of events.)
    let coreEnd = dayEvents.contains { !$0.isAllDay } ? instant(date, at: rules.coreEnd) : nil
    let events = dayEvents.filter { event in coreEnd.map { !event.isAllDay && event.start >= $0 } != true }
    let early = events.filter { isEarlyFinish($0, on: date) }
    // "Last Day Before Break – Early Dismissal": still a school day, and still a short one.
    func schoolDay(_ markers: [PreparedEvent]) -> DayContext {
      DayContext(
        date: date, kind: .schoolDay, freeAfternoon: !early.isEmpty, reason: markers[0].title, rule: .schoolDayMarker,
        events: titles(markers + early))
    }
    let schoolMarkers = events.filter { $0.kinds.contains(.schoolDay) }
    if !schoolMarkers.isEmpty { return schoolDay(schoolMarkers) }
    let freeMarkers = events.filter { isFreeDayMarker($0.kinds, $0, on: date) }
    if !freeMarkers.isEmpty {
      // The most specific marker names the day: "Thanksgiving Day" inside "Thanksgiving Break";
      // a school's own word before a feed's.
      let named =
        freeMarkers.min { ($0.role == .school ? 0 : 1, $0.dayCount) < ($1.role == .school ? 0 : 1, $1.dayCount) }
        ?? freeMarkers[0]
      let rule: DayContext.Rule = freeMarkers.allSatisfy { $0.role == .holidays } ? .publicHoliday : .freeDayMarker
      return DayContext(date: date, kind: .freeDay, reason: named.title, rule: rule, events: titles(freeMarkers))
    }
    let workingWeekend = rules.schoolWeek.contains(date.weekday) ? [] : events.filter(\.weekendSchool)
    // A Saturday that makes up for a bridge day: "国庆调休上课".
    if !workingWeekend.isEmpty { return schoolDay(workingWeekend) }
    if !rules.schoolWeek.contains(date.weekday) {
      // A Friday is the weekend of a Sunday–Thursday week; a Wednesday off in mid-week is not.
      let weekend = SchoolCalendarShape.weekend(of: rules.schoolWeek).contains(date.weekday)
      return DayContext(
        date: date, kind: .freeDay, reason: weekend ? ContextReason.weekend : ContextReason.outsideSchoolWeek,
        rule: .weekend)
    }
    if let undecided = events.first(where: { $0.regionNote != nil }) {
      return DayContext(
        date: date, kind: .unknown, reason: undecided.regionNote, rule: .noInformation, events: [undecided.title])
    }
    if let first = early.first {
      return DayContext(
        date: date, kind: .schoolDay, freeAfternoon: true, reason: first.title, rule: .earlyRelease,
        events: titles(early))
    }
    let notedFree = events.filter { isFreeDayMarker($0.notedKinds, $0, on: date) }
    if let first = notedFree.first {
      return DayContext(
        date: date, kind: .freeDay, reason: first.title, rule: .descriptionMarker, events: titles(notedFree))
    }
    let holidays = events.filter { $0.holidayName && $0.role == .school && $0.isAllDay }
    if let first = holidays.first {
      return DayContext(date: date, kind: .freeDay, reason: first.title, rule: .holidayName, events: titles(holidays))
    }
    if let skip = shapes.skip(on: date, events: events) {
      return DayContext(date: date, kind: .freeDay, reason: skip.reason, rule: skip.rule, events: skip.titles)
    }
    if let term = terms.decision(on: date, horizon: Self.termHorizonDays) {
      let boundaryTitles = Self.unique(term.from.titles + term.to.titles)
      if term.inTerm {
        return DayContext(
          date: date, kind: .schoolDay, reason: ContextReason.schoolTerm, rule: .term, events: boundaryTitles)
      }
      let length = term.from.date.days(to: term.to.date)
      let reason = length >= TermBoundaries.summerMinimumDays ? ContextReason.summerBreak : ContextReason.termBreak
      return DayContext(date: date, kind: .freeDay, reason: reason, rule: .term, events: boundaryTitles)
    }
    if let holidayRanges, holidayRanges.contains(date) {
      return DayContext(
        date: date, kind: .schoolDay, reason: ContextReason.betweenSchoolHolidays, rule: .betweenSchoolHolidays)
    }
    // An event of weeks that no word recognises ("Sommarlov") may be a break as well as a project:
    // it is no evidence of school, and no default may make its days school days.
    let unknownSpans = events.filter(isUnknownSpan)
    let schoolEvents = events.filter { $0.role == .school && $0.notedKinds.isEmpty && !isUnknownSpan($0) }
    if !schoolEvents.isEmpty {
      return DayContext(
        date: date, kind: .schoolDay, reason: ContextReason.schoolEvents, rule: .schoolEvents,
        events: titles(schoolEvents))
    }
    if unknownSpans.isEmpty, knownDays.contains(where: { $0.contains(date) }) {
      return DayContext(date: date, kind: .schoolDay, reason: ContextReason.noPublicHoliday, rule: .noPublicHoliday)
    }
    // Between two days a school calendar's own events show school on, a week apart or less: a term
    // the calendar shows without naming it (an unmarked break leaves nine days or more between them).
    // Not on a national holiday or its bridge day: a calendar of school events seldom marks a
    // closure everyone knows (Thanksgiving and its Friday between a Wednesday's and a Monday's events).
    if unknownSpans.isEmpty, shapes.eventDays(around: date) != nil, !national.closes(date, schoolWeek: rules.schoolWeek)
    {
      return DayContext(date: date, kind: .schoolDay, reason: ContextReason.schoolTerm, rule: .term)
    }
    return DayContext(
      date: date, kind: .unknown, reason: ContextReason.noInformation, rule: .noInformation,
      events: titles(unknownSpans))
  }

  /// A school calendar's event of two weeks or more that no word recognises and names no term.
  func isUnknownSpan(_ event: PreparedEvent) -> Bool {
    event.role == .school && event.dayCount >= FeedShapes.unknownSpanDays && event.kinds.isEmpty
      && event.notedKinds.isEmpty && !event.namesTerm
  }

  /// An early release by title or description, or a last day of term that ends before the core hours do.
  func isEarlyFinish(_ event: PreparedEvent, on date: LocalDate) -> Bool {
    if event.kinds.contains(.earlyRelease) || event.notedKinds.contains(.earlyRelease) { return true }
    guard event.kinds.contains(.termEnd), !event.isAllDay, event.dates.upperBound == date else { return false }
    // Ending mid-morning or later: a short last day, not a reminder at the start of one.
    return event.end < instant(date, at: rules.coreEnd) && event.end > instant(date, at: ClockTime(minutes: 10 * 60))
  }

  /// A no-school title on an all-day event, or on a timed one covering the core hours of `date`.
  func isFreeDayMarker(_ kinds: Set<KeywordKind>, _ event: PreparedEvent, on date: LocalDate) -> Bool {
    guard kinds.contains(.noSchool), kinds.isDisjoint(with: [.earlyRelease, .termStart, .termEnd]) else {
      return false
    }
    if event.isAllDay { return true }
    let coreStart = instant(date, at: rules.coreStart)
    let coreEnd = instant(date, at: rules.coreEnd)
    return event.start <= coreStart && event.end >= max(coreStart, coreEnd)
  }

  /// `date` at `time` in the engine's zone (the first valid instant after a skipped hour).
  func instant(_ date: LocalDate, at time: ClockTime) -> Date {
    let components = DateComponents(
      year: date.year, month: date.month, day: date.day, hour: time.minutes / 60, minute: time.minutes % 60)
    return calendar.date(from: components)
      ?? date.startOfDay(in: timeZone).addingTimeInterval(TimeInterval(time.minutes * 60))
  }

  private func titles(_ events: [PreparedEvent]) -> [String] { Self.unique(events.map(\.title)) }

  static func unique(_ titles: [String]) -> [String] {
    var seen = Set<String>()
    return titles.filter { seen.insert($0).inserted }
  }

  /// `next` of each of the first `count` days: the nearest later day, within two weeks, whose kind
  /// is known and differs. An unknown day has no `next`: nothing is known to change from.
  static func fillNext(_ days: inout [DayContext], count: Int) {
    var nextSchool: Int?
    var nextFree: Int?
    for i in days.indices.reversed() {
      if i < count {
        let target: Int? =
          switch days[i].kind {
          case .schoolDay: nextFree
          case .freeDay: nextSchool
          case .unknown: nil
          }
        if let target, target - i <= nextHorizonDays {
          let change = days[target]
          days[i].next = DayContext.Change(date: change.date, kind: change.kind, reason: change.reason)
        }
      }
      switch days[i].kind {
      case .schoolDay: nextSchool = i
      case .freeDay: nextFree = i
      case .unknown: break
      }
    }
  }
}
