import AppCore
import ArgumentParser
import CLISupport
import Domain
import Foundation
import Platform
import Presentation

struct CalendarEvents: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "events",
    abstract: "List the events in a window: what does this calendar say?",
    discussion: """
      The window is --from 00:00 to the end of --to, local time (--to is inclusive). With --source the
      given files, folders or '-' (standard input) are read directly, whether or not reading is enabled.
      """)
  @OptionGroup var global: ParentOptions
  @Option(
    name: .customLong("source"),
    help: ArgumentHelp("A file, folder or '-' to read instead of the connected calendars.", valueName: "S"))
  var sources: [String] = []
  @Option(help: ArgumentHelp("First day (default: today).", valueName: "YYYY-MM-DD")) var from: String?
  @Option(help: ArgumentHelp("Last day, inclusive (default: --from).", valueName: "YYYY-MM-DD")) var to: String?
  @Option(help: "text or json.") var format: OutputFormat = .text

  func run() async throws {
    try await global.run { dependencies in
      warnIfUnencrypted(sources)
      let start = try dependencies.date(from)
      let end = try to.map { try dependencies.date($0) } ?? start
      let result = try await CalendarQueries(dependencies).events(from: start, through: end, sources: sources)
      for warning in result.warnings { StandardError.write(TerminalText.message("warning: \(warning)") + "\n") }
      let zone = dependencies.environment.timeZone
      var output = UnbufferedStandardOutput()
      switch format {
      case .json: try EventsView.writeJSON(result.events, zone: zone, to: &output)
      case .text:
        try EventsView.writeText(
          result.events, from: start, through: end, zone: zone, style: dependencies.style, to: &output)
      }
    }
  }
}

struct CalendarExplain: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Say what kind of day a date is, by which rule, and which events decided it.",
    discussion:
      "With --source the given calendars are judged directly, all their events counted: what would this feed mean?")
  @OptionGroup var global: ParentOptions
  @Argument(help: ArgumentHelp("The day (default: today).", valueName: "YYYY-MM-DD")) var date: String?
  @Option(name: .customLong("source"), help: ArgumentHelp("A file, folder or '-' to judge directly.", valueName: "S"))
  var sources: [String] = []
  @Option(help: "Whose calendars and overrides count (default: the household's).", completion: .players) var player:
    String?
  @Option(help: "text or json.") var format: OutputFormat = .text

  func run() async throws {
    try await global.run { dependencies in
      warnIfUnencrypted(sources)
      let day = try dependencies.date(date)
      let look = try await ContextService(dependencies).look(
        from: day, through: day, player: player, sources: sources.isEmpty ? .configured : .direct(sources))
      for warning in look.warnings { StandardError.write(TerminalText.message("warning: \(warning)") + "\n") }
      let language = MessageLanguages(dependencies).of(player: look.player).code
      switch format {
      case .json: print(ExplainView.json(look.days[0], language: language).pretty())
      case .text:
        print(
          ExplainView.text(
            look.days[0], style: dependencies.style, language: language, player: look.player, level: look.level))
        if look.player != nil || !look.counted.isEmpty {
          print(ExplainView.counted(look.counted, player: look.player))
          print(ExplainView.shape(look.shape))
        }
      }
    }
  }
}
