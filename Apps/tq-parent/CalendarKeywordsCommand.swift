import AppCore
import ArgumentParser
import CLISupport
import Domain
import Presentation

extension KeywordKind: ExpressibleByArgument {}

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
        case .json: print(KeywordsView.json(entries).pretty())
        case .text: print(KeywordsView.text(entries, preferences: preferences, style: dependencies.style))
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
      commandName: "languages",
      abstract: "Choose the built-in keyword languages: \(KeywordCatalog.languages.joined(separator: ", ")).")
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
