import Crypto
import Foundation
import Storage

/// The desktop notifications already shown, so that a later delivery for the same date and player
/// replaces its notification when the words changed, and shows nothing new when they did not.
///
/// One small JSON file in the state folder (0600, written atomically): player names, dates, ids
/// and a SHA-256 digest of the words, never a title. The file only helps: one that cannot be read
/// or written costs a replacement (or a repeat), never a delivery.
public struct NotificationIDs: Sendable {
  public static let fileName = "desktop-notifications.json"

  /// How many notifications are remembered; the oldest dates go first.
  static let capacity = 32

  public let path: String

  public init(path: String) { self.path = path }

  public struct Entry: Codable, Equatable, Sendable {
    /// The player's name, or nil for the household.
    var player: String?
    var date: String
    public var id: UInt32
    /// `NotificationIDs.digest` of the words shown; nil in a file from before digests were kept.
    public var digest: String?
  }

  /// SHA-256 of a notification's summary and body, in hex: compares the words without keeping them.
  public static func digest(_ notification: DesktopNotification) -> String {
    let words = notification.summary + "\u{1F}" + notification.body
    return SHA256.hash(data: Array(words.utf8)).map { String(format: "%02x", $0) }.joined()
  }

  struct File: Codable {
    var version = 1
    var notifications: [Entry] = []
  }

  /// The notification shown for `player` on `date`, if one was.
  /// - Throws: a reason when the file exists but cannot be read or is not ours.
  public func shown(player: String?, date: String) throws(NotificationError) -> Entry? {
    try load().notifications.last { $0.player == player && $0.date == date }
  }

  /// The id of the notification shown for `player` on `date`, if one was.
  public func id(player: String?, date: String) throws(NotificationError) -> UInt32? {
    try shown(player: player, date: date)?.id
  }

  /// Remembers `id` as the notification for `player` on `date`, showing words of `digest`.
  /// - Throws: a reason when the file cannot be written.
  public func record(_ id: UInt32, digest: String? = nil, player: String?, date: String) throws(NotificationError) {
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try AtomicFile.withFolderLock(folder) {
        // A corrupt file is replaced by what is known now.
        var file = (try? load()) ?? File()
        file.notifications.removeAll { $0.player == player && $0.date == date }
        file.notifications.append(Entry(player: player, date: date, id: id, digest: digest))
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
