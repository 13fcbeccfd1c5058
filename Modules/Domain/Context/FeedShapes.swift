/// What a calendar's events say by their shape, whatever the language of their titles.
///
/// - A feed of nothing but spans of days at the seasons schools break is a school-holiday calendar
///   (`holidayShape`, used by role detection).
/// - Events lasting weeks that are the terms ("Term 1", "Autumn Term", "Semester 1", or unnamed
///   spans covering most of a year with breaks of one to twelve weeks between them, or two
///   semesters of two months or more) give both
///   boundaries of a term: `spans`, read by `TermBoundaries`.
/// - A calendar that marks every class day with its place in a day cycle ("Day 3", "B Day",
///   "Jour 3") says, by leaving a school-week day out, that there is no school that day (`skips`),
///   and its runs of cycle days are the terms (`spans`). A cycle in words no pack knows ("Dag 3",
///   "Gün 2", "B-dag") is one by its shape: a few labels in turn on most class days
///   (`FeedShapes+UnnamedCycles.swift`).
/// - A lesson plan (one all-day event per class day, whatever its titles: "Unit 2 — Enzymes") says
///   the same by the school-week days it leaves out within its runs, and its runs are the terms.
/// - A series that follows the school days (a weekly lesson, a daily drop-off) says the same of
///   a school-week day its EXDATEs take out (`skips`).
///
/// Worked out once per list of events, in one pass and a sort per calendar: never per day.
struct FeedShapes: Sendable {
  /// A stretch that is a term: school inside, out of term after it.
  struct Span: Sendable {
    var dates: ClosedRange<LocalDate>
    var startTitle: String
    var endTitle: String
  }

  /// A school-week day a calendar's every-school-day events leave out.
  struct Skip: Sendable {
    /// The calendar that leaves it out: an event of its own on the day means it was not left out.
    var calendar: String
    var rule: DayContext.Rule
    var reason: String
    /// The events around it: the cycle days before and after, or the series.
    var titles: [String]
  }

  /// A term span lasts at least three weeks and at most a school year.
  static let termDays = 21...320
  /// Unnamed spans taken for terms by their shape last four weeks to seven months each.
  static let shapeTermDays = 28...214
  /// …with breaks of a week to twelve weeks between them, covering this share of their stretch.
  static let shapeTermGapDays = 7...84
  static let shapeTermCoverage = 0.6
  /// Two unnamed spans are terms when each lasts at least this long.
  static let semesterDays = 56
  /// A day cycle has at least this many cycle days, on this share of the school-week days of its runs.
  static let cycleMinimumDays = 15
  static let cycleCoverage = 0.6
  /// A gap in a day cycle longer than this is a break between terms (the summer), not days off.
  static let cycleGapDays = 28
  /// A lesson plan has at least this many class days, one event a day, on this share of the
  /// school-week days of its runs: far more than a school's events calendar fills.
  static let lessonMinimumDays = 30
  static let lessonCoverage = 0.9
  static let lessonDayCount = 1...5
  /// A series counts from this many occurrences.
  static let seriesMinimumOccurrences = 6
  /// A series on every school-week day this long is a school year's (a summer camp's lasts weeks).
  static let schoolRunDays = 120...320
  /// An all-day event this long or longer whose title no word recognises says nothing about school.
  static let unknownSpanDays = 14

  var spans: [Span] = []
  var skips: [LocalDate: [Skip]] = [:]
  /// The school-week days a school calendar's own events show school on (`FeedShapes+EventDays.swift`), sorted.
  var eventDays: [LocalDate] = []

  init() {}

