import ArgumentParser
import CLISupport
import Domain

@main
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

  /// Global options may come before the subcommand: they are moved after it before parsing.
  static func main() async {
    await safeMain(GlobalArguments.reordered(RawArguments.current(), globals: GlobalArguments.parent))
  }
}
