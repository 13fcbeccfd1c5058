import Domain
import Testing

/// The history's and the guess line's words, in every message language, and the game's own pack
/// found the way every other pack is.
@Suite("History words and guess-line words in every message language")
struct HistoryWordsTests {
  @Test("the history's words: every language, its placeholders, nothing that instructs or judges")
  func history() {
    LabelPackTests.check(HistoryMessagePack.all.map { ($0.language, $0.allTemplates) })
    #expect(HistoryMessagePack.pack(for: "de_AT.UTF-8").language == "de")
    #expect(HistoryMessagePack.pack(for: "nl").language == "en")
    // English is what the history showed before it had a pack.
    #expect(HistoryMessagePack.pack(for: "en").noGames == "No games yet.")
  }

  @Test("the guess line's words: every language, its placeholders; English examples are the parser's own")
  func guessLine() {
    LabelPackTests.check(GuessLineMessagePack.all.map { ($0.language, $0.allTemplates) })
    #expect(GuessLineMessagePack.pack(for: "en").examples == GuessText.examples)
    for pack in GuessLineMessagePack.all {
      // Every example, whatever the word joining the last two, is a guess the game reads.
      var examples = pack.examples.components(separatedBy: ", ")
      let lastTwo = examples.removeLast().split(separator: " ").map(String.init)
      examples += [lastTwo.first ?? "", lastTwo.last ?? ""]
      #expect(lastTwo.count == 3 && examples.count == 7, "\(pack.language): \(pack.examples)")
      for example in examples { #expect((try? GuessText.seconds(example)) != nil, "\(pack.language): \(example)") }
    }
  }

  @Test(
    "a guess that is not a time names examples joined by the language's own word",
    arguments: [("en", " or 1h30m"), ("es", " o 1h30m"), ("fr", " ou 1h30m"), ("de", " oder 1h30m")])
  func examplesInTheLanguage(_ language: String, _ ending: String) {
    #expect(PromptMessagePack.pack(for: language).problem(.notADuration("abc")).hasSuffix(ending))
  }

  /// A function every label pack passes through: the game's pack is looked up like the others.
  static func code<Pack: LabelPack>(of _: Pack.Type, for tag: String) -> String { Pack.pack(for: tag).language }

  @Test("the game's and the progress words' packs are label packs: a tag's language, else English")
  func lookedUpAsLabelPacks() {
    #expect(Self.code(of: GameMessagePack.self, for: "fr_CA.UTF-8") == "fr")
    #expect(Self.code(of: GameMessagePack.self, for: "nl") == "en")
    #expect(GameMessagePack.all.map(\.language) == Language.withMessages.map(\.code))
    #expect(Self.code(of: ProgressMessagePack.self, for: "de-AT") == "de")
  }
}
