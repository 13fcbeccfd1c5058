import Foundation
import Persistence
import Platform
import Presentation
import Settings
import Storage
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The settings an import brings, staged beside `settings.json` until the database holds the
/// household they belong to.
///
/// An import is two writes in two files: the database's transaction and the settings' rename. A kill
/// between them once left the new household with the old settings (the old PIN, the old calendars).
/// So the import first writes `settings.json.importing` with the settings and the database's next
/// import mark, then commits the household together with that mark, then saves the settings and
/// removes the staged file. Whoever finds the staged file next (the first settings use of any
/// program, or the next import) finishes the import when the database carries the mark, and throws
/// the staged file away when it does not (the kill came before the commit). The settings folder's
/// lock is held throughout, so a program never decides while an import is half-way.
struct StagedImportSettings: Sendable {
  let folder: URL
  let settings: any SettingsStoring
  let database: any DatabaseProviding
  /// Where the line saying an interrupted import was finished goes.
  let warn: @Sendable (String) -> Void

  static let fileName = "settings.json.importing"

  init(
    folder: URL, settings: any SettingsStoring, database: any DatabaseProviding,
    warn: @escaping @Sendable (String) -> Void
  ) {
    self.folder = folder
    self.settings = settings
    self.database = database
    self.warn = warn
  }

  init(_ dependencies: AppDependencies) {
    self.init(
      folder: dependencies.environment.configDirectory, settings: dependencies.settings,
      database: dependencies.database, warn: { StandardError.write(TerminalText.message($0)) })
  }

  var path: String { folder.appendingPathComponent(Self.fileName).path }

  struct Staged: Codable {
    var mark: Int32
    var settings: AppSettings
  }

  /// Imports `household` and `newSettings` as one change. `afterCommit` runs between the database's
  /// commit and the settings' save (tests stop there, as a kill would).
  func replace(
    household: HouseholdSnapshot, settings newSettings: AppSettings, afterCommit: (() throws -> Void)? = nil
  ) throws {
    // Settles an earlier interrupted import through the store itself first: the live store does it
    // on its first use, and must not try to while this holds the lock.
    _ = try settings.load()
    try locked {
      try finish()
      let database = try database.open()
      let mark = try database.importMark() &+ 1
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      try write(try encoder.encode(Staged(mark: mark, settings: newSettings)))
      do {
        try database.replaceAll(with: household, mark: mark)
      } catch {
        unlink(path)
        throw error
      }
      try afterCommit?()
      try settings.save(newSettings)
      try remove()
    }
  }

  /// Finishes or throws away what an interrupted import left; nothing to do (one `lstat`) when none was.
  func finishInterrupted() throws {
    guard !PathLook.at(path).isFree else { return }
    try locked { try finish() }
  }

  /// Under the folder's lock.
  private func finish() throws {
    guard let data = FileManager.default.contents(atPath: path) else { return }
    // The staged file is written whole (atomically) or not at all: one that cannot be read is not ours.
    if let staged = try? JSONDecoder().decode(Staged.self, from: data),
      try database.open().importMark() == staged.mark
    {
      try settings.save(staged.settings)
      warn(
        "warning: an import was interrupted after its household was saved; the settings it brought are now "
          + "in place too\n")
    }
    try remove()
  }

  private func locked<T>(_ body: () throws -> T) throws -> T {
    do {
      return try AtomicFile.withFolderLock(folder.path, body)
    } catch let failure as AtomicFile.Failure {
      throw SettingsError.io(file: failure.path, reason: failure.reason)
    }
  }

  private func write(_ data: Data) throws {
    do {
      try AtomicFile.write(data, to: path)
    } catch {
      throw SettingsError.io(file: error.path, reason: error.reason)
    }
  }

  private func remove() throws {
    guard unlink(path) == 0 || errno == ENOENT else {
      throw SettingsError.io(file: path, reason: String(cString: strerror(errno)))
    }
  }
}

/// The live settings: before the first load or save of a process, an import that a kill
/// interrupted is finished or thrown away (see `StagedImportSettings`).
final class ImportAwareSettings: SettingsStoring {
  let store: any SettingsStoring
  private let checked = Mutex(false)
  private let staged: @Sendable (any SettingsStoring) -> StagedImportSettings

  init(_ store: any SettingsStoring, staged: @escaping @Sendable (any SettingsStoring) -> StagedImportSettings) {
    self.store = store
    self.staged = staged
  }

  /// Until it succeeds once, so a failure is met again rather than the old settings read.
  private func settle() throws {
    try checked.withLock { checked in
      guard !checked else { return }
      try staged(store).finishInterrupted()
      checked = true
    }
  }

  func load() throws -> AppSettings {
    try settle()
    return try store.load()
  }

  func save(_ settings: AppSettings) throws {
    try settle()
    try store.save(settings)
  }

  func update(_ body: (inout AppSettings) throws -> Void) throws -> AppSettings {
    try settle()
    return try store.update(body)
  }
}
