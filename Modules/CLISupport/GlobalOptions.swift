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

  public init() {}

  /// Runs `body` with live dependencies and exits with the workflow's status.
  public func run(_ body: (AppDependencies) throws -> Void) throws {
    let program = URL(fileURLWithPath: CommandLine.arguments.first ?? "timequest").lastPathComponent
    let status = AppRun.run(program: program, home: home, demo: demo, body)
    if status != 0 { throw ExitCode(status) }
  }
}

extension OutputFormat: ExpressibleByArgument {}

extension CalendarMode: ExpressibleByArgument {}
