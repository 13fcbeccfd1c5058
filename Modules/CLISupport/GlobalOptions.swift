import AppCore
import ArgumentParser
import Domain
import Foundation
import Presentation

/// The options every command takes: where the household lives, or the demo household.
public struct GlobalOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp("Keep settings, data and state under DIR (or set TIMEQUEST_HOME).", valueName: "DIR"),
    completion: .directory)
  public var home: String?

  @Flag(help: "Use the bundled demo household in a fresh temporary home.")
  public var demo = false

  @Option(
    help: ArgumentHelp(
      "Colours: auto (on a terminal, unless NO_COLOR is set or TERM=dumb), always (pipes too, over NO_COLOR) or never.",
      valueName: "WHEN"))
  public var color: ColorChoice = .auto

  public init() {}

  /// `--home ""` would put data/ in the current folder; `TIMEQUEST_HOME=""` means unset, but an
  /// option given empty is a mistake (an unset variable in a script), so it is refused.
  public func validate() throws {
    if let home, home.isEmpty {
      throw ValidationError("--home needs a folder: give a path, or leave it out to use the usual folders")
    }
  }

  /// Runs `body` with live dependencies and exits with the workflow's status.
  public func run(_ body: (AppDependencies) async throws -> Void) async throws {
    try await run(gate: nil, body)
  }

  func run(gate: ParentGateAnswers?, _ body: (AppDependencies) async throws -> Void) async throws {
    let program = URL(fileURLWithPath: CommandLine.arguments.first ?? "timequest").lastPathComponent
    let status = await AppRun.run(program: program, home: home, demo: demo, color: color, gate: gate, body)
    if status != 0 { throw ExitCode(status) }
  }
}

/// The options of every tq-parent command: the common ones, and how to answer the parent gate.
/// Only tq-parent uses these, so only tq-parent is gated; tq-player and tq-notify cannot change anything.
public struct ParentOptions: ParsableArguments {
  @OptionGroup public var common: GlobalOptions

  @Flag(
    name: .customLong("pin-stdin"),
    help: "Read the parent PIN as the first line of standard input (or set TQ_PARENT_PIN).")
  public var pinStdin = false

  public init() {}

  /// Checks the parent gate (once a PIN is set), then runs `body` like `GlobalOptions.run`.
  public func run(_ body: (AppDependencies) async throws -> Void) async throws {
    try await common.run(gate: ParentGateAnswers(pinStdin: pinStdin), body)
  }
}

extension OutputFormat: ExpressibleByArgument {}

extension ColorChoice: ExpressibleByArgument {}

extension PastTimesSetting: ExpressibleByArgument {}

extension LanguageSetting {
  /// `en|es|fr|de|auto`, for help.
  public static var valueName: String { (Language.withMessages.map(\.code) + ["auto"]).joined(separator: "|") }

  /// `--language` or `language set`: the parse error as a usage error (exit 64) naming the codes.
  public init(validating text: String) throws(ValidationError) {
    do {
      try self.init(parsing: text)
    } catch {
      throw ValidationError(error.description)
    }
  }
}

extension CalendarMode: ExpressibleByArgument {}

extension CalendarRole: ExpressibleByArgument {}
