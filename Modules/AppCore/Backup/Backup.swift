import Domain
import Foundation
import Persistence
import Platform
import Presentation
import Settings
import Storage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tq-parent export` and `import`: the whole household and its settings as one file.
public struct Backup: Sendable {
  let dependencies: AppDependencies
  /// Runs between the import's database commit and its settings save (tests stop there, as a kill would).
  var afterCommit: (@Sendable () throws -> Void)?

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  /// Where automatic backups go: `backups/` in the state folder.
  public var backupFolder: URL { dependencies.environment.stateDirectory.appendingPathComponent("backups") }

  /// The current household and settings.
  public func current() throws -> BackupDocument {
    let settings = try dependencies.settings.load()
    let household = try dependencies.database.open().snapshot()
    return BackupDocument(household: household, settings: settings)
  }

  /// The backup's bytes, for standard output.
  public func export() throws -> Data { try current().encoded() }

  /// Writes the backup to `path` atomically with mode 0600 (it holds the settings: feed secrets, the PIN hash).
  /// Only a new path or a regular file is written: an export once turned `/dev/full` into a JSON file
  /// and replaced a calendar without a word. An existing file is replaced with `force`, or after a
  /// yes on a terminal; without a terminal it is refused. Its folder must exist: a mistyped path
  /// once became a tree of new folders. A symbolic link is replaced itself, and only with `force`.
  /// - Returns: nil when the parent answered no.
  public func export(to path: String, force: Bool) throws -> BackupDocument? {
    guard !path.isEmpty else { throw BackupError.emptyPath }
    let folder = (path as NSString).deletingLastPathComponent
    switch FileKind.at(folder.isEmpty ? "." : folder) {
    case .folder?: break
    case nil: throw BackupError.noFolder(path: path, folder: folder, what: "does not exist")
    case let kind?: throw BackupError.noFolder(path: path, folder: folder, what: "is \(kind.words), not a folder")
    }
    let look = PathLook.at(path)
    if let target = look.link {
      guard force else { throw BackupError.link(path: path, target: target) }
    } else if case .unreachable(let reason) = look.end {
      throw BackupError.io(path: path, reason: reason)
    } else if case .entry(let mode) = look.end {
      let kind = FileKind(mode: mode)
      guard kind == .regular else { throw BackupError.notAFile(path: path, kind: kind.words) }
      if !force {
        guard dependencies.environment.stdinIsTTY else { throw BackupError.exists(path: path) }
        let answer = try dependencies.terminal.ask(PromptText.replaceFile(path)) ?? ""
        guard ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else { return nil }
      }
    }
    return try export(to: path)
  }

  func export(to path: String) throws -> BackupDocument {
    let document = try current()
    try Self.write(try document.encoded(), to: path)
    return document
  }

  /// What an import did.
  public struct ImportReport: Sendable, Equatable {
    public var imported: BackupDocument
    /// The automatic backup of what was there before.
    public var previous: String
  }

  /// Checks the whole backup, saves the current data to `backups/before-import-….json`, then
  /// replaces the database in one transaction and the settings with it (`StagedImportSettings`: a
  /// kill between the two is finished by the next program).
  /// - Throws: `BackupError` (nothing changed), or the database's and settings' errors.
  public func importBackup(_ data: Data, source: String) throws -> ImportReport {
    let document = try BackupDocument.decode(data, source: source, timeZone: dependencies.environment.timeZone)
    let previous = try saveCurrent(reason: "before-import")
    try StagedImportSettings(dependencies).replace(
      household: document.household, settings: document.settings, afterCommit: afterCommit)
    return ImportReport(imported: document, previous: previous)
  }

  /// Writes the current data to a new file in the backups folder and returns its path.
  public func saveCurrent(reason: String) throws -> String {
    let data = try current().encoded()
    let stamp = Self.stamp(dependencies.clock.now())
    for attempt in 1...100 {
      let name = "\(reason)-\(stamp)\(attempt == 1 ? "" : "-\(attempt)").json"
      let path = backupFolder.appendingPathComponent(name).path
      do {
        try AtomicFile.write(data, to: path, exclusive: true)
        return path
      } catch  where FileManager.default.fileExists(atPath: path) {
        continue  // an import in the same second: take the next name
      } catch {
        throw BackupError.io(path: error.path, reason: error.reason)
      }
    }
    throw BackupError.io(path: backupFolder.path, reason: "too many backups made in the same second")
  }

  /// The most `import` reads, from a file or standard input: a household's backup is well under a MiB.
  public static let maximumBytes = 64 << 20

  /// Reads a backup file, or standard input for `-`.
  /// - Throws: `BackupError.tooLarge` past `maximumBytes`.
  public static func read(_ path: String) throws -> (data: Data, source: String) {
    if path == "-" { return (try read(STDIN_FILENO, source: "standard input"), "standard input") }
    // Looked at before it is opened: opening a FIFO would wait for a writer for ever.
    switch FileKind.at(path) {
    case nil: throw BackupError.missing(path: path)
    case .regular: break
    case let kind?: throw BackupError.notABackupFile(path: path, kind: kind.words)
    }
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    } catch {
      throw BackupError.io(path: path, reason: (error as NSError).localizedDescription)
    }
    defer { try? handle.close() }
    return (try read(handle.fileDescriptor, source: path), path)
  }

  static func read(_ descriptor: Int32, source: String) throws(BackupError) -> Data {
    let bytes: [UInt8]?
    do {
      bytes = try BoundedRead.all(descriptor, limit: maximumBytes)
    } catch {
      throw .io(path: source, reason: error.reason)
    }
    guard let bytes else { throw .tooLarge(source: source, limit: maximumBytes) }
    return Data(bytes)
  }

  static func write(_ data: Data, to path: String) throws {
    do {
      try AtomicFile.write(data, to: path)
    } catch {
      throw BackupError.io(path: error.path, reason: error.reason)
    }
  }

  /// `20261121T200518Z`: sortable, the same in every zone.
  static func stamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    return formatter.string(from: date)
  }
}
