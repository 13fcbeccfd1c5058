import Domain

/// The settings form of `ContextRules`: days as `mon`…, times as `HH:MM`, every key optional.
///
/// `schoolWeek` is a list of days, or `"auto"` (the calendars and the time zone say); `schoolYear`
/// is `"north"`, `"south"`, `"april"` or `"auto"`. Versions before `schoolYear` existed wrote their default
/// Monday–Friday week on every save: a Monday–Friday list without a `schoolYear` beside it is read
/// as `"auto"`, and every save now writes `schoolYear`, so a chosen Monday–Friday week stays chosen.
struct RulesCoding: Codable {
  var rules: ContextRules
  var unknownKeys: [String: UnknownJSON] = [:]
  var unknownKeywordKeys: [String: UnknownJSON] = [:]

  init(_ rules: ContextRules) { self.rules = rules }

  static let knownKeys: Set<String> = ["schoolWeek", "schoolYear", "coreStart", "coreEnd", "keywords"]
  static let knownKeywordKeys: Set<String> = ["languages", "added", "removed"]

  init(from decoder: any Decoder) throws {
    let defaults = ContextRules()
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    var week = try container.optional("schoolWeek").map { (week: SchoolWeekCoding) in week.days } ?? nil
    let year = try container.optional("schoolYear").map { (year: SchoolYearCoding) in year.shape } ?? nil
    if !container.contains(AnyCodingKey("schoolYear")), week == WeekdayList.weekdays { week = nil }
    let start = try container.value("coreStart", or: TimeCoding(defaults.coreStart)).time
    let end = try container.value("coreEnd", or: TimeCoding(defaults.coreEnd)).time
    guard start < end else {
      throw container.invalid("coreEnd", "core hours end at \(end), not after they start at \(start): use a later time")
    }
    var keywords = defaults.keywords
    if container.contains(AnyCodingKey("keywords")), try !container.decodeNil(forKey: AnyCodingKey("keywords")) {
      let nested = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("keywords"))
      keywords.languages = try nested.value("languages", or: keywords.languages)
      for (index, code) in keywords.languages.enumerated() where code.isEmpty || !code.allSatisfy(\.isLetter) {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: nested.codingPath + [AnyCodingKey("languages"), AnyCodingKey(intValue: index)!],
            debugDescription: "'\(code)' is not a language code: use en, es, fr or de"))
      }
      keywords.added = try nested.value("added", or: [KeywordCoding]()).map(\.keyword)
      keywords.removed = try nested.value("removed", or: [])
      for (index, word) in keywords.removed.enumerated() {
        if let problem = StoredText.readBackProblem(in: word) {
          throw DecodingError.dataCorrupted(
            .init(
              codingPath: nested.codingPath + [AnyCodingKey("removed"), AnyCodingKey(intValue: index)!],
              debugDescription: "the text \(problem): correct it, or remove it from the list"))
        }
      }
      unknownKeywordKeys = try nested.unknownKeys(known: Self.knownKeywordKeys)
    }
    rules = ContextRules(schoolWeek: week, schoolYear: year, coreStart: start, coreEnd: end, keywords: keywords)
    unknownKeys = try container.unknownKeys(known: Self.knownKeys)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.put(unknown: unknownKeys, except: Self.knownKeys)
    if let week = rules.chosenSchoolWeek {
      try container.put(Weekday.mondayFirst.filter(week.contains).map(\.code), "schoolWeek")
    } else {
      try container.put(SchoolWeekCoding.auto, "schoolWeek")
    }
    try container.put(rules.schoolYear?.rawValue ?? SchoolWeekCoding.auto, "schoolYear")
    try container.put(rules.coreStart.description, "coreStart")
    try container.put(rules.coreEnd.description, "coreEnd")
    var keywords = container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("keywords"))
    try keywords.put(unknown: unknownKeywordKeys, except: Self.knownKeywordKeys)
    try keywords.put(rules.keywords.languages, "languages")
    try keywords.put(rules.keywords.added.map(KeywordCoding.init), "added")
    try keywords.put(rules.keywords.removed, "removed")
  }
}

