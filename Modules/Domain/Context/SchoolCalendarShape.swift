import Foundation

/// Which way a school year runs.
public enum SchoolYearShape: String, CaseIterable, Codable, Hashable, Sendable {
  /// August to July, the summer in June–August (Europe, North America, most of Asia).
  case north
  /// January to December, the summer in December–January (Australia, New Zealand, South Africa, Brazil…).
  case south
  /// April to March: the year begins after a spring break at the turn of March and April, and its
  /// long break in late July–August is inside it, not its end (Japan, India).
  case april

  /// "August to July".
  public var summary: String {
    switch self {
    case .north: "August to July"
    case .south: "January to December"
    case .april: "April to March"
    }
  }
}

/// The school week and the school year as the engine reads them, and where each comes from.
///
/// The parent's choice wins (`ContextRules.chosenSchoolWeek`, `ContextRules.schoolYear`); else what
/// the calendars show; else what the time zone says; else Monday–Friday and a northern year.
public struct SchoolCalendarShape: Hashable, Sendable {
  /// Where a fact comes from, as `explain` and `calendar status` say it.
  public enum Origin: Hashable, Sendable {
    case parent
    /// The calendars show it: the evidence, in a few words.
    case calendars(String)
    /// The time zone's region usually has it.
    case timeZone(String)
    case usual

    /// "set by the parent", "from the calendars: …", "from the time zone Asia/Jerusalem", "the usual".
    public var summary: String {
      switch self {
      case .parent: "set by the parent"
      case .calendars(let evidence): "from the calendars: \(evidence)"
      case .timeZone(let zone): "from the time zone \(zone)"
      case .usual: "the usual one; nothing on the calendars or in the time zone says otherwise"
      }
    }
  }

  public var week: Set<Weekday>
  public var weekOrigin: Origin
  public var year: SchoolYearShape
  public var yearOrigin: Origin

  public init(week: Set<Weekday>, weekOrigin: Origin, year: SchoolYearShape, yearOrigin: Origin) {
    self.week = week
    self.weekOrigin = weekOrigin
    self.year = year
    self.yearOrigin = yearOrigin
  }

  /// The shape when nothing has been read: the parent's choices, else the time zone's.
  public init(rules: ContextRules, timeZone: TimeZone) {
    self.init(rules: rules, timeZone: timeZone, inferredWeek: nil, inferredYear: nil)
  }

  init(
    rules: ContextRules, timeZone: TimeZone, inferredWeek: (Set<Weekday>, String)?,
    inferredYear: (SchoolYearShape, String)?
  ) {
    if let chosen = rules.chosenSchoolWeek {
      (week, weekOrigin) = (chosen, .parent)
    } else if let (days, evidence) = inferredWeek {
      (week, weekOrigin) = (days, .calendars(evidence))
    } else if let days = Self.regionWeek(of: timeZone) {
      (week, weekOrigin) = (days, .timeZone(timeZone.identifier))
    } else {
      (week, weekOrigin) = (WeekdayList.weekdays, .usual)
    }
    if let chosen = rules.schoolYear {
      (year, yearOrigin) = (chosen, .parent)
    } else if let (shape, evidence) = inferredYear, shape != .north || !Self.aprilZones.contains(timeZone.identifier) {
      (year, yearOrigin) = (shape, .calendars(evidence))
    } else if Self.isSouthern(timeZone) {
      (year, yearOrigin) = (.south, .timeZone(timeZone.identifier))
    } else if Self.aprilZones.contains(timeZone.identifier) {
      (year, yearOrigin) = (.april, .timeZone(timeZone.identifier))
    } else {
      (year, yearOrigin) = (.north, .usual)
    }
  }

  /// "School week: Sunday–Thursday (from the time zone Asia/Jerusalem)".
  public var weekLine: String { "School week: \(Self.describe(week)) (\(weekOrigin.summary))" }
  /// "School year: January to December (from the time zone Australia/Sydney)".
  public var yearLine: String { "School year: \(year.summary) (\(yearOrigin.summary))" }

  /// "Sunday–Thursday" for a run of days, else the days by name, Monday first.
  public static func describe(_ week: Set<Weekday>) -> String {
    if let first = runStart(of: week), week.count > 1 {
      let last = Weekday(rawValue: (first.rawValue + week.count - 2) % 7 + 1)!
      return "\(first.name)–\(last.name)"
    }
    return Weekday.mondayFirst.filter(week.contains).map(\.name).joined(separator: ", ")
  }

  /// The days off next to a school week that runs in one stretch: the two days before its first
  /// day (Saturday and Sunday before a Monday–Friday week, Friday and Saturday before a
  /// Sunday–Thursday one). Saturday and Sunday for any other week.
  public static func weekend(of week: Set<Weekday>) -> Set<Weekday> {
    guard let first = runStart(of: week), week.count < 7 else { return WeekdayList.weekends }
    let before = (first.rawValue + 5) % 7 + 1
    let twoBefore = (first.rawValue + 4) % 7 + 1
    return Set([before, twoBefore].compactMap(Weekday.init(rawValue:)).filter { !week.contains($0) })
  }

