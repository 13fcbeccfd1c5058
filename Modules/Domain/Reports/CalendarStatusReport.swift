/// What `tq-parent calendar status` shows: the parent's choices and, when reading is on, exactly
/// what each source yields now. Counts and titles only: no event is part of it.
public struct CalendarStatusReport: Sendable, Equatable {
  public struct Calendar: Sendable, Equatable {
    public var id: String
    public var title: String
    /// Its role, set or detected.
    public var role: CalendarRoleChoice?
    /// The regions its titles name, when several (`RegionTitles`), folded.
    public var regions: [String]
    /// The colour its server or vdir keeps for it, never the only sign of anything.
    public var color: CalendarColor?

    public init(
      id: String, title: String, role: CalendarRoleChoice? = nil, regions: [String] = [], color: CalendarColor? = nil
    ) {
      self.id = id
      self.title = title
      self.role = role
      self.regions = regions
      self.color = color
    }
  }

  public struct Source: Sendable, Equatable {
    public var setting: CalendarSourceSetting
    /// The calendars read from it; empty when reading is off or it failed.
    public var calendars: [Calendar] = []
    /// Events in the next four weeks.
    public var upcoming = 0
    /// Lines skipped while reading it.
    public var skippedLines = 0
    /// Why it could not be read.
    public var error: String?

    public init(setting: CalendarSourceSetting) { self.setting = setting }
  }

  public var enabled: Bool
  public var sources: [Source]
  /// What counts for the household, as the parent reads it; empty means every calendar.
  public var household: [String]
  /// Players with a choice of their own, in name order.
  public var players: [(player: String, choice: [String])]
  public var rules: ContextRules
  public var overrideCount: Int
  /// The school week and year in force today, and where each comes from; nil: the rules alone say.
  public var shape: SchoolCalendarShape?

  public init(
    enabled: Bool, sources: [Source], household: [String], players: [(player: String, choice: [String])],
    rules: ContextRules, overrideCount: Int
  ) {
    self.enabled = enabled
    self.sources = sources
    self.household = household
    self.players = players
    self.rules = rules
    self.overrideCount = overrideCount
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.enabled == rhs.enabled && lhs.sources == rhs.sources && lhs.household == rhs.household
      && lhs.players.map(\.player) == rhs.players.map(\.player)
      && lhs.players.map(\.choice) == rhs.players.map(\.choice)
      && lhs.rules == rhs.rules && lhs.overrideCount == rhs.overrideCount && lhs.shape == rhs.shape
  }
}
