import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes `settings.json`.
///
/// Saving is atomic (a temporary file in the same folder, fsync, rename, fsync of the folder), the
/// file gets mode 0600 (it may hold feed secrets) and a missing folder is created with mode 0700.
public struct SettingsStore: Sendable {
  public let fileURL: URL
  /// Called after the temporary file is written and before it replaces the file (tests inject failures here).
  let beforeReplace: (@Sendable (String) throws -> Void)?

  /// The settings file's name inside the config folder (`$XDG_CONFIG_HOME/timequest/`).
  public static let fileName = "settings.json"

  public init(fileURL: URL) {
    self.init(fileURL: fileURL, beforeReplace: nil)
  }

  /// The store for `settings.json` in `configFolder`.
  public init(configFolder: URL) {
    self.init(fileURL: configFolder.appendingPathComponent(Self.fileName))
  }

  init(fileURL: URL, beforeReplace: (@Sendable (String) throws -> Void)?) {
    self.fileURL = fileURL
    self.beforeReplace = beforeReplace
  }

  var path: String { fileURL.path }

  /// The saved settings, or the defaults when there is no file yet.
  /// - Throws: `.invalid` (with the JSON path), `.notJSON`, `.unreadable`.
  public func load() throws(SettingsError) -> AppSettings {
    let data: Data
    do {
      data = try Data(contentsOf: fileURL)
    } catch {
      if !FileManager.default.fileExists(atPath: path) { return AppSettings() }
      throw .unreadable(file: path, reason: Self.reason(error))
    }
    return try Self.decode(data, file: path)
  }

  /// Writes `settings` atomically: on any error the previous file is left as it was.
  /// - Throws: `.io`.
  public func save(_ settings: AppSettings) throws(SettingsError) {
    let data: Data
    do {
      data = try Self.encode(settings)
    } catch {
      throw .io(file: path, reason: "the settings cannot be written as JSON (\(error))")
    }
    try createFolder()
    try writeAtomically(data)
  }

  /// Loads, changes and saves the settings while holding a lock on the folder, so two programs
  /// changing settings at once do not lose each other's change.
  /// - Returns: the settings as saved.
  @discardableResult
  public func update(_ body: (inout AppSettings) throws -> Void) throws -> AppSettings {
    try createFolder()
    let folder = fileURL.deletingLastPathComponent().path
    let lock = open(folder, O_RDONLY | O_DIRECTORY)
    if lock >= 0 { _ = flock(lock, LOCK_EX) }
    defer {
      if lock >= 0 {
        _ = flock(lock, LOCK_UN)
        close(lock)
      }
    }
    var settings = try load()
    try body(&settings)
    try save(settings)
    return settings
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
    let folder = fileURL.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
      if !isDirectory.boolValue { throw .io(file: path, reason: "\(folder) is a file, not a folder") }
      return
    }
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .io(file: path, reason: "cannot create the folder \(folder) (\(Self.reason(error)))")
    }
  }

  func writeAtomically(_ data: Data) throws(SettingsError) {
    let folder = fileURL.deletingLastPathComponent().path
    let temporary = folder + "/.\(fileURL.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw .io(file: path, reason: Self.errnoText()) }
    var closed = false
    do throws(SettingsError) {
      defer { if !closed { close(fd) } }
      _ = fchmod(fd, 0o600)  // whatever the umask
      let failure: Int32? = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32? in
        var offset = 0
        while offset < buffer.count {
          let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            return errno
          }
          offset += written
        }
        return nil
      }
      if let failure { throw .io(file: path, reason: String(cString: strerror(failure))) }
      guard fsync(fd) == 0 else { throw SettingsError.io(file: path, reason: Self.errnoText()) }
      closed = true
      guard close(fd) == 0 else { throw SettingsError.io(file: path, reason: Self.errnoText()) }
      if let beforeReplace {
        do { try beforeReplace(temporary) } catch { throw SettingsError.io(file: path, reason: "\(error)") }
      }
      guard rename(temporary, path) == 0 else { throw SettingsError.io(file: path, reason: Self.errnoText()) }
    } catch {
      unlink(temporary)
      throw error
    }
    // Make the rename itself durable.
    let directory = open(folder, O_RDONLY | O_DIRECTORY)
    if directory >= 0 {
      _ = fsync(directory)
      close(directory)
    }
  }

  static func errnoText() -> String { String(cString: strerror(errno)) }

  static func reason(_ error: any Error) -> String {
    if let error = error as? CocoaError, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
      return underlying.localizedDescription
    }
    return (error as NSError).localizedDescription
  }
}
