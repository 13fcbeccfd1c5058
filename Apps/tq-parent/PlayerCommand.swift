import AppCore
import ArgumentParser
import CLISupport
import Domain
import Presentation

struct PlayerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "player",
    abstract: "Add, list, rename and remove players.",
    subcommands: [Add.self, List.self, Rename.self, Remove.self]
  )

  struct Add: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a player.")
    @OptionGroup var global: ParentOptions
    @Argument(help: "The player's name, as the child likes to see it.") var name: String

    func run() async throws {
      try await global.run { dependencies in
        let player = try Household(dependencies).addPlayer(name)
        print("Added player \(player.name).")
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
        let players = try household.players()
        let counts = Dictionary(grouping: try household.routines(player: nil), by: \.player).mapValues(\.count)
        switch format {
        case .text: print(PlayersView.text(players, routineCounts: counts, style: dependencies.style))
        case .json: print(PlayersView.json(players, routineCounts: counts).pretty())
        }
      }
    }
  }

  struct Rename: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "rename", abstract: "Rename a player; their routines and history follow.")
    @OptionGroup var global: ParentOptions
    @Argument var name: String
    @Argument(help: "The new name.") var newName: String

    func run() async throws {
      try await global.run { dependencies in
        let household = Household(dependencies)
        try household.renamePlayer(try household.resolvePlayer(name), to: newName)
        print("Renamed \(name) to \(newName).")
      }
    }
  }

  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove", abstract: "Remove a player with their routines.")
    @OptionGroup var global: ParentOptions
    @Argument var name: String

    func run() async throws {
      try await global.run { dependencies in
        let household = Household(dependencies)
        let player = try household.resolvePlayer(name)
        let routines = try household.routines(player: player).count
        try household.removePlayer(player)
        print("Removed player \(player) and \(routines) routine\(routines == 1 ? "" : "s").")
      }
    }
  }
}
