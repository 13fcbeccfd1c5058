import Domain

/// The household's players, as `tq-parent player list` shows them.
public enum PlayersView {
  /// A table of players: how many routines each has and their game settings, or a hint when there are none.
  public static func text(_ players: [Player], routineCounts: [String: Int], style: TerminalStyle) -> String {
    guard !players.isEmpty else { return "No players yet. Add one with: tq-parent player add NAME" }
    let rows = players.map {
      [$0.name.terminalSafe, String(routineCounts[$0.name] ?? 0), $0.pastTimes.rawValue, $0.cue ? "on" : "off"]
    }
    return Table.render(header: ["PLAYER", "ROUTINES", "PAST TIMES", "CUE"], rows: rows, style: style)
  }

  /// Each player's name, routine count and game settings (`pastTimes`: auto, on or off; `cue`: a bool).
  public static func json(_ players: [Player], routineCounts: [String: Int]) -> JSONValue {
    .array(
      players.map {
        .object([
          ("name", .string($0.name)), ("routines", .int(routineCounts[$0.name] ?? 0)),
          ("pastTimes", .string($0.pastTimes.rawValue)), ("cue", .bool($0.cue)),
        ])
      })
  }

  /// One sentence for `tq-parent player set`: the settings now stored, in words.
  public static func settings(_ player: Player) -> String {
    let pastTimes =
      switch player.pastTimes {
      case .auto: "shown once a task has been timed \(PastTimes.playsBeforeShown) times (auto)"
      case .on: "always shown (on)"
      case .off: "never shown (off)"
      }
    return
      "\(player.name.terminalSafe): past times \(pastTimes); cue when the guess is reached \(player.cue ? "on" : "off")."
  }
}
