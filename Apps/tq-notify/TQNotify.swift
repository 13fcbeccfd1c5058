import ArgumentParser
import CLISupport
import Domain

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
}

/// `tq-notify` with `arguments` (those after the program name), whichever binary links it: its own
/// or the multi-call `timequest`. Global options may come before the subcommand: they are moved
/// after it before parsing.
public func tqNotify(_ arguments: [String]) async {
  await TQNotify.safeMain(GlobalArguments.reordered(arguments, globals: GlobalArguments.common))
}
