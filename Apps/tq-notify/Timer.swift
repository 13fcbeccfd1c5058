import AppCore
import ArgumentParser
import CLISupport
import Platform
import Presentation

struct TimerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "timer",
    abstract: "Deliver every morning by itself: a systemd user timer, or a crontab line where systemd does not run.",
    discussion: """
      install writes timequest-notify.service and timequest-notify.timer to
      $XDG_CONFIG_HOME/systemd/user (~/.config/systemd/user; --home does not move them, as systemd
      looks nowhere else) and enables the timer with systemctl --user. Without a user manager it
      prints the crontab line instead. remove undoes it; status shows the schedule and the next run.
      """,
    subcommands: [Install.self, Remove.self, Status.self]
  )

  struct Install: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "install",
      abstract: "Install (or change) the daily timer; the same options again change nothing.",
      discussion: """
        Each morning's run is 'tq-notify --once' with the sink and player given here (and --home, when
        given); they are the unit's alone, and plain tq-notify keeps its own defaults. The timer also runs at each start of a
        routine with a done-by time (read now: install again after one changes), delivering it. An option left out keeps what is
        installed. A computer that was off at the time delivers when it is next up.
        """
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("When, on a 24-hour clock (default: 06:45, or the installed time).", valueName: "HH:MM"))
    var at: String?

    @Option(
      help: "stdout, json, waybar or desktop, or polybar (default: the installed or saved one; desktop for stdout).")
    var sink: String?

    @Option(
      help: "Whose calendars count (default: the installed or saved player, else the household).", completion: .players)
    var player: String?

    @Option(
      help: ArgumentHelp(
        "How long each delivery waits for the network when no network calendar can be reached (saved as "
          + "tq-notify's default; default: the saved one, else 30).", valueName: "SECONDS"))
    var networkWait: Int?

    func validate() throws {
      if global.demo { throw ValidationError(DailyTimerError.demoHousehold.description) }
      try Deliver.check(networkWait: networkWait)
    }

    func run() async throws {
      try await global.run { dependencies in
        let done = try await DailyTimer(dependencies, program: .current()).install(
          at: at, sink: sink, player: player, networkWait: networkWait)
        print(DailyTimerView.installation(done, style: dependencies.style))
      }
    }
  }

  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove", abstract: "Stop the daily timer and delete the unit files TimeQuest wrote.")

    @OptionGroup var global: GlobalOptions

    /// The timer is the user's, not the demo's: `--demo` must not remove it.
    func validate() throws {
      if global.demo { throw ValidationError(DailyTimerError.demoHousehold.description) }
    }

    func run() async throws {
      try await global.run { dependencies in
        let done = try await DailyTimer(dependencies, program: .current()).remove()
        for warning in done.warnings { StandardError.write("tq-notify: \(TerminalText.message(warning))\n") }
        print(DailyTimerView.removal(done, style: dependencies.style))
      }
    }
  }

  struct Status: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "status", abstract: "The installed schedule, whether systemd runs it, and the next run.")

    @OptionGroup var global: GlobalOptions

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    func run() async throws {
      try await global.run { dependencies in
        let report = try await DailyTimer(dependencies, program: .current()).status()
        let zone = dependencies.environment.timeZone
        switch format {
        case .json: print(DailyTimerView.statusJSON(report, zone: zone).pretty())
        case .text: print(DailyTimerView.status(report, zone: zone, style: dependencies.style))
        }
      }
    }
  }
}
