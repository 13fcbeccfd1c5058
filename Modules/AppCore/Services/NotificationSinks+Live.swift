import Notifications

extension NotificationSinks {
  /// The text sinks on standard output, and desktop notifications through `processes`.
  static func live(environment: AppEnvironment, processes: any ProcessRunning) -> NotificationSinks {
    standard(output: StandardOutput()).registering(
      "desktop",
      DesktopSink(
        runner: ProcessCommandRunner(processes: processes), variables: environment.variables,
        runtimeFolder: environment.locations.runtime, warnings: StandardErrorOutput()))
  }
}

/// AppCore's process runner as the runner a notification sink takes (Notifications cannot see AppCore).
public struct ProcessCommandRunner: CommandRunning {
  let processes: any ProcessRunning

  public init(processes: any ProcessRunning) { self.processes = processes }

  public func run(_ arguments: [String], environment: [String: String]) async -> CommandOutcome {
    do {
      let output = try await processes.run(arguments, environment: environment)
      return .finished(status: output.status, stdout: output.stdout, stderr: output.stderr)
    } catch ProcessRunError.notFound {
      return .notFound
    } catch {
      return .failedToStart(reason: "\(error)")
    }
  }

  public func locate(_ program: String) -> String? { processes.locate(program) }
}

/// Standard error as a `TextOutput`: where a sink's warnings go.
struct StandardErrorOutput: TextOutput {
  func write(_ text: String) { StandardError.write(text) }
}
