/// A pack of templates in each message language, looked up by language code: the game's words,
/// the report's labels, the timer's words, the game's questions, the history's words. The newer
/// ones are types of their own beside `MessagePack`, so they grow without touching `Language`;
/// `GameMessagePack` is held by each `Language` but found the same way.
public protocol LabelPack: Sendable {
  /// The code of the language the pack is written in.
  var language: String { get }
  /// The packs shipped, English first, in the order of `Language.withMessages`.
  static var all: [Self] { get }
}

extension LabelPack {
  /// The pack for a language tag such as "de", "es_MX" or "de_AT.UTF-8", else English.
  public static func pack(for language: String) -> Self {
    let code = Language.matching(language).code
    return all.first { $0.language == code } ?? all[0]
  }

  /// `template` with each `{name}` replaced by its value.
  public func fill(_ template: KeyPath<Self, String>, _ values: [String: String] = [:]) -> String {
    ContextMessage.fill(self[keyPath: template], values)
  }
}
