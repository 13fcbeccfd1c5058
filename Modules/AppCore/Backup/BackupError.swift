import Domain
import Platform
import Settings

/// Problems reading or writing a backup; each message says what, where and what to do.
public enum BackupError: ExitCoded, Equatable, Sendable, CustomStringConvertible {
  /// The backup file does not exist.
  case missing(path: String)
  /// The input is not JSON at all.
  case notJSON(source: String, reason: String)
  /// JSON, but not a TimeQuest backup (no `"format": "timequest-backup"`).
  case notABackup(source: String)
  /// Written by a newer TimeQuest in a format version this one does not read.
  case newerVersion(source: String, version: Int)
  /// The backup's settings were written by a newer TimeQuest (its settings version is newer than this one's).
  case newerSettings(source: String, version: Int)
  /// A value is missing or not acceptable; `path` is its JSON path, e.g. `household.routines[2].tasks[0].minutes`.
  case invalid(source: String, path: String, message: String)
  /// The file could not be read or written.
  case io(path: String, reason: String)
  /// An export target that is not a regular file or a new path (a FIFO, a device, a folder).
  case notAFile(path: String, kind: String)
  /// An import from a folder, a FIFO or a device.
  case notABackupFile(path: String, kind: String)
  /// An export would replace an existing file and no one could be asked.
  case exists(path: String)
  /// `export ""`: no path at all.
  case emptyPath
  /// An export into a folder that does not exist (or is not a folder): exports never create folders.
  case noFolder(path: String, folder: String, what: String)
  /// An export to a symbolic link without --force: the link would be replaced, not written through.
  case link(path: String, target: String)
  /// More than `Backup.maximumBytes` to import (`import - < /dev/zero`).
  case tooLarge(source: String, limit: Int)

  public var description: String {
    switch self {
    case .missing(let path):
      "there is no backup at \(path): give the path of a file written by `tq-parent export`"
    case .notJSON(let source, let reason):
      "\(source) is not JSON (\(reason)): give a file written by `tq-parent export`; nothing was changed"
    case .notABackup(let source):
      "\(source) is not a TimeQuest backup (it has no \"format\": \"\(BackupDocument.format)\"): "
        + "give a file written by `tq-parent export`; nothing was changed"
    case .newerVersion(let source, let version):
      "\(source) is a backup in format version \(version), written by a newer TimeQuest; this version reads "
        + "versions up to \(BackupDocument.currentVersion): install the newer version to import it; nothing was changed"
    case .newerSettings(let source, let version):
      "\(source) holds settings written by a newer TimeQuest (settings version \(version); this version writes "
        + "\(AppSettings.currentVersion)): install the newer version to import it; nothing was changed"
    case .invalid(let source, let path, let message):
      "\(source): \(path): \(message); nothing was changed"
    case .io(let path, let reason):
      "cannot use \(path): \(reason); check the folder exists and that you may write to it"
    case .notAFile(let path, let kind):
      "cannot export to \(path): it is \(kind), not a file; give a new path or an existing backup file; nothing was written"
    case .notABackupFile(let path, let kind):
      "cannot import \(path): it is \(kind), not a file; give the file 'tq-parent export' wrote; nothing was changed"
    case .exists(let path):
      "\(path) already exists: pass --force to replace it, or give a new path; nothing was written"
    case .emptyPath:
      "the file to export to is empty: give a path, or none (or -) for standard output; nothing was written"
    case .noFolder(let path, let folder, let what):
      "cannot export to \(path): \(folder) \(what); create the folder first or give another path; nothing was written"
    case .link(let path, let target):
      "\(path) is a symbolic link to \(target): pass --force to replace the link itself with the backup (what it "
        + "leads to is left as it is), or give another path; nothing was written"
    case .tooLarge(let source, let limit):
      "\(source) holds more than \(BoundedRead.words(limit)), the most a backup may be: give a file written by "
        + "`tq-parent export`; nothing was changed"
    }
  }

  /// 66 for a missing file or one that is no file (a folder, a FIFO, a device), 74 for I/O, 73 for a
  /// place an export cannot go, 64 for no path at all and for an existing file with no terminal to
  /// ask (the question `--force` answers, as every unasked question is), 65 for everything about the contents.
  public var exitCode: Int32 {
    switch self {
    case .emptyPath, .exists: 64
    case .missing, .notABackupFile: 66
    case .io: 74
    case .notAFile, .noFolder, .link: 73
    case .notJSON, .notABackup, .tooLarge, .newerVersion, .newerSettings, .invalid: 65
    }
  }
}
