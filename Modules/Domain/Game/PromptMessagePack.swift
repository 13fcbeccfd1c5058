/// The game's questions before it begins and its answers to a guess it cannot read, in en, es, fr
/// and de: what a child reads at the keyboard besides `GameMessagePack`'s words. A script's error
/// (exit 65) stays `GameError.description`, in English like every error.
///
/// Observations, like every pack: what a guess looks like, never what to type.
public struct PromptMessagePack: LabelPack {
  public let language: String
  /// `{list}`: "1 Maya · 2 Leo"; ends in a space.
  public let whoIsPlaying: String
  /// `{answer}`, `{list}`; ends in a space.
  public let notOnTheList: String
  /// `{text}`, `{examples}`
  public let notATime: String
  /// `{text}`, `{examples}`
  public let zeroGuess: String
  /// `{text}`, `{examples}`
  public let guessTooLong: String

  /// Every template, for the passive-language and placeholder tests.
  public var allTemplates: [String] { [whoIsPlaying, notOnTheList, notATime, zeroGuess, guessTooLong] }

  /// Why a guess could not be read, for the child at the prompt, with examples joined in the
  /// language's own words.
  public func problem(_ error: GameError) -> String {
    let examples = GuessLineMessagePack.pack(for: language).examples
    switch error {
    case .notADuration(let text): return fill(\.notATime, ["text": text, "examples": examples])
    case .zeroGuess(let text): return fill(\.zeroGuess, ["text": text, "examples": examples])
    case .guessTooLong(let text): return fill(\.guessTooLong, ["text": text, "examples": examples])
    }
  }

  /// The packs shipped, in the order of `Language.withMessages`.
  public static let all: [PromptMessagePack] = [english, spanish, french, german]

  static let english = PromptMessagePack(
    language: "en", whoIsPlaying: "Who is playing? {list}: ", notOnTheList: "'{answer}' is not on the list: {list}: ",
    notATime: "'{text}' is not a time: a guess looks like {examples}",
    zeroGuess: "'{text}' is no time at all: a guess is between 1 second and 12 hours, like {examples}",
    guessTooLong: "'{text}' is more than 12 hours: a guess is between 1 second and 12 hours, like {examples}")

  static let spanish = PromptMessagePack(
    language: "es", whoIsPlaying: "¿Quién juega? {list}: ", notOnTheList: "«{answer}» no está en la lista: {list}: ",
    notATime: "«{text}» no es un tiempo: una estimación se escribe como {examples}",
    zeroGuess: "«{text}» no dura nada: una estimación va de 1 segundo a 12 horas, como {examples}",
    guessTooLong: "«{text}» pasa de 12 horas: una estimación va de 1 segundo a 12 horas, como {examples}")

  static let french = PromptMessagePack(
    language: "fr", whoIsPlaying: "Qui joue ? {list} : ",
    notOnTheList: "« {answer} » n’est pas dans la liste : {list} : ",
    notATime: "« {text} » n’est pas une durée : une estimation s’écrit comme {examples}",
    zeroGuess:
      "« {text} » ne dure rien du tout : une estimation est comprise entre 1 seconde et 12 heures, comme {examples}",
    guessTooLong:
      "« {text} » dépasse 12 heures : une estimation est comprise entre 1 seconde et 12 heures, comme {examples}")

  static let german = PromptMessagePack(
    language: "de", whoIsPlaying: "Wer spielt? {list}: ",
    notOnTheList: "„{answer}“ steht nicht auf der Liste: {list}: ",
    notATime: "„{text}“ ist keine Zeit: Eine Schätzung sieht so aus: {examples}",
    zeroGuess: "„{text}“ dauert gar nichts: Eine Schätzung liegt zwischen 1 Sekunde und 12 Stunden, etwa {examples}",
    guessTooLong:
      "„{text}“ ist länger als 12 Stunden: Eine Schätzung liegt zwischen 1 Sekunde und 12 Stunden, etwa {examples}")
}
