import Domain
import Persistence

/// The parent's edits to players and routines. Each call is one transaction in the database.
public struct Household: Sendable {
  let dependencies: AppDependencies

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  private var database: AppDatabase { get throws { try dependencies.database.open() } }

  public func addPlayer(_ name: String, school: SchoolLevel? = nil) throws -> Player {
    let name = try Player.validate(name: name)
    return try database.addPlayer(name, school: school)
  }

  public func players() throws -> [Player] { try database.players() }

  /// The players, for the views of the whole household (`player list`, `status`, `today`): the
  /// games are checked too (`AppDatabase.checkGames`), so a damaged history is said there, not only
  /// by the command that reads the damaged game.
  public func listedPlayers() throws -> [Player] {
    let database = try database
    try database.checkGames()
    return try database.players()
  }

  public func removePlayer(_ name: String) throws { try database.removePlayer(name) }

  /// Sets a player's settings (nil: unchanged) and returns the player as now stored.
  /// - Throws: `AppError.unknownPlayer` with the names that exist.
  public func setGameSettings(
    of name: String, pastTimes: PastTimesSetting?, cue: Bool?, language: LanguageSetting? = nil,
    school: SchoolLevelSetting? = nil, showPlanned: Bool? = nil
  ) throws -> Player {
    try database.setGameSettings(
      of: try resolvePlayer(name), pastTimes: pastTimes, cue: cue, language: language, school: school,
      showPlanned: showPlanned)
  }

  public func renamePlayer(_ name: String, to newName: String) throws {
    try database.renamePlayer(name, to: try Player.validate(name: newName))
  }

  /// Builds a routine from command-line text and stores it.
  /// - Throws: `DomainError` for a bad day list or task, `PersistenceError` for an unknown player or a duplicate.
  /// `doneBy` is the `--done-by` text: a time of day, or `none`.
  public func addRoutine(
    name: String, player: String, days: String, mode: CalendarMode, tasks: [String], doneBy: String? = nil
  ) throws -> Routine {
    var routine = try makeRoutine(name: name, player: player, days: days, mode: mode, tasks: tasks)
    if let doneBy { routine.doneBy = try DailyTime.parseSetting(doneBy) }
    try database.addRoutine(routine)
    return routine
  }

  /// Changes only what is given; `tasks`, when given, replace the whole list; `doneBy` `none` clears the time.
  public func editRoutine(
    name: String, player: String?, newName: String?, days: String?, mode: CalendarMode?, tasks: [String]?,
    doneBy: String? = nil
  ) throws -> Routine {
    try editRoutine(
      RoutineEditRequest(
        name: name, player: player, newName: newName, days: days, mode: mode, tasks: tasks ?? [], doneBy: doneBy,
        confirmed: true)
    ).routine
  }

  public func routines(player: String?) throws -> [Routine] {
    if let player { _ = try resolvePlayer(player) }
    return try database.routines(player: player)
  }

  public func routine(named name: String, player: String?) throws -> Routine {
    try suggestingRoutine(name, player: player) { try database.routine(named: name, player: player) }
  }

  public func removeRoutine(named name: String, player: String?) throws {
    try suggestingRoutine(name, player: player) { try database.removeRoutine(named: name, player: player) }
  }

  /// The stored spelling of a player's name, or an error listing the known ones.
  public func resolvePlayer(_ name: String) throws -> String { try resolvedPlayer(name).name }

  /// The same, with the player's settings (their school level, for the context of their days).
  public func resolvedPlayer(_ name: String) throws -> Player {
    let all = try database.players()
    switch StoredText.match(name, in: all.map(\.name)) {
    case .success(let found):
      if let player = all.first(where: { $0.name == found }) { return player }
      throw AppError.unknownPlayer(name, known: all.map(\.name))
    case .failure(let ambiguous): throw PersistenceError.ambiguousPlayer(name: name, players: ambiguous.names)
    case nil: throw AppError.unknownPlayer(name, known: all.map(\.name))
    }
  }

  func makeRoutine(name: String, player: String, days: String, mode: CalendarMode, tasks: [String]) throws -> Routine {
    let routineName = try Routine.validate(name: name)
    let activeDays = try WeekdayList.parse(days)
    let parsedTasks = try tasks.map { try RoutineTask.parse($0) }
    guard !parsedTasks.isEmpty else { throw DomainError.noTasks(routineName) }
    return Routine(
      name: routineName, player: try resolvePlayer(player), tasks: parsedTasks, activeDays: activeDays, mode: mode)
  }
}
