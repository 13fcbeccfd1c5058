/// What `tq-parent status` shows: the household at a glance and exactly which files TimeQuest keeps.
public struct HouseholdReport: Sendable, Equatable {
  public struct PlayerLine: Sendable, Equatable {
    public var name: String
    public var routines: [String]

    public init(name: String, routines: [String]) {
      self.name = name
      self.routines = routines
    }
  }

  public var players: [PlayerLine]
  public var calendarReading: Bool
  public var sources: [CalendarSourceSetting]
  public var pinSet: Bool
  public var settingsFile: String
  public var databaseFile: String
  public var stateFolder: String

  public init(
    players: [PlayerLine], calendarReading: Bool, sources: [CalendarSourceSetting], pinSet: Bool,
    settingsFile: String, databaseFile: String, stateFolder: String
  ) {
    self.players = players
    self.calendarReading = calendarReading
    self.sources = sources
    self.pinSet = pinSet
    self.settingsFile = settingsFile
    self.databaseFile = databaseFile
    self.stateFolder = stateFolder
  }
}
