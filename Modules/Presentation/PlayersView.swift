import Domain

/// The household's players, as `tq-parent player list` shows them.
public enum PlayersView {
  /// A table of players and how many routines each has, or a hint when there are none.
  public static func text(_ players: [Player], routineCounts: [String: Int], style: TerminalStyle) -> String {
    guard !players.isEmpty else { return "No players yet. Add one with: tq-parent player add NAME" }
    let rows = players.map { [$0.name, String(routineCounts[$0.name] ?? 0)] }
    return Table.render(header: ["PLAYER", "ROUTINES"], rows: rows, style: style)
  }

  /// Each player's name and routine count.
  public static func json(_ players: [Player], routineCounts: [String: Int]) -> JSONValue {
    .array(players.map { .object([("name", .string($0.name)), ("routines", .int(routineCounts[$0.name] ?? 0))]) })
  }
}
