import AppCore
import ArgumentParser
import Domain
import Foundation
import Presentation

/// The options every command takes: where the household lives, or the demo household.
public struct GlobalOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Keep settings, data and state under DIR (or set TIMEQUEST_HOME).", valueName: "DIR"))
  public var home: String?

  @Flag(help: "Use the bundled demo household in a fresh temporary home.")
  public var demo = false

  /// tq-parent only: answer the parent gate (and `pin set`) from standard input, one line each.
  @Flag(
    name: .customLong("pin-stdin"),
    help: ArgumentHelp(
      "Read the parent PIN as the first line of standard input (or set TQ_PARENT_PIN).",
      visibility: ParentGateScope.isGated ? .default : .private))
  public var pinStdin = false

  public init() {}

  /// Runs `body` with live dependencies and exits with the workflow's status.
  public func run(_ body: (AppDependencies) throws -> Void) throws {
    let program = URL(fileURLWithPath: CommandLine.arguments.first ?? "timequest").lastPathComponent
    let gate = ParentGateScope.isGated ? ParentGateAnswers(pinStdin: pinStdin) : nil
    let status = AppRun.run(program: program, home: home, demo: demo, gate: gate, body)
    if status != 0 { throw ExitCode(status) }
  }
}

/// Which programs pass the parent gate: every one but the child's and the notifier's, which only
/// read. Decided by the executable's real file (not argv[0], which any caller can set).
enum ParentGateScope {
  static let ungated: Set<String> = ["tq-player", "tq-notify"]

  static var isGated: Bool {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().lastPathComponent
    return !ungated.contains(executable)
  }
}

extension OutputFormat: ExpressibleByArgument {}

extension CalendarMode: ExpressibleByArgument {}
