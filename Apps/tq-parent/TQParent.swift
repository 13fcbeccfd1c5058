import ArgumentParser

@main
struct TQParent: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tq-parent",
    abstract: "Set up players, routines and the family's calendars.",
    version: "0.1.0",
    subcommands: [
      Status.self, PlayerCommand.self, RoutineCommand.self, CalendarCommand.self,
      PinCommand.self, ExportCommand.self, ImportCommand.self,
    ]
  )
}
