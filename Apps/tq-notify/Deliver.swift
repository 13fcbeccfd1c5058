import AppCore
import ArgumentParser
import CLISupport
import Domain
import Foundation
import Platform
import Presentation

struct Deliver: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "deliver", abstract: "Deliver the context of a day (the default).",
    discussion: """
      --once skips a delivery (printing nothing, exit 0) when the same words already went to the same \
      sink for that day and player; a changed day (a snow day added) delivers again. --watch stays \
      running and delivers again only when the day's words change: at midnight, when a calendar, \
      the settings or the database change; it ends with exit 0 on SIGTERM or SIGINT. \
      TIMEQUEST_WATCH_POLL=SECONDS (0.1 to 86400) compares files every SECONDS instead of using inotify. \
      --once also delivers the routine starts due now (as the timer runs it at each start). \
      --starts delivers instead each routine start due now: a routine on the day with a done-by time \
      (tq-parent routine edit R --done-by 08:05) whose start, the done-by time less its tasks' minutes, \
      is now or up to 10 minutes ago; nothing (exit 0) when none is due. 'timer install' runs --once at \
      each start as well.
      """)

  @OptionGroup var global: GlobalOptions

  @Option(help: ArgumentHelp("The day (default: today).", valueName: "YYYY-MM-DD"))
  var date: String?

  @Flag(help: "The day after --date (or tomorrow), in words that say so.")
  var tomorrow = false

  @Option(
    help: "Whose calendars count, where siblings go to different schools (default: the household's).",
    completion: .players)
  var player: String?

  @Option(help: "stdout, json, waybar or desktop, or polybar (default: the one saved in settings, else stdout).")
  var sink: String?

  @Flag(help: "Deliver at most once a day per player and sink, unless the day's words changed.")
  var once = false

  @Flag(help: "Stay running; deliver again whenever the day's words change (status bars, a desktop session).")
  var watch = false

  @Flag(help: "Deliver the routine starts due now (routines with a done-by time) instead of the day's context.")
  var starts = false

  @Option(
    help: ArgumentHelp(
      "When no network calendar can be reached (no network yet after waking), read again for up to this long "
        + "before the day counts as unknown; 0 reads once (default: the one saved by 'timer install "
        + "--network-wait', else 30).", valueName: "SECONDS"))
  var networkWait: Int?

  @Option(
    help: ArgumentHelp(
      "With --watch, how often network calendars are read again (asking whether they changed).",
      valueName: "SECONDS"))
  var networkRefresh = 900

  func validate() throws {
    if starts && (watch || tomorrow) { throw ValidationError("--starts goes without --watch and --tomorrow") }
    try Self.check(networkWait: networkWait)
    guard (1...86_400).contains(networkRefresh) else {
      throw ValidationError("--network-refresh takes 1 to 86400 seconds, not \(networkRefresh)")
    }
  }

  static func check(networkWait: Int?) throws {
    let range = Notifier.networkWaitRange
    guard let seconds = networkWait, !range.contains(seconds) else { return }
    throw ValidationError("--network-wait takes \(range.lowerBound) to \(range.upperBound) seconds, not \(seconds)")
  }

  func run() async throws {
    try await global.run { dependencies in
      let relative: RelativeDay = tomorrow ? .tomorrow : .today
      let day = try date.map { try dependencies.date($0).adding(days: relative.offset) }
      let request = Notifier.Request(
        date: day, relative: relative, player: player, sink: sink, once: once,
        networkWait: Notifier(dependencies).networkWait(given: networkWait))
      let program = "tq-notify"
      if starts {
        _ = try await Notifier(dependencies).deliverStarts(request)
        return
      }
      if watch {
        // A status bar or session manager ends the watch with a signal: that is its normal end.
        signal(SIGTERM) { _ in _exit(0) }
        signal(SIGINT) { _ in _exit(0) }
        var options = try ContextWatcher.Options.from(dependencies.environment.variables)
        options.networkRefresh = .seconds(networkRefresh)
        try await ContextWatcher(dependencies, options: options).run(request) { warning in
          StandardError.write("\(program): \(TerminalText.message("\(warning)"))\n")
        }
        return
      }
      let outcome = try await Notifier(dependencies).deliver(request)
      for warning in outcome.warnings { StandardError.write("\(program): \(TerminalText.message("\(warning)"))\n") }
      // The timer's runs (`--once`) at the routines' starts deliver the starts due as well; an
      // addition that never fails the day's delivery (no players yet, a damaged household).
      if once && !tomorrow { _ = try? await Notifier(dependencies).deliverStarts(request) }
    }
  }
}
