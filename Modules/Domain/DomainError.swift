/// Problems with values a parent typed; each message names the value and how to fix it.
public enum DomainError: Error, Equatable, Sendable, CustomStringConvertible {
  case unknownWeekday(String)
  case malformedTask(String)
  case invalidName(String)
  case invalidDate(String)
  case noTasks(String)
  /// Text that may not be stored: the field ("player name") and what is wrong, ending in what to do.
  case unusableText(String, String)
  /// A message language TimeQuest has no messages in, and the codes it has.
  case unknownLanguage(String, known: [String])
  /// A school level `--school` does not know.
  case unknownSchoolLevel(String)
  /// A done-by time (`--done-by`) that is not a time of day.
  case invalidClockTime(String)

  public var description: String {
    switch self {
    case .unknownWeekday(let word):
      "'\(word)' is not a day: use mon,tue,wed,thu,fri,sat,sun or weekdays, weekends, daily"
    case .malformedTask(let text):
      "'\(text)' is not a task: use \"Name=MINUTES\", e.g. --task \"Brush teeth=3m\" (1 to 600 minutes)"
    case .invalidName(let name):
      "'\(name)' is not a usable name: use 1 to 40 printable characters"
    case .invalidDate(let text):
      "'\(text)' is not a date: use YYYY-MM-DD, e.g. 2026-12-21"
    case .noTasks(let routine):
      "routine '\(routine)' has no tasks: add at least one with --task \"Name=5m\""
    case .unusableText(let field, let problem):
      "the \(field) \(problem)"
    case .unknownLanguage(let text, let known):
      "'\(text)' is not a message language: use auto or one of \(known.joined(separator: ", "))"
    case .unknownSchoolLevel(let text):
      "'\(text)' is not a school level: use \(SchoolLevel.valueName.split(separator: "|").joined(separator: ", "))"
    case .invalidClockTime(let text):
      "'\(text)' is not a time of day: use HH:MM on a 24-hour clock, e.g. --done-by 08:05, or none to clear it"
    }
  }
}
