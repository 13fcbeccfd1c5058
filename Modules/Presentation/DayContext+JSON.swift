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
    if relative != .today { fields.append(("relative", .string(relative.rawValue))) }
    return .object(fields)
  }
}