  init(_ events: [PreparedEvent], schoolWeek: Set<Weekday>) {
    let notSchool: Set<KeywordKind> = [.noSchool, .earlyRelease, .schoolDay]
    var cycles: [String: [(date: LocalDate, title: String)]] = [:]
    var unnamed: [String: [PreparedEvent]] = [:]
    var series: [String: [PreparedEvent]] = [:]
    var lessons: [String: [PreparedEvent]] = [:]
    for event in events where event.role == .school || event.role == .schoolHolidays {
      if !event.skipped.isEmpty, event.role == .school {
        series[event.calendar + "\n" + event.uid, default: []].append(event)
      }
      guard !event.isEvening else { continue }
      if event.namesTerm, Self.termDays.contains(event.dayCount), event.kinds.isDisjoint(with: notSchool) {
        spans.append(Span(dates: event.dates, startTitle: event.title, endTitle: event.title))
      } else if event.role == .school, event.kinds.isEmpty, event.notedKinds.isEmpty {
        if event.cycleDay, event.dayCount == 1 {
          cycles[event.calendar, default: []].append((event.dates.lowerBound, event.title))
        } else if Self.shapeTermDays.contains(event.dayCount) {
          unnamed[event.calendar, default: []].append(event)
        }
        if event.isAllDay, !event.cycleDay, !event.namesTerm, Self.lessonDayCount.contains(event.dayCount) {
          lessons[event.calendar, default: []].append(event)
        }
      }
    }
    for calendar in unnamed.keys.sorted() {
      spans += Self.shapeTerms(unnamed[calendar] ?? [])
    }
    for calendar in cycles.keys.sorted() {
      addCycle(cycles[calendar] ?? [], calendar: calendar, schoolWeek: schoolWeek)
    }
    // A cycle in words no pack knows: its shape alone (`FeedShapes+UnnamedCycles.swift`).
    let cycled = Set(cycles.keys).union(
      addUnnamedCycles(events, known: Set(cycles.keys), schoolWeek: schoolWeek))
    for calendar in lessons.keys.sorted() where !cycled.contains(calendar) {
      addLessonPlan(lessons[calendar] ?? [], calendar: calendar, schoolWeek: schoolWeek)
    }
    for key in series.keys.sorted() { addSeries(series[key] ?? [], schoolWeek: schoolWeek) }
    eventDays = Self.schoolEventDays(events, schoolWeek: schoolWeek)
  }

  /// A series that follows the school days (weekly or daily on school-week days, every week, six
  /// occurrences or more): the school-week days its EXDATEs take out between its first and last
  /// occurrences are days off. Not the days after it ends, nor a monthly or fortnightly series.
  mutating func addSeries(_ occurrences: [PreparedEvent], schoolWeek: Set<Weekday>) {
    guard let sample = occurrences.first, occurrences.count >= Self.seriesMinimumOccurrences,
      occurrences.allSatisfy({ $0.dayCount == 1 && schoolWeek.contains($0.dates.lowerBound.weekday) })
    else { return }
    let dates = Set(occurrences.map(\.dates.lowerBound))
    guard let first = dates.min(), let last = dates.max() else { return }
    let weekdays = Set(dates.map(\.weekday))
    let skipped = Set(sample.skipped.filter { first < $0 && $0 < last && weekdays.contains($0.weekday) })
    // On every school-week day for months (a daily school run): it runs as the school year does,
    // so its first and last occurrences bound a term and the days beyond them are out of term.
    let schoolRun = weekdays == schoolWeek && Self.schoolRunDays.contains(first.days(to: last) + 1)
    // Most series neither skip a day nor run all year: no need to count their weeks.
    guard schoolRun || !skipped.isEmpty else { return }
    // Every week: each of its weekdays between its first and last occurrence occurs or is skipped.
    var expected = 0
    for offset in 0...first.days(to: last) where weekdays.contains(first.adding(days: offset).weekday) {
      expected += 1
    }
    guard dates.count + skipped.count >= expected else { return }
    if schoolRun {
      spans.append(Span(dates: first...last, startTitle: sample.title, endTitle: sample.title))
    }
    for date in skipped.sorted() {
      skips[date, default: []].append(
        Skip(calendar: sample.calendar, rule: .seriesSkip, reason: ContextReason.seriesSkip, titles: [sample.title]))
    }
  }

