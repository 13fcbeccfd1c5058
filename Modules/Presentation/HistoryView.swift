import Domain

/// Renders `tq-player history`: past games newest first, for people or as the contract's JSON.
public enum HistoryView {
  /// `{"sessions":[{"id","player","routine","date","startedAt","finished","tasks":[{"name",
  /// "guessSeconds","actualSeconds","ratio","skipped"}]}]}`, fields in the contract's order; ratio is
  /// guess ÷ actual to four places, null when skipped or unscored; `id` is null only for a game
  /// that is not stored (every stored one has an id since the older plays became games).
  public static func json(_ sessions: [GameSession]) -> JSONValue {
    .object([("sessions", .array(sessions.map(json)))])
  }

  public static func json(_ session: GameSession) -> JSONValue {
    .object([
      ("id", session.id.map { .int(Int($0)) } ?? .null),
      ("player", .string(session.player)),
      ("routine", .string(session.routine)),
      ("date", .string(session.date.description)),
      ("startedAt", .string(PlayTime.text(session.startedAt))),
      ("finished", .bool(session.finished)),
      ("tasks", .array(session.tasks.map(json))),
    ])
  }

  public static func json(_ task: TaskPlay) -> JSONValue {
    .object([
      ("name", .string(task.name)),
      ("guessSeconds", .int(task.guessSeconds)),
      ("actualSeconds", task.actualSeconds.map(JSONValue.int) ?? .null),
      ("ratio", task.ratio.map(JSONValue.number) ?? .null),
      ("skipped", .bool(task.skipped)),
    ])
  }

  /// Each game under a heading (date, routine, player), its tasks as the end of a game lists them,
  /// then how close its guesses usually were, in minutes ("Usually within 1 min"); every word and
  /// the date's form are the message language's.
  public static func text(_ sessions: [GameSession], style: TerminalStyle, language: String = "en") -> String {
    let pack = HistoryMessagePack.pack(for: language)
    guard !sessions.isEmpty else { return pack.noGames }
    var lines: [String] = []
    for session in sessions {
      if !lines.isEmpty { lines.append("") }
      // The day page's heading: the language's own order and names, whatever the machine's locale.
      let date = ContextMessage.heading(for: session.date, language: language)
      var heading = "\(date) · \(style.bold(session.routine.terminalSafe)) · \(session.player.terminalSafe)"
      if !session.finished { heading += " · " + pack.endedEarly }
      lines += GameView.wrapped(heading, indent: "")
      lines += GameView.taskRows(session.tasks, style: style, words: pack)
      if let guesses = GuessStatistics(single: session.tasks.compactMap(\.score)) {
        lines += GameView.wrapped(ProgressMessage.usuallyWithin(guesses, language: language), indent: "  ")
      }
    }
    return style.fitted(lines.joined(separator: "\n"))
  }
}
