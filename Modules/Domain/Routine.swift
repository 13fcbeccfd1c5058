/// One step of a routine, with the minutes it is expected to take.
public struct RoutineTask: Hashable, Codable, Sendable {
  public var name: String
  public var minutes: Int

  public init(name: String, minutes: Int) {
    self.name = name
    self.minutes = minutes
  }

  /// Parses the command-line form `Brush teeth=3m` (also `=3`, `=3min`, `=1h`, `=1h30m`).
  /// - Throws: `DomainError.malformedTask` naming the text and the expected form.
  public static func parse(_ text: String) throws(DomainError) -> RoutineTask {
    guard let eq = text.lastIndex(of: "=") else { throw .malformedTask(text) }
    let name = text[..<eq].trimmingWhitespace()
    let amount = text[text.index(after: eq)...].trimmingWhitespace().lowercased()
    guard !name.isEmpty, let minutes = DurationText.minutes(amount), (1...600).contains(minutes) else {
      throw .malformedTask(text)
    }
    return RoutineTask(name: name, minutes: minutes)
  }
}

/// A named, ordered list of tasks a player does on some weekdays.
public struct Routine: Hashable, Codable, Sendable {
  public var name: String
  public var player: String
  public var tasks: [RoutineTask]
  public var activeDays: Set<Weekday>
  public var mode: CalendarMode

  public init(
    name: String, player: String, tasks: [RoutineTask], activeDays: Set<Weekday>, mode: CalendarMode = .always
  ) {
    self.name = name
    self.player = player
    self.tasks = tasks
    self.activeDays = activeDays
    self.mode = mode
  }

  public var totalMinutes: Int { tasks.reduce(0) { $0 + $1.minutes } }
}

/// A child who plays routines.
public struct Player: Hashable, Codable, Sendable {
  public var name: String

  public init(name: String) { self.name = name }

  /// Player names are shown to children and typed by parents: printable, short, not blank.
  public static func validate(name: String) throws(DomainError) -> String {
    let trimmed = name.trimmingWhitespace()
    guard !trimmed.isEmpty, trimmed.count <= 40,
      !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { throw .invalidName(name) }
    return trimmed
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
  /// Routine names follow the same rules as player names: printable, short, not blank.
  public static func validate(name: String) throws(DomainError) -> String {
    try Player.validate(name: name)
  }
}
