import Domain
import Foundation

/// One play of a routine by a player: when, and how each task went.
///
/// `playedAt` is kept to the whole second (rounded down) and written in JSON as ISO 8601 UTC
/// (`2026-11-21T20:05:18Z`) whatever the encoder's date strategy, so exports round-trip exactly.
public struct PlayRecord: Hashable, Sendable {
  /// How one task went: the child's estimate and the time it really took.
  public struct TaskResult: Codable, Hashable, Sendable {
    public var name: String
    public var estimateMinutes: Int
    public var actualSeconds: Int

    public init(name: String, estimateMinutes: Int, actualSeconds: Int) {
      self.name = name
      self.estimateMinutes = estimateMinutes
      self.actualSeconds = actualSeconds
    }
  }

  public var player: String
  /// The routine's name when it was played (history outlives routines).
  public var routine: String
  public var playedAt: Date
  public var tasks: [TaskResult]

  public init(player: String, routine: String, playedAt: Date, tasks: [TaskResult]) {
    self.player = player
    self.routine = routine
    self.playedAt = Self.wholeSecond(playedAt)
    self.tasks = tasks
  }

  static func wholeSecond(_ date: Date) -> Date {
    Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
  }
}

extension PlayRecord: Codable {
  enum CodingKeys: String, CodingKey {
    case player, routine, playedAt, tasks
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let text = try container.decode(String.self, forKey: .playedAt)
    guard let date = PlayTime.date(text) else {
      throw DecodingError.dataCorruptedError(
        forKey: .playedAt, in: container,
        debugDescription: "'\(text)' is not a time: use ISO 8601 UTC, e.g. 2026-11-21T20:05:18Z")
    }
    self.init(
      player: try container.decode(String.self, forKey: .player),
      routine: try container.decode(String.self, forKey: .routine),
      playedAt: date,
      tasks: try container.decodeIfPresent([TaskResult].self, forKey: .tasks) ?? [])
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(player, forKey: .player)
    try container.encode(routine, forKey: .routine)
    try container.encode(PlayTime.text(playedAt), forKey: .playedAt)
    try container.encode(tasks, forKey: .tasks)
  }
}

/// The one text form of a play's time, in the database and in JSON.
enum PlayTime {
  static func text(_ date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let rest = seconds - days * 86_400
    func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(LocalDate(daysSinceEpoch: days))T\(pad(rest / 3600)):\(pad(rest % 3600 / 60)):\(pad(rest % 60))Z"
  }

  /// Parses `YYYY-MM-DDTHH:MM:SSZ` (a fraction of a second is dropped).
  static func date(_ text: String) -> Date? {
    var body = Substring(text)
    guard body.hasSuffix("Z") else { return nil }
    body = body.dropLast()
    if let dot = body.firstIndex(of: ".") {
      guard body[body.index(after: dot)...].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
      body = body[..<dot]
    }
    let parts = body.split(separator: "T", omittingEmptySubsequences: false)
    guard parts.count == 2, let day = LocalDate(String(parts[0])) else { return nil }
    let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
    guard time.count == 3, time.allSatisfy({ $0.count == 2 }),
      let hh = Int(time[0]), let mm = Int(time[1]), let ss = Int(time[2]),
      (0...23).contains(hh), (0...59).contains(mm), (0...59).contains(ss)
    else { return nil }
    return Date(timeIntervalSince1970: TimeInterval(day.daysSinceEpoch * 86_400 + hh * 3600 + mm * 60 + ss))
  }
}
