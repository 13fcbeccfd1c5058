import Domain

/// What stops `tq-notify timer install | remove | status`.
public enum DailyTimerError: ExitCoded, Equatable, Sendable, CustomStringConvertible {
  case invalidTime(String)
  case demoHousehold
  case notOurs(path: String)
  case unsafePath(String)
  case writeFailed(path: String, reason: String)
  case removeFailed(path: String, reason: String)
  case systemctlFailed(command: String, reason: String, unitFolder: String)

  public var description: String {
    switch self {
    case .invalidTime(let text):
      "'\(text)' is not a time of day: use HH:MM on a 24-hour clock, e.g. --at 06:45"
    case .demoHousehold:
      "the demo household lives in a temporary folder that is gone when the command ends: "
        + "the daily timer is for your own household (leave out --demo)"
    case .notOurs(let path):
      "\(path) was not written by TimeQuest and is left as it is: rename or remove it, then install again"
    case .unsafePath(let path):
      "the path '\(path)' holds a control character, which a unit file or crontab line cannot carry: "
        + "use a folder without one"
    case .writeFailed(let path, let reason):
      "cannot write \(path) (\(reason)): check that the folder is writable"
    case .removeFailed(let path, let reason):
      "cannot remove \(path) (\(reason)): check the folder's permissions"
    case .systemctlFailed(let command, let reason, let folder):
      "'\(command)' failed (\(reason)); the unit files are in \(folder): "
        + "run the command again once the user manager answers, or use the crontab line that "
        + "'tq-notify timer status' shows"
    }
  }

  /// sysexits: 64 for a wrong time or the demo, 65 for a file that is not ours or a path a unit
  /// cannot hold, 74 for the file system, 69 when systemd refuses.
  public var exitCode: Int32 {
    switch self {
    case .invalidTime, .demoHousehold: 64
    case .notOurs, .unsafePath: 65
    case .writeFailed, .removeFailed: 74
    case .systemctlFailed: 69
    }
  }
}
