import Domain
import Foundation
import Persistence
import Presentation

/// What `routine edit` was asked to change; nil and empty mean "as it is".
public struct RoutineEditRequest: Sendable {
  public var name: String
  public var player: String?
  public var newName: String?
  public var days: String?
  public var mode: CalendarMode?
  /// `--task`: the whole list, replacing the tasks there are.
  public var tasks: [String]
  /// The per-task flags, in the order typed.
  public var taskEdits: [TaskEdit]
  public var doneBy: String?
  /// `--yes`: a whole list that drops tasks replaces them without asking.
  public var confirmed: Bool

  public init(
    name: String, player: String? = nil, newName: String? = nil, days: String? = nil, mode: CalendarMode? = nil,
    tasks: [String] = [], taskEdits: [TaskEdit] = [], doneBy: String? = nil, confirmed: Bool = false
  ) {
    self.name = name
    self.player = player
    self.newName = newName
    self.days = days
    self.mode = mode
    self.tasks = tasks
    self.taskEdits = taskEdits
    self.doneBy = doneBy
    self.confirmed = confirmed
  }
}

/// The routine as stored after an edit, and what the edit did to its tasks.
public struct RoutineEditOutcome: Sendable, Equatable {
  public var routine: Routine
  /// The tasks a whole `--task` list dropped (empty when it dropped none).
  public var droppedTasks: [RoutineTask]
  /// Old name → new name of each renamed task; its games were renamed with it.
  public var renamedTasks: [String: String]
  /// False when the parent answered no at the terminal: nothing was changed.
  public var applied: Bool
}

/// Why a routine edit was refused before anything was written.
public enum RoutineEditError: Error, Equatable, Sendable, CustomStringConvertible, ExitCoded {
  /// `--task` would drop tasks and no terminal can ask: the routine, its tasks and the new list.
  case replaceNeedsYes(routine: String, current: [String], new: [String])
  /// `--task` (the whole list) together with a per-task flag.
  case wholeListWithTaskEdits(String)

  public var description: String {
    switch self {
    case .replaceNeedsYes(let routine, let current, let new):
      "--task replaces the whole list: " + Self.change(routine: routine, current: current, new: new)
        + ". Pass --yes to replace them, or change one task with --set-minutes, --add-task, --remove-task, "
        + "--rename-task or --move-task"
    case .wholeListWithTaskEdits(let option):
      "--task replaces the whole list, so it cannot be given with \(option): give the whole list alone, "
        + "or change the tasks one by one"
    }
  }

  public var exitCode: Int32 { 64 }

  /// "routine 'School morning' would go from 4 tasks (…) to 1 (Breakfast)".
  static func change(routine: String, current: [String], new: [String]) -> String {
    "routine '\(routine)' would go from \(current.count) tasks (\(current.joined(separator: ", "))) to "
      + "\(new.count) (\(new.joined(separator: ", ")))"
  }
}

extension Household {
  /// Changes only what is given, in one transaction: the per-task edits in their order (a renamed
  /// task's games renamed with it), or a whole `--task` list, which asks first (or needs
  /// `confirmed`) when it drops a task the routine has. Any refusal changes nothing.
  /// - Throws: `RoutineEditError`, `TaskEditError`, `DomainError`, `PersistenceError`.
  public func editRoutine(_ request: RoutineEditRequest) throws -> RoutineEditOutcome {
    if !request.tasks.isEmpty, let first = request.taskEdits.first {
      throw RoutineEditError.wholeListWithTaskEdits(first.option)
    }
    let database = try dependencies.database.open()
    let current = try suggestingRoutine(request.name, player: request.player) {
      try database.routine(named: request.name, player: request.player)
    }
    var updated = current
    if let newName = request.newName { updated.name = try Routine.validate(name: newName) }
    if let days = request.days { updated.activeDays = try WeekdayList.parse(days) }
    if let mode = request.mode { updated.mode = mode }
    if let doneBy = request.doneBy { updated.doneBy = try DailyTime.parseSetting(doneBy) }
    var renamed: [String: String] = [:]
    var dropped: [RoutineTask] = []
    if !request.tasks.isEmpty {
      updated.tasks = try request.tasks.map { try RoutineTask.parse($0) }
      let kept = Set(updated.tasks.map { StoredText.folded($0.name) })
      dropped = current.tasks.filter { !kept.contains(StoredText.folded($0.name)) }
      if !dropped.isEmpty, !request.confirmed, !(try confirmReplace(current, with: updated.tasks)) {
        return RoutineEditOutcome(routine: current, droppedTasks: [], renamedTasks: [:], applied: false)
      }
    } else if !request.taskEdits.isEmpty {
      let outcome = try TaskEdit.apply(request.taskEdits, to: current)
      updated.tasks = outcome.tasks
      renamed = outcome.renamed
    }
    try database.updateRoutine(named: current.name, player: current.player, to: updated, renamedTasks: renamed)
    return RoutineEditOutcome(routine: updated, droppedTasks: dropped, renamedTasks: renamed, applied: true)
  }

  /// Asks at the terminal; without one, refuses naming `--yes`, so a script never hangs.
  func confirmReplace(_ routine: Routine, with tasks: [RoutineTask]) throws -> Bool {
    let (current, new) = (routine.tasks.map(\.name), tasks.map(\.name))
    guard dependencies.environment.stdinIsTTY else {
      throw RoutineEditError.replaceNeedsYes(routine: routine.name, current: current, new: new)
    }
    let change = RoutineEditError.change(routine: routine.name, current: current, new: new)
    let answer =
      try dependencies.terminal.ask(
        "--task replaces the whole list: \(TerminalText.printable(change)). Replace them? [y/N] ")
      ?? ""
    return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
  }
}

extension Household {
  /// The routine's next `RoutineOutlook.days` days for its player, today first, as the calendars
  /// read them now (reading off: weekday rules alone).
  public func outlook(of routine: Routine) async throws -> RoutineOutlook {
    let today = dependencies.today
    let look = try await ContextService(dependencies).look(
      from: today, through: today.adding(days: RoutineOutlook.days - 1), player: routine.player)
    return RoutineOutlook(routine, contexts: look.days, reading: try dependencies.settings.load().calendar.enabled)
  }

  /// Whether a routine's mode is idle now (reading off): `routine add/edit --mode` says so.
  public func modeIsIdle(_ mode: CalendarMode) throws -> Bool {
    RoutineOutlook.modeIdle(mode, reading: try dependencies.settings.load().calendar.enabled)
  }
}

/// A routine name that names none, one slip from one that exists: the store's message with the
/// nearest name after the name typed.
public struct NearRoutineError: Error, Equatable, Sendable, CustomStringConvertible, ExitCoded {
  public var underlying: PersistenceError
  public var name: String
  public var nearest: String

  public var description: String {
    let typed = "'\(name)'"
    let text = underlying.description
    guard let range = text.range(of: typed) else { return text }
    return text.replacingCharacters(in: range, with: typed + " (did you mean '\(nearest)'?)")
  }

  public var exitCode: Int32 { underlying.exitCode }
}

extension Household {
  /// Runs a look-up by routine name; an unknown name near a routine of the player (or of anyone)
  /// is said with that name.
  func suggestingRoutine<T>(_ name: String, player: String?, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as PersistenceError {
      guard case .unknownRoutine = error,
        let known = try? dependencies.database.open().routines(player: player).map(\.name),
        let nearest = DidYouMean.nearest(to: name, among: known)
      else { throw error }
      throw NearRoutineError(underlying: error, name: name, nearest: nearest)
    }
  }
}
