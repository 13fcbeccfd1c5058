import Domain
import Foundation
import Storage
import Synchronization

/// Reads and writes `settings.json`.
///
/// Saving is atomic (a temporary file in the same folder, fsync, rename, fsync of the folder), the
/// file gets mode 0600 (it may hold feed secrets) and a missing folder is created with mode 0700.
public struct SettingsStore: Sendable {
  public let fileURL: URL
  /// Called after the temporary file is written and before it replaces the file (tests inject failures here).
  let beforeReplace: (@Sendable (String) throws -> Void)?
  /// Where a warning line goes. The programs pass one that makes it terminal-safe (the path comes
  /// from `--home` or `XDG_CONFIG_HOME`, which may hold anything); this module cannot reach
  /// Presentation, so by default the line is written as it is.
  let warn: @Sendable (String) -> Void

  /// The settings file's name inside the config folder (`$XDG_CONFIG_HOME/timequest/`).
  public static let fileName = "settings.json"

  public init(fileURL: URL, warn: @escaping @Sendable (String) -> Void = SettingsStore.writeToStandardError) {
    self.init(fileURL: fileURL, beforeReplace: nil, warn: warn)
  }

  /// The store for `settings.json` in `configFolder`.
  public init(configFolder: URL) {
    self.init(fileURL: configFolder.appendingPathComponent(Self.fileName))
  }

  init(
    fileURL: URL, beforeReplace: (@Sendable (String) throws -> Void)?,
    warn: @escaping @Sendable (String) -> Void = SettingsStore.writeToStandardError
  ) {
    self.fileURL = fileURL
    self.beforeReplace = beforeReplace
    self.warn = warn
  }

  var path: String { fileURL.path }

  /// The saved settings, or the defaults when there is no file yet.
  /// - Throws: `.invalid` (with the JSON path), `.notJSON`, `.unreadable`.
  public func load() throws(SettingsError) -> AppSettings {
    // Looked at first: a link that leads nowhere is not "no settings yet" (the defaults would later
    // replace the link), and a FIFO would be waited on for ever.
    let look = PathLook.at(path)
    if look.isFree { return AppSettings() }
    if let problem = Self.problem(look) { throw .unreadable(file: path, reason: problem) }
    let data: Data
    do {
      data = try Data(contentsOf: fileURL)
    } catch {
      if !FileManager.default.fileExists(atPath: path) { return AppSettings() }
      throw .unreadable(file: path, reason: Self.reason(error))
    }
    let settings = try Self.decode(data, file: path)
    if settings.isFromNewerVersion { warnOnce(SettingsError.newerVersion(file: path, version: settings.version)) }
    return settings
  }

  /// Whether this process has already said that its settings come from a newer version.
  private static let warned = Mutex(false)

  /// One line on standard error per process: a command loads the settings several times.
  func warnOnce(_ problem: SettingsError) {
    let first = Self.warned.withLock { warned in
      defer { warned = true }
      return !warned
    }
    guard first else { return }
    warn("warning: \(problem)\n")
  }

  /// `line` on standard error as it is.
  public static let writeToStandardError: @Sendable (String) -> Void = { line in
    // write(2), not FileHandle.write, which traps when standard error cannot be written.
    let bytes = Array(line.utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }

  /// Writes `settings` atomically: on any error the previous file is left as it was.
  /// Settings a newer TimeQuest wrote are never written back: this version would drop or undo what
  /// it does not understand, and the newer one would then read an older file under its own number.
  /// - Throws: `.newerVersion`, `.io`.
  public func save(_ settings: AppSettings) throws(SettingsError) {
    if settings.isFromNewerVersion { throw .newerVersion(file: path, version: settings.version) }
    let data: Data
    do {
      data = try Self.encode(settings)
    } catch {
      throw .io(file: path, reason: "the settings cannot be written as JSON (\(error))")
    }
    try createFolder()
    let look = PathLook.at(path)
    if let problem = Self.problem(look) { throw .io(file: path, reason: problem) }
    // A link to the file (settings kept with the rest of one's dotfiles) stays a link: the file it
    // leads to is replaced.
    try writeAtomically(data, to: look.link == nil ? path : fileURL.resolvingSymlinksInPath().path)
  }

  /// "it is a folder, not a file", "it is a symbolic link to …, which leads nowhere", or nil for a file or nothing.
  static func problem(_ look: PathLook) -> String? {
    look.problem(kind: { FileKind(mode: $0).words }).map { "it is \($0), not a file" }
  }

  /// Loads, changes and saves the settings while holding a lock on the folder, so two programs
  /// changing settings at once do not lose each other's change.
  /// - Returns: the settings as saved.
  @discardableResult
  public func update(_ body: (inout AppSettings) throws -> Void) throws -> AppSettings {
    try createFolder()
    return try AtomicFile.withFolderLock(fileURL.deletingLastPathComponent().path) {
      var settings = try load()
      try body(&settings)
      try save(settings)
      return settings
    }
  }

  // MARK: - JSON

  /// Pretty, key-sorted JSON with a final newline: stable bytes for the same settings.
  public static func encode(_ settings: AppSettings) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(settings)
    data.append(0x0A)
    return data
  }

  /// Decodes settings, turning every decoding problem into a `SettingsError` naming `file`.
  public static func decode(_ data: Data, file: String) throws(SettingsError) -> AppSettings {
    if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return AppSettings() }
    do {
      return try JSONDecoder().decode(AppSettings.self, from: data)
    } catch let error as DecodingError {
      throw Self.settingsError(error, file: file)
    } catch {
      throw .notJSON(file: file, reason: "\(error)")
    }
  }

  static func settingsError(_ error: DecodingError, file: String) -> SettingsError {
    if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
      let reason = (context.underlyingError as NSError?)?.debugDescription ?? context.debugDescription
      return .notJSON(file: file, reason: reason)
    }
    let (path, message) = DecodingProblem.describe(error)
    return .invalid(path: path, message: message, file: file)
  }

  // MARK: - Files

  func createFolder() throws(SettingsError) {
    do {
      try AtomicFile.createFolder(fileURL.deletingLastPathComponent().path)
    } catch {
      throw .io(file: path, reason: "\(error.path): \(error.reason)")
    }
  }

  func writeAtomically(_ data: Data, to target: String) throws(SettingsError) {
    do {
      try AtomicFile.write(data, to: target, beforeReplace: beforeReplace)
    } catch {
      throw .io(file: path, reason: error.reason)
    }
  }

  static func reason(_ error: any Error) -> String {
    if let error = error as? CocoaError, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
      return underlying.localizedDescription
    }
    return (error as NSError).localizedDescription
  }
}
