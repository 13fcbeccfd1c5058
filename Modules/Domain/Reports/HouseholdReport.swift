/// What `tq-parent status` shows: the household at a glance and exactly which files TimeQuest keeps.
public struct HouseholdReport: Sendable, Equatable {
  public struct PlayerLine: Sendable, Equatable {
    public var name: String
    public var routines: [String]
    /// The language this player's messages are shown in, and what chose it.
    public var language: MessageLanguage?
    /// The player's school level, if the parent set one.
    public var school: SchoolLevel?

    public init(name: String, routines: [String], language: MessageLanguage? = nil, school: SchoolLevel? = nil) {
      self.name = name
      self.routines = routines
      self.language = language
      self.school = school
    }
  }

  public var players: [PlayerLine]
  public var calendarReading: Bool
  public var sources: [CalendarSourceSetting]
  public var pinSet: Bool
  public var settingsFile: String
  public var databaseFile: String
  public var stateFolder: String
  /// The household's message language, and what chose it.
  public var language: MessageLanguage
  /// Each connected source as a read of today found it (only while reading is on: nothing is read
  /// before the parent enables it).
  public var health: [SourceHealth] = []
  /// Today's context for each player, as their calendars read it.
  public var today: [TodayLine] = []
  /// The notifier's daily timer: nil when its unit files are not there.
  public var timer: DailyTimerReport?

  public struct TodayLine: Sendable, Equatable {
    public var player: String
    public var context: DayContext

    public init(player: String, context: DayContext) {
      self.player = player
      self.context = context
    }
  }

  /// One source's read: "2 calendars" or why it failed, and the role each calendar is taken in.
  public struct SourceHealth: Sendable, Equatable {
    public var id: String
    public var ok: Bool
    public var detail: String
    public var calendars: [DoctorReport.CalendarRoleLine]

    public init(id: String, ok: Bool, detail: String, calendars: [DoctorReport.CalendarRoleLine] = []) {
      self.id = id
      self.ok = ok
      self.detail = detail
      self.calendars = calendars
    }
  }

  public init(
    players: [PlayerLine], calendarReading: Bool, sources: [CalendarSourceSetting], pinSet: Bool,
    settingsFile: String, databaseFile: String, stateFolder: String,
    language: MessageLanguage = MessageLanguage(code: "en", source: .fallback(variable: nil, value: nil))
  ) {
    self.players = players
    self.calendarReading = calendarReading
    self.sources = sources
    self.pinSet = pinSet
    self.settingsFile = settingsFile
    self.databaseFile = databaseFile
    self.stateFolder = stateFolder
    self.language = language
  }
}
