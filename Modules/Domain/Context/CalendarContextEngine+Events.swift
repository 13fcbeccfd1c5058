import Foundation

/// An event as the rules need it: its title's keyword kinds matched once, its dates in the engine's zone.
///
/// A class, never changed once made: the rules hand events from list to list (each day's, each
/// feed's, each term's), and a copy of a struct of a dozen strings, sets and arrays retains each of
/// them; a year's preview of a large calendar made some 60,000 such copies.
final class PreparedEvent: Sendable {
  let title: String
  /// What its title says; for a holiday calendar's holiday, no-school.
  let kinds: Set<KeywordKind>
  /// What its description and categories say when its title says nothing: weaker evidence.
  let notedKinds: Set<KeywordKind>
  let role: CalendarRole
  /// Its title names a public holiday ("Labor Day") and nothing else.
  let holidayName: Bool
  /// How its title uses a closure phrase, when it has one: decided or not, `calendar explain` says why.
  let reading: ClosureReading?
  /// It starts after the core school hours of its first day, or its title names an evening or a night.
  let isEvening: Bool
  /// It decides something and names school levels: whether it counted for the player, for `explain`.
  let levelNote: LevelNote?
  /// The local dates it touches.
  let dates: ClosedRange<LocalDate>
  let isAllDay: Bool
  /// All-day, or timed from one midnight to another days later (a break some systems export so).
  let wholeDays: Bool
  let start: Date
  let end: Date
  /// The calendar it is on: shapes (`FeedShapes`) are read per calendar.
  let calendar: String
  /// Its title names a term ("Term 1", "Semestre 2").
  let namesTerm: Bool
  /// Its title is a day cycle's and nothing more ("Day 3", "B Day").
  let cycleDay: Bool
  /// Its title says a day outside the school week is a school day (调休, 上课: a working weekend).
  let weekendSchool: Bool
  /// For an occurrence of a series with excluded dates: the series' uid and those dates.
  let uid: String
  let skipped: [LocalDate]

  /// Why it is for some regions only, with none chosen: its day is left unknown (`RegionTitles`).
  let regionNote: String?

  init(
    title: String, kinds: Set<KeywordKind>, notedKinds: Set<KeywordKind>, role: CalendarRole, holidayName: Bool,
    reading: ClosureReading?, isEvening: Bool = false, levelNote: LevelNote?, dates: ClosedRange<LocalDate>,
    isAllDay: Bool, start: Date, end: Date, calendar: String = "", namesTerm: Bool = false, cycleDay: Bool = false,
    weekendSchool: Bool = false, uid: String = "", skipped: [LocalDate] = [], regionNote: String? = nil,
    wholeDays: Bool = false
  ) {
    self.title = title
    self.kinds = kinds
    self.notedKinds = notedKinds
    self.role = role
    self.holidayName = holidayName
    self.reading = reading
    self.isEvening = isEvening
    self.levelNote = levelNote
    self.dates = dates
    self.isAllDay = isAllDay
    self.wholeDays = isAllDay || wholeDays
    self.start = start
    self.end = end
    self.calendar = calendar
    self.namesTerm = namesTerm
    self.cycleDay = cycleDay
    self.weekendSchool = weekendSchool
    self.uid = uid
    self.skipped = skipped
    self.regionNote = regionNote
  }

  /// Most events are one day's: told by comparing the dates, without counting days since 1970.
  var dayCount: Int { dates.lowerBound == dates.upperBound ? 1 : dates.lowerBound.days(to: dates.upperBound) + 1 }
}

