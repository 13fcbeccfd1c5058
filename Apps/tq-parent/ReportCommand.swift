import AppCore
import ArgumentParser
import CLISupport
import Presentation

struct ReportCommand: AsyncParsableCommand {
  enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, html }

  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "How the estimation game is going: guesses, trends and streaks over a window of days.",
    discussion: """
      The window defaults to the last eight weeks, today included, starting at the first game when \
      that is later. The html format is one page with charts, from phone width to printed A4 or Letter:
        tq-parent report --format html > report.html
      """)
  @OptionGroup var global: ParentOptions
  @Option(help: "Whose games (default: every player's, one part each).", completion: .players) var player: String?
  @Option(help: ArgumentHelp("First day (default: eight weeks before --to).", valueName: "YYYY-MM-DD")) var from:
    String?
  @Option(help: ArgumentHelp("Last day, inclusive (default: today).", valueName: "YYYY-MM-DD")) var to: String?
  @Option(help: "text, json or html.") var format: Format = .text

  func run() async throws {
    try await global.run { dependencies in
      let window = try GameReport.window(from: from, to: to, today: dependencies.today)
      let report = try await GameReport(dependencies).report(
        player: player, window: window, startAtFirstPlay: from == nil)
      // The parent reads it: the household's message language (tq-parent language).
      let language = MessageLanguages(dependencies).household.code
      switch format {
      case .text: print(ReportView.text(report, style: dependencies.style, language: language))
      case .json: print(ReportView.json(report).pretty())
      case .html:
        print(ReportHTML.render(report, generatedOn: dependencies.today, language: language), terminator: "")
      }
    }
  }
}