  /// Unnamed spans that are terms by their shape: three or more, apart, breaks of a week or more
  /// between them, covering most of their stretch (a holiday feed's spans cover a third of it).
  static func shapeTerms(_ events: [PreparedEvent]) -> [Span] {
    // Two are a school year of two semesters when each lasts two months or more: no project or
    // season of a school calendar lasts that long twice, with a break of weeks between.
    guard events.count >= 3 || (events.count == 2 && events.allSatisfy({ $0.dayCount >= semesterDays })) else {
      return []
    }
    let sorted = events.sorted { $0.dates.lowerBound < $1.dates.lowerBound }
    var covered = 0
    for (previous, next) in zip(sorted, sorted.dropFirst()) {
      let gap = previous.dates.upperBound.days(to: next.dates.lowerBound) - 1
      guard shapeTermGapDays.contains(gap) else { return [] }
    }
    for event in sorted { covered += event.dayCount }
    let stretch = sorted[0].dates.lowerBound.days(to: sorted[sorted.count - 1].dates.upperBound) + 1
    guard Double(covered) >= shapeTermCoverage * Double(stretch) else { return [] }
    return sorted.map { Span(dates: $0.dates, startTitle: $0.title, endTitle: $0.title) }
  }

  /// A lesson plan: a calendar's all-day events of a day to a week, most titled apart, that give
  /// nearly every school-week day of their runs one event (`lessonCoverage`), each day at most one: its runs
  /// are terms and the school-week days it leaves out within a run are days off, as a day cycle's
  /// are. A school's events calendar has days with several events, and most days with none.
  mutating func addLessonPlan(_ events: [PreparedEvent], calendar: String, schoolWeek: Set<Weekday>) {
    var days: [(date: LocalDate, title: String)] = []
    for event in events {
      for offset in 0..<event.dayCount where schoolWeek.contains(event.dates.lowerBound.adding(days: offset).weekday) {
        days.append((event.dates.lowerBound.adding(days: offset), event.title))
      }
    }
    let distinct = Set(days.map(\.date)).count
    // One lesson a day: a tenth of the days may carry a second event (a quiz beside the lesson).
    // Each lesson has its own title: one title on every weekday is a spirit week or a reminder.
    guard distinct >= Self.lessonMinimumDays, days.count * 10 <= distinct * 11,
      Set(events.map(\.title)).count * 2 >= events.count
    else { return }
    addRuns(
      days, calendar: calendar, schoolWeek: schoolWeek, coverage: Self.lessonCoverage, reason: ContextReason.noLessonDay
    )
  }

  /// A calendar's cycle days: when they are a day cycle, their runs are terms and the school-week
  /// days they leave out within a run are days off.
  mutating func addCycle(_ days: [(date: LocalDate, title: String)], calendar: String, schoolWeek: Set<Weekday>) {
    guard Set(days.map(\.title)).count >= 2 else { return }
    addRuns(
      days, calendar: calendar, schoolWeek: schoolWeek, coverage: Self.cycleCoverage, reason: ContextReason.noCycleDay)
  }

