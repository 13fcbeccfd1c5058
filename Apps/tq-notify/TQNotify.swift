import ArgumentParser

@main
struct TQNotify: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tq-notify",
    abstract: "Deliver the day's context: a passive sentence, JSON or a Waybar module.",
    discussion: "Run daily from cron or a systemd user timer. It never changes routines or settings.",
    version: "0.1.0",
    subcommands: [Deliver.self, Is.self],
    defaultSubcommand: Deliver.self
  )
}
