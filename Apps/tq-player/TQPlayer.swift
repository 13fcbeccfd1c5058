import ArgumentParser
import CLISupport
import Domain

@main
struct TQPlayer: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tq-player",
    abstract: "Today's quests and the estimation game, for a child.",
    discussion: GlobalArguments.helpNote,
    version: ProductVersion.current,
    subcommands: [Today.self, Play.self, History.self, Stats.self],
    defaultSubcommand: Today.self
  )

  /// Global options may come before the subcommand: they are moved after it before parsing.
  static func main() async {
    await safeMain(GlobalArguments.reordered(RawArguments.current(), globals: GlobalArguments.common))
  }
}
