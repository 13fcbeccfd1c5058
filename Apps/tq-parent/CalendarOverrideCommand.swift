import AppCore
import ArgumentParser
import CLISupport
import Domain
import Presentation

extension DayOverride.Kind: ExpressibleByArgument {}

struct CalendarOverride: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "override",
    abstract: "Correct the calendar for a date or a range: it wins over every calendar rule.",
    discussion: """
      Examples:
        tq-parent calendar override 2026-12-18 free --note "Family trip"
        tq-parent calendar override 2027-02-01..2027-02-05 free --player Leo --note "Leo's school ski week"
        tq-parent calendar override remove 2026-12-18
      """,
    subcommands: [Set.self, Remove.self, List.self],
    defaultSubcommand: Set.self
  )

  struct Set: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "set", abstract: "Mark a date or range free or school.")
    @OptionGroup var global: ParentOptions
    @Argument(help: ArgumentHelp("A date or an inclusive range.", valueName: "DATE[..DATE]")) var dates: String
    @Argument(help: "free or school.") var kind: DayOverride.Kind
    @Option(help: "Why; shown as the day's reason.") var note: String?
    @Option(help: "Only for this player (default: the household).", completion: .players) var player: String?

    func run() async throws {
      try await global.run { dependencies in
        let override = try CalendarAdmin(dependencies).addOverride(dates, kind: kind, note: note, player: player)
        print("\(OverridesView.describe(override)).")
      }
    }
  }

  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove", abstract: "Remove the overrides covering a date.")
    @OptionGroup var global: ParentOptions
    @Argument(help: ArgumentHelp("A date the override covers.", valueName: "DATE")) var date: String
    @Option(help: "The player's override (default: the household's).", completion: .players) var player: String?

    func run() async throws {
      try await global.run { dependencies in
        for removed in try CalendarAdmin(dependencies).removeOverride(covering: date, player: player) {
          print("Removed: \(OverridesView.describe(removed)).")
        }
      }
    }
  }

  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the overrides.")
    @OptionGroup var global: ParentOptions
    @Option(help: "text or json.") var format: OutputFormat = .text

    func run() async throws {
      try await global.run { dependencies in
        let overrides = try CalendarAdmin(dependencies).overrides()
        switch format {
        case .text: print(OverridesView.text(overrides))
        case .json: print(OverridesView.json(overrides).pretty())
        }
      }
    }
  }
}