extension CalendarContextEngine {
  /// Drops cancelled occurrences and a family calendar's events, matches each distinct title
  /// once, weighs each event by its calendar's role, and sorts the rest so that every decision is
  /// the same whatever order the calendars listed them in.
  func prepare(
    _ events: [CalendarEvent], roles: [String: CalendarRole], regions: [String: RegionChoice] = [:],
    level: SchoolLevel? = nil
  ) -> [PreparedEvent] {
    // A large list is prepared in slices on all cores (each slice with its own memo of titles),
    // then sorted as one: the same list, in the same order, as one pass makes.
    let slices = events.count >= 2048 ? parallelWidth : 1
    let bounds = (0...slices).map { events.count * $0 / slices }
    var parts = Parallel.map(slices) { k in
      self.prepare(events[bounds[k]..<bounds[k + 1]], roles: roles, regions: regions, level: level)
    }
    var prepared = parts.isEmpty ? [] : parts.removeFirst()
    prepared.reserveCapacity(parts.reduce(prepared.count) { $0 + $1.count })
    for part in parts { prepared += part }
    Self.sort(&prepared)
    return prepared
  }

  /// The order every decision reads events in, whatever order the calendars listed them in.
  static func sort(_ prepared: inout [PreparedEvent]) {
    prepared.sort { a, b in
      if a.dates.lowerBound != b.dates.lowerBound { return a.dates.lowerBound < b.dates.lowerBound }
      if a.isAllDay != b.isAllDay { return a.isAllDay }
      if a.start != b.start { return a.start < b.start }
      if a.end != b.end { return a.end < b.end }
      return a.title < b.title
    }
  }

