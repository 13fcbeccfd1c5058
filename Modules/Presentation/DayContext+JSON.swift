import Domain

extension DayContext {
  /// The `context` object of the command-line contract.
  public var json: JSONValue { json(relative: .today) }

  /// The `context` object with tomorrow's words (`tq-notify --tomorrow`): `chip` and `next.chip`
  /// say so, and a last field `"relative":"tomorrow"` tells a script the same; today's object is unchanged.
  public func json(relative: RelativeDay) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("date", .string(date.description)),
      ("kind", .string(kind.rawValue)),
      ("freeAfternoon", .bool(freeAfternoon)),
      ("reason", .optional(reason)),
      ("rule", .string(rule.rawValue)),
      ("chip", .string(ContextMessage.chip(for: self, relative: relative))),
      ("events", .array(events.map(JSONValue.string))),
      (
        "next",
        next.map { change in
          .object([
            ("date", .string(change.date.description)),
            ("kind", .string(change.kind.rawValue)),
            ("chip", .string(ContextMessage.nextPhrase(for: self, relative: relative) ?? change.kind.rawValue)),
          ])
        } ?? .null
      ),
    ]
    if !levelNotes.isEmpty {
      // Only in a player's look, and only when a deciding event names school levels.
      fields.append(
        (
          "schoolLevels",
          .array(
            levelNotes.map { note in
              .object([
                ("event", .string(note.title)),
                ("levels", .array(note.named.stages.sorted().map { .string($0.rawValue) })),
                ("phrases", .array(note.named.phrases.map(JSONValue.string))),
                ("counted", .bool(note.counted)),
              ])
            })
        ))
    }
    if relative != .today { fields.append(("relative", .string(relative.rawValue))) }
    return .object(fields)
  }
}
