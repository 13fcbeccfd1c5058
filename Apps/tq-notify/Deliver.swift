import AppCore
import ArgumentParser
import CLISupport

struct Deliver: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "deliver", abstract: "Deliver the context of a day (the default).")

  @OptionGroup var global: GlobalOptions

  @Option(help: ArgumentHelp("The day (default: today).", valueName: "YYYY-MM-DD"))
  var date: String?

  @Flag(help: "The day after --date (or tomorrow).")
  var tomorrow = false

  @Option(help: "Whose calendars count, where siblings go to different schools (default: the household's).")
  var player: String?

  @Option(help: "stdout, json, waybar or desktop (default: the one saved in settings, else stdout).")
  var sink: String?

  func run() async throws {
    try await global.run { dependencies in
      try await Notifier(dependencies).deliver(
        date: try dependencies.date(date).adding(days: tomorrow ? 1 : 0), player: player, sink: sink)
    }
  }
}
