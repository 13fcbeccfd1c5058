/// Chips and sentences shown to children and by the notifier, in en, es, fr or de (unknown
/// languages fall back to English). Every template is a passive observation of the day, never
/// an instruction; `MessagePack.allTemplates` is what the passive-language test reads.
public enum ContextMessage {
  /// The languages with a message pack.
  public static var languages: [String] { MessagePack.all.map(\.language) }

  /// The short chip: "School day", "Free day · Winter Break", "Free afternoon today", "Weekend",
  /// "Summer break"; for an unknown day the weekday ("Saturday"), as the weekday rules show it.
  /// With `relative: .tomorrow` the chip says the day is tomorrow: "Free day tomorrow · Thanksgiving".
  public static func chip(for context: DayContext, language: String = "en", relative: RelativeDay = .today) -> String {
    let pack = MessagePack.pack(for: language)
    let tomorrow = relative == .tomorrow
    let plain: (String) -> String = { tomorrow ? fill(pack.tomorrowChip, ["chip": $0]) : $0 }
    switch context.kind {
    case .schoolDay:
      guard context.freeAfternoon else { return plain(pack.schoolDay) }
      return tomorrow ? pack.freeAfternoonTomorrow : pack.freeAfternoon
    case .freeDay:
      switch context.reason {
      case ContextReason.weekend? where context.rule == .weekend: return plain(pack.weekend)
      case ContextReason.summerBreak?: return plain(pack.summerBreak)
      case nil: return plain(pack.freeDay)
      case let reason?:
        return fill(
          tomorrow ? pack.freeDayTomorrowBecause : pack.freeDayBecause,
          ["reason": localized(reason, rule: context.rule, pack)])
      }
    case .unknown:
      let weekday = capitalized(pack.weekdayName(context.date.weekday))
      return tomorrow ? fill(pack.weekdayTomorrow, ["Weekday": weekday]) : weekday
    }
  }

  /// One sentence for the notifier: the weekday and date, the chip, and what changes next;
  /// for an unknown day "the usual Monday" and why it is unknown. With `relative: .tomorrow` it
  /// says the day is tomorrow, and counts what changes next from today.
  public static func sentence(
    for context: DayContext, language: String = "en", relative: RelativeDay = .today
  ) -> String {
    let pack = MessagePack.pack(for: language)
    let values = [
      "Weekday": capitalized(pack.weekdayName(context.date.weekday)),
      "weekday": pack.weekdayName(context.date.weekday),
      "date": context.date.description,
    ]
    let tomorrow = relative == .tomorrow
    switch context.kind {
    case .unknown:
      guard let reason = context.reason else { return fill(tomorrow ? pack.usualTomorrow : pack.usualDay, values) }
      return fill(
        tomorrow ? pack.usualTomorrowBecause : pack.usualDayBecause,
        values.merging(["reason": localized(reason, rule: context.rule, pack)]) { $1 })
    case .schoolDay, .freeDay:
      let chip = chip(for: context, language: language, relative: relative)
      let sentence = fill(pack.daySentence, values.merging(["chip": chip]) { $1 })
      guard let next = nextPhrase(for: context, language: language, relative: relative) else { return sentence }
      return sentence + " " + fill(pack.nextSentence, ["next": next])
    }
  }

  /// What changes next, when the engine found a change within two weeks: "School resumes Monday",
  /// "Free day Friday · Teacher In-Service", "Weekend from tomorrow"; nil otherwise. "Tomorrow" and
  /// "Friday" count from the reader's day: with `relative: .tomorrow`, the day before `context.date`.
  public static func nextPhrase(
    for context: DayContext, language: String = "en", relative: RelativeDay = .today
  ) -> String? {
    guard let next = context.next else { return nil }
    let pack = MessagePack.pack(for: language)
    let days = context.date.days(to: next.date) + relative.offset
    let when = fill(
      days == 1 ? pack.whenTomorrow : days < 7 ? pack.whenWeekday : pack.whenDate, dateValues(next.date, pack))
    let on = fill(days == 1 ? pack.onTomorrow : days < 7 ? pack.onWeekday : pack.onDate, dateValues(next.date, pack))
    switch next.kind {
    case .schoolDay:
      return fill(pack.schoolResumes, ["when": when])
    case .freeDay:
      switch next.reason {
      case ContextReason.weekend?: return fill(pack.weekendFrom, ["when": when])
      case ContextReason.summerBreak?: return fill(pack.summerBreakFrom, ["when": when])
      case nil: return fill(pack.freeDayOn, ["on": on])
      case let reason?: return fill(pack.freeDayOnBecause, ["on": on, "reason": localized(reason, rule: nil, pack)])
      }
    case .unknown:
      return nil
    }
  }

