/// One step of a routine, with the minutes it is expected to take.
public struct RoutineTask: Hashable, Codable, Sendable {
  public var name: String
  public var minutes: Int

  public init(name: String, minutes: Int) {
    self.name = name
    self.minutes = minutes
  }

  /// The minutes a task may take, typed, imported or read back.
  public static let minutesRange = 1...600

  /// Parses the command-line form `Brush teeth=3m` (also `=3`, `=3min`, `=1h`, `=1h30m`).
  /// - Throws: `DomainError.malformedTask` naming the text and the expected form.
  public static func parse(_ text: String) throws(DomainError) -> RoutineTask {
    guard let eq = text.lastIndex(of: "=") else { throw .malformedTask(text) }
    let name = text[..<eq].trimmingWhitespace()
    let amount = text[text.index(after: eq)...].trimmingWhitespace().lowercased()
    guard !name.isEmpty, let minutes = DurationText.minutes(amount), minutesRange.contains(minutes) else {
      throw .malformedTask(text)
    }
    return RoutineTask(name: try StoredText.validate(name, as: .taskName), minutes: minutes)
  }
}

/// A named, ordered list of tasks a player does on some weekdays.
public struct Routine: Hashable, Codable, Sendable {
  public var name: String
  public var player: String
  public var tasks: [RoutineTask]
  public var activeDays: Set<Weekday>
  public var mode: CalendarMode
  /// The time of day the routine should be done by, if the parent set one (`--done-by 08:05`).
  public var doneBy: DailyTime?

  public init(
    name: String, player: String, tasks: [RoutineTask], activeDays: Set<Weekday>, mode: CalendarMode = .always,
    doneBy: DailyTime? = nil
  ) {
    self.name = name
    self.player = player
    self.tasks = tasks
    self.activeDays = activeDays
    self.mode = mode
    self.doneBy = doneBy
  }

  /// Saturating: a routine read back from a damaged file must not trap on its sum.
  public var totalMinutes: Int {
    tasks.reduce(0) { total, task in
      let (sum, overflow) = total.addingReportingOverflow(task.minutes)
      return overflow ? (task.minutes < 0 ? Int.min : Int.max) : sum
    }
  }
}

/// A child who plays routines, with the game settings the parent chose for them.
public struct Player: Hashable, Sendable {
  public var name: String
  /// Whether the game shows the task's recent times before a guess.
  public var pastTimes: PastTimesSetting
  /// Whether a cue sounds when the guessed time is reached (the game's `--quiet` silences it once).
  public var cue: Bool
  /// The code of the language this player reads messages in; nil follows the household (`auto`).
  public var language: String?
  /// The stage of school they are at; nil reads every level a calendar names as theirs.
  public var school: SchoolLevel?
  /// Whether the game shows the parent's planned time for a task after the guess ("Planned: 5 min").
  public var showPlanned: Bool

  public init(
    name: String, pastTimes: PastTimesSetting = .auto, cue: Bool = true, language: String? = nil,
    school: SchoolLevel? = nil, showPlanned: Bool = false
  ) {
    self.name = name
    self.pastTimes = pastTimes
    self.cue = cue
    self.language = language
    self.school = school
    self.showPlanned = showPlanned
  }

  /// Player names are shown to children and typed by parents: printable, short, not blank, in NFC.
  public static func validate(name: String) throws(DomainError) -> String {
    try StoredText.validate(name, as: .playerName)
  }
}

/// In backups a player is `{"name"}` plus only the settings that differ from the defaults, so a
/// household whose players were never changed writes the same JSON as before the settings existed.
extension Player: Codable {
  enum CodingKeys: String, CodingKey {
    case name, pastTimes, cue, language, school, showPlanned
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let text = try container.decodeIfPresent(String.self, forKey: .pastTimes) ?? PastTimesSetting.auto.rawValue
    guard let pastTimes = PastTimesSetting(rawValue: text) else {
      throw DecodingError.dataCorruptedError(
        forKey: .pastTimes, in: container,
        debugDescription: "'\(text)' is not a past-times setting: use auto, on or off")
    }
    var language: String?
    if let text = try container.decodeIfPresent(String.self, forKey: .language) {
      do {
        language = try LanguageSetting(parsing: text).code
      } catch {
        throw DecodingError.dataCorruptedError(forKey: .language, in: container, debugDescription: error.description)
      }
    }
    var school: SchoolLevel?
    if let text = try container.decodeIfPresent(String.self, forKey: .school) {
      guard let level = SchoolLevel(rawValue: text) else {
        throw DecodingError.dataCorruptedError(
          forKey: .school, in: container, debugDescription: DomainError.unknownSchoolLevel(text).description)
      }
      school = level
    }
    self.init(
      name: try container.decode(String.self, forKey: .name), pastTimes: pastTimes,
      cue: try container.decodeIfPresent(Bool.self, forKey: .cue) ?? true, language: language, school: school,
      showPlanned: try container.decodeIfPresent(Bool.self, forKey: .showPlanned) ?? false)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    if pastTimes != .auto { try container.encode(pastTimes, forKey: .pastTimes) }
    if !cue { try container.encode(cue, forKey: .cue) }
    if let language { try container.encode(language, forKey: .language) }
    if let school { try container.encode(school, forKey: .school) }
    if showPlanned { try container.encode(showPlanned, forKey: .showPlanned) }
  }
}

extension DurationText {
  /// Minutes in `5`, `5m`, `5min`, `1h`, `1h30m`, `90 minutes`; nil when not a duration.
  static func minutes(_ text: String) -> Int? {
    var total = 0
    var number = ""
    var sawUnit = false
    var rest = Substring(text.filter { $0 != " " })
    if rest.isEmpty { return nil }
    while let c = rest.first {
      if c.isASCII, c.isNumber {
        number.append(c)
        rest = rest.dropFirst()
        continue
      }
      guard let n = Int(number) else { return nil }
      let units: [(String, Int)] = [
        ("minutes", 1), ("minute", 1), ("mins", 1), ("min", 1), ("m", 1),
        ("hours", 60), ("hour", 60), ("hrs", 60), ("hr", 60), ("h", 60),
      ]
      guard let unit = units.first(where: { rest.hasPrefix($0.0) }) else { return nil }
      total += n * unit.1
      rest = rest.dropFirst(unit.0.count)
      number = ""
      sawUnit = true
    }
    if !number.isEmpty {
      guard let n = Int(number) else { return nil }
      total += n
    } else if !sawUnit {
      return nil
    }
    return total
  }
}

extension StringProtocol {
  func trimmingWhitespace() -> String {
    var s = Substring(self)
    while let f = s.first, f.isWhitespace { s = s.dropFirst() }
    while let l = s.last, l.isWhitespace { s = s.dropLast() }
    return String(s)
  }
}

extension Routine {
  /// Routine names follow the same rules as player names: printable, short, not blank, in NFC.
  public static func validate(name: String) throws(DomainError) -> String {
    try StoredText.validate(name, as: .routineName)
  }
}