  /// The events of one slice, prepared in the order given, unsorted.
  func prepare(
    _ events: ArraySlice<CalendarEvent>, roles: [String: CalendarRole], regions: [String: RegionChoice] = [:],
    level: SchoolLevel? = nil
  ) -> [PreparedEvent] {
    // What a title says, and what a description says, are matched once per distinct text: a
    // series' occurrences share both, and a school year of a large calendar has ~10⁴ events.
    // Each title's facts sit in `known`, found through `titles` once per event: a large calendar's
    // titles are mostly distinct, and hashing them is a good part of preparing its events.
    var titles: [String: Int] = [:]
    titles.reserveCapacity(events.count)
    var known: [TitleFacts] = []
    // Each new title is folded into this one buffer (`KeywordText.fold`).
    var folding = FoldedText()
    var notedByText: [String: Set<KeywordKind>] = [:]
    var levelsByNotes: [String: NamedLevels?] = [:]
    var coreEnds: [LocalDate: Date] = [:]
    var coreEnd: (date: LocalDate, end: Date)?
    var prepared: [PreparedEvent] = []
    prepared.reserveCapacity(events.count)
    let dayShaping: Set<KeywordKind> = [.termStart, .termEnd, .schoolDay, .earlyRelease]
    var offsets = ZoneOffsets(timeZone)
    // A calendar's events come together, and share its id's storage: the role is looked up again
    // only when the calendar changes, not hashed for each of the thousands of events.
    var current: (calendar: String, role: CalendarRole)?
    // By index, each field read where it is: `for event in events` copies each event whole, a
    // dozen strings and arrays retained and released, for the few fields most events need.
    for i in events.indices where events[i].status != .cancelled {
      let role: CalendarRole
      if let current, current.calendar == events[i].calendarID {
        role = current.role
      } else {
        role = roles[events[i].calendarID] ?? .school
        current = (events[i].calendarID, role)
      }
      if role == .family { continue }
      guard let dates = events[i].localDates(using: &offsets) else { continue }
      var regionNote: String?
      if events[i].isAllDay, !regions.isEmpty, let region = regions[events[i].calendarID] {
        switch region.feed.verdict(events[i].title, chosen: region.chosen) {
        case .everyone: break
        case .elsewhere: continue
        case .undecided(let note): regionNote = note
        }
      }
      let start = Self.instant(of: events[i].start, using: &offsets)
      var afterHours = false
      if !events[i].isAllDay {
        // Events come in start order, so the day before is almost always the day now.
        let dayEnd: Date
        if let last = coreEnd, last.date == dates.lowerBound {
          dayEnd = last.end
        } else {
          dayEnd = coreEnds[dates.lowerBound] ?? instant(dates.lowerBound, at: rules.coreEnd)
          coreEnds[dates.lowerBound] = dayEnd
          coreEnd = (dates.lowerBound, dayEnd)
        }
        afterHours = start >= dayEnd
        // A school's club or concert after hours on one day decides nothing on that day (see
        // `decide`) nor names a term's edge: its title need not even be read. (About a third of
        // a large school calendar.)
        // (A series with excluded dates is kept: the days it skips may be days off, see `FeedShapes`.)
        if afterHours, role == .school, dates.lowerBound == dates.upperBound, events[i].skippedDates.isEmpty {
          continue
        }
      }
      let factsIndex = titles.value(for: events[i].title, inserting: known.count)
      if factsIndex == known.count {
        KeywordText.fold(events[i].title, into: &folding)
        known.append(TitleFacts(events[i].title, folded: folding, matcher: matcher))
      }
      if known[factsIndex].holidayName == nil, events[i].isAllDay || role != .school {
        known[factsIndex].holidayName =
          HolidayNames.isHoliday(events[i].title) || isHolidayForLevels(events[i].title)
          || national.names(events[i].title)
      }
      var kinds = known[factsIndex].kinds
      var notedKinds = Set<KeywordKind>()
      // A description is weaker evidence, about whole days only: a timed event's notes ("dismissed
      // early" on a club) say nothing about the school day, and the reader does not even read them.
      if kinds.isEmpty, events[i].isAllDay || role != .school {
        func note(_ text: String) {
          if let known = notedByText[text] {
            notedKinds.formUnion(known)
          } else {
            let found = ClosureReading.kinds(of: text, matcher: matcher)
            notedByText[text] = found
            notedKinds.formUnion(found)
          }
        }
        if let notes = events[i].notes { note(notes) }
        for category in events[i].categories { note(category) }
      }
      var holidayName = (events[i].isAllDay || role != .school) && known[factsIndex].holidayName == true
      // "3·1절" on 1 March: a national holiday named by its own date (looked at on those days only).
      if !holidayName, kinds.isEmpty, events[i].isAllDay, national.names(date: dates.lowerBound, in: events[i].title) {
        holidayName = true
      }
      switch role {
      case .holidays:
        // A holiday feed lists days off and observances; only the days off count, as free days. A
        // working weekend day it lists ("国庆节调休上班") is no day off.
        // (A holiday the family's whole country keeps is a day off, whatever it is elsewhere.)
        if Self.isNoDayOff(events[i]), !national.names(events[i].title) { continue }
        if kinds.isDisjoint(with: dayShaping), !known[factsIndex].weekendSchool { kinds.insert(.noSchool) }
        holidayName = false
      case .schoolHolidays:
        // Every range of a school-holiday feed is a holiday, whatever it is called ("Toussaint"), and
        // so is a public holiday it lists; its other days (observances, seasons, another region's
        // holidays, as a public-holiday feed's are told) say nothing.
        // A term a term-dates feed lists is the term, not a holiday (`FeedShapes`); a working
        // weekend day is a school day (`TitleGrammar.weekendSchool`).
        if kinds.isDisjoint(with: dayShaping), !known[factsIndex].weekendSchool,
          !known[factsIndex].namesTerm || kinds.contains(.noSchool)
        {
          let isRange = dates.lowerBound < dates.upperBound
          let categorised = events[i].categories.contains { matcher.kinds(in: $0).contains(.noSchool) }
          guard isRange || kinds.contains(.noSchool) || categorised || holidayName,
            !HolidayNames.isObservance(events[i].title), isRange || !Self.isNoDayOff(events[i])
          else { continue }
          kinds.insert(.noSchool)
        }
        holidayName = false
      case .school, .family:
        break
      }
      // An event that decides something may be for some school levels only ("Early Dismissal
      // (Elementary)"): the title says so, or the description that decided it.
      var levelNote: LevelNote?
      if !kinds.isEmpty || !notedKinds.isEmpty || holidayName {
        if known[factsIndex].levels == nil { known[factsIndex].levels = .some(levelReader.read(events[i].title)) }
        var named = known[factsIndex].levels ?? nil
        // "Kindergarten Conferences" with "No school" in its description: the title names the level.
        if named == nil, known[factsIndex].kinds.isEmpty, !notedKinds.isEmpty, let notes = events[i].notes {
          if let known = levelsByNotes[notes] {
            named = known
          } else {
            named = levelReader.read(notes)
            levelsByNotes[notes] = .some(named)
          }
        }
        if let named {
          let counted = level.map { !named.stages.isDisjoint(with: $0.stages) } ?? true
          if !counted {
            // For a player of another level the event says nothing but what any school event says.
            if role != .school { continue }
            kinds = []
            notedKinds = []
            holidayName = false
          }
          levelNote = LevelNote(title: events[i].title, named: named, counted: counted)
        }
      }
      let evening = known[factsIndex].namesEvening || afterHours
      if regionNote != nil {
        // For some regions only, none chosen: it decides nothing but the unknown.
        (kinds, notedKinds, holidayName) = ([], [], false)
      }
      let end = Self.instant(of: events[i].end, using: &offsets)
      // Several days from midnight to midnight ("寒假" exported as timed): whole days, as all-day.
      // (Looked at for events of several days only: the thousands of timed lessons need no lookup.)
      let wholeDays =
        !events[i].isAllDay && dates.lowerBound != dates.upperBound
        && start == dates.lowerBound.startOfDay(using: &offsets)
        && end == dates.upperBound.adding(days: 1).startOfDay(using: &offsets)
      prepared.append(
        PreparedEvent(
          title: events[i].title, kinds: kinds, notedKinds: notedKinds, role: role, holidayName: holidayName,
          reading: role == .school ? known[factsIndex].reading : nil, isEvening: evening, levelNote: levelNote,
          dates: dates,
          isAllDay: events[i].isAllDay, start: start, end: end,
          calendar: events[i].calendarID, namesTerm: known[factsIndex].namesTerm, cycleDay: known[factsIndex].cycleDay,
          weekendSchool: known[factsIndex].weekendSchool && regionNote == nil,
          uid: events[i].skippedDates.isEmpty ? "" : events[i].uid,
          skipped: events[i].skippedDates, regionNote: regionNote, wholeDays: wholeDays))
    }
    return prepared
  }

