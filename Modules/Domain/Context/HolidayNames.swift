/// Names of public holidays and of observances, in every language of `Language.all`: how a
/// calendar of holidays is recognised, and which of its days are not days off.
///
/// They are matched as keywords are (whole words, case and accents ignored), but are not the
/// parent's keywords: a holiday name alone says nothing about school on a school calendar.
///
/// Two sources: the hand lists of each language (`HolidayWords`), for what the data lacks (school
/// holidays such as Hanukkah, spellings families use), and the public holidays of the built-in
/// holiday data (`generated`, written by Scripts/generate-holiday-names), less `schoolDayNames`.
enum HolidayNames {
  /// The hand-kept names of days off.
  static let holidays = words(\.holidays)
  /// Days a holiday feed lists that are not days off.
  static let observances = words(\.observances)

  /// One kind of word, in every language of `Language.all`.
  static func words(_ kind: KeyPath<HolidayWords, [String]>) -> [String] {
    Language.all.flatMap { $0.holidayNames[keyPath: kind] }
  }

  /// Names of the data that are a public holiday somewhere but an ordinary school day with an
  /// activity, or an observance, on other schools' calendars: on a school calendar their name alone
  /// must not make a free day. A Teachers' or Children's Day is a celebration at school in most
  /// countries (a public holiday in a few); Women's, Mother's, Father's, St Valentine's and St
  /// Patrick's Day are observances with school events; a "Carnival"/"Carnaval" or a "Sports Day" is
  /// a school's fair or a school day in Britain, Dutch Limburg or the US; some districts close on
  /// Election Day and others teach; Flag Day and the Day of the Dead are observed at school. Some
  /// names are a holiday in one country and a school's own event in another: a "Spring Festival"
  /// (China's New Year) or a "Day of Silence" (Bali's Nyepi) is a fair or an awareness day on a US
  /// calendar; the beginning of Ramadan, Europe Day and the first day of summer are observances.
  /// Compared as keywords are ("Teachers Day" = "Teacher's Day"); every one is a name of the data
  /// (a test holds the list to it).
  static let schoolDayNames = [
    "children's day", "international children's day", "world children's day", "teacher's day", "mother's day",
    "father's day", "women's day", "international women's day", "national women's day", "saint valentine's day",
    "saint patrick's day", "day of the dead", "carnival", "carnival day", "sports day", "election day",
    "national flag day", "día del maestro", "día de la madre", "día del padre", "día internacional de la mujer",
    "carnaval", "journée internationale de la femme", "journée des droits de la femme", "frauentag",
    "weltkindertag", "dia mundial da criança", "dia internacional da mulher", "dia nacional da mulher", "어머니날",
    "spring festival", "day of silence", "national sports day", "beginning of ramadan", "awal ramadan", "europe day",
    "first day of summer",
  ]

  /// Keys a hand list says are no day off: `schoolDayNames` and the names a hand list calls an
  /// observance (the hand list knows better than the data).
  static let excludedDataNames = RunTogetherSet(
    (schoolDayNames + observances).flatMap { spellings(of: KeywordText.folded($0).tokens.joined(separator: " ")) })

  /// The public-holiday names of the built-in holiday data in the languages of `Language.all`, less
  /// `excludedDataNames`, as keys: read from the generated lines (`compiledDataHolidayKeys` written
  /// out by Scripts/generate-holiday-keys, a test holds them to it). Spelling out and screening two
  /// thousand names at every start cost more than the rest of the holiday names together.
  static let dataHolidayKeys = RunTogetherSet(lines: generatedDataHolidayKeys)

  /// The same keys compiled from the names: what the generated lines are written from. The
  /// generated names are folded already: their key is their bytes without the spaces.
  /// Built eagerly: a lazy sequence of spellings would be spelt twice, once to count it.
  static func compiledDataHolidayKeys() -> RunTogetherSet {
    RunTogetherSet(Language.all.flatMap { generated[$0.code] ?? [] }.flatMap(spellings), excluding: excludedDataNames)
  }

  /// The same names as a list, in the order of `Language.all`.
  static var dataHolidays: [String] {
    Language.all.flatMap { generated[$0.code] ?? [] }.filter { !excludedDataNames.contains($0) }
  }

  /// The hand-kept names, and each written without its "and", as keys: read from the generated
  /// lines (`compiledHandHolidayKeys`, as the data's names are).
  static let handHolidayKeys = RunTogetherSet(lines: generatedHandHolidayKeys)

