import AppCore
import ArgumentParser
import CLISupport
import Presentation

struct History: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "history",
    abstract: "Past games, newest first: each task's guess and time, and how close the guesses usually were.")

  @OptionGroup var global: GlobalOptions

  @Option(help: "Whose games (default: everyone's).", completion: .players)
  var player: String?

  @Option(help: "Only games of this routine.", completion: .routines)
  var routine: String?

  @Option(help: "At most this many games.")
  var limit: Int?

  @Option(help: "text or json.")
  var format: OutputFormat = .text

  func validate() throws {
    if let limit, limit < 1 { throw ValidationError("--limit takes a whole number of games, 1 or more, not \(limit)") }
  }

  func run() async throws {
    try await global.run { dependencies in
      let sessions = try GameHistory(dependencies).sessions(player: player, routine: routine, limit: limit)
      switch format {
      case .json: print(HistoryView.json(sessions).pretty())
      case .text:
        let language = MessageLanguages(dependencies).of(player: player).code
        print(HistoryView.text(sessions, style: dependencies.style, language: language))
      }
    }
  }
}
