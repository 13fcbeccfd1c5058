import ArgumentParser

@main
struct TQPlayer: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tq-player",
    abstract: "Today's quests and the estimation game, for a child.",
    version: "0.1.0",
    subcommands: [Today.self],
    defaultSubcommand: Today.self
  )
}
