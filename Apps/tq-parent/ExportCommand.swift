import AppCore
import ArgumentParser
import CLISupport
import Foundation
import Platform
import Presentation

struct ExportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write players, routines, play history and settings as one JSON backup.",
    discussion: """
      The file is written whole or not at all, with mode 0600: it holds the settings, which may
      contain calendar feed secrets and the PIN hash. Restore it with `tq-parent import FILE`.
      FILE must be a new path or a regular file; an existing file is replaced after a yes on a
      terminal, or with --force.
      """
  )

  @OptionGroup var global: ParentOptions

  @Argument(help: ArgumentHelp("Where to write the backup (default: standard output).", valueName: "FILE"))
  var file: String?

  @Flag(help: "Replace FILE if it exists, without asking.") var force = false

  func run() async throws {
    try await global.run { dependencies in
      let backup = Backup(dependencies)
      guard let file, file != "-" else {
        try UnbufferedStandardOutput().write(Array(try backup.export()))
        return
      }
      guard let document = try backup.export(to: file, force: force) else {
        print("Nothing exported; \(TerminalText.printable(file)) is unchanged.")
        return
      }
      let household = document.household
      print(
        "Exported \(household.players.count) players, \(household.routines.count) routines, "
          + "\(household.sessions.count) plays and the settings to \(TerminalText.printable(file)).")
    }
  }
}
