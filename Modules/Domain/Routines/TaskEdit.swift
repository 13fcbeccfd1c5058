/// One change to a routine's task list, as `routine edit` takes it: several are applied in the
/// order given, to the list as the previous one left it.
public enum TaskEdit: Hashable, Sendable {
  /// `--add-task "Pack bag=4m" [--at N]`: at position N (1 first), else last.
  case add(RoutineTask, at: Int?)
  /// `--remove-task NAME|N`.
  case remove(String)
  /// `--rename-task OLD=NEW`.
  case rename(String)
  /// `--move-task NAME|N --to N`.
  case move(String, to: Int)
  /// `--set-minutes NAME=MIN`.
  case setMinutes(String)

  /// The option each edit is typed with, for messages.
  public var option: String {
    switch self {
    case .add: "--add-task"
    case .remove: "--remove-task"
    case .rename: "--rename-task"
    case .move: "--move-task"
    case .setMinutes: "--set-minutes"
    }
  }
}

/// A task list after its edits, and which of the tasks it started with now have another name
/// (so that their games can follow them).
public struct TaskEditOutcome: Hashable, Sendable {
  public var tasks: [RoutineTask]
  /// Old name → new name, for each task that started under the old name and ends under the new one.
  public var renamed: [String: String]
}

/// Why a task edit was refused; nothing is changed then.
public enum TaskEditError: Error, Equatable, Sendable, CustomStringConvertible, ExitCoded {
  /// A name or number that is no task of the routine: the known names, and the nearest one.
  case unknownTask(String, routine: String, known: [String], nearest: String?)
  /// Two tasks answer to the name (an older routine may hold them): a number says which.
  case ambiguousTask(String, routine: String, positions: [Int])
  /// A position past the list: `--at 9` of a list of 4 accepts 1 to 5.
  case position(Int, option: String, highest: Int)
  /// `OLD=NEW` or `NAME=MIN` without its `=`, or minutes that are no duration from 1 to 600.
  case malformed(String, option: String, form: String)
  /// A task name the routine already has (its games would mix with the other task's).
  case duplicateTask(String, routine: String)
  /// The edits would leave the routine without a task.
  case noTasksLeft(routine: String)
  /// `--at` or `--to` without the flag it belongs to just before it, or `--move-task` without `--to`.
  case unpaired(String)

  public var description: String {
    switch self {
    case .unknownTask(let text, let routine, let known, let nearest):
      "routine '\(routine)' has no task '\(text)'" + (nearest.map { " (did you mean '\($0)'?)" } ?? "")
        + ": its tasks are \(known.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", "))"
    case .ambiguousTask(let text, let routine, let positions):
      "routine '\(routine)' has \(positions.count) tasks named '\(text)' (numbers "
        + "\(positions.map(String.init).joined(separator: ", "))): give the number of the one meant"
    case .position(let number, let option, let highest):
      "\(option) \(number) is not a place in the list: use 1 to \(highest)"
    case .malformed(let text, let option, let form):
      "\(option) '\(text)' is not \(form)"
    case .duplicateTask(let name, let routine):
      "routine '\(routine)' already has a task named '\(name)': choose another name, or remove that one first"
    case .unpaired(let problem):
      problem
    case .noTasksLeft(let routine):
      "routine '\(routine)' would have no tasks left: keep one, or remove the routine with 'tq-parent routine remove'"
    }
  }

  public var exitCode: Int32 {
    switch self {
    case .position, .malformed, .unpaired: 64
    case .unknownTask, .ambiguousTask, .duplicateTask, .noTasksLeft: 65
    }
  }
}

