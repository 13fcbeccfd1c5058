/// Names of public holidays and of observances, in every language of `Language.all`: how a
/// calendar of holidays is recognised, and which of its days are not days off.
///
/// They are matched as keywords are (whole words, case and accents ignored), but are not the
/// parent's keywords: a holiday name alone says nothing about school on a school calendar.
enum HolidayNames {
  static let holidays = words(\.holidays)
  /// Days a holiday feed lists that are not days off.
  static let observances = words(\.observances)

  /// One kind of word, in every language of `Language.all`.
  static func words(_ kind: KeyPath<HolidayWords, [String]>) -> [String] {
    Language.all.flatMap { $0.holidayNames[keyPath: kind] }
  }

  /// Every name, and each name written without its "and" ("Buß- & Bettag" folds to "buss bettag").
  static let holidayMatcher = KeywordMatcher(
    keywords: (holidays + holidays.compactMap(withoutConnectors)).map { Keyword(word: $0, kind: .noSchool) })

  /// Words joining the two parts of a name ("Buß- und Bettag"), which a title may write "&".
  static let connectors = Set(words(\.connectors).map(KeywordText.key))

  /// `name` without its connectors, when it has one.
  static func withoutConnectors(_ name: String) -> String? {
    let tokens = KeywordText.tokens(name)
    let kept = tokens.filter { !connectors.contains($0) }
    return kept.count < tokens.count && !kept.isEmpty ? kept.joined(separator: " ") : nil
  }
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
  static func isHoliday(_ text: FoldedText) -> Bool {
    let hits = holidayMatcher.hits(in: text)
    guard !hits.isEmpty else { return false }
    var named = [Bool](repeating: false, count: text.count)
    for hit in hits { for i in hit.words { named[i] = true } }
    let tokens = text.tokens
    return tokens.indices.allSatisfy { i in
      named[i] || fillers.contains(tokens[i]) || tokens[i].allSatisfy(\.isNumber)
    }
  }
  static func isObservance(_ text: String) -> Bool {
    !observanceMatcher.matches(in: text).isEmpty || !observanceWordMatcher.matches(in: text).isEmpty
  }
}