  /// A calendar naming several regions, and the one chosen for it.
  struct RegionChoice: Sendable {
    var feed: RegionTitles.Feed
    var chosen: String?
  }

  /// The calendars whose titles name several regions, with the region chosen for each.
  static func regionFeeds(_ events: [CalendarEvent], chosen: [String: String]) -> [String: RegionChoice] {
    var feeds: [String: RegionChoice] = [:]
    for (calendar, feed) in RegionTitles.feeds(events) {
      feeds[calendar] = RegionChoice(feed: feed, chosen: chosen[calendar])
    }
    return feeds
  }

  /// A listed day that is no day off: an observance by its title, description or categories, or
  /// a holiday kept only in another region ("Nur in Sachsen").
  static func isNoDayOff(_ event: CalendarEvent) -> Bool {
    HolidayNames.isObservance(event.title) || event.notes.map(HolidayNames.isObservance) == true
      || event.categories.contains(where: HolidayNames.isObservance) || HolidayNames.isRegional(event.notes)
  }

  /// What a title says, worked out once per distinct title.
  struct TitleFacts {
    /// Its keywords' kinds; no-school only when a closure phrase is what the title is about.
    var kinds: Set<KeywordKind>
    /// How it uses a closure phrase, when it has one.
    var reading: ClosureReading?
    /// It names an evening or a night.
    var namesEvening: Bool
    /// It is a public holiday's name and nothing else ("Labor Day"), when no keyword matched;
    /// worked out when first asked, which is only where it can decide (whole-day events, feeds),
    /// since most titles of a school calendar are timed.
    var holidayName: Bool?
    /// It names a term ("Autumn Term"), and it is a day cycle's title ("Day 3"): see `FeedShapes`.
    var namesTerm: Bool
    var cycleDay: Bool
    /// It says a day outside the school week is a school day (调休, 上课).
    var weekendSchool: Bool
    /// The school levels it names, worked out when first asked (only titles that decide something
    /// are asked): nil not yet asked, `.some(nil)` none.
    var levels: NamedLevels??

