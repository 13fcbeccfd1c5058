import Domain

/// The parent's overrides, as `tq-parent calendar override` prints them.
public enum OverridesView {
  /// One override as a phrase: `2027-02-01..2027-02-05 free for Leo: Ski week`.
  public static func describe(_ override: DayOverride) -> String {
    let o = override
    let dates = o.from == o.through ? "\(o.from)" : "\(o.from)..\(o.through)"
    let whom = o.player.map { "for \($0.terminalSafe)" } ?? "for the household"
    return "\(dates) \(o.kind == .free ? "free" : "school") \(whom)\(o.note.map { ": \($0.terminalSafe)" } ?? "")"
  }

  /// One override a line, or `No overrides.`.
  public static func text(_ overrides: [DayOverride]) -> String {
    overrides.isEmpty ? "No overrides." : overrides.map(describe).joined(separator: "\n")
  }

  /// Each override's dates, kind, note and player (`null` for the household).
  public static func json(_ overrides: [DayOverride]) -> JSONValue {
    .array(
      overrides.map { o in
        .object([
          ("from", .string(o.from.description)), ("to", .string(o.through.description)),
          ("kind", .string(o.kind.rawValue)), ("note", .optional(o.note)), ("player", .optional(o.player)),
        ])
      })
  }
}
