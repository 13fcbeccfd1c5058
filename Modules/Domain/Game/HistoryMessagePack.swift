/// The words of `tq-player history` and `stats` that are not progress sentences — the empty
/// history, a game that ended early, the words of a task's row — in en, es, fr and de, beside
/// `ProgressMessagePack` (the sentences) so each grows without touching the other.
///
/// Observations, like every pack: what was guessed and what it took, never a verdict on anyone.
public struct HistoryMessagePack: LabelPack {
  public let language: String
  /// No game was played yet (by anyone, or by one player in `stats`).
  public let noGames: String
  /// After a game's heading when it did not get to its last task.
  public let endedEarly: String
  /// Before a task's guess in its row ("guess 5 min").
  public let guess: String
  /// Before the time a task took in its row ("took 7 min 10 s").
  public let took: String
  /// A row's end when the task was skipped.
  public let skipped: String

  /// Every template, for the passive-language and placeholder tests.
  public var allTemplates: [String] { [noGames, endedEarly, guess, took, skipped] }

  /// The packs shipped, in the order of `Language.withMessages`.
  public static let all: [HistoryMessagePack] = [english, spanish, french, german]

  static let english = HistoryMessagePack(
    language: "en", noGames: "No games yet.", endedEarly: "ended early", guess: "guess", took: "took",
    skipped: "skipped")

  static let spanish = HistoryMessagePack(
    language: "es", noGames: "Todavía no hay partidas.", endedEarly: "acabó antes", guess: "pensabas",
    took: "duró", skipped: "saltada")

  static let french = HistoryMessagePack(
    language: "fr", noGames: "Pas encore de partie.", endedEarly: "arrêtée avant la fin", guess: "estimé",
    took: "a duré", skipped: "passée")

  static let german = HistoryMessagePack(
    language: "de", noGames: "Noch keine Runden.", endedEarly: "früher zu Ende", guess: "geschätzt",
    took: "gebraucht", skipped: "übersprungen")
}
