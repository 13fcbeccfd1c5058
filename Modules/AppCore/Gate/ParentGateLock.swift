import Domain
import Foundation
import Settings
import Storage

/// The gate's memory of wrong answers: `gate.json` in the state folder,
/// `{"failures": 2}` or `{"failures": 0, "lockedUntil": "2026-11-21T20:05:18Z"}`.
public struct ParentGateLock: Codable, Equatable, Sendable {
  public static let maximumFailures = 5
  public static let lockMinutes = 5
  public static let fileName = "gate.json"

  /// Wrong answers since the last right one or the last lock.
  public var failures: Int
  /// While in the future, every answer is refused, the right one too.
  public var lockedUntil: Date?

  public init(failures: Int = 0, lockedUntil: Date? = nil) {
    self.failures = failures
    self.lockedUntil = lockedUntil
  }

  /// The state after one more wrong answer at `now`: the fifth locks the gate and starts a new count.
  public func failed(at now: Date) -> ParentGateLock {
    // Saturating: `failures` is whatever a value made in code holds; the decoder keeps it small.
    let count = failures >= Self.maximumFailures ? Self.maximumFailures : failures + 1
    if count >= Self.maximumFailures {
      return ParentGateLock(failures: 0, lockedUntil: now.addingTimeInterval(TimeInterval(Self.lockMinutes * 60)))
    }
    return ParentGateLock(failures: count, lockedUntil: nil)
  }

  /// The state with a lock that ends no later than the longest lockout from `now`: `gate.json`
  /// is a plain file, and a hand-edited or clock-skewed `lockedUntil` of year 9999 must not shut
  /// the parent out for ever.
  public func capped(from now: Date) -> ParentGateLock {
    guard let until = lockedUntil else { return self }
    let longest = now.addingTimeInterval(TimeInterval(Self.lockMinutes * 60))
    return ParentGateLock(failures: failures, lockedUntil: min(until, longest))
  }

  enum CodingKeys: String, CodingKey { case failures, lockedUntil }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    // A hand-edited count is kept within 0…maximumFailures: near Int.max, the next wrong answer
    // overflowed; at the maximum or above, the next wrong answer locks the gate, as the fifth does.
    failures = min(max(0, try container.decodeIfPresent(Int.self, forKey: .failures) ?? 0), Self.maximumFailures)
    lockedUntil = try container.decodeIfPresent(String.self, forKey: .lockedUntil).flatMap(Self.parse)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(failures, forKey: .failures)
    if let lockedUntil { try container.encode(Self.format(lockedUntil), forKey: .lockedUntil) }
  }

  static func format(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: date)
  }

  static func parse(_ text: String) -> Date? { ISO8601DateFormatter().date(from: text) }
}

/// Reads and writes `gate.json` in a state folder.
public struct ParentGateLockStore: Sendable {
  public let folder: URL

  public init(folder: URL) { self.folder = folder }

  public var path: String { folder.appendingPathComponent(ParentGateLock.fileName).path }

  /// The saved state; a missing or unreadable file counts as no wrong answers (deleting it is the
  /// same Unix-account access the threat model leaves out).
  public func load() -> ParentGateLock {
    guard let data = FileManager.default.contents(atPath: path) else { return ParentGateLock() }
    return (try? JSONDecoder().decode(ParentGateLock.self, from: data)) ?? ParentGateLock()
  }

  /// Refuses a state file that is no file. A folder there once turned every wrong answer into a
  /// failed save that counted nothing, so the PIN could be guessed for ever: the gate fails closed.
  /// - Throws: `ParentGateError.stateNotAFile`.
  public func refuseNonFile() throws {
    if let problem = PathLook.at(path).problem(kind: { FileKind(mode: $0).words }) {
      throw ParentGateError.stateNotAFile(path: path, what: problem)
    }
  }

  public func save(_ lock: ParentGateLock) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var data = try encoder.encode(lock)
    data.append(0x0A)
    do {
      try AtomicFile.write(data, to: path)
    } catch {
      throw ParentGateError.stateNotWritable(path: error.path, reason: error.reason)
    }
  }

  /// Loads, changes and saves the state under a lock on the folder.
  @discardableResult
  public func update(_ body: (inout ParentGateLock) throws -> Void) throws -> ParentGateLock {
    do {
      return try AtomicFile.withFolderLock(folder.path) {
        try refuseNonFile()
        var lock = load()
        let before = lock
        try body(&lock)
        if lock != before { try save(lock) }
        return lock
      }
    } catch let failure as AtomicFile.Failure {
      throw ParentGateError.stateNotWritable(path: failure.path, reason: failure.reason)
    }
  }
}
