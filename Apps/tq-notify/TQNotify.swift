import ArgumentParser
import CLISupport
import Domain

@main
struct TQNotify: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tq-notify",
    abstract: "Deliver the day's context: a passive sentence, JSON, a Waybar module or a desktop notification.",
    discussion: "Run daily from cron or a systemd user timer. It only reads the household; "
      + "`timer install` saves the sink and player it schedules. "
      + GlobalArguments.helpNote,
    version: ProductVersion.current,
    subcommands: [Deliver.self, Is.self, TimerCommand.self],
    defaultSubcommand: Deliver.self
  )

  /// Global options may come before the subcommand: they are moved after it before parsing.
  static func main() async {
    await safeMain(GlobalArguments.reordered(RawArguments.current(), globals: GlobalArguments.common))
  }
}
