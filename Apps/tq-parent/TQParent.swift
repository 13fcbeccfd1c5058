import ArgumentParser
import CLISupport
import Domain

struct TQParent: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tq-parent",
    abstract: "Set up players, routines and the family's calendars.",
    discussion: GlobalArguments.helpNote,
    version: ProductVersion.current,
    subcommands: [
      Status.self, PlayerCommand.self, RoutineCommand.self, CalendarCommand.self,
      LanguageCommand.self, PinCommand.self, ExportCommand.self, ImportCommand.self, ReportCommand.self,
      DoctorCommand.self,
    ]
  )
}

/// `tq-parent` with `arguments` (those after the program name), whichever binary links it: its own
/// or the multi-call `timequest`. Global options may come before the subcommand: they are moved
/// after it before parsing.
public func tqParent(_ arguments: [String]) async {
  await TQParent.safeMain(GlobalArguments.reordered(arguments, globals: GlobalArguments.parent))
}
