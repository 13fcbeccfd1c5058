import AppCore
import ArgumentParser
import CLISupport
import Domain
import Presentation

extension DayOverride.Kind: ExpressibleByArgument {}

struct CalendarOverride: ParsableCommand {
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

  struct Set: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "set", abstract: "Mark a date or range free or school.")
    @OptionGroup var global: ParentOptions
    @Argument(help: ArgumentHelp("A date or an inclusive range.", valueName: "DATE[..DATE]")) var dates: String
    @Argument(help: "free or school.") var kind: DayOverride.Kind
    @Option(help: "Why; shown as the day's reason.") var note: String?
    @Option(help: "Only for this player (default: the household).") var player: String?

    func run() throws {
      try global.run { dependencies in
        let override = try CalendarAdmin(dependencies).addOverride(dates, kind: kind, note: note, player: player)
        print("\(OverrideText.describe(override)).")
      }
    }
  }

  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove", abstract: "Remove the overrides covering a date.")
    @OptionGroup var global: ParentOptions
    @Argument(help: ArgumentHelp("A date the override covers.", valueName: "DATE")) var date: String
    @Option(help: "The player's override (default: the household's).") var player: String?

    func run() throws {
      try global.run { dependencies in
        for removed in try CalendarAdmin(dependencies).removeOverride(covering: date, player: player) {
          print("Removed: \(OverrideText.describe(removed)).")
        }
      }
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the overrides.")
    @OptionGroup var global: ParentOptions
    @Option(help: "text or json.") var format: OutputFormat = .text

    func run() throws {
      try global.run { dependencies in
        let overrides = try CalendarAdmin(dependencies).overrides()
        switch format {
        case .text:
          print(overrides.isEmpty ? "No overrides." : overrides.map(OverrideText.describe).joined(separator: "\n"))
        case .json:
          print(
            JSONValue.array(
              overrides.map { o in
                .object([
                  ("from", .string(o.from.description)), ("to", .string(o.through.description)),
                  ("kind", .string(o.kind.rawValue)), ("note", .optional(o.note)), ("player", .optional(o.player)),
                ])
              }
            ).pretty())
        }
      }
    }
  }
}

enum OverrideText {
  static func describe(_ o: DayOverride) -> String {
    let dates = o.from == o.through ? "\(o.from)" : "\(o.from)..\(o.through)"
    let whom = o.player.map { "for \($0)" } ?? "for the household"
    return "\(dates) \(o.kind == .free ? "free" : "school") \(whom)\(o.note.map { ": \($0)" } ?? "")"
  }
}