extension TaskEdit {
  /// Applies `edits` in order to `routine`'s tasks; the first that cannot be applied is thrown
  /// and nothing is returned, so a caller writes all of them or none.
  public static func apply(_ edits: [TaskEdit], to routine: Routine) throws(TaskEditError) -> TaskEditOutcome {
    // Each task with the name it had before the edits; nil for a task added by them.
    var list: [(task: RoutineTask, original: String?)] = routine.tasks.map { ($0, $0.name) }
    func names() -> [String] { list.map(\.task.name) }
    func find(_ text: String) throws(TaskEditError) -> Int {
      try TaskReference.index(of: text, in: names(), routine: routine.name)
    }
    func requireFree(_ name: String, except index: Int? = nil) throws(TaskEditError) {
      let key = StoredText.folded(name)
      if list.indices.contains(where: { $0 != index && StoredText.folded(list[$0].task.name) == key }) {
        throw .duplicateTask(name, routine: routine.name)
      }
    }
    for edit in edits {
      switch edit {
      case .add(let task, let at):
        try requireFree(task.name)
        if let at, !(1...list.count + 1).contains(at) {
          throw .position(at, option: "--at", highest: list.count + 1)
        }
        list.insert((task, nil), at: at.map { $0 - 1 } ?? list.count)
      case .remove(let text):
        let index = try find(text)
        guard list.count > 1 else { throw .noTasksLeft(routine: routine.name) }
        list.remove(at: index)
      case .rename(let text):
        let (index, newName) = try TaskReference.split(
          text, option: edit.option, form: "OLD=NEW, e.g. \"Teeth=Brush teeth\"", names: names(),
          routine: routine.name)
        let name: String
        do { name = try StoredText.validate(newName.trimmingWhitespace(), as: .taskName) } catch {
          throw .malformed(text, option: edit.option, form: "a usable new name: \(error)")
        }
        try requireFree(name, except: index)
        list[index].task.name = name
      case .move(let text, let to):
        let index = try find(text)
        guard (1...list.count).contains(to) else { throw .position(to, option: "--to", highest: list.count) }
        list.insert(list.remove(at: index), at: to - 1)
      case .setMinutes(let text):
        let form = "NAME=MINUTES, e.g. \"Breakfast=20m\" (1 to 600 minutes)"
        let (index, amount) = try TaskReference.split(
          text, option: edit.option, form: form, names: names(), routine: routine.name)
        guard let minutes = DurationText.minutes(amount.trimmingWhitespace().lowercased()),
          RoutineTask.minutesRange.contains(minutes)
        else { throw .malformed(text, option: edit.option, form: form) }
        list[index].task.minutes = minutes
      }
    }
    var renamed: [String: String] = [:]
    for entry in list {
      if let original = entry.original, original != entry.task.name { renamed[original] = entry.task.name }
    }
    return TaskEditOutcome(tasks: list.map(\.task), renamed: renamed)
  }
}

/// How a parent names one task of a routine: by its name (any case), else by its number.
enum TaskReference {
  static func index(of text: String, in names: [String], routine: String) throws(TaskEditError) -> Int {
    let trimmed = text.trimmingWhitespace()
    if let exact = names.firstIndex(of: trimmed) { return exact }
    let key = StoredText.folded(trimmed)
    let matches = names.indices.filter { StoredText.folded(names[$0]) == key }
    if matches.count > 1 { throw .ambiguousTask(trimmed, routine: routine, positions: matches.map { $0 + 1 }) }
    if let only = matches.first { return only }
    if let number = Int(trimmed), trimmed.allSatisfy(\.isASCII) {
      guard names.indices.contains(number - 1) else { throw .position(number, option: "task", highest: names.count) }
      return number - 1
    }
    throw .unknownTask(trimmed, routine: routine, known: names, nearest: DidYouMean.nearest(to: trimmed, among: names))
  }

  /// `LEFT=RIGHT` where LEFT names a task: a name may itself hold `=`, so each `=` is tried from
  /// the first until the left part is a task.
  static func split(_ text: String, option: String, form: String, names: [String], routine: String)
    throws(TaskEditError) -> (index: Int, rest: String)
  {
    let cuts = text.indices.filter { text[$0] == "=" }
    guard let first = cuts.first else { throw .malformed(text, option: option, form: form) }
    for cut in cuts {
      if let index = try? index(of: String(text[..<cut]), in: names, routine: routine) {
        return (index, String(text[text.index(after: cut)...]))
      }
    }
    _ = try index(of: String(text[..<first]), in: names, routine: routine)
    throw .malformed(text, option: option, form: form)
  }
}
