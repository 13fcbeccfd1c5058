/// A day of the week, numbered as Foundation's `Calendar` numbers them (Sunday = 1 … Saturday = 7).
public enum Weekday: Int, CaseIterable, Codable, Sendable, Comparable {
  case sunday = 1
  case monday, tuesday, wednesday, thursday, friday, saturday

  public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Monday first, as families read a week.
  public static let mondayFirst: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday]

  /// Three-letter lowercase code used on the command line and in settings: `mon`.
  public var code: String {
    switch self {
    case .sunday: "sun"
    case .monday: "mon"
    case .tuesday: "tue"
    case .wednesday: "wed"
    case .thursday: "thu"
    case .friday: "fri"
    case .saturday: "sat"
    }
  }

  public var name: String {
    switch self {
    case .sunday: "Sunday"
    case .monday: "Monday"
    case .tuesday: "Tuesday"
    case .wednesday: "Wednesday"
    case .thursday: "Thursday"
    case .friday: "Friday"
    case .saturday: "Saturday"
    }
  }

  /// Accepts `mon`, `monday`, `Mon` and so on.
  public init?(code: String) {
    let lower = code.lowercased()
    guard let match = Weekday.allCases.first(where: { $0.code == lower || $0.name.lowercased() == lower }) else {
      return nil
    }
    self = match
  }
}

/// Parsing of the `--days` list: `mon,tue,fri`, `weekdays`, `weekends`, `daily`.
public enum WeekdayList {
  public static let weekdays: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]
  public static let weekends: Set<Weekday> = [.saturday, .sunday]

  /// - Throws: `DomainError.unknownWeekday` naming the first word that is not a day.
  public static func parse(_ text: String) throws(DomainError) -> Set<Weekday> {
    var result: Set<Weekday> = []
    let words = text.split(whereSeparator: { $0 == "," || $0 == " " }).map { String($0) }
    guard !words.isEmpty else { throw .unknownWeekday(text) }
    for word in words {
      switch word.lowercased() {
      case "weekdays": result.formUnion(weekdays)
      case "weekends", "weekend": result.formUnion(weekends)
      case "daily", "everyday", "all": result.formUnion(Weekday.allCases)
      default:
        guard let day = Weekday(code: word) else { throw .unknownWeekday(word) }
        result.insert(day)
      }
    }
    return result
  }

  /// A compact description: `daily`, `weekdays`, `weekends` or `mon,wed,fri`.
  public static func describe(_ days: Set<Weekday>) -> String {
    if days.count == 7 { return "daily" }
    if days == weekdays { return "weekdays" }
    if days == weekends { return "weekends" }
    return Weekday.mondayFirst.filter(days.contains).map(\.code).joined(separator: ",")
  }
}