  /// Days that mark class days (a cycle's, a lesson plan's): when they fall on at least `coverage`
  /// of the school-week days of their runs, the runs are terms and the school-week days left out
  /// within a run are days off.
  mutating func addRuns(
    _ days: [(date: LocalDate, title: String)], calendar: String, schoolWeek: Set<Weekday>, coverage: Double,
    reason: String
  ) {
    var seen = Set<LocalDate>()
    let days = days.sorted { $0.date < $1.date }.filter { seen.insert($0.date).inserted }
    guard days.count >= Self.cycleMinimumDays else { return }
    var onSchoolDays = 0
    var schoolDays = 0
    for (i, day) in days.enumerated() {
      if schoolWeek.contains(day.date.weekday) { onSchoolDays += 1 }
      guard i > 0 else {
        schoolDays += 1
        continue
      }
      let gap = days[i - 1].date.days(to: day.date)
      guard gap <= Self.cycleGapDays else {
        schoolDays += 1
        continue
      }
      for offset in 1...gap where schoolWeek.contains(days[i - 1].date.adding(days: offset).weekday) {
        schoolDays += 1
      }
    }
    guard Double(onSchoolDays) >= coverage * Double(max(schoolDays, 1)) else { return }
    var runStart = days[0]
    for (i, day) in days.enumerated() {
      let last = i + 1 == days.count
      let gap = last ? Int.max : day.date.days(to: days[i + 1].date)
      if gap > Self.cycleGapDays {
        spans.append(Span(dates: runStart.date...day.date, startTitle: runStart.title, endTitle: day.title))
        if !last { runStart = days[i + 1] }
        continue
      }
      guard gap > 1 else { continue }
      let titles = CalendarContextEngine.unique([day.title, days[i + 1].title])
      for offset in 1..<gap {
        let date = day.date.adding(days: offset)
        guard schoolWeek.contains(date.weekday) else { continue }
        skips[date, default: []].append(
          Skip(calendar: calendar, rule: .noCycleDay, reason: reason, titles: titles))
      }
    }
  }

  /// The skip that decides `date`: one whose calendar has no class-day event of its own that day.
  func skip(on date: LocalDate, events: [PreparedEvent]) -> Skip? {
    guard let candidates = skips[date] else { return nil }
    return candidates.first { skip in
      !events.contains { $0.calendar == skip.calendar && $0.dayCount == 1 && !$0.isEvening }
    }
  }

  // MARK: - Titles

  /// Words naming a term, in every language.
  static let termMatcher = KeywordMatcher(
    keywords: Language.all.flatMap(\.termWords).map { Keyword(word: $0, kind: .termStart) })

  static func namesTerm(_ title: FoldedText) -> Bool { !termMatcher.matches(in: title).isEmpty }

  /// The day words of day-cycle titles, in every language, folded.
  static let cycleDayWords: Set<[UInt8]> = Set(
    Language.all.flatMap(\.cycleDayWords).map { KeywordText.folded($0).bytes })
  /// Words a cycle title may carry besides its day and label: "Cycle Day 3", "Rotation Day B".
  static let cycleFillers: Set<[UInt8]> = Set(["cycle", "rotation", "ciclo", "zyklus"].map { Array($0.utf8) })

  /// Colours that name a cycle's days ("Red Day"/"Blue Day", "Gold Day", "Black Day"/"Orange Day",
  /// "Tag Blau", "Jour rouge", "Día azul"), in the languages whose schools write them. A colour day
  /// is also a spirit day ("Orange Day") or an observance ("White Day"): a title is no more than a
  /// candidate, and only a calendar whose candidates fall on most of its school-week days is a day
  /// cycle (`addCycle`); "Red Nose Day" or "Orange Shirt Day" is no candidate at all.
  static let cycleColours: Set<[UInt8]> = Set(
    [
      "red", "blue", "gold", "black", "orange", "green", "white", "silver", "purple", "yellow", "maroon", "grey",
      "gray", "pink", "navy", "crimson", "rot", "blau", "gelb", "grun", "gruen", "weiss", "schwarz", "silber",
      "lila", "rouge", "bleu", "jaune", "vert", "blanc", "noir", "violet", "rojo", "azul", "amarillo", "verde",
      "blanco", "negro", "naranja", "morado", "dorado",
    ].map { Array($0.utf8) })

