import Foundation
import Storage

/// The ids of the desktop notifications already shown, so that a second delivery for the same
/// date and player replaces its notification instead of stacking another.
///
/// One small JSON file in the runtime folder (`$XDG_RUNTIME_DIR/timequest/`, emptied at logout
/// like the notification server's own ids): player names, dates and ids, never a title. The file
/// only helps: one that cannot be read or written costs a replacement, never a delivery.
public struct NotificationIDs: Sendable {
  /// How many notifications are remembered; the oldest dates go first.
  static let capacity = 32

  public let path: String

  public init(path: String) { self.path = path }

  struct Entry: Codable, Equatable {
    /// The player's name, or nil for the household.
    var player: String?
    var date: String
    var id: UInt32
  }

  struct File: Codable {
    var version = 1
    var notifications: [Entry] = []
  }

  /// The id of the notification shown for `player` on `date`, if one was.
  /// - Throws: a reason when the file exists but cannot be read or is not ours.
  public func id(player: String?, date: String) throws(NotificationError) -> UInt32? {
    try load().notifications.last { $0.player == player && $0.date == date }?.id
  }

  /// Remembers `id` as the notification for `player` on `date`.
  /// - Throws: a reason when the file cannot be written.
  public func record(_ id: UInt32, player: String?, date: String) throws(NotificationError) {
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try AtomicFile.withFolderLock(folder) {
        // A corrupt file is replaced by what is known now.
        var file = (try? load()) ?? File()
        file.notifications.removeAll { $0.player == player && $0.date == date }
        file.notifications.append(Entry(player: player, date: date, id: id))
        if file.notifications.count > Self.capacity {
          // ISO dates sort as strings; the stable sort keeps the newest record of a date last.
          let newest = file.notifications.enumerated().sorted {
            ($0.element.date, $0.offset) < ($1.element.date, $1.offset)
          }
          file.notifications = newest.suffix(Self.capacity).map(\.element)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(try encoder.encode(file), to: path)
      }
    } catch let failure as AtomicFile.Failure {
      throw .deliveryFailed(
        sink: "desktop", reason: "cannot keep the notification id in \(failure.path): \(failure.reason)")
    } catch {
      throw .deliveryFailed(sink: "desktop", reason: "cannot keep the notification id in \(path): \(error)")
    }
  }

  func load() throws(NotificationError) -> File {
    guard FileManager.default.fileExists(atPath: path) else { return File() }
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      return try JSONDecoder().decode(File.self, from: data)
    } catch {
      throw .deliveryFailed(sink: "desktop", reason: "\(path) is not a notification id file; it will be replaced")
    }
  }
}
