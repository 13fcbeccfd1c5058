import AppCore
import ArgumentParser
import CLISupport
import Domain
import Presentation

extension DayOverride.Kind: ExpressibleByArgument {}
extension KeywordKind: ExpressibleByArgument {}

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
    @Option(help: "Only for this player (default: the household).") var player: String?

    func run() async throws {
      try await global.run { dependencies in
        let override = try CalendarAdmin(dependencies).addOverride(dates, kind: kind, note: note, player: player)
        print("\(OverrideText.describe(override)).")
      }
    }
  }

  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove", abstract: "Remove the overrides covering a date.")
    @OptionGroup var global: ParentOptions
    @Argument(help: ArgumentHelp("A date the override covers.", valueName: "DATE")) var date: String
    @Option(help: "The player's override (default: the household's).") var player: String?

    func run() async throws {
      try await global.run { dependencies in
        for removed in try CalendarAdmin(dependencies).removeOverride(covering: date, player: player) {
          print("Removed: \(OverrideText.describe(removed)).")
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

struct CalendarKeywords: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keywords",
    abstract: "The words that mark free days, early releases, school days and term boundaries in event titles.",
    subcommands: [List.self, Add.self, Remove.self, Reset.self, Languages.self],
    defaultSubcommand: List.self
  )

  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the words in use, by kind.")
    @OptionGroup var global: ParentOptions
    @Option(help: "text or json.") var format: OutputFormat = .text

    func run() async throws {
      try await global.run { dependencies in
        let preferences = try CalendarAdmin(dependencies).keywords()
        let entries = KeywordCatalog.effective(for: preferences)
        switch format {
        case .json:
          print(
            JSONValue.array(
              entries.map { entry in
                let origin: String
                switch entry.origin {
                case .builtIn(let language): origin = language
                case .added: origin = "added"
                }
                return .object([
                  ("word", .string(entry.keyword.word)), ("kind", .string(entry.keyword.kind.rawValue)),
                  ("origin", .string(origin)),
                ])
              }
            ).pretty())
        case .text:
          let style = dependencies.style
          var lines = ["Languages: \(preferences.languages.joined(separator: ", "))"]
          for kind in KeywordKind.allCases {
            let words = entries.filter { $0.keyword.kind == kind }.map { entry -> String in
              if case .added = entry.origin { return entry.keyword.word + "*" }
              return entry.keyword.word
            }
            lines.append("")
            lines.append(style.bold("\(kind.rawValue) (\(words.count))"))
            lines.append("  " + words.joined(separator: ", "))
          }
          if !preferences.removed.isEmpty { lines.append("\nRemoved: \(preferences.removed.joined(separator: ", "))") }
          lines.append("\n* added by you")
          print(lines.joined(separator: "\n"))
        }
      }
    }
  }

  struct Add: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a word or phrase.")
    @OptionGroup var global: ParentOptions
    @Argument(help: "A word or phrase, e.g. \"Ski week\".") var word: String
    @Option(help: "no-school, early-release, school-day, term-start or term-end.") var kind: KeywordKind = .noSchool

    func run() async throws {
      try await global.run { dependencies in
        try CalendarAdmin(dependencies).addKeyword(word, kind: kind)
        print("Added \"\(word)\" as \(kind.rawValue).")
      }
    }
  }

  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove", abstract: "Remove a word (yours, or a built-in one).")
    @OptionGroup var global: ParentOptions
    @Argument var word: String

    func run() async throws {
      try await global.run { dependencies in
        try CalendarAdmin(dependencies).removeKeyword(word)
        print("Removed \"\(word)\".")
      }
    }
  }

  struct Reset: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "reset", abstract: "Back to the built-in words of the chosen languages.")
    @OptionGroup var global: ParentOptions

    func run() async throws {
      try await global.run { dependencies in
        try CalendarAdmin(dependencies).resetKeywords()
        print("Keywords reset to the built-in lists.")
      }
    }
  }

  struct Languages: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "languages", abstract: "Choose the built-in keyword languages: en, es, fr, de.")
    @OptionGroup var global: ParentOptions
    @Argument(help: "Language codes, e.g. en de.") var languages: [String] = []

    func run() async throws {
      try await global.run { dependencies in
        let admin = CalendarAdmin(dependencies)
        if !languages.isEmpty {
          try admin.setLanguages(languages.flatMap { $0.split(separator: ",").map(String.init) })
        }
        print("Keyword languages: \(try admin.keywords().languages.joined(separator: ", "))")
      }
    }
  }
}