  /// The first day of a week that is one stretch of consecutive days (wrapping Saturday → Sunday), else nil.
  static func runStart(of week: Set<Weekday>) -> Weekday? {
    let starts = week.filter { day in !week.contains(Weekday(rawValue: (day.rawValue + 5) % 7 + 1)!) }
    return starts.count == 1 ? starts.first : nil
  }

  // MARK: - The time zone's region

  static let sundayToThursday: Set<Weekday> = [.sunday, .monday, .tuesday, .wednesday, .thursday]
  static let saturdayToWednesday: Set<Weekday> = [.saturday, .sunday, .monday, .tuesday, .wednesday]
  /// Israel's six-day week: most of its schools also meet on Friday mornings.
  static let sundayToFriday: Set<Weekday> = sundayToThursday.union([.friday])

  /// The weeks a school calendar's events can show. A Monday–Saturday week is not one: a school's
  /// Saturday games and tournaments are as busy as its weekdays on many calendars (a Saturday
  /// graduation on the tuning set's Puyallup calendar became a school day, and the validation set
  /// lost a label, when it was tried). A Sunday–Friday week is: where schools meet on Sundays, the
  /// Saturday is the day of rest, and a Friday as busy as the other days is a school day.
  static let inferableWeeks: [Set<Weekday>] = [
    WeekdayList.weekdays, sundayToThursday, saturdayToWednesday, sundayToFriday,
  ]

  /// The school week where it is not Monday–Friday, by time zone. Sources: the countries' own
  /// announcements as summarised in Wikipedia's "Workweek and weekend" (checked 2026): Israel and
  /// most Arab states rest on Friday and Saturday. Saudi Arabia moved to Sunday–Thursday in 2013,
  /// Oman in 2013, Kuwait in 2007, Bahrain in 2006, Qatar in 2003, Jordan in 2000, Algeria in 2009,
  /// Syria in 2004; Egypt, Iraq, Libya, Sudan and Yemen keep Sunday–Thursday too. Iran's schools
  /// meet Saturday–Wednesday (Thursday and Friday off in most provinces). The United Arab
  /// Emirates moved to Monday–Friday in January 2022 (Asia/Dubai is therefore not listed), as
  /// Morocco, Tunisia and Lebanon have it. Some Israeli schools also meet on Friday mornings: the
  /// calendars or `tq-parent calendar week` say so.
  static let weeksByZone: [String: Set<Weekday>] = [
    "Asia/Jerusalem": sundayToThursday, "Asia/Tel_Aviv": sundayToThursday, "Israel": sundayToThursday,
    "Asia/Riyadh": sundayToThursday, "Asia/Kuwait": sundayToThursday, "Asia/Qatar": sundayToThursday,
    "Asia/Bahrain": sundayToThursday, "Asia/Muscat": sundayToThursday, "Asia/Amman": sundayToThursday,
    "Asia/Baghdad": sundayToThursday, "Asia/Damascus": sundayToThursday, "Asia/Aden": sundayToThursday,
    "Africa/Cairo": sundayToThursday, "Egypt": sundayToThursday, "Africa/Algiers": sundayToThursday,
    "Africa/Tripoli": sundayToThursday, "Libya": sundayToThursday, "Africa/Khartoum": sundayToThursday,
    "Asia/Tehran": saturdayToWednesday, "Iran": saturdayToWednesday,
  ]

  /// Zones whose school year runs April to March: Japan's, and India's (most boards). A summer
  /// break there is inside the year: it says only that the year is not the southern one.
  static let aprilZones: Set<String> = ["Asia/Tokyo", "Japan", "Asia/Kolkata", "Asia/Calcutta"]

  /// The school week the region of `zone` keeps, when it is not Monday–Friday.
  public static func regionWeek(of zone: TimeZone) -> Set<Weekday>? { weeksByZone[zone.identifier] }

  /// Zones whose school year follows the calendar year (summer in December and January).
  public static func isSouthern(_ zone: TimeZone) -> Bool {
    let id = zone.identifier
    let prefixes = [
      "Australia/", "Antarctica/", "America/Argentina/", "Africa/Johannesburg", "Africa/Maputo", "Africa/Windhoek",
      "Africa/Harare", "Africa/Lusaka", "Africa/Gaborone", "Africa/Maseru", "Africa/Mbabane", "America/Santiago",
      "America/Sao_Paulo", "America/Montevideo", "America/Asuncion", "America/La_Paz", "America/Lima",
      "Pacific/Auckland", "Pacific/Chatham", "Pacific/Fiji", "Pacific/Tongatapu", "Pacific/Apia", "Indian/Mauritius",
      "Indian/Reunion", "Pacific/Noumea", "Pacific/Port_Moresby", "Chile/", "Brazil/",
      "NZ",
      // Brazil's and Chile's other zones (zone.tab): a family in Recife or Manaus keeps Brazil's
      // school year, not the northern one its longitude might suggest.
      "America/Noronha", "America/Belem", "America/Fortaleza", "America/Recife", "America/Araguaina",
      "America/Maceio", "America/Bahia", "America/Campo_Grande", "America/Cuiaba", "America/Santarem",
      "America/Porto_Velho", "America/Boa_Vista", "America/Manaus", "America/Eirunepe", "America/Rio_Branco",
      "America/Coyhaique", "America/Punta_Arenas", "Pacific/Easter",
    ]
    return prefixes.contains { id.hasPrefix($0) }
  }

