import Testing

@testable import Domain

/// A keyword that begins and ends with an ASCII letter or digit is compiled without trimming it or
/// looking for wildcards at its ends: its pattern must be the one the long way gives.
@Suite("Keywords compiled the short way")
struct KeywordCompileTests {
  /// The long way: trimmed, a `*` or `-` at either end opening that side, the rest folded.
  static func longWay(_ word: String) -> (key: [UInt8], openStart: Bool, openEnd: Bool)? {
    let trimmed = word.trimmingWhitespace()
    let openStart = trimmed.hasPrefix("*") || trimmed.hasPrefix("-")
    let openEnd = trimmed.hasSuffix("*") || (trimmed.count > 1 && trimmed.hasSuffix("-"))
    let key = KeywordText.folded(trimmed).bytes
    return key.isEmpty ? nil : (key, openStart, openEnd)
  }

  static let edgeWords = [
    "schulfrei*", "*ferien", "ferien-", "-ferien", " In-Service ", "Buß- und Bettag", "e\u{301}cole", "école",
    "Día no lectivo", "Teacher's Day", "冬休み", "каникулы", "x", "1", "a-", "k-5", "*", "-", " ", "",
    "2. påskedag", "fin des cours à midi", "in\u{A0}service\u{A0}", "\u{3000}休校", "Z\u{301}",
  ]

  @Test("every keyword, grammar word and edge case gets the pattern the long way gives")
  func sameAsLongWay() {
    var words: [String] = Self.edgeWords
    for language in Language.all {
      let grammar = language.titleGrammar
      for list in language.keywords.values { words += list }
      for list in [grammar.activities, grammar.returns, grammar.times, grammar.bridges, grammar.datedBridges] {
        words += list
      }
      words += language.termWords
      words += language.holidayNames.observances
    }
    #expect(words.count > 2000)
    var differ: [String] = []
    var short = 0
    for word in words {
      let pattern = KeywordMatcher.compile(Keyword(word: word, kind: .noSchool))
      let expected = Self.longWay(word)
      if let first = word.utf8.first, let last = word.utf8.last, first < 0x80, last < 0x80,
        Character(Unicode.Scalar(first)).isLetter || Character(Unicode.Scalar(first)).isNumber
      {
        short += 1
      }
      guard let pattern, let expected else {
        if (pattern == nil) != (expected == nil) { differ.append(word) }
        continue
      }
      if pattern.key != expected.key || pattern.openStart != expected.openStart || pattern.openEnd != expected.openEnd {
        differ.append(word)
      }
    }
    #expect(differ.isEmpty, "\(differ.prefix(5))")
    #expect(short > 1000)
    #expect(KeywordMatcher.compile(Keyword(word: "schulfrei*", kind: .noSchool))?.openEnd == true)
    #expect(KeywordMatcher.compile(Keyword(word: "Día no lectivo", kind: .noSchool))?.key == Array("dianolectivo".utf8))
  }

  @Test("a word's script is told from its bytes as from its letters")
  func beyondASCIIByBytes() {
    // The first letters above U+0380 that count, and the last below: the byte test must agree.
    #expect(KeywordMatcher.isBeyondASCII("\u{386}"))
    #expect(!KeywordMatcher.isBeyondASCII("\u{37F}x\u{385}"))
    #expect(!KeywordMatcher.isBeyondASCII("Łódź ǅ ȳ"))
    #expect(KeywordMatcher.isBeyondASCII("Winter Ωmega"))
    #expect(KeywordMatcher.isBeyondASCII("a 休"))
    #expect(!KeywordMatcher.isBeyondASCII("\u{2013} \u{300}"))
  }
}
