/// Names of public holidays and of observances, in the shipped languages: how a calendar of
/// holidays is recognised, and which of its days are not days off.
///
/// They are matched as keywords are (whole words, case and accents ignored), but are not the
/// parent's keywords: a holiday name alone says nothing about school on a school calendar.
enum HolidayNames {
  static let holidays: [String] = [
    // English
    "new year's day", "new years day", "martin luther king", "mlk day", "presidents day", "presidents' day",
    "washington's birthday", "memorial day", "juneteenth", "independence day", "labor day", "labour day",
    "columbus day", "indigenous peoples day", "veterans day", "thanksgiving", "christmas day", "christmas",
    "boxing day", "good friday", "easter monday", "easter", "early may bank holiday", "spring bank holiday",
    "summer bank holiday", "may day", "st andrew's day", "st. andrew's day", "canada day", "victoria day",
    "family day", "remembrance day", "civic holiday", "national day for truth and reconciliation",
    // Spanish
    "año nuevo", "epifanía", "reyes", "día de reyes", "jueves santo", "viernes santo", "lunes de pascua",
    "fiesta del trabajo", "día del trabajo", "asunción", "fiesta nacional", "hispanidad", "todos los santos",
    "día de la constitución", "constitución española", "inmaculada concepción", "inmaculada", "navidad",
    "san josé", "santiago apóstol", "día de andalucía", "día de la comunidad",
    // French
    "jour de l'an", "nouvel an", "lundi de pâques", "pâques", "fête du travail", "victoire 1945",
    "8 mai 1945", "ascension", "lundi de pentecôte", "pentecôte", "fête nationale", "assomption",
    "toussaint", "armistice", "noël", "fête de la victoire", "saint-jean-baptiste", "fête des patriotes",
    "action de grâce",
    "action de grâces", "vendredi saint", "journée nationale des patriotes",
    // German
    "neujahr", "heilige drei könige", "karfreitag", "ostermontag", "ostersonntag", "tag der arbeit",
    "christi himmelfahrt", "himmelfahrt", "pfingstmontag", "pfingstsonntag", "fronleichnam",
    "mariä himmelfahrt", "tag der deutschen einheit", "reformationstag", "allerheiligen",
    "buß- und bettag", "weihnachtstag", "1. weihnachtstag", "2. weihnachtstag", "erster weihnachtstag",
    "zweiter weihnachtstag", "weltkindertag", "internationaler frauentag",
  ]

  /// Days a holiday feed lists that are not days off.
  static let observances: [String] = [
    "valentine's day", "valentines day", "st. patrick's day", "st patrick's day", "saint patrick's day",
    "groundhog day", "mother's day", "mothers day", "father's day", "fathers day", "halloween", "earth day",
    "tax day", "flag day", "april fools", "cinco de mayo", "daylight saving", "election day", "black friday",
    "cyber monday", "valentinstag", "muttertag", "vatertag", "rosenmontag", "fastnacht", "aschermittwoch",
    "saint-valentin", "fête des mères", "fête des pères", "poisson d'avril", "chandeleur", "san valentín",
    "día de la madre", "día del padre", "día de los inocentes", "mardi gras", "ash wednesday", "shrove tuesday",
    "palm sunday", "candlemas", "christmas eve", "new year's eve", "new years eve", "heiligabend",
    "heiliger abend", "silvester", "nochebuena", "nochevieja", "réveillon", "saint-sylvestre",
    "first day of spring", "first day of summer", "first day of autumn", "first day of winter", "solstice",
    "equinox", "sommerzeit", "winterzeit", "heure d'été", "heure d'hiver",
  ]

  static let holidayMatcher = KeywordMatcher(keywords: holidays.map { Keyword(word: $0, kind: .noSchool) })
  static let observanceMatcher = KeywordMatcher(keywords: observances.map { Keyword(word: $0, kind: .noSchool) })

  /// Words in a calendar's name, categories or an event's description that say "public holidays".
  static let holidayCalendarWords: [String] = [
    "holidays", "public holiday", "public holidays", "bank holidays", "national holidays", "feiertage",
    "feiertag", "gesetzliche feiertage", "jours fériés", "jour férié", "férié", "fériés", "festivos",
    "festivo", "días festivos", "dias festivos", "feriados", "fêtes", "congés fériés",
  ]
  /// Words in a calendar's name that say "school holidays".
  static let schoolHolidayCalendarWords: [String] = [
    "schulferien", "*ferien", "ferien", "vacances scolaires", "vacances", "school holidays", "school holiday",
    "half term", "half terms", "term dates", "vacaciones escolares", "calendario escolar vacaciones",
  ]
  /// Words saying a listed day is observed but not a day off.
  static let observanceWords: [String] = [
    "observance", "observances", "journée mondiale", "gedenktag", "aktionstag", "nicht arbeitsfrei",
    "kein gesetzlicher feiertag", "not a public holiday", "not a day off", "from 7pm",
  ]
  /// Words saying a national feed's holiday is kept only in some regions: it says nothing for yours.
  static let regionalWords: [String] = [
    "nur in", "only in", "solo en", "sólo en", "uniquement en", "seulement en",
  ]
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
  static let fillers: Set<String> = [
    "observed", "day", "jr", "the", "of", "s", "de", "del", "la", "le", "les", "el", "du", "des", "der", "die",
    "am", "holiday", "public", "bank", "national", "jour", "dia", "tag", "en", "et", "y", "and",
  ]

  /// A title that is a holiday's name and nothing more: "Veterans Day", "Lundi de Pâques" — not
  /// "Christmas Concert", which is an event on a school day.
  static func isHoliday(_ text: String) -> Bool { isHoliday(KeywordText.folded(text)) }

  /// The same, for a title already folded.
  static func isHoliday(_ text: FoldedText) -> Bool {
    let found = holidayMatcher.matches(in: text)
    guard !found.isEmpty else { return false }
    let named = Set(found.flatMap { KeywordText.tokens($0.word) })
    return text.tokens.allSatisfy { token in
      named.contains(token) || fillers.contains(token) || token.allSatisfy(\.isNumber)
    }
  }
  static func isObservance(_ text: String) -> Bool {
    !observanceMatcher.matches(in: text).isEmpty || !observanceWordMatcher.matches(in: text).isEmpty
  }
}
