import Foundation

/// One game: a player guessing and timing the tasks of a routine, in order.
///
/// A session is saved task by task as it is played and marked finished at the end, so an
/// interrupted game (Ctrl-C, a closed terminal) keeps its finished tasks with `finished` false.
public struct GameSession: Hashable, Sendable {
  /// The database's id once stored; nil for a session not saved yet.
  public var id: Int64?
  public var player: String
  /// The routine's name when it was played (history outlives routines).
  public var routine: String
  /// The local date the game was played on, as the caller's time zone saw it: streaks count these.
  public var date: LocalDate
  /// When the game started, kept to the whole second (rounded down) like `PlayRecord.playedAt`.
  public var startedAt: Date
  public var finished: Bool
  public var tasks: [TaskPlay]

  public init(
    id: Int64? = nil, player: String, routine: String, date: LocalDate, startedAt: Date, finished: Bool,
    tasks: [TaskPlay]
  ) {
    self.id = id
    self.player = player
    self.routine = routine
    self.date = date
    self.startedAt = PlayRecord.wholeSecond(startedAt)
    self.finished = finished
    self.tasks = tasks
  }

  /// What is wrong with the game's date beside its start, as a phrase; nil when they agree.
  ///
  /// `date` is the local day `startedAt` fell on where the game was played, so it is the UTC day
  /// or one either side (zones run from UTC−12 to UTC+14); a game dated further off was planted.
  /// Checked at import and when the games are read back.
  public var dateProblem: String? {
    let startDay = PlayTime.utcDay(Int(startedAt.timeIntervalSince1970.rounded(.down)))
    guard abs(date.daysSinceEpoch - startDay) > 1 else { return nil }
    return "the date \(date) is not the day the game started (\(PlayTime.text(startedAt))) in any time zone"
  }

  /// The tasks with a score (timed, neither time zero), in the order played.
  public var scoredTasks: [TaskPlay] { tasks.filter { $0.score != nil } }

  /// Whether any task was timed: such a day counts as played for a streak, finished or not,
  /// because the child did take part.
  public var wasPlayed: Bool { tasks.contains { !$0.skipped } }

  /// The task whose guess came closest (smallest |ln ratio|; the earlier one on a tie), or nil
  /// when no task was scored.
  public var closestTask: TaskPlay? {
    var best: (task: TaskPlay, distance: Double)?
    for task in tasks {
      guard let distance = task.score?.distance else { continue }
      if let best, best.distance <= distance { continue }
      best = (task, distance)
    }
    return best?.task
  }
}

extension GameSession: Codable {
  enum CodingKeys: String, CodingKey {
    case id, player, routine, date, startedAt, finished, tasks
  }

  /// Reads the session form of the history contract; `startedAt` is ISO 8601 UTC as `PlayTime` writes it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let text = try container.decode(String.self, forKey: .startedAt)
    guard let startedAt = PlayTime.date(text) else {
      throw DecodingError.dataCorruptedError(
        forKey: .startedAt, in: container,
        debugDescription: "'\(text)' is not a time: use ISO 8601 UTC, e.g. 2026-11-21T20:05:18Z")
    }
    self.init(
      id: try container.decodeIfPresent(Int64.self, forKey: .id),
      player: try container.decode(String.self, forKey: .player),
      routine: try container.decode(String.self, forKey: .routine),
      date: try container.decode(LocalDate.self, forKey: .date),
      startedAt: startedAt,
      finished: try container.decodeIfPresent(Bool.self, forKey: .finished) ?? true,
      tasks: try container.decodeIfPresent([TaskPlay].self, forKey: .tasks) ?? [])
  }

  /// Writes `{"id","player","routine","date","startedAt","finished","tasks"}` as `history --format json`
  /// shows a session (the key order is the encoder's).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(player, forKey: .player)
    try container.encode(routine, forKey: .routine)
    try container.encode(date, forKey: .date)
    try container.encode(PlayTime.text(startedAt), forKey: .startedAt)
    try container.encode(finished, forKey: .finished)
    try container.encode(tasks, forKey: .tasks)
  }
}