  // MARK: - What the calendars show

  /// The week shown by the days a school calendar has daytime events on (`counts`: distinct dates
  /// per weekday): the days with at least a quarter of the busiest day's dates, when they are one
  /// of the weeks schools keep (`inferableWeeks`) and there are enough dates to tell.
  static func inferWeek(_ counts: [Weekday: Int]) -> (Set<Weekday>, String)? {
    guard let busiest = counts.values.max(), busiest >= 5, counts.values.reduce(0, +) >= 20 else { return nil }
    let days = Set(counts.filter { $0.value * 4 >= busiest }.keys)
    guard inferableWeeks.contains(days) else { return nil }
    let off = Self.weekend(of: days)
    let offDates = off.map { counts[$0] ?? 0 }.reduce(0, +)
    let evidence =
      "school events on \(days.map { counts[$0] ?? 0 }.reduce(0, +)) \(describe(days)) dates, "
      + "\(offDates) on \(Weekday.mondayFirst.filter(off.contains).map(\.name).joined(separator: " or "))"
    return (days, evidence)
  }

  /// Titles that name the start of a school year, not of any term: an entrance ceremony (入学式),
  /// a first term ("1学期", "Term 1"), a new session (India's schools: "New academic session").
  /// By its shape a Japanese year (April–July, September–December, January–March) is a British one
  /// (September–December, January–March, April–July) begun at another term: only such a title, or
  /// the time zone, says which term comes first.
  static let yearStartMatcher = KeywordMatcher(
    keywords: [
      "入学式", "入学典礼", "1学期", "一学期", "第1学期", "新学年", "first day of school", "start of school year",
      "start of the school year", "beginning of the school year", "new academic year", "academic year begins",
      "new session", "new academic session", "session begins", "term 1", "first term", "1st term",
    ].map { Keyword(word: $0, kind: .termStart) })

  /// An April year shown by the calendars: more of the first days that name a school year's start
  /// (`yearStartMatcher`) fall in early April (the 1st to the 20th) than in August or September.
  /// `starts`: the dates school begins on, with the titles that say so.
  static func inferAprilYear(_ starts: [(date: LocalDate, titles: [String])]) -> (SchoolYearShape, String)? {
    var april: [(date: LocalDate, title: String)] = []
    var autumn = 0
    for start in starts {
      guard let title = start.titles.first(where: { !yearStartMatcher.matches(in: $0).isEmpty }) else { continue }
      if start.date.month == 4, start.date.day <= 20 {
        april.append((start.date, title))
      } else if [8, 9].contains(start.date.month) {
        autumn += 1
      }
    }
    guard let first = april.first, april.count > autumn else { return nil }
    return (.april, "a school year begins on \(first.date) (\(first.title))")
  }

  /// The year shown by the long breaks (four weeks or more, the summer): around December–February in
  /// the south, June–August in the north; the side with more of them, when they disagree.
  static func inferYear(_ breaks: [ClosedRange<LocalDate>]) -> (SchoolYearShape, String)? {
    var south: [ClosedRange<LocalDate>] = []
    var north: [ClosedRange<LocalDate>] = []
    for range in breaks {
      let middle = range.lowerBound.adding(days: range.lowerBound.days(to: range.upperBound) / 2).month
      if [12, 1, 2].contains(middle) {
        south.append(range)
      } else if [6, 7, 8].contains(middle) {
        north.append(range)
      }
    }
    guard south.count != north.count else { return nil }
    let (shape, shown) = south.count > north.count ? (SchoolYearShape.south, south) : (.north, north)
    let first = shown.min { $0.lowerBound < $1.lowerBound }!
    let weeks = (first.lowerBound.days(to: first.upperBound) + 1) / 7
    return (shape, "a \(weeks)-week summer break from \(first.lowerBound) to \(first.upperBound)")
  }
}

extension SchoolCalendarShape {
  /// A parent's school week: `auto` (nil), a run of days `sun-thu`, or a list `sun,mon,tue,wed,thu`
  /// (also `weekdays`).
  /// - Throws: `DomainError.unknownWeekday` naming the first word that is not a day.
  public static func parseWeek(_ text: String) throws(DomainError) -> Set<Weekday>? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    if trimmed == "auto" { return nil }
    let ends = trimmed.split(separator: "-", omittingEmptySubsequences: false)
    if ends.count == 2, !trimmed.contains(",") {
      guard let first = Weekday(code: String(ends[0])) else { throw .unknownWeekday(String(ends[0])) }
      guard let last = Weekday(code: String(ends[1])) else { throw .unknownWeekday(String(ends[1])) }
      let count = (last.rawValue - first.rawValue + 7) % 7 + 1
      return Set((0..<count).map { Weekday(rawValue: (first.rawValue - 1 + $0) % 7 + 1)! })
    }
    return try WeekdayList.parse(trimmed)
  }
}
