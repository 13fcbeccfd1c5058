import Domain

/// Problems reading or writing `settings.json`; each message says what, where and what to do.
public enum SettingsError: ExitCoded, Equatable, Sendable, CustomStringConvertible {
  /// A value is not acceptable; `path` is its JSON path, e.g. `calendar.rules.schoolWeek[2]`.
  case invalid(path: String, message: String, file: String)
  /// The file is not JSON at all.
  case notJSON(file: String, reason: String)
  /// The file exists but cannot be read, or something that is no file is in its place (a folder, a
  /// FIFO, a link that leads nowhere or back to itself): that is neither read, nor taken for "no
  /// settings yet", nor replaced.
  case unreadable(file: String, reason: String)
  /// The file or its folder cannot be written; the previous file is left as it was.
  case io(file: String, reason: String)
  /// The file was written by a newer TimeQuest: it is read as far as it is understood, never written.
  case newerVersion(file: String, version: Int)

  public var description: String {
    switch self {
    case .invalid(let path, let message, let file):
      "\(file): \(path): \(message)"
    case .notJSON(let file, let reason):
      "\(file) is not valid JSON (\(reason)): fix it in an editor, or move it aside to start from the defaults"
    case .unreadable(let file, let reason):
      "cannot read \(file): \(reason); check that it is a file you may read"
    case .io(let file, let reason):
      "cannot save \(file): \(reason); the previous settings were left as they were. "
        + "Check that its folder exists and that you may write to it"
    case .newerVersion(let file, let version):
      "\(file) was written by a newer TimeQuest (settings version \(version); this one writes "
        + "\(AppSettings.currentVersion)): update, or restore a backup; the file was left as it was"
    }
  }

  /// The sysexits code an app exits with: 65 bad data, 74 I/O.
  public var exitCode: Int32 {
    switch self {
    case .invalid, .notJSON, .newerVersion: 65
    case .unreadable, .io: 74
    }
  }
}
