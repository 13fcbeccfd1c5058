import Domain

/// The household's players, as `tq-parent player list` shows them.
public enum PlayersView {
  /// A table of players: how many routines each has and their game settings, or a hint when there are none.
  /// A LANGUAGE column (a code, or `auto`) is added once a player has a message language of their own,
  /// and a SCHOOL column (a level, or `none`) once a player has a school level.
  public static func text(
    _ players: [Player], routineCounts: [String: Int], languages: [String: MessageLanguage] = [:],
    style: TerminalStyle
  ) -> String {
    guard !players.isEmpty else { return "No players yet. Add one with: tq-parent player add NAME" }
    let ownLanguages = players.contains { $0.language != nil }
    let levels = players.contains { $0.school != nil }
    let rows = players.map {
      [$0.name.terminalSafe, String(routineCounts[$0.name] ?? 0), $0.pastTimes.rawValue, $0.cue ? "on" : "off"]
        + (ownLanguages ? [$0.language ?? "auto"] : []) + (levels ? [$0.school?.rawValue ?? "none"] : [])
    }
    let header =
      ["PLAYER", "ROUTINES", "PAST TIMES", "CUE"] + (ownLanguages ? ["LANGUAGE"] : []) + (levels ? ["SCHOOL"] : [])
    return Table.render(header: header, rows: rows, style: style)
  }

  /// Each player's name, routine count and game settings (`pastTimes`: auto, on or off; `cue`: a
  /// bool; `showPlanned`: true, only when on),
  /// the message language in force for them (`language`, as `LanguageText.json`) when given, and
  /// their school level (`school`) when they have one.
  public static func json(
    _ players: [Player], routineCounts: [String: Int], languages: [String: MessageLanguage] = [:]
  ) -> JSONValue {
    .array(
      players.map {
        var fields: [(String, JSONValue)] = [
          ("name", .string($0.name)), ("routines", .int(routineCounts[$0.name] ?? 0)),
          ("pastTimes", .string($0.pastTimes.rawValue)), ("cue", .bool($0.cue)),
        ]
        if $0.showPlanned { fields.append(("showPlanned", .bool(true))) }
        if let language = languages[$0.name] { fields.append(("language", LanguageText.json(language))) }
        if let school = $0.school { fields.append(("school", .string(school.rawValue))) }
        return .object(fields)
      })
  }

  /// One sentence for `tq-parent player set`: the settings now stored, in words, and the message
  /// language in force for the player when one is given (after `--language`), and their school level
  /// when `school` (after `--school`).
  public static func settings(_ player: Player, language: MessageLanguage? = nil, school: Bool = false) -> String {
    let pastTimes =
      switch player.pastTimes {
      case .auto: "shown once a task has been timed \(PastTimes.playsBeforeShown) times (auto)"
      case .on: "always shown (on)"
      case .off: "never shown (off)"
      }
    let messages = language.map { "; messages in \(LanguageText.name($0))" } ?? ""
    let level = school ? "; \(schoolLevel(player))" : ""
    let planned = player.showPlanned ? "; planned times shown after the guess" : ""
    return
      "\(player.name.terminalSafe): past times \(pastTimes); cue when the guess is reached \(player.cue ? "on" : "off")\(planned)\(messages)\(level)."
  }

  /// "in middle school", or "no school level: events naming a level count for them".
  public static func schoolLevel(_ player: Player) -> String {
    player.school.map { "in \($0.schoolName)" } ?? "no school level: events naming a school level count for them"
  }
}