  /// A reason in the pack's language when the engine or the app wrote it; titles and notes as they are.
  public static func reason(for context: DayContext, language: String = "en") -> String? {
    context.reason.map { localized($0, rule: context.rule, MessagePack.pack(for: language)) }
  }

  /// Why a title's closure phrase decided a free day or did not, in the pack's language: "'Winter
  /// Break' is the title's subject", "'Holiday' names a shop here".
  public static func reading(_ reading: ClosureReading, language: String = "en") -> String {
    let pack = MessagePack.pack(for: language)
    let phrase = ["phrase": reading.phrase]
    switch reading.role {
    case .subject: return fill(pack.closureSubject, phrase)
    case .names(let noun): return fill(pack.closureNames, phrase.merging(["noun": noun]) { $1 })
    case .returnFrom: return fill(pack.closureReturn, phrase)
    case .time(let word): return fill(pack.closureTime, phrase.merging(["word": word]) { $1 })
    case .verb: return fill(pack.closureVerb, phrase)
    case .laterToday: return fill(pack.closureLater, phrase)
    case .bridge(let word): return fill(pack.closureBridge, phrase.merging(["word": word]) { $1 })
    case .overCondition(let word): return fill(pack.closureCondition, phrase.merging(["word": word]) { $1 })
    }
  }

  // MARK: - Filling templates

  static func localized(_ reason: String, rule: DayContext.Rule?, _ pack: MessagePack) -> String {
    switch rule {
    case .calendarOff?: return pack.calendarOff
    case .calendarUnavailable?:
      let prefix = "calendar unavailable: "
      let source = reason.hasPrefix(prefix) ? String(reason.dropFirst(prefix.count)) : reason
      return fill(pack.calendarUnavailable, ["source": source])
    default: break
    }
    switch reason {
    case ContextReason.weekend: return pack.weekend
    case ContextReason.outsideSchoolWeek: return pack.outsideSchoolWeek
    case ContextReason.summerBreak: return pack.summerBreak
    case ContextReason.termBreak: return pack.termBreak
    case ContextReason.schoolTerm: return pack.schoolTerm
    case ContextReason.schoolEvents: return pack.schoolEvents
    case ContextReason.betweenSchoolHolidays: return pack.betweenSchoolHolidays
    case ContextReason.noPublicHoliday: return pack.noPublicHoliday
    case ContextReason.noCycleDay: return pack.noCycleDay
    case ContextReason.noLessonDay: return pack.noLessonDay
    case ContextReason.seriesSkip: return pack.seriesSkip
    case ContextReason.noInformation: return pack.noInformation
    default: return reason
    }
  }

  /// The heading of a day's page: "Monday 21 December 2026", "Montag, 21. Dezember 2026".
  public static func heading(for date: LocalDate, language: String = "en") -> String {
    let pack = MessagePack.pack(for: language)
    var values = dateValues(date, pack)
    values["Weekday"] = capitalized(pack.weekdayName(date.weekday))
    values["year"] = String(date.year)
    return fill(pack.dayHeading, values)
  }

  /// "No quests today." in the reader's language.
  public static func noQuests(language: String = "en") -> String { MessagePack.pack(for: language).noQuests }

  /// An unknown day's line: the weekday's usual routines, and why the calendar could not say more.
  public static func usualRoutines(for context: DayContext, reason: String, language: String = "en") -> String {
    let pack = MessagePack.pack(for: language)
    return fill(pack.usualRoutines, ["weekday": pack.weekdayName(context.date.weekday), "reason": reason])
  }

  private static func dateValues(_ date: LocalDate, _ pack: MessagePack) -> [String: String] {
    ["weekday": pack.weekdayName(date.weekday), "day": String(date.day), "month": pack.months[date.month - 1]]
  }

  /// Replaces each `{name}` with its value; unknown names stay as written.
  static func fill(_ template: String, _ values: [String: String]) -> String {
    var result = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else { break }
      let name = String(rest[rest.index(after: open)..<close])
      result += values[name] ?? "{\(name)}"
      rest = rest[rest.index(after: close)...]
    }
    result += rest
    return result
  }

  static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
