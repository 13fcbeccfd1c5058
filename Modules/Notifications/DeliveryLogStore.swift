import Foundation
import Storage

/// Reads and writes `deliveries.json` in a state folder, atomically and under the folder's lock, so
/// two deliveries at once (one per player from cron) keep each other's entry.
public struct DeliveryLogStore: Sendable {
  public let folder: URL

  public init(folder: URL) { self.folder = folder }

  public var path: String { folder.appendingPathComponent(DeliveryLog.fileName).path }

  /// The saved log. A missing, unreadable or corrupt file counts as an empty log: at worst a day is
  /// delivered twice, never not at all; the next write replaces the file.
  public func load() -> DeliveryLog {
    guard let data = FileManager.default.contents(atPath: path),
      let log = try? JSONDecoder().decode(DeliveryLog.self, from: data)
    else { return DeliveryLog() }
    return log
  }

  /// Loads the log, applies `change` and writes the result whole.
  /// - Throws: `AtomicFile.Failure` when the folder or the file cannot be written.
  public func update(_ change: (DeliveryLog) -> DeliveryLog) throws {
    try AtomicFile.withFolderLock(folder.path) {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      try AtomicFile.write(try encoder.encode(change(load())), to: path)
    }
  }
}