  /// The hand-kept names, and each written without its "and" ("Buß- & Bettag" folds to "buss
  /// bettag"): looked up as the data's names are (a hand-kept name is a whole name, never a word part).
  static func compiledHandHolidayKeys() -> RunTogetherSet {
    var keys: [[UInt8]] = []
    keys.reserveCapacity(holidays.count + 16)
    let connectorKeys = HolidayNames.connectors
    for name in holidays {
      let folded = KeywordText.folded(name)
      keys.append(folded.bytes)
      // A name of one word has no "and" to leave out: it is no name with its "and" and nothing else.
      guard folded.count > 1 else { continue }
      let kept = (0..<folded.count).filter { i in !connectorKeys.contains { folded.word(i, is: $0) } }
      if kept.count < folded.count, !kept.isEmpty {
        keys.append(kept.flatMap { folded.bytes[folded.starts[$0]..<folded.ends[$0]] })
      }
    }
    return RunTogetherSet(keys: keys)
  }

  /// Words joining the two parts of a name ("Buß- und Bettag"), which a title may write "&".
  static let connectors: [[UInt8]] = words(\.connectors).map { KeywordText.folded($0).bytes }

  static let observanceMatcher = KeywordMatcher(keywords: observances.map { Keyword(word: $0, kind: .noSchool) })

  /// Words in a calendar's name, categories or an event's description that say "public holidays".
  static let holidayCalendarWords = words(\.holidayCalendars)
  /// Words in a calendar's name that say "school holidays".
  static let schoolHolidayCalendarWords = words(\.schoolHolidayCalendars)
  /// Words saying a listed day is observed but not a day off.
  static let observanceWords = words(\.notDaysOff)
  /// Words saying a national feed's holiday is kept only in some regions: it says nothing for yours.
  static let regionalWords = words(\.regional)
  static let regionalMatcher = KeywordMatcher(keywords: regionalWords.map { Keyword(word: $0, kind: .noSchool) })

  /// Words saying a listing is its town's own holiday ("Fiesta local").
  static let localMatcher = KeywordMatcher(keywords: words(\.local).map { Keyword(word: $0, kind: .noSchool) })

  /// A holiday a national feed marks as kept only in some regions ("Nur in Sachsen").
  static func isRegional(_ notes: String?) -> Bool {
    guard let notes else { return false }
    return !regionalMatcher.matches(in: notes).isEmpty
  }

  static let holidayCalendarMatcher = KeywordMatcher(
    keywords: holidayCalendarWords.map { Keyword(word: $0, kind: .noSchool) })
  static let schoolHolidayCalendarMatcher = KeywordMatcher(
    keywords: schoolHolidayCalendarWords.map { Keyword(word: $0, kind: .noSchool) })
  static let observanceWordMatcher = KeywordMatcher(
    keywords: observanceWords.map { Keyword(word: $0, kind: .noSchool) })

  /// Words a holiday's title may carry besides its name: "Labor Day (observed) 2026".
  static let fillers = Set(words(\.fillers))

  /// A title that is a holiday's name and nothing more: "Veterans Day", "Lundi de Pâques" — not
  /// "Christmas Concert", which is an event on a school day.
  ///
  /// Every word of the title is part of a name, a filler or a number. Names are matched as
  /// keywords are, their words run together, so spellings of one name agree: "Veteran's Day",
  /// "Veterans' Day" and "Veterans Day" (the apostrophe splits off an "s"), "Buß-"/"Buss-",
  /// "Jr."/"Jr", "&"/"and".
  static func isHoliday(_ text: String) -> Bool { isHoliday(KeywordText.folded(text)) }

  /// The same, for a title already folded.
  static func isHoliday(_ text: FoldedText) -> Bool { isName(text, keys: [handHolidayKeys, dataHolidayKeys]) }

  /// Whether every word of `text` is part of a name of `keys`, a filler or a number.
  static func isName(_ text: FoldedText, keys: [RunTogetherSet]) -> Bool {
    let runs = keys.flatMap { $0.runs(in: text) }
    guard !runs.isEmpty else { return false }
    var named = [Bool](repeating: false, count: text.count)
    for run in runs { for i in run { named[i] = true } }
    let tokens = text.tokens
    return tokens.indices.allSatisfy { i in
      named[i] || fillers.contains(tokens[i]) || tokens[i].allSatisfy(\.isNumber)
    }
  }
  static func isObservance(_ text: String) -> Bool {
    !observanceMatcher.matches(in: text).isEmpty || !observanceWordMatcher.matches(in: text).isEmpty
  }
}