  /// A day-cycle title and nothing more: "Day 3", "B Day", "Day A", "Jour 3", "Tag 2", "Día 4", "Cycle
  /// Day 6", "Red Day" — a day word, a number up to 20, a letter A–F or a colour, and at most a
  /// "cycle" beside them.
  static func isCycleDay(_ title: FoldedText) -> Bool {
    guard (2...3).contains(title.count) else { return false }
    var dayWords = 0
    var labels = 0
    for i in 0..<title.count {
      let found = cycleWords.values(ofWord: i, in: title)
      if found.contains(where: { $0 < cycleWordKinds.colours }) {
        dayWords += 1
      } else if found.contains(where: { $0 < cycleWordKinds.fillers }) || isCycleLabel(i, in: title) {
        // A colour (no day word was found), or a letter or a number.
        labels += 1
      } else if found.isEmpty {
        return false
      }
    }
    return dayWords == 1 && labels == 1
  }

  /// The day words, colours and fillers in one trie, in that order (`cycleWordKinds` says where
  /// each kind begins): every distinct title is looked up at every read, with no array made of
  /// its words and nothing hashed.
  private static let cycleWordKinds = (colours: cycleDayWords.count, fillers: cycleDayWords.count + cycleColours.count)
  private static let cycleWords = ByteTrie(keys: Array(cycleDayWords) + Array(cycleColours) + Array(cycleFillers))

  /// A letter A–F or a number from 1 to 20.
  private static func isCycleLabel(_ i: Int, in title: FoldedText) -> Bool {
    let word = title.bytes[title.starts[i]..<title.ends[i]]
    if word.count == 1, (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(word.first!) { return true }
    guard (1...2).contains(word.count), word.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return false }
    let value = word.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    return (1...20).contains(value)
  }

  // MARK: - Holiday feeds

  /// Why a calendar of whole days is a school-holiday feed by its shape, or nil: at least three
  /// spans of five days or more and few single days beside them; one span over the turn of the
  /// year or one of five weeks or more (Christmas or the summer, in either hemisphere); none
  /// longer than a summer; together less than half of their stretch (terms cover most of it);
  /// none named a term.
  static func holidayShape(_ events: [CalendarEvent]) -> String? {
    var spans: [ClosedRange<LocalDate>] = []
    var singles = 0
    for event in events {
      guard case .date(let start) = event.start, case .date(let end) = event.end else { return nil }
      if start.days(to: end) >= 2 {
        if namesTerm(KeywordText.folded(event.title)) { return nil }
        spans.append(start...end.adding(days: -1))
      } else {
        singles += 1
      }
    }
    let weekOrMore = spans.filter { $0.lowerBound.days(to: $0.upperBound) >= 4 }
    guard weekOrMore.count >= 3, singles <= spans.count else { return nil }
    guard spans.allSatisfy({ $0.lowerBound.days(to: $0.upperBound) < 100 }) else { return nil }
    // Christmas is a break in both hemispheres; the summer is the only break of five weeks.
    let seasonal = spans.contains { span in
      span.lowerBound.days(to: span.upperBound) >= 34
        || (0...span.lowerBound.days(to: span.upperBound)).contains { offset in
          let date = span.lowerBound.adding(days: offset)
          return (date.month == 12 && date.day >= 24) || (date.month == 1 && date.day == 1)
        }
    }
    guard seasonal else { return nil }
    // The days the spans cover, overlapping spans (several regions) counted once.
    var covered = 0
    var reach: LocalDate?
    for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      let from = reach.map { max($0.adding(days: 1), span.lowerBound) } ?? span.lowerBound
      if from <= span.upperBound { covered += from.days(to: span.upperBound) + 1 }
      reach = max(reach ?? span.upperBound, span.upperBound)
    }
    let first = spans.map(\.lowerBound).min() ?? LocalDate(daysSinceEpoch: 0)
    let last = spans.map(\.upperBound).max() ?? first
    guard covered * 2 < first.days(to: last) + 1 else { return nil }
    let count = events.count
    return singles == 0
      ? "by shape: all \(count) events are spans of days at the seasons schools break"
      : "by shape: \(spans.count) of its \(count) events are spans of days at the seasons schools break,"
        + " the rest single days"
  }
}
