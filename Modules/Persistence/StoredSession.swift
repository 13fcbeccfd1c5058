import Domain

/// The backup form of a game: what the history contract shows, without what the database or a
/// calculation supplies (the id, the ratio), so export → import → export gives the same bytes.
///
/// ```
/// {"player", "routine", "date", "startedAt", "finished", "tasks": [{"name", "guessSeconds", "actualSeconds"?, "skipped"}]}
/// ```
/// A skipped task has no `actualSeconds`.
struct StoredSession: Codable {
  var session: GameSession

  init(_ session: GameSession) { self.session = session }

  enum CodingKeys: String, CodingKey {
    case player, routine, date, startedAt, finished, tasks
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let text = try container.decode(String.self, forKey: .startedAt)
    guard let startedAt = PlayTime.date(text) else {
      throw DecodingError.dataCorruptedError(
        forKey: .startedAt, in: container,
        debugDescription: "'\(text)' is not a time: use ISO 8601 UTC, e.g. 2026-11-21T20:05:18Z")
    }
    session = GameSession(
      player: try container.decode(String.self, forKey: .player),
      routine: try container.decode(String.self, forKey: .routine),
      date: try container.decode(LocalDate.self, forKey: .date),
      startedAt: startedAt,
      finished: try container.decode(Bool.self, forKey: .finished),
      tasks: try container.decodeIfPresent([StoredTask].self, forKey: .tasks)?.map(\.task) ?? [])
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(session.player, forKey: .player)
    try container.encode(session.routine, forKey: .routine)
    try container.encode(session.date, forKey: .date)
    try container.encode(PlayTime.text(session.startedAt), forKey: .startedAt)
    try container.encode(session.finished, forKey: .finished)
    try container.encode(session.tasks.map(StoredTask.init), forKey: .tasks)
  }
}

/// The backup form of one task of a game.
struct StoredTask: Codable {
  var task: TaskPlay

  init(_ task: TaskPlay) { self.task = task }

  enum CodingKeys: String, CodingKey {
    case name, guessSeconds, actualSeconds, skipped
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let skipped = try container.decode(Bool.self, forKey: .skipped)
    let actual = try container.decodeIfPresent(Int.self, forKey: .actualSeconds)
    if !skipped, actual == nil {
      throw DecodingError.keyNotFound(
        CodingKeys.actualSeconds,
        .init(codingPath: container.codingPath, debugDescription: "a task that was not skipped needs its time"))
    }
    task = TaskPlay(
      name: try container.decode(String.self, forKey: .name),
      guessSeconds: try container.decode(Int.self, forKey: .guessSeconds), actualSeconds: skipped ? nil : actual)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(task.name, forKey: .name)
    try container.encode(task.guessSeconds, forKey: .guessSeconds)
    try container.encodeIfPresent(task.actualSeconds, forKey: .actualSeconds)
    try container.encode(task.skipped, forKey: .skipped)
  }
}
