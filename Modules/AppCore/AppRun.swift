import Domain
import Foundation
import Platform
import Presentation

/// The edge every command passes through: builds the dependencies (in the demo household when
/// asked), runs one workflow, and turns any error into one line on standard error and a sysexits code.
public enum AppRun {
  /// - Parameters:
  ///   - color: `--color`, kept in the environment so every command's style comes from it.
  ///   - gate: for tq-parent, how the parent gate may be answered; the gate is passed (when a PIN
  ///     is set) before `body` runs.
  ///   - makeDependencies: the services for an environment; live ones unless a test gives others.
  /// - Returns: the exit status (0 on success).
  public static func run(
    program: String, home: String?, demo: Bool, color: ColorChoice = .auto, gate: ParentGateAnswers? = nil,
    makeDependencies: (AppEnvironment) -> AppDependencies = AppDependencies.live(environment:),
    _ body: (AppDependencies) async throws -> Void
  ) async -> Int32 {
    var environment = AppEnvironment.current(home: home)
    environment.color = color
    var demoHome: String?
    defer {
      if let demoHome { try? FileManager.default.removeItem(atPath: demoHome) }
    }
    do {
      var dependencies = makeDependencies(environment)
      if demo {
        // The demo's school year is the one containing today as the dependencies' clock tells it.
        demoHome = try await DemoHousehold.makeHome(today: dependencies.today, environment: environment)
        environment.home = demoHome
        dependencies = makeDependencies(environment)
      }
      if let gate { try ParentGateKeeper(dependencies).admit(gate) }
      try await body(dependencies)
      return 0
    } catch {
      StandardError.write("\(program): \(TerminalText.message(ExitStatus.message(for: error)))\n")
      return ExitStatus.code(for: error)
    }
  }
}
