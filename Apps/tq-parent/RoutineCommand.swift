import AppCore
import ArgumentParser
import CLISupport
import Domain
import Presentation

struct RoutineCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "routine",
    abstract: "Add, list, show, edit and remove routines.",
    subcommands: [Add.self, List.self, Show.self, Edit.self, Remove.self]
  )

  struct Add: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Add a routine: ordered tasks on some weekdays.",
      discussion: """
        Example:
          tq-parent routine add "School morning" --player Maya --days weekdays --mode school-day \\
            --task "Get dressed=5m" --task "Breakfast=15m" --task "Brush teeth=3m" --done-by 08:05
        """
    )
    @OptionGroup var global: ParentOptions
    @Argument(help: "The routine's name.") var name: String
    @Option(help: "Whose routine it is.", completion: .players) var player: String
    @Option(help: "mon,tue,wed,thu,fri,sat,sun, or weekdays, weekends, daily.") var days: String
    @Option(help: "always, school-day or free-day.") var mode: CalendarMode = .always
    @Option(
      name: .customLong("task"),
      help: ArgumentHelp("A task and its minutes, in order: \"Brush teeth=3m\".", valueName: "NAME=MINUTES"))
    var tasks: [String] = []
    @Option(
      name: .customLong("done-by"),
      help: ArgumentHelp(
        "The time of day it should be done by (24-hour clock), or none.", valueName: "HH:MM"))
    var doneBy: String?

    func run() async throws {
      try await global.run { dependencies in
        let routine = try Household(dependencies).addRoutine(
          name: name, player: player, days: days, mode: mode, tasks: tasks, doneBy: doneBy)
        let time = routine.doneBy.map { ", done by \($0)" } ?? ""
        print(
          "Added \(TerminalText.printable(routine.name)) for \(TerminalText.printable(routine.player)): \(routine.tasks.count) tasks, \(DateText.minutes(routine.totalMinutes)), \(WeekdayList.describe(routine.activeDays)), \(routine.mode.rawValue)\(time)."
        )
        try noteIdleMode(mode, dependencies)
      }
    }
  }

  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List routines.")
    @OptionGroup var global: ParentOptions
    @Option(help: "Only this player's routines.", completion: .players) var player: String?
    @Option(help: "text or json.") var format: OutputFormat = .text

    func run() async throws {
      try await global.run { dependencies in
        let routines = try Household(dependencies).routines(player: player)
        switch format {
        case .text: print(RoutineView.list(routines, style: dependencies.style))
        case .json: print(JSONValue.array(routines.map(RoutineView.json)).pretty())
        }
      }
    }
  }

  struct Show: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Show one routine: its tasks, and on which of the next 14 days it shows (and why not).")
    @OptionGroup var global: ParentOptions
    @Argument(completion: .routines) var name: String
    @Option(help: "Whose routine, when two players have one of that name.", completion: .players) var player: String?
    @Option(help: "text or json.") var format: OutputFormat = .text

    func run() async throws {
      try await global.run { dependencies in
        let household = Household(dependencies)
        let routine = try household.routine(named: name, player: player)
        let outlook = try await household.outlook(of: routine)
        switch format {
        case .text: print(RoutineOutlookView.text(routine, outlook, style: dependencies.style))
        case .json: print(RoutineOutlookView.json(routine, outlook).pretty())
        }
      }
    }
  }

  struct Edit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "edit", abstract: "Change a routine; what is not given stays as it was.",
      discussion: """
        One task at a time, applied in the order given, all or none:
          tq-parent routine edit "School morning" --add-task "Pack bag=4m" --at 2 \\
            --rename-task "Teeth=Brush teeth" --set-minutes Breakfast=20m --move-task 3 --to 1
        A task is named by its name (any case) or its number (1 first). A renamed task keeps its
        games. --task replaces the whole list; when that drops a task it asks first (--yes answers).
        """)
    @OptionGroup var global: ParentOptions
    @Argument(completion: .routines) var name: String
    @Option(help: "Whose routine, when two players have one of that name.", completion: .players) var player: String?
    @Option(name: .customLong("name"), help: "A new name.") var newName: String?
    @Option(help: "New weekdays.") var days: String?
    @Option(help: "always, school-day or free-day.") var mode: CalendarMode?
    @Option(
      name: .customLong("task"),
      help: ArgumentHelp("Replace all tasks with these, in order.", valueName: "NAME=MINUTES"))
    var tasks: [String] = []
    @Option(
      name: .customLong("add-task"), help: ArgumentHelp("Add a task (last, or --at N).", valueName: "NAME=MINUTES"))
    var addTask: [String] = []
    @Option(help: ArgumentHelp("Where the --add-task before it goes (1 first).", valueName: "N")) var at: [Int] = []
    @Option(name: .customLong("remove-task"), help: ArgumentHelp("Remove a task.", valueName: "NAME|N"))
    var removeTask: [String] = []
    @Option(
      name: .customLong("rename-task"), help: ArgumentHelp("Rename a task; its games follow.", valueName: "OLD=NEW"))
    var renameTask: [String] = []
    @Option(name: .customLong("move-task"), help: ArgumentHelp("Move a task (with --to N).", valueName: "NAME|N"))
    var moveTask: [String] = []
    @Option(help: ArgumentHelp("Where the --move-task before it goes (1 first).", valueName: "N")) var to: [Int] = []
    @Option(name: .customLong("set-minutes"), help: ArgumentHelp("Change a task's minutes.", valueName: "NAME=MINUTES"))
    var setMinutes: [String] = []
    @Option(
      name: .customLong("done-by"),
      help: ArgumentHelp(
        "The time of day it should be done by (24-hour clock), or none.", valueName: "HH:MM"))
    var doneBy: String?
    @Flag(help: "Replace the tasks with --task without asking, even when that drops some.") var yes = false

    func run() async throws {
      try await global.run { dependencies in
        let edits = try TaskEditArguments.edits(in: RawArguments.current())
        let outcome = try Household(dependencies).editRoutine(
          RoutineEditRequest(
            name: name, player: player, newName: newName, days: days, mode: mode, tasks: tasks, taskEdits: edits,
            doneBy: doneBy, confirmed: yes))
        guard outcome.applied else {
          print("The tasks stay as they were.")
          return
        }
        if !outcome.droppedTasks.isEmpty {
          let names = outcome.droppedTasks.map { TerminalText.printable($0.name) }.joined(separator: ", ")
          print("Replaced the tasks; no longer in the routine: \(names).")
        }
        for (old, new) in outcome.renamedTasks.sorted(by: { $0.key < $1.key }) {
          print("Renamed \(TerminalText.printable(old)) to \(TerminalText.printable(new)); its games moved with it.")
        }
        print(RoutineView.show(outcome.routine, style: dependencies.style))
        if let mode { try noteIdleMode(mode, dependencies) }
      }
    }
  }

  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a routine.")
    @OptionGroup var global: ParentOptions
    @Argument(completion: .routines) var name: String
    @Option(help: "Whose routine, when two players have one of that name.", completion: .players) var player: String?

    func run() async throws {
      try await global.run { dependencies in
        let household = Household(dependencies)
        let routine = try household.routine(named: name, player: player)
        try household.removeRoutine(named: routine.name, player: routine.player)
        print("Removed \(TerminalText.printable(routine.name)) for \(TerminalText.printable(routine.player)).")
      }
    }
  }
}

/// A school-day or free-day routine shows on all its weekdays while reading is off: said where
/// the mode is set, so the parent is not surprised to see it on a holiday.
func noteIdleMode(_ mode: CalendarMode, _ dependencies: AppDependencies) throws {
  if try Household(dependencies).modeIsIdle(mode) { print("Note: \(RoutineOutlookView.modeIdleNote(mode)).") }
}
