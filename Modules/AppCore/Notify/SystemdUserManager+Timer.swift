import Platform

extension SystemdUserManager {
  /// `systemctl --user ARGUMENTS`, a failure told as the timer's, with the folder of its unit files.
  func systemctl(_ arguments: [String], unitFolder: String) async throws(DailyTimerError) {
    do {
      try await systemctl(arguments)
    } catch {
      throw .systemctlFailed(command: error.command, reason: error.reason, unitFolder: unitFolder)
    }
  }
}
