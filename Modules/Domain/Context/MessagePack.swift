/// Every word a child or the notifier reads about the day, in one language.
///
/// Templates take `{name}` placeholders. `when` forms follow a verb or preposition ("School
/// resumes {when}", "Weekend from {when}"); `on` forms stand alone after a noun ("Free day {on}"),
/// which German and Spanish phrase differently ("am Freitag", "el viernes").
public struct MessagePack: Sendable {
  /// The code of the `Language` that holds the pack, set by it.
  public internal(set) var language = ""

  // Chips
  public var schoolDay: String
  public var freeAfternoon: String
  public var freeDay: String
  /// `{reason}`
  public var freeDayBecause: String
  public var weekend: String
  public var summerBreak: String

  // Reasons the engine and the app write
  public var outsideSchoolWeek: String
  public var termBreak: String
  public var schoolTerm: String
  public var schoolEvents: String
  /// A school-week day outside the ranges of a school-holiday calendar.
  public var betweenSchoolHolidays: String
  /// A school-week day a complete public-holiday calendar (the built-in holidays) leaves free of holidays.
  public var noPublicHoliday: String
  /// A school-week day without the day-cycle event ("Day 3", "B Day") a school calendar gives every
  /// class day. (A default in English for a pack that does not say it yet.)
  public var noCycleDay: String = "No cycle day on the school calendar"
  /// A school-week day without the lesson a lesson plan (one all-day event per class day) gives every class day.
  public var noLessonDay: String = "No lesson on the school calendar's lesson plan"
  /// A school-week day a recurring school-day event (a weekly lesson, a daily drop-off) skips.
  public var seriesSkip: String = "A recurring school event skips this day"
  public var noInformation: String
  public var calendarOff: String
  /// `{source}`
  public var calendarUnavailable: String

  // Sentences
  /// `{Weekday}`, `{date}`, `{chip}`
  public var daySentence: String
  /// `{next}`
  public var nextSentence: String
  /// `{Weekday}`, `{weekday}`, `{date}`
  public var usualDay: String
  /// `{Weekday}`, `{weekday}`, `{date}`, `{reason}`
  public var usualDayBecause: String

  // What changes next
  /// `{when}`
  public var schoolResumes: String
  /// `{when}`
  public var weekendFrom: String
  /// `{when}`
  public var summerBreakFrom: String
  /// `{on}`
  public var freeDayOn: String
  /// `{on}`, `{reason}`
  public var freeDayOnBecause: String

  // When: tomorrow, a weekday within the week, or a weekday with its date further on
  public var whenTomorrow: String
  /// `{weekday}`
  public var whenWeekday: String
  /// `{weekday}`, `{day}`, `{month}`
  public var whenDate: String
  public var onTomorrow: String
  public var onWeekday: String
  public var onDate: String

  // The next day, for `--tomorrow`: the chip says so ("School day tomorrow", "Free day tomorrow · Thanksgiving")
  /// `{chip}`: a chip without a reason ("School day", "Weekend")
  public var tomorrowChip: String
  /// `{reason}`
  public var freeDayTomorrowBecause: String
  public var freeAfternoonTomorrow: String
  /// `{Weekday}`: the chip of an unknown day
  public var weekdayTomorrow: String
  /// `{weekday}`, `{date}`
  public var usualTomorrow: String
  /// `{weekday}`, `{date}`, `{reason}`
  public var usualTomorrowBecause: String

  // tq-player today's page for a child
  /// `{Weekday}`, `{weekday}`, `{day}`, `{month}`, `{year}`: the heading of the day's page.
  public var dayHeading: String
  /// The day has no quest for the player.
  public var noQuests: String
  /// `{weekday}`, `{reason}`: an unknown day shows the weekday's usual routines, and why.
  public var usualRoutines: String

  /// Sunday first, as `Weekday` numbers them; written as they appear mid-sentence.
  public var weekdays: [String]
  /// January first.
  public var months: [String]

  // How `calendar explain` read a title's closure phrase: `{phrase}` as the title writes it. A
  // language without its own words here shows English's.
  /// `{phrase}`: the phrase is what the title is about, and decides.
  public var closureSubject = "'{phrase}' is the title's subject"
  /// `{phrase}`, `{noun}`: the phrase qualifies a thing happening at school ("Holiday Shop").
  public var closureNames = "'{phrase}' names a {noun} here"
  /// `{phrase}`: the school comes back from it ("back from winter break").
  public var closureReturn = "'{phrase}' is what the school returns from"
  /// `{phrase}`, `{word}`: it only places the event before or after it ("after spring break").
  public var closureTime = "'{phrase}' only places the event in time ('{word}')"
  /// `{phrase}`: a verb, not a closure ("Break the Reading Record").
  public var closureVerb = "'{phrase}' is a verb here"
  /// `{phrase}`: it begins once the day's school is over ("Winter Break Begins at End of Day").
  public var closureLater = "'{phrase}' falls after the school day"
  /// `{phrase}`, `{word}`: a public holiday the day bridges ("Day after Ascension"), a day off.
  public var closureBridge = "'{phrase}' is a holiday and this day bridges it ('{word}'): a day off"
  /// `{phrase}`, `{word}`: the closure decides; the make-up day `{word}` is only a condition.
  public var closureCondition = "'{phrase}' is the title's subject; '{word}' is only a condition"

  public func weekdayName(_ day: Weekday) -> String { weekdays[day.rawValue - 1] }

  /// Every template and word of the pack, for the passive-language test.
  public var allTemplates: [String] {
    [
      schoolDay, freeAfternoon, freeDay, freeDayBecause, weekend, summerBreak, outsideSchoolWeek, termBreak,
      schoolTerm, schoolEvents, betweenSchoolHolidays, noPublicHoliday, noCycleDay, noLessonDay, seriesSkip,
      noInformation,
      calendarOff, calendarUnavailable,
      daySentence,
      nextSentence,
      usualDay, usualDayBecause, schoolResumes, weekendFrom, summerBreakFrom, freeDayOn, freeDayOnBecause,
      whenTomorrow, whenWeekday, whenDate, onTomorrow, onWeekday, onDate, tomorrowChip, freeDayTomorrowBecause,
      freeAfternoonTomorrow, weekdayTomorrow, usualTomorrow, usualTomorrowBecause, dayHeading, noQuests,
      usualRoutines, closureSubject, closureNames, closureReturn, closureTime, closureVerb, closureLater,
      closureBridge, closureCondition,
    ] + weekdays + months
  }

  /// The packs shipped, one per `Language.withMessages`.
  public static var all: [MessagePack] { Language.withMessages.map(\.messages) }

  /// The pack for an ISO 639-1 code (a region such as "de-AT" or "es_MX" is ignored), else English.
  public static func pack(for language: String) -> MessagePack { Language.matching(language).messages }
}