/// A school week: a list of weekdays, or `"auto"` (nil).
struct SchoolWeekCoding: Decodable {
  static let auto = "auto"
  var days: Set<Weekday>?

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      guard text == Self.auto else {
        throw DecodingError.invalid(container, "'\(text)' is not a school week: use a list of days or \"auto\"")
      }
      days = nil
    } else {
      days = Set(try container.decode([WeekdayCoding].self).map(\.weekday))
    }
  }
}

/// A school year's shape: `north`, `south`, `april` or `auto` (nil).
struct SchoolYearCoding: Decodable {
  var shape: SchoolYearShape?

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard text == SchoolWeekCoding.auto || SchoolYearShape(rawValue: text) != nil else {
      throw DecodingError.invalid(
        container, "'\(text)' is not a school year: use north, south or auto (or april, for April to March)")
    }
    shape = SchoolYearShape(rawValue: text)
  }
}

/// A weekday written `mon` (also `monday`, or 1…7 with Sunday = 1).
struct WeekdayCoding: Decodable {
  var weekday: Weekday

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let message = "is not a weekday: use mon, tue, wed, thu, fri, sat or sun"
    if let number = try? container.decode(Int.self) {
      guard let day = Weekday(rawValue: number) else { throw DecodingError.invalid(container, "\(number) \(message)") }
      weekday = day
    } else {
      let text = try container.decode(String.self)
      guard let day = Weekday(code: text) else { throw DecodingError.invalid(container, "'\(text)' \(message)") }
      weekday = day
    }
  }
}

/// A time of day written `HH:MM`.
struct TimeCoding: Decodable {
  var time: ClockTime

  init(_ time: ClockTime) { self.time = time }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let time = ClockTime(text) else {
      throw DecodingError.invalid(container, "'\(text)' is not a time: use HH:MM (24-hour), e.g. 09:00")
    }
    self.time = time
  }
}

/// A parent's keyword: `{"word": "Snow day", "kind": "no-school"}`.
struct KeywordCoding: Codable {
  var keyword: Keyword

  init(_ keyword: Keyword) { self.keyword = keyword }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    let word = try container.decode(String.self, forKey: AnyCodingKey("word"))
    guard !word.allSatisfy(\.isWhitespace) else { throw container.invalid("word", "a keyword cannot be blank") }
    try container.checkText(word, "word")
    let kindText = try container.value("kind", or: KeywordKind.noSchool.rawValue)
    guard let kind = KeywordKind(rawValue: kindText) else {
      let kinds = KeywordKind.allCases.map(\.rawValue).joined(separator: ", ")
      throw container.invalid("kind", "'\(kindText)' is not a keyword kind: use \(kinds)")
    }
    keyword = Keyword(word: word, kind: kind)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.put(keyword.word, "word")
    try container.put(keyword.kind.rawValue, "kind")
  }
}

/// A date override: `{"from": "2026-12-21", "through": "2026-12-23", "kind": "free", "note": …, "player": …}`.
struct OverrideCoding: Codable {
  var override: DayOverride

  init(_ override: DayOverride) { self.override = override }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    let from = try Self.date(container, "from")
    let through = try container.optional("through").map { (_: String) in try Self.date(container, "through") } ?? from
    guard from <= through else {
      throw container.invalid("through", "the override ends on \(through), before it starts on \(from)")
    }
    let kindText = try container.decode(String.self, forKey: AnyCodingKey("kind"))
    guard let kind = DayOverride.Kind(rawValue: kindText) else {
      throw container.invalid("kind", "'\(kindText)' is not a kind of day: use free or school")
    }
    override = DayOverride(
      from: from, through: through, kind: kind, note: try container.text("note"), player: try container.text("player"))
  }

  private static func date(_ container: SettingsDecodingContainer, _ key: String) throws -> LocalDate {
    let text = try container.decode(String.self, forKey: AnyCodingKey(key))
    guard let date = LocalDate(text) else {
      throw container.invalid(key, "'\(text)' is not a date: use YYYY-MM-DD, e.g. 2026-12-21")
    }
    return date
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.put(override.from.description, "from")
    try container.put(override.through.description, "through")
    try container.put(override.kind.rawValue, "kind")
    if let note = override.note { try container.put(note, "note") }
    if let player = override.player { try container.put(player, "player") }
  }
}
