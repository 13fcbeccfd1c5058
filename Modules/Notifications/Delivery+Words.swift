import Domain

extension Delivery {
  /// The chip in the delivery's words: "Free day · Winter Break", or "Free day tomorrow · Thanksgiving".
  public func chip(language: String = "en") -> String {
    ContextMessage.chip(for: context, language: language, relative: relative)
  }

  /// The passive sentence in the delivery's words, with what changes next counted from the reader's day.
  public func sentence(language: String = "en") -> String {
    ContextMessage.sentence(for: context, language: language, relative: relative)
  }

  /// The chip in the delivery's language, as the text sinks show it.
  public var chip: String { chip(language: language) }
  /// The sentence in the delivery's language, as the text sinks show it.
  public var sentence: String { sentence(language: language) }
}
