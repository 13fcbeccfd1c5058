import AppCore
import ArgumentParser
import CLISupport
import Domain
import Presentation

struct LanguageCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "language",
    abstract: "Show or choose the language of the children's and the notifier's messages.",
    discussion: """
      The language comes from a player's own choice (player set NAME --language), then the \
      household's (language set), then the locale (LC_ALL, LC_MESSAGES, LANG), then English. \
      Keyword languages (calendar keywords languages) are chosen apart.
      """,
    subcommands: [Show.self, SetLanguage.self], defaultSubcommand: Show.self)

  struct Show: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show", abstract: "Show the household's message language and what chose it.")
    @OptionGroup var global: ParentOptions

    func run() async throws {
      try await global.run { dependencies in
        print(Self.line(MessageLanguages(dependencies).household))
      }
    }

    static func line(_ language: MessageLanguage) -> String {
      "Messages: \(LanguageText.name(language)), \(LanguageText.source(language))."
    }
  }

  struct SetLanguage: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "set", abstract: "Choose the household's message language, or auto to follow the locale.")
    @OptionGroup var global: ParentOptions
    @Argument(help: ArgumentHelp("A language code, or auto.", valueName: LanguageSetting.valueName))
    var language: String

    func validate() throws { _ = try LanguageSetting(validating: language) }

    func run() async throws {
      let setting = try LanguageSetting(validating: language)
      try await global.run { dependencies in
        print(Show.line(try MessageLanguages.setHousehold(setting, in: dependencies)))
      }
    }
  }
}
