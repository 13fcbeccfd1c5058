import Domain

extension Delivery {
  /// The chip in the delivery's words: "Free day · Winter Break", or "Free day tomorrow · Thanksgiving".
  /// A start's chip is the routine and its start: "School morning · 07:42".
  public func chip(language: String = "en") -> String {
    if let start { return "\(start.routine) · \(start.start)" }
    return ContextMessage.chip(for: context, language: language, relative: relative)
  }

  /// The passive sentence in the delivery's words, with what changes next counted from the reader's day.
  /// A start's sentence: "School morning · about 23 min: from around 07:42, done by 08:05".
  public func sentence(language: String = "en") -> String {
    if let start { return start.text(language: language) }
    return ContextMessage.sentence(for: context, language: language, relative: relative)
  }

  /// The chip in the delivery's language, as the text sinks show it.
  public var chip: String { chip(language: language) }
  /// The sentence in the delivery's language, as the text sinks show it.
  public var sentence: String { sentence(language: language) }
}
