import Foundation

/// One play of a routine by a player: when, and how each task went. The older form of history,
/// read only from backups of versions 1–3, where it becomes a `GameSession`.
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
