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
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one routine with its tasks.")
    @OptionGroup var global: ParentOptions
    @Argument(completion: .routines) var name: String
    @Option(help: "Whose routine, when two players have one of that name.", completion: .players) var player: String?
    @Option(help: "text or json.") var format: OutputFormat = .text

    func run() async throws {
      try await global.run { dependencies in
        let routine = try Household(dependencies).routine(named: name, player: player)
        switch format {
        case .text: print(RoutineView.show(routine, style: dependencies.style))
        case .json: print(RoutineView.json(routine).pretty())
        }
      }
    }
  }

  struct Edit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "edit", abstract: "Change a routine; what is not given stays as it was.")
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
      name: .customLong("done-by"),
      help: ArgumentHelp(
        "The time of day it should be done by (24-hour clock), or none.", valueName: "HH:MM"))
    var doneBy: String?

    func run() async throws {
      try await global.run { dependencies in
        let routine = try Household(dependencies).editRoutine(
          name: name, player: player, newName: newName, days: days, mode: mode, tasks: tasks.isEmpty ? nil : tasks,
          doneBy: doneBy)
        print(RoutineView.show(routine, style: dependencies.style))
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
