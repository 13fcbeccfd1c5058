/// One language TimeQuest speaks: its messages, its game's words, its keywords and its holiday
/// names, in one value per file (English.swift, Spanish.swift, …) and one list, `Language.all`.
///
/// The message packs, the keyword catalogue and the holiday names all read from that list, so a
/// new language is its file plus one entry in `all` (see docs/recipes/add-a-language.md).
/// Which language a reader is shown (`MessageLanguage`) and which keyword packs a school calendar
/// is matched with (`KeywordPreferences.languages`) are chosen apart: a family may read English
/// while its school writes German.
public struct Language: Sendable {
  /// ISO 639-1, lower case: "en".
  public var code: String
  /// The English name, for listings: "German".
  public var name: String
  /// What a child or the notifier reads about the day.
  public var messages: MessagePack
  /// What the estimation game shows.
  public var game: GameMessagePack
  /// The built-in keywords by kind, as school calendars in this language write them.
  ///
  /// Choices worth knowing, in every language:
  /// - No phrase that a no-school title also contains is a school-day word: "school day" would make
  ///   "No School Day" a school day, so it is not in the list (the same for "Schultag", "día lectivo").
  /// - "Back to School Night" is an evening event weeks into term, so "back to school" is no term start
  ///   (and an event that starts after the core hours or names a night or an evening is never a term
  ///   boundary).
  /// - German holidays are compounds: "*ferien" matches any word ending in "ferien"
  ///   (Herbstferien, Sommerferien, Pfingstferien), never "Ferienende" or "Ferienbetreuung".
  /// - Plurals are listed where titles use them ("holidays", "half days"): matching is by whole words.
  public var keywords: [KeywordKind: [String]]
  /// How a holiday calendar in this language names its days and itself.
  public var holidayNames: HolidayWords
  /// How school calendars in this language name school levels and grades ("(Elementary)", "Grades
  /// 6-12", "Grundschule"): an event that names levels counts only for players of those levels.
  /// Empty by default: no title is read as naming a level.
  public var schoolLevels: SchoolLevelWords

  public init(
    code: String, name: String, messages: MessagePack, game: GameMessagePack, keywords: [KeywordKind: [String]],
    holidayNames: HolidayWords, schoolLevels: SchoolLevelWords = SchoolLevelWords()
  ) {
    self.code = code
    self.name = name
    self.messages = messages
    self.game = game
    self.keywords = keywords
    self.holidayNames = holidayNames
    self.schoolLevels = schoolLevels
    // The packs carry their code so a pack alone still says which language it is.
    self.messages.language = code
    self.game.language = code
  }

  /// Every language shipped, in the order they are listed: en, es, fr, de.
  public static let all: [Language] = [.english, .spanish, .french, .german]

  /// The language with exactly this code (any case), or nil.
  public static func withCode(_ code: String) -> Language? {
    let code = code.lowercased()
    return all.first { $0.code == code }
  }

  /// The language of a tag such as "de", "de-AT" or "es_MX" (the region is ignored), else English.
  public static func matching(_ tag: String) -> Language {
    withCode(String(tag.prefix { $0.isLetter })) ?? .english
  }
}

/// The words of one language that recognise public holidays (see `HolidayNames`).
public struct HolidayWords: Sendable {
  /// Names of days off: "Labor Day", "Tag der Arbeit".
  public var holidays: [String]
  /// Days a holiday feed lists that are not days off: "Halloween", "Valentinstag".
  public var observances: [String]
  /// Words in a calendar's name, categories or an event's description that say "public holidays".
  public var holidayCalendars: [String]
  /// Words in a calendar's name that say "school holidays".
  public var schoolHolidayCalendars: [String]
  /// Words saying a listed day is observed but not a day off.
  public var notDaysOff: [String]
  /// Words saying a national feed's holiday is kept only in some regions ("Nur in Sachsen").
  public var regional: [String]
  /// Words a holiday's title may carry besides its name: "Labor Day (observed) 2026".
  public var fillers: [String]

  public init(
    holidays: [String], observances: [String], holidayCalendars: [String], schoolHolidayCalendars: [String],
    notDaysOff: [String], regional: [String], fillers: [String]
  ) {
    self.holidays = holidays
    self.observances = observances
    self.holidayCalendars = holidayCalendars
    self.schoolHolidayCalendars = schoolHolidayCalendars
    self.notDaysOff = notDaysOff
    self.regional = regional
    self.fillers = fillers
  }

  /// Every word, for the completeness test.
  public var all: [String] {
    holidays + observances + holidayCalendars + schoolHolidayCalendars + notDaysOff + regional + fillers
  }
}
