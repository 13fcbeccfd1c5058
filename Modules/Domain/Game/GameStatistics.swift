/// Statistics over stored sessions, per routine and per task: what `tq-player stats` and the
/// parent's report summarise.
public enum GameStatistics {
  /// One entry per player and routine, sorted by player then routine name; sessions may come in
  /// any order (they are put in the order they were played).
  public static func routines(_ sessions: [GameSession]) -> [RoutineStatistics] {
    let ordered = chronological(sessions)
    var groups: [RoutineKey: [GameSession]] = [:]
    for session in ordered {
      groups[RoutineKey(player: session.player, routine: session.routine), default: []].append(session)
    }
    return groups.keys.sorted().map { key in
      let plays = groups[key] ?? []
      // Each task's plays gathered in one pass, not one pass per task: years of history are long.
      // Where a name was last seen (the latest game holding it, its first place there) gives the
      // order `taskNames` describes without another pass.
      var byTask: [String: [TaskPlay]] = [:]
      var lastSeen: [String: (game: Int, position: Int)] = [:]
      for (game, session) in plays.enumerated() {
        for (position, task) in session.tasks.enumerated() {
          byTask[task.name, default: []].append(task)
          if let seen = lastSeen[task.name], seen.game == game { continue }
          lastSeen[task.name] = (game, position)
        }
      }
      let names = lastSeen.sorted { ($1.value.game, $0.value.position) < ($0.value.game, $1.value.position) }.map(\.key)
      return RoutineStatistics(
        player: key.player, routine: key.routine, sessions: plays.count,
        guesses: GuessStatistics(plays: plays.map { $0.tasks.compactMap(\.score) }),
        tasks: names.map { task(named: $0, routine: key.routine, plays: byTask[$0] ?? []) })
    }
  }

  /// The statistics of one task of a routine, from one player's sessions in any order.
  public static func task(named name: String, routine: String, in sessions: [GameSession]) -> TaskStatistics {
    task(named: name, routine: routine, ordered: chronological(sessions))
  }

  static func task(named name: String, routine: String, ordered sessions: [GameSession]) -> TaskStatistics {
    task(
      named: name, routine: routine,
      plays: sessions.filter { $0.routine == routine }.flatMap(\.tasks).filter { $0.name == name })
  }

  /// The statistics of a task from its plays, oldest first.
  static func task(named name: String, routine: String, plays: [TaskPlay]) -> TaskStatistics {
    TaskStatistics(
      routine: routine, task: name, guesses: GuessStatistics(single: plays.compactMap(\.score)),
      skipped: plays.count { $0.skipped })
  }

  /// Sessions in the order they were played: by start time, then id, then as given.
  public static func chronological(_ sessions: [GameSession]) -> [GameSession] {
    // Sorting positions moves integers, not whole sessions with their tasks.
    sessions.indices.sorted { a, b in
      (sessions[a].startedAt, sessions[a].id ?? .max, a) < (sessions[b].startedAt, sessions[b].id ?? .max, b)
    }.map { sessions[$0] }
  }

  /// Task names in the latest session's order, then names only older sessions had, newest first.
  static func taskNames(_ chronological: [GameSession]) -> [String] {
    var seen: Set<String> = []
    var names: [String] = []
    for session in chronological.reversed() {
      for task in session.tasks where seen.insert(task.name).inserted { names.append(task.name) }
    }
    return names
  }

  private struct RoutineKey: Hashable, Comparable {
    let player: String
    let routine: String

    static func < (lhs: RoutineKey, rhs: RoutineKey) -> Bool { (lhs.player, lhs.routine) < (rhs.player, rhs.routine) }
  }
}
