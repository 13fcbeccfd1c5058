/// What kind of day a date is for a player, and why.
public struct DayContext: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    case schoolDay, freeDay, unknown
  }

  /// The rule that decided the day; its raw value is the `rule` field of the JSON contract.
  public enum Rule: String, Hashable, Sendable, Codable, CaseIterable {
    case calendarOff
    case calendarUnavailable
    case override
    case schoolDayMarker
    case freeDayMarker
    case publicHoliday
    case weekend
    case earlyRelease
    case descriptionMarker
    case holidayName
    case noCycleDay
    case seriesSkip
    case term
    case betweenSchoolHolidays
    case noPublicHoliday
    case schoolEvents
    case noInformation
  }

  /// The next day within two weeks whose kind differs.
  public struct Change: Hashable, Sendable {
    public var date: LocalDate
    public var kind: Kind
    public var reason: String?

    public init(date: LocalDate, kind: Kind, reason: String? = nil) {
      self.date = date
      self.kind = kind
      self.reason = reason
    }
  }

  public var date: LocalDate
  public var kind: Kind
  public var freeAfternoon: Bool
  public var reason: String?
  public var rule: Rule
  /// Titles of the events that decided it.
  public var events: [String]
  public var next: Change?
  /// How the day's titles with a closure phrase were read: the phrase that counted and why, or
  /// why one was not taken ("Holiday Shop (PTA)": "Holiday" names a shop).
  public var readings: [ClosureReading]
  /// The day's deciding events that name school levels, and whether each counted for the player
  /// (only in a player's look).
  public var levelNotes: [LevelNote] = []

  public init(
    date: LocalDate, kind: Kind, freeAfternoon: Bool = false, reason: String? = nil, rule: Rule,
    events: [String] = [], next: Change? = nil, readings: [ClosureReading] = []
  ) {
    self.date = date
    self.kind = kind
    self.freeAfternoon = freeAfternoon
    self.reason = reason
    self.rule = rule
    self.events = events
    self.next = next
    self.readings = readings
  }

  /// The context when calendar reading is off: the app behaves as weekday rules alone.
  public static func calendarOff(_ date: LocalDate) -> DayContext {
    DayContext(date: date, kind: .unknown, reason: "calendar reading is off", rule: .calendarOff)
  }

  /// The context when a counted calendar could not be read: never a guess from partial data.
  public static func calendarUnavailable(_ date: LocalDate, source: String) -> DayContext {
    DayContext(date: date, kind: .unknown, reason: "calendar unavailable: \(source)", rule: .calendarUnavailable)
  }
}
