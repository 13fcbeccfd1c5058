import Testing

@testable import Domain

/// The keyword matcher leaves the words of scripts that never fold to ASCII for a title that needs
/// them: what it finds must be exactly what one matcher of every keyword finds.
@Suite("Keywords of scripts beyond ASCII compiled on first need")
struct KeywordScriptSplitTests {
  @Test("every letter of the ranges left for later folds to a byte beyond ASCII, so no ASCII title can match it")
  func lettersFoldBeyondASCII() {
    var wrong: [String] = []
    for range in KeywordMatcher.beyondASCIILetters {
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        if !KeywordText.folded(String(scalar)).bytes.contains(where: { $0 >= 0x80 }) {
          wrong.append("U+" + String(value, radix: 16, uppercase: true))
        }
      }
    }
    for value: UInt32 in [0x3042, 0x30AB, 0x4E00, 0x5B66, 0xAC00, 0xD55C, 0x3005, 0xFF76] {
      #expect(KeywordMatcher.isBeyondASCII(String(Unicode.Scalar(value)!)))
      #expect(KeywordText.folded(String(Unicode.Scalar(value)!)).bytes.contains { $0 >= 0x80 })
    }
    #expect(wrong.isEmpty, "\(wrong)")
    #expect(!KeywordMatcher.isBeyondASCII("Schließtag · Łódź · ＰＴＡ · ـ"))
    #expect(KeywordMatcher.isBeyondASCII("Winter каникулы"))
  }

  @Test("on every title of the corpus the split matcher finds what one matcher of every keyword finds")
  func sameHitsAsOneMatcher() {
    let keywords = KeywordCatalog.effective(for: KeywordPreferences()).map(\.keyword)
    #expect(keywords.contains { KeywordMatcher.isBeyondASCII($0.word) })
    let split = KeywordMatcher(keywords: keywords)
    let whole = KeywordMatcher.unsplit(keywords)
    let titles =
      TitleCorpusTests.rows.map(\.title) + [
        "Зимние каникулы", "Winter Break", "冬休み前", "Χριστούγεννα", "חופשת פסח", "عطلة الربيع", "Día no lectivo",
      ]
    #expect(titles.count > 2000)
    var differ: [String] = []
    for title in titles {
      let folded = KeywordText.folded(title)
      let a = split.hits(in: folded).map { "\($0.keyword.word)@\($0.words)" }
      let b = whole.hits(in: folded).map { "\($0.keyword.word)@\($0.words)" }
      if a != b { differ.append(title) }
    }
    #expect(differ.isEmpty, "\(differ.prefix(5))")
    #expect(split.kinds(in: "Зимние каникулы").contains(.noSchool))
    #expect(split.kinds(in: "Winter Break").contains(.noSchool))
  }

  @Test("a matcher of nothing but words beyond ASCII is not empty, and finds them")
  func onlyBeyondASCII() {
    let matcher = KeywordMatcher(keywords: [Keyword(word: "каникулы", kind: .noSchool)])
    #expect(!matcher.isEmpty)
    #expect(matcher.kinds(in: "Зимние КАНИКУЛЫ") == [.noSchool])
    #expect(matcher.kinds(in: "Winter kanikuly").isEmpty)
  }
}
