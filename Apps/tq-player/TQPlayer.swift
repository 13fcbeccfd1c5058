import ArgumentParser
import CLISupport
import Domain

struct TQPlayer: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tq-player",
    abstract: "Today's quests and the estimation game, for a child.",
    discussion: GlobalArguments.helpNote,
    version: ProductVersion.current,
    subcommands: [Today.self, Play.self, History.self, Stats.self],
    defaultSubcommand: Today.self
  )
}

/// `tq-player` with `arguments` (those after the program name), whichever binary links it: its own
/// or the multi-call `timequest`. Global options may come before the subcommand: they are moved
/// after it before parsing.
public func tqPlayer(_ arguments: [String]) async {
  await TQPlayer.safeMain(GlobalArguments.reordered(arguments, globals: GlobalArguments.common))
}
