import Domain

/// Everything the database holds, as plain values: what `tq-parent export` writes and `import` reads.
///
/// Ordering is deterministic (players by name; routines by player then creation; sessions oldest
/// first) and the JSON form is stable (active days as `mon`…`sun`, Monday first), so an export, an
/// import and a second export give the same bytes.
///
/// The history is the games, `sessions`, written only when there are some; the older `plays` of
/// backups made before games existed are turned into games when such a backup is read (see
/// AppCore's `BackupDocument`).
public struct HouseholdSnapshot: Equatable, Sendable {
  public var players: [Player]
  public var routines: [Routine]
  /// Games, without their database ids (an import numbers them anew).
  public var sessions: [GameSession]

  public init(players: [Player] = [], routines: [Routine] = [], sessions: [GameSession] = []) {
    self.players = players
    self.routines = routines
    self.sessions = sessions
  }

  /// Checks the snapshot could be stored as it is, before anything is replaced.
  /// - Throws: `.duplicatePlayer`, `.unknownPlayer`, `.duplicateRoutine`, `.invalid`.
  public func validate() throws(PersistenceError) {
    var players: [String: String] = [:]
    for player in self.players {
      try AppDatabase.requireName(player.name, of: "player")
      let key = player.name.nameKey
      if players[key] != nil { throw .duplicatePlayer(player.name) }
      players[key] = player.name
    }
    var routines: Set<[String]> = []
    for routine in self.routines {
      guard let owner = players[routine.player.nameKey] else { throw .unknownPlayer(routine.player) }
      try AppDatabase.validate(routine)
      if !routines.insert([owner.nameKey, routine.name.nameKey]).inserted {
        throw .duplicateRoutine(name: routine.name, player: owner)
      }
    }
    for session in sessions {
      guard players[session.player.nameKey] != nil else { throw .unknownPlayer(session.player) }
      try AppDatabase.requireName(session.routine, of: "routine")
      for task in session.tasks { try AppDatabase.validate(task) }
    }
  }
}

extension HouseholdSnapshot: Codable {
  enum CodingKeys: String, CodingKey {
    case players, routines, sessions
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.players = try container.decodeIfPresent([Player].self, forKey: .players) ?? []
    self.routines = try container.decodeIfPresent([StoredRoutine].self, forKey: .routines)?.map(\.routine) ?? []
    self.sessions = try container.decodeIfPresent([StoredSession].self, forKey: .sessions)?.map(\.session) ?? []
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(players, forKey: .players)
    try container.encode(routines.map(StoredRoutine.init), forKey: .routines)
    if !sessions.isEmpty { try container.encode(sessions.map(StoredSession.init), forKey: .sessions) }
  }
}

/// The export form of a routine: stable day order and readable day codes.
struct StoredRoutine: Codable {
  var routine: Routine

  init(_ routine: Routine) { self.routine = routine }

  enum CodingKeys: String, CodingKey {
    case name, player, mode, activeDays, tasks, doneBy
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var days: Set<Weekday> = []
    var list = try container.nestedUnkeyedContainer(forKey: .activeDays)
    while !list.isAtEnd {
      let day = try list.decode(StoredWeekday.self)
      days.insert(day.weekday)
    }
    let modeText = try container.decodeIfPresent(String.self, forKey: .mode) ?? CalendarMode.always.rawValue
    guard let mode = CalendarMode(rawValue: modeText) else {
      throw DecodingError.dataCorruptedError(
        forKey: .mode, in: container,
        debugDescription: "'\(modeText)' is not a calendar mode: use always, school-day or free-day")
    }
    self.routine = Routine(
      name: try container.decode(String.self, forKey: .name),
      player: try container.decode(String.self, forKey: .player),
      tasks: try container.decodeIfPresent([RoutineTask].self, forKey: .tasks) ?? [],
      activeDays: days, mode: mode, doneBy: try container.decodeIfPresent(DailyTime.self, forKey: .doneBy))
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(routine.name, forKey: .name)
    try container.encode(routine.player, forKey: .player)
    try container.encode(routine.mode.rawValue, forKey: .mode)
    try container.encode(Weekday.mondayFirst.filter(routine.activeDays.contains).map(\.code), forKey: .activeDays)
    try container.encode(routine.tasks, forKey: .tasks)
    // Only when set, so a household without done-by times exports the same bytes as before.
    try container.encodeIfPresent(routine.doneBy, forKey: .doneBy)
  }
}

/// A weekday written `mon` (or `monday`, or 1…7 with Sunday = 1).
struct StoredWeekday: Decodable {
  var weekday: Weekday

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      guard let day = Weekday(rawValue: number) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "\(number) is not a weekday: use mon, tue, wed, thu, fri, sat or sun")
      }
      weekday = day
      return
    }
    let text = try container.decode(String.self)
    guard let day = Weekday(code: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text)' is not a weekday: use mon, tue, wed, thu, fri, sat or sun")
    }
    weekday = day
  }
}

extension String {
  /// The key names are unique under (`StoredText.folded`), as `tq-parent` checks them when typed.
  var nameKey: String { StoredText.folded(self) }
}
