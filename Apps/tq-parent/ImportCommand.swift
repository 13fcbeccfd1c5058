import AppCore
import ArgumentParser
import CLISupport
import Presentation

struct ImportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Replace the household and settings with a backup from `tq-parent export`.",
    discussion: """
      The whole backup is checked first: on any problem nothing changes. Then the current data is
      saved to the state folder (backups/before-import-TIME.json) and replaced in one transaction.
      """
  )

  @OptionGroup var global: ParentOptions

  @Argument(help: ArgumentHelp("The backup file, or - for standard input.", valueName: "FILE"))
  var file: String

  func run() async throws {
    try await global.run { dependencies in
      let (data, source) = try Backup.read(file)
      let report = try Backup(dependencies).importBackup(data, source: source)
      let household = report.imported.household
      let previous = TerminalText.printable(report.previous)
      print(
        "Imported \(household.players.count) players, \(household.routines.count) routines, "
          + "\(household.sessions.count) plays and the settings from \(TerminalText.printable(source)).")
      print(
        "The previous data was saved to \(previous) (restore it with `tq-parent import \"\(previous)\"`)."
      )
    }
  }
}
