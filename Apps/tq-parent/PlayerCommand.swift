import AppCore
import ArgumentParser
import CLISupport
import Domain
import Presentation

struct PlayerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "player",
    abstract: "Add, list, rename and remove players, and set their game settings.",
    subcommands: [Add.self, List.self, SetSettings.self, Rename.self, Remove.self]
  )

  struct Add: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a player.")
    @OptionGroup var global: ParentOptions
    @Argument(help: "The player's name, as the child likes to see it.") var name: String
    @Option(help: ArgumentHelp(SchoolOption.help, valueName: SchoolLevel.valueName)) var school: String?

    func validate() throws { _ = try school.map(SchoolOption.parse) }

    func run() async throws {
      let school = try school.map(SchoolOption.parse)
      try await global.run { dependencies in
        let player = try Household(dependencies).addPlayer(name, school: school?.level)
        let level = player.school.map { " (in \($0.schoolName))" } ?? ""
        print("Added player \(TerminalText.printable(player.name))\(level).")
      }
    }
  }

  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the players.")
    @OptionGroup var global: ParentOptions
    @Option(help: "text or json.") var format: OutputFormat = .text

    func run() async throws {
      try await global.run { dependencies in
        let household = Household(dependencies)
        let players = try household.listedPlayers()
        let counts = Dictionary(grouping: try household.routines(player: nil), by: \.player).mapValues(\.count)
        let languages = MessageLanguages(dependencies)
        let language = Dictionary(uniqueKeysWithValues: players.map { ($0.name, languages.of($0)) })
        switch format {
        case .text:
          print(PlayersView.text(players, routineCounts: counts, languages: language, style: dependencies.style))
        case .json: print(PlayersView.json(players, routineCounts: counts, languages: language).pretty())
        }
      }
    }
  }

  struct SetSettings: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "set", abstract: "Set a player's game settings.",
      discussion: """
        --past-times: the task's last times, shown before a guess ("last times: 6 min, 7 min, 5 min"); \
        auto shows them once the task has been timed \(PastTimes.playsBeforeShown) times. \
        --cue: one gentle sound or bell when the guessed time is reached. \
        --language: the language of this child's messages; auto follows the household's (tq-parent language). \
        --show-planned: the task's planned minutes, shown after the guess ("Planned: 5 min"). \
        --school: the stage of school the child is at, for calendar events that name one ("Early Dismissal \
        (Elementary)", "Grades 6-12 only"); none (the default) counts such events for this child whatever they name. \
        A setting left out stays as it is; `player list` shows them all.
        """)
    @OptionGroup var global: ParentOptions
    @Argument(completion: .players) var name: String
    @Option(help: ArgumentHelp("auto (the default), on or off.", valueName: "auto|on|off"))
    var pastTimes: PastTimesSetting?
    @Option(help: ArgumentHelp("on (the default) or off.", valueName: "on|off")) var cue: OnOff?
    @Option(help: ArgumentHelp("A message language, or auto (the default).", valueName: LanguageSetting.valueName))
    var language: String?
    @Option(help: ArgumentHelp(SchoolOption.help, valueName: SchoolLevel.valueName)) var school: String?
    @Option(help: ArgumentHelp("on or off (the default).", valueName: "on|off")) var showPlanned: OnOff?

    func validate() throws {
      if pastTimes == nil, cue == nil, language == nil, school == nil, showPlanned == nil {
        throw ValidationError("Nothing to set: give --past-times, --cue, --language, --school and/or --show-planned.")
      }
      _ = try language.map(LanguageSetting.init(validating:))
      _ = try school.map(SchoolOption.parse)
    }

    func run() async throws {
      let language = try language.map(LanguageSetting.init(validating:))
      let school = try school.map(SchoolOption.parse)
      try await global.run { dependencies in
        let player = try Household(dependencies).setGameSettings(
          of: name, pastTimes: pastTimes, cue: cue?.isOn, language: language, school: school,
          showPlanned: showPlanned?.isOn)
        let chosen = language.map { _ in MessageLanguages(dependencies).of(player) }
        print(PlayersView.settings(player, language: chosen, school: school != nil))
      }
    }
  }

  /// `--school`: a level, one of its other names, or none.
  enum SchoolOption {
    static let help =
      "The child's stage of school, for events naming one: kindergarten, elementary (primary), middle, high, secondary (middle and high), or none."

    static func parse(_ text: String) throws -> SchoolLevelSetting {
      do {
        return try SchoolLevelSetting(parsing: text)
      } catch {
        throw ValidationError(error.description)
      }
    }
  }

  /// `on` or `off`, as a parent types a switch.
  enum OnOff: String, CaseIterable, ExpressibleByArgument {
    case on, off
    var isOn: Bool { self == .on }
  }

  struct Rename: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "rename", abstract: "Rename a player; their routines and history follow.")
    @OptionGroup var global: ParentOptions
    @Argument(completion: .players) var name: String
    @Argument(help: "The new name.") var newName: String

    func run() async throws {
      try await global.run { dependencies in
        let household = Household(dependencies)
        try household.renamePlayer(try household.resolvePlayer(name), to: newName)
        print("Renamed \(TerminalText.printable(name)) to \(TerminalText.printable(newName)).")
      }
    }
  }

  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove", abstract: "Remove a player with their routines and games.",
      discussion: """
        A player with routines or games is removed after a yes (--yes without a terminal); the
        household as it was is saved to the backups folder first ('tq-parent import FILE' restores
        it). --purge keeps no copy, and takes the player out of the backups already there.
        """)
    @OptionGroup var global: ParentOptions
    @Argument(completion: .players) var name: String
    @Flag(help: "Remove without asking; a copy is still kept in the backups folder.") var yes = false
    @Flag(help: "Remove without asking and keep no copy: out of the backups folder too.") var purge = false

    func run() async throws {
      try await global.run { dependencies in
        let done = try Household(dependencies).removePlayer(name, confirmed: yes, purge: purge)
        let player = TerminalText.printable(done.player)
        guard done.removed else {
          print("\(player) stays.")
          return
        }
        let games = done.games == 0 ? "" : " and \(done.games) game\(done.games == 1 ? "" : "s")"
        print("Removed player \(player), \(done.routines) routine\(done.routines == 1 ? "" : "s")\(games).")
        if let backup = done.backup {
          print(
            "A copy of the household as it was: \(TerminalText.printable(backup)) ('tq-parent import' restores it).")
        }
        if purge {
          print(
            "No copy kept; taken out of \(done.purgedBackups.count) backup\(done.purgedBackups.count == 1 ? "" : "s").")
        }
      }
    }
  }
}
