/// A parent's correction for a date or a range of dates.
public struct DayOverride: Hashable, Codable, Sendable {
  public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
    case free, school

    public var dayKind: DayContext.Kind { self == .free ? .freeDay : .schoolDay }
  }

  public var from: LocalDate
  /// Inclusive last date; equal to `from` for a single date.
  public var through: LocalDate
  public var kind: Kind
  public var note: String?
  /// The player it applies to; nil for the whole household.
  public var player: String?

  public init(from: LocalDate, through: LocalDate? = nil, kind: Kind, note: String? = nil, player: String? = nil) {
    self.from = from
    self.through = through ?? from
    self.kind = kind
    self.note = note
    self.player = player
  }

  public func covers(_ date: LocalDate) -> Bool { from <= date && date <= through }
}

/// The kinds of words the context engine looks for in event titles.
public enum KeywordKind: String, Hashable, Codable, Sendable, CaseIterable {
  case noSchool = "no-school"
  case earlyRelease = "early-release"
  case schoolDay = "school-day"
  case termStart = "term-start"
  case termEnd = "term-end"
}

/// A word or phrase the parent added, with its kind.
public struct Keyword: Hashable, Codable, Sendable {
  public var word: String
  public var kind: KeywordKind

  public init(word: String, kind: KeywordKind) {
    self.word = word
    self.kind = kind
  }
}

/// Which built-in language packs apply, and the parent's additions and removals.
public struct KeywordPreferences: Hashable, Codable, Sendable {
  /// ISO 639-1 codes of the built-in packs in use: en, es, fr, de.
  public var languages: [String]
  public var added: [Keyword]
  /// Built-in words the parent removed (matched the same way titles are).
  public var removed: [String]

  /// Every shipped language is on by default: a calendar in any of them is read right on a fresh
  /// install (their words do not collide; a test holds them to it).
  public init(languages: [String] = KeywordCatalog.languages, added: [Keyword] = [], removed: [String] = []) {
    self.languages = languages
    self.added = added
    self.removed = removed
  }
}

/// A time of day in minutes after midnight, written `HH:MM`.
public struct ClockTime: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  public var minutes: Int

  public init(minutes: Int) { self.minutes = minutes }

  public init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.minutes = hour * 60 + minute
  }

  /// Parses `HH:MM` (24-hour).
  public init?(_ text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count <= 2, parts[1].count == 2, let h = Int(parts[0]), let m = Int(parts[1])
    else { return nil }
    self.init(hour: h, minute: m)
  }

  public var description: String {
    let h = minutes / 60
    let m = minutes % 60
    return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
  }

  public static func < (lhs: ClockTime, rhs: ClockTime) -> Bool { lhs.minutes < rhs.minutes }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = ClockTime(text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a time; use HH:MM")
    }
    self = value
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

/// The household's rules for reading calendars: school week and year, core school hours, keywords.
public struct ContextRules: Hashable, Codable, Sendable {
  /// The school week the parent chose; nil: the calendars or the time zone say (`SchoolCalendarShape`).
  public var chosenSchoolWeek: Set<Weekday>?
  /// Which way the school year runs, as the parent chose it; nil: the calendars or the time zone say.
  public var schoolYear: SchoolYearShape?
  /// A timed no-school event counts as a free day only when it covers these hours.
  public var coreStart: ClockTime
  public var coreEnd: ClockTime
  public var keywords: KeywordPreferences

  /// The school week in force: the parent's, else Monday–Friday (the engine reads the region's
  /// week from the calendars and the time zone into it when the parent chose none).
  public var schoolWeek: Set<Weekday> {
    get { chosenSchoolWeek ?? WeekdayList.weekdays }
    set { chosenSchoolWeek = newValue }
  }

  public init(
    schoolWeek: Set<Weekday>? = nil,
    schoolYear: SchoolYearShape? = nil,
    coreStart: ClockTime = ClockTime(minutes: 9 * 60),
    coreEnd: ClockTime = ClockTime(minutes: 14 * 60),
    keywords: KeywordPreferences = KeywordPreferences()
  ) {
    self.chosenSchoolWeek = schoolWeek
    self.schoolYear = schoolYear
    self.coreStart = coreStart
    self.coreEnd = coreEnd
    self.keywords = keywords
  }
}
