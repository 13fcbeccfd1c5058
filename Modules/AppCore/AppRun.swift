import Domain
import Foundation
import Notifications
import Presentation

/// The edge every command passes through: builds the live dependencies (or the demo household),
/// runs one workflow, and turns any error into one line on standard error and a sysexits code.
public enum AppRun {
  /// - Parameter gate: for tq-parent, how the parent gate may be answered; the gate is passed
  ///   (when a PIN is set) before `body` runs.
  /// - Returns: the exit status (0 on success).
  public static func run(
    program: String, home: String?, demo: Bool, gate: ParentGateAnswers? = nil,
    _ body: (AppDependencies) throws -> Void
  ) -> Int32 {
    var environment = AppEnvironment.current(home: home)
    var demoHome: String?
    defer {
      if let demoHome { try? FileManager.default.removeItem(atPath: demoHome) }
    }
    do {
      if demo {
        let today = LocalDate(Date(), in: environment.timeZone)
        demoHome = try DemoHousehold.makeHome(today: today, environment: environment)
        environment.home = demoHome
      }
      let dependencies = AppDependencies.live(environment: environment)
      if let gate { try ParentGateKeeper(dependencies).admit(gate) }
      try body(dependencies)
      return 0
    } catch {
      StandardError.write("\(program): \(ExitStatus.message(for: error))\n")
      return ExitStatus.code(for: error)
    }
  }
}

public enum StandardError {
  public static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// Standard output as a `TextOutput` for the notification sinks.
public struct StandardOutput: Sendable {
  public init() {}
  public func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}

extension AppDependencies {
  /// `--date` as given, or today in the local zone.
  public func date(_ text: String?) throws -> LocalDate {
    guard let text else { return today }
    guard let date = LocalDate(text) else { throw AppError.invalidDate(text) }
    return date
  }

  /// Terminal styling for standard output.
  public var style: TerminalStyle {
    TerminalStyle(isTTY: environment.stdoutIsTTY, environment: environment.variables)
  }
}

extension StandardOutput: TextOutput {}