    /// `folded` is `title` folded (`KeywordText.fold`).
    init(_ title: String, folded: FoldedText, matcher: borrowing KeywordMatcher) {
      (kinds, reading) = ClosureReading.kinds(of: title, folded: folded, matcher: matcher)
      namesTerm = FeedShapes.namesTerm(folded)
      cycleDay = kinds.isEmpty && FeedShapes.isCycleDay(folded)
      weekendSchool = ClosureReading.isWorkingWeekend(title, folded: folded, matcher: matcher)
      if weekendSchool, kinds.contains(.noSchool) {
        // "上班(补国庆节假期)": the closure word names what the working day makes up for.
        kinds.remove(.noSchool)
        reading = nil
      }
      namesEvening = (0..<folded.count).contains {
        !CalendarContextEngine.eveningTrie.values(ofWord: $0, in: folded).isEmpty
      }
      if !kinds.isEmpty { holidayName = false }
    }
  }

  /// Whether a title names a working day (调休, 上课, 上班: `TitleGrammar.weekendSchool`), as a
  /// public-holiday feed lists the weekend days that make up for a bridge day.
  public static func namesWorkingDay(_ title: String) -> Bool {
    !ClosureReading.Words.weekendSchool.matches(in: KeywordText.folded(title)).isEmpty
  }

  /// Whether a title says its listing is a town's own holiday ("FIESTA LOCAL EN ALMERÍA"), which a
  /// country's holiday data cannot know (`HolidayWords.local`): a feed that lists it keeps it.
  public static func namesLocalHoliday(_ title: String) -> Bool {
    !HolidayNames.localMatcher.matches(in: title).isEmpty
  }

  /// Title words of an evening event, in the shipped languages, folded. Italian "sera" is left out:
  /// folded, it is also Spanish "será" ("no habrá clases, será festivo").
  static let eveningWords: [[UInt8]] = [
    "night", "evening", "soiree", "abend", "elternabend", "noche", "velada", "avond", "ouderavond", "informatieavond",
    "serata", "noite", "wieczor", "kvall", "aften", "kveld", "ilta", "vanhempainilta",
  ].map { Array($0.utf8) }
  /// The same words as a trie: every distinct title is looked up at every read.
  static let eveningTrie = ByteTrie(keys: eveningWords)

  private static func instant(of time: CalendarEvent.Time, using offsets: inout ZoneOffsets) -> Date {
    switch time {
    case .instant(let date): date
    case .date(let day): day.startOfDay(using: &offsets)
    }
  }

  /// For each date of `from…through`, the indices of the events touching it, in event order.
  static func index(_ events: [PreparedEvent], from: LocalDate, through: LocalDate) -> [[Int]] {
    let base = from.daysSinceEpoch
    var buckets = [[Int]](repeating: [], count: from.days(to: through) + 1)
    for (i, event) in events.enumerated() {
      let first = max(event.dates.lowerBound, from)
      let last = min(event.dates.upperBound, through)
      guard first <= last else { continue }
      for day in first.daysSinceEpoch...last.daysSinceEpoch { buckets[day - base].append(i) }
    }
    return buckets
  }
}
