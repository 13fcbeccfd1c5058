extension DayContext {
  /// The `context` object of the command-line contract.
  public var json: JSONValue {
    .object([
      ("date", .string(date.description)),
      ("kind", .string(kind.rawValue)),
      ("freeAfternoon", .bool(freeAfternoon)),
      ("reason", .optional(reason)),
      ("rule", .string(rule.rawValue)),
      ("chip", .string(ContextMessage.chip(for: self))),
      ("events", .array(events.map(JSONValue.string))),
      (
        "next",
        next.map { change in
          .object([
            ("date", .string(change.date.description)),
            ("kind", .string(change.kind.rawValue)),
            ("chip", .string(ContextMessage.nextPhrase(for: self) ?? change.kind.rawValue)),
          ])
        } ?? .null
      ),
    ])
  }
}
