import Notifications
import Platform

extension NotificationSinks {
  /// The text sinks on standard output, Polybar's line, and desktop notifications through `processes`.
  static func live(environment: AppEnvironment, processes: any ProcessRunning) -> NotificationSinks {
    standard(output: StandardOutput()).registering("polybar", TextSink(output: StandardOutput(), polybar: true))
      .registering(
        "desktop",
        DesktopSink(
          runner: processes, variables: environment.variables, runtimeFolder: environment.locations.runtime,
          stateFolder: environment.stateDirectory, warnings: StandardError()))
  }
}
