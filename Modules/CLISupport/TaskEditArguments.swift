import Domain

/// The per-task flags of `routine edit` in the order they were typed. The argument parser keeps
/// the order of each option's values but not across options, and `--add-task A --remove-task A`
/// means something else backwards, so the order is read from the command line itself (after the
/// parser has checked it).
public enum TaskEditArguments {
  static let valued: Set<String> = [
    "--add-task", "--at", "--remove-task", "--rename-task", "--move-task", "--to", "--set-minutes",
  ]

  /// The edits in `arguments` (a program's arguments after its name), each `--at` placing the
  /// `--add-task` just before it and each `--to` the `--move-task` just before it.
  /// - Throws: `TaskEditError.unpaired` or `.malformed` (64).
  public static func edits(in arguments: [String]) throws(TaskEditError) -> [TaskEdit] {
    var flags: [(option: String, value: String)] = []
    var index = 0
    while index < arguments.count, arguments[index] != "--" {
      let argument = arguments[index]
      index += 1
      if let equals = argument.firstIndex(of: "="), valued.contains(String(argument[..<equals])) {
        flags.append((String(argument[..<equals]), String(argument[argument.index(after: equals)...])))
      } else if valued.contains(argument), index < arguments.count {
        flags.append((argument, arguments[index]))
        index += 1
      }
    }
    var edits: [TaskEdit] = []
    var position = 0
    while position < flags.count {
      let (option, value) = flags[position]
      position += 1
      let next = position < flags.count ? flags[position] : nil
      switch option {
      case "--add-task":
        let task: RoutineTask
        do { task = try RoutineTask.parse(value) } catch {
          throw .malformed(value, option: option, form: "a task: use \"Name=MINUTES\", e.g. \"Pack bag=4m\"")
        }
        var at: Int?
        if let next, next.option == "--at" {
          at = try number(next.value, option: "--at")
          position += 1
        }
        edits.append(.add(task, at: at))
      case "--move-task":
        guard let next, next.option == "--to" else {
          throw .unpaired("--move-task '\(value)' needs --to N just after it: the place it moves to (1 first)")
        }
        edits.append(.move(value, to: try number(next.value, option: "--to")))
        position += 1
      case "--remove-task": edits.append(.remove(value))
      case "--rename-task": edits.append(.rename(value))
      case "--set-minutes": edits.append(.setMinutes(value))
      case "--at":
        throw .unpaired("--at \(value) places the --add-task given just before it: give it right after one")
      default:
        throw .unpaired("--to \(value) places the --move-task given just before it: give it right after one")
      }
    }
    return edits
  }

  static func number(_ text: String, option: String) throws(TaskEditError) -> Int {
    guard let number = Int(text) else { throw .malformed(text, option: option, form: "a place in the list (1 first)") }
    return number
  }
}
