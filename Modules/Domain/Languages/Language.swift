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
  /// What a child or the notifier reads about the day. A language whose pack only reads school
  /// calendars has English's (whose `language` is "en"): no message is shown in a translation
  /// nobody has written, and `hasMessages` tells the two apart.
  public var messages: MessagePack
  /// What the estimation game shows; English's exactly when `messages` is.
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
  /// How a title in this language uses a closure word for something else ("Holiday Concert",
  /// "back from winter break"); empty, a closure word in the language is always what its title is about.
  public var titleGrammar: TitleGrammar

  /// Words naming a term in a title ("Term 1", "Autumn Term", "Semester 1", "Trimestre 2"): an
  /// event of weeks titled so is a term, school inside and holidays between (see `FeedShapes`).
  /// Matched as keywords are, in every language whatever the parent chose, like holiday names.
  public var termWords: [String]
  /// The word a day-cycle title pairs with a number or a letter: "day" of "Day 3" and "B Day",
  /// "jour" of "Jour 3", folded as titles are (see `FeedShapes`).
  public var cycleDayWords: [String]

  /// How school calendars in this language name school levels and grades ("(Elementary)", "Grades
  /// 6-12", "Grundschule"): an event that names levels counts only for players of those levels.
  /// Empty by default: no title is read as naming a level.
  public var schoolLevels: SchoolLevelWords

  public init(
    code: String, name: String, messages: MessagePack, game: GameMessagePack, keywords: [KeywordKind: [String]],
    holidayNames: HolidayWords, titleGrammar: TitleGrammar = TitleGrammar(), termWords: [String] = [],
    cycleDayWords: [String] = [], schoolLevels: SchoolLevelWords = SchoolLevelWords()
  ) {
    self.code = code
    self.name = name
    self.messages = messages
    self.game = game
    self.keywords = keywords
    self.holidayNames = holidayNames
    self.titleGrammar = titleGrammar
    self.termWords = termWords
    self.cycleDayWords = cycleDayWords
    self.schoolLevels = schoolLevels
    // The packs carry their code so a pack alone still says which language it is.
    self.messages.language = code
    self.game.language = code
  }

  /// Whether a reader can be shown messages in this language (else they are English's).
  public var hasMessages: Bool { messages.language == code }

  /// A language whose pack reads school calendars (keywords, holiday names) and shows no messages.
  public init(
    code: String, name: String, keywords: [KeywordKind: [String]], holidayNames: HolidayWords,
    titleGrammar: TitleGrammar = TitleGrammar(), termWords: [String] = [], cycleDayWords: [String] = [],
    schoolLevels: SchoolLevelWords = SchoolLevelWords()
  ) {
    self.init(
      code: code, name: name, messages: Language.english.messages, game: Language.english.game, keywords: keywords,
      holidayNames: holidayNames, titleGrammar: titleGrammar, termWords: termWords, cycleDayWords: cycleDayWords,
      schoolLevels: schoolLevels)
    // English's packs, still saying they are English's: `hasMessages` is false.
    messages.language = Language.english.code
    game.language = Language.english.code
  }

  /// Every language shipped, in the order they are listed: the four with messages (en, es, fr,
  /// de), then the ones that only read calendars: the twelve of settings version 3, then the
  /// twenty-one of version 4, most written first, then the five of version 5.
  public static let all: [Language] = [
    .english, .spanish, .french, .german, .dutch, .italian, .portuguese, .polish, .swedish, .danish, .norwegian,
    .finnish, .japanese, .korean, .chinese, .hebrew, .russian, .turkish, .arabic, .indonesian, .ukrainian,
    .romanian, .hungarian, .czech, .greek, .malay, .catalan, .slovak, .croatian, .serbian, .bulgarian, .slovene,
    .lithuanian, .latvian, .estonian, .icelandic, .frisian, .albanian, .belarusian, .maltese, .luxembourgish,
    .irish,
  ]

  /// The languages a reader can be shown messages in: en, es, fr, de.
  public static let withMessages: [Language] = all.filter(\.hasMessages)

  /// Codes a language is also known by: Norwegian Bokmål is "nb", and "no" (the macrolanguage, as
  /// `LANG=no_NO` and python-holidays name it) means it too.
  static let aliases = ["no": "nb"]

  /// The language with exactly this code (any case, or an alias), or nil.
  public static func withCode(_ code: String) -> Language? {
    let code = code.lowercased()
    let canonical = aliases[code] ?? code
    return all.first { $0.code == canonical }
  }

  /// The language with exactly this code (any case, or an alias) if a reader can be shown messages in it.
  public static func withMessages(code: String) -> Language? {
    withCode(code).flatMap { $0.hasMessages ? $0 : nil }
  }

  /// The language with messages of a tag such as "de", "de-AT" or "es_MX" (the region is ignored),
  /// else English: a language that only reads calendars ("nl") shows English.
  public static func matching(_ tag: String) -> Language {
    guard let language = withCode(String(tag.prefix { $0.isLetter })), language.hasMessages else { return .english }
    return language
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
  /// Words joining the parts of a name, which a title may write "&": "and", "und" ("Buß- und Bettag").
  public var connectors: [String]

  /// Words that introduce the region a title's holiday is for: "Zone" A, "Region" Süd (see `RegionTitles`).
  public var regionMarkers: [String]
  /// Words that are themselves regions, in parentheses or at a title's end: "(noord)", "Winterferien Nord".
  public var regionNames: [String]
  /// Words saying a feed's listing is its town's own holiday ("Fiesta local en Almería"), which the
  /// built-in data of the country cannot know: kept as a day off where the data says otherwise.
  public var local: [String]

  public init(
    holidays: [String], observances: [String], holidayCalendars: [String], schoolHolidayCalendars: [String],
    notDaysOff: [String], regional: [String], fillers: [String], connectors: [String] = [],
    regionMarkers: [String] = [], regionNames: [String] = [], local: [String] = []
  ) {
    self.local = local
    self.connectors = connectors
    self.regionMarkers = regionMarkers
    self.regionNames = regionNames
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
    holidays + observances + holidayCalendars + schoolHolidayCalendars + notDaysOff + regional + fillers + connectors
      + local
  }
}

