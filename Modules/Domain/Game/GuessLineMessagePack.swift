/// The words about a line typed at the guess prompt, in en, es, fr and de: what a guess looks like
/// (its examples, joined by the language's own "or"), and what the game says when a line is too
/// long to read at all (the terminal's reader stops at a limit, so a pasted page cannot fill
/// memory). A pack of its own beside `PromptMessagePack`, whose answers name these examples.
///
/// Observations for a child, like every pack: what a guess looks like, never what to type.
public struct GuessLineMessagePack: LabelPack {
  public let language: String
  /// Guesses as `GuessText` reads them in every language; only the word joining the last two changes.
  public let examples: String
  /// `{limit}` ("4 KiB"), `{examples}`
  public let lineTooLong: String

  /// Every template, for the passive-language and placeholder tests.
  public var allTemplates: [String] { [examples, lineTooLong] }

  /// The packs shipped, in the order of `Language.withMessages`.
  public static let all: [GuessLineMessagePack] = [english, spanish, french, german]

  static let english = GuessLineMessagePack(
    language: "en", examples: GuessText.examples,
    lineTooLong: "That line is longer than {limit}, far longer than a guess: a guess looks like {examples}")

  static let spanish = GuessLineMessagePack(
    language: "es", examples: "5, 5m, 5 min, 4:30, 90s, 1h o 1h30m",
    lineTooLong: "Esa línea pasa de {limit}, mucho más que una estimación: una estimación se escribe como {examples}")

  static let french = GuessLineMessagePack(
    language: "fr", examples: "5, 5m, 5 min, 4:30, 90s, 1h ou 1h30m",
    lineTooLong:
      "Cette ligne dépasse {limit}, beaucoup plus qu’une estimation : une estimation s’écrit comme {examples}")

  static let german = GuessLineMessagePack(
    language: "de", examples: "5, 5m, 5 min, 4:30, 90s, 1h oder 1h30m",
    lineTooLong:
      "Diese Zeile ist länger als {limit}, viel länger als eine Schätzung: Eine Schätzung sieht so aus: {examples}")
}
