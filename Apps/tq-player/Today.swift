import AppCore
import ArgumentParser
import CLISupport
import Domain
import Presentation

struct Today: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "today", abstract: "Show the day's context chip and quests.")

  @OptionGroup var global: GlobalOptions

  @Option(help: "Whose quests to show (default: every player).", completion: .players)
  var player: String?

  @Option(help: ArgumentHelp("The day to show (default: today).", valueName: "YYYY-MM-DD"))
  var date: String?

  @Option(help: "text or json.")
  var format: OutputFormat = .text

  func run() async throws {
    try await global.run { dependencies in
      let date = try dependencies.date(date)
      let quests = TodayQuests(dependencies)
      let players = try quests.players(named: player)
      switch format {
      case .json:
        guard players.count == 1 else { throw AppError.choosePlayer(players) }
        print(try await quests.day(for: players[0], on: date).json.pretty())
      case .text:
        var days: [PlayerDay] = []
        for player in players { days.append(try await quests.day(for: player, on: date)) }
        let languages = MessageLanguages(dependencies)
        let chosen = Dictionary(uniqueKeysWithValues: players.map { ($0, languages.of(player: $0).code) })
        print(TodayView.text(days, style: dependencies.style, languages: chosen))
      }
    }
  }
}
