import AppCore
import ArgumentParser
import CLISupport
import Presentation

struct Stats: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats", abstract: "How guesses are going per routine and task, and the streaks.")

  @OptionGroup var global: GlobalOptions

  @Option(help: "Whose statistics (default: every player's).", completion: .players)
  var player: String?

  @Option(help: "text or json.")
  var format: OutputFormat = .text

  func run() async throws {
    try await global.run { dependencies in
      let report = try await GameStats(dependencies).report(player: player)
      switch format {
      case .json: print(StatsView.json(report).pretty())
      case .text:
        let language = MessageLanguages(dependencies).of(player: player).code
        print(StatsView.text(report, style: dependencies.style, language: language))
      }
    }
  }
}