/// The words of one language that tell a title's subject from a closure word that only qualifies
/// something else (see `ClosureReading`). Words are matched as keywords are (whole words, run
/// together or split, `*` for part of a compound), in every shipped language at once.
public struct TitleGrammar: Sendable {
  /// Heads of things that happen at or for school, which a closure word in the same clause then
  /// only qualifies: "Holiday *Concert*", "Spring Break *Camp*", "No School *Bus* Service",
  /// "*Stage* de vacances", "Ferien-*Betreuung*".
  public var activities: [String]
  /// Words of coming back from a closure, before it in its clause: "*back* from winter break",
  /// "*retour* de vacances", "*Rückkehr* aus den Ferien".
  public var returns: [String]
  /// Words placing an event before or after a closure, before it in its clause: "*after* spring
  /// break", "*avant* les vacances", "*nach* den Ferien", "*después de* las vacaciones".
  public var times: [String]
  /// Closure words that are verbs too ("break"): at the start of a clause and followed by one
  /// of `objects` ("Break *the* Reading Record") they are the verb.
  public var verbs: [String]
  /// Words that follow a verb and not a noun: articles, possessives ("the", "a", "your").
  public var objects: [String]
  /// Words after a closure phrase saying it begins once the day's school is over: "Winter Break
  /// Begins *at End of Day*".
  public var laterToday: [String]
  /// Words opening a bridge day's title, before the public holiday it follows: "*Day after*
  /// Ascension", "*Friday after* Thanksgiving", "*Tag nach* Himmelfahrt", "*lendemain de*
  /// l'Ascension". Such a day is off with the holiday, not placed by it (see `ClosureReading`).
  public var bridges: [String]
  /// Words opening a bridge day's title before a date, and only a date: "*Day before* 1 May",
  /// "*Tag vor dem* 1. November". Before a holiday's name they only place the day ("Day before
  /// Thanksgiving" is often a short school day), but nobody names an ordinary school day by the
  /// date it comes before.
  public var datedBridges: [String]
  /// Words making what a clause says a condition, not a fact: "Snow make-up day *(if needed)*",
  /// "*falls nötig*". A make-up day only if needed does not hold school on a day its title closes.
  public var conditions: [String]
  /// Words that, on a day outside the school week, say it is a school day (a working weekend that
  /// makes up for a bridge day): 调休, 上课. On a school-week day they say nothing.
  public var weekendSchool: [String]
  /// Words of time or of coming back written right after a closure, as postposition languages put
  /// them: "joululoman *jälkeen*", "téli szünet *után*", "tatilden *sonra*", "tatil *dönüşü*",
  /// "冬休み*前*", "방학 *후*", "寒假*后*". The event is placed by the closure, as with `times`.
  public var postpositions: [String]

  public init(
    activities: [String] = [], returns: [String] = [], times: [String] = [], verbs: [String] = [],
    objects: [String] = [], laterToday: [String] = [], bridges: [String] = [], datedBridges: [String] = [],
    conditions: [String] = [], weekendSchool: [String] = [], postpositions: [String] = []
  ) {
    self.datedBridges = datedBridges
    self.activities = activities
    self.returns = returns
    self.times = times
    self.verbs = verbs
    self.objects = objects
    self.laterToday = laterToday
    self.bridges = bridges
    self.conditions = conditions
    self.weekendSchool = weekendSchool
    self.postpositions = postpositions
  }

  /// Every word, for the completeness test.
  public var all: [String] {
    activities + returns + times + verbs + objects + laterToday + bridges + datedBridges + conditions
      + weekendSchool + postpositions
  }
}
