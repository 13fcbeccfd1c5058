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

  @Test("on every title of the corpus the split school-level reader reads what one reader of every phrase reads")
  func levelsAsOneReader() {
    let languages = KeywordPreferences().languages
    let split = SchoolLevelReader(languages: languages)
    let whole = SchoolLevelReader.unsplit(languages: languages)
    let titles =
      TitleCorpusTests.rows.map(\.title) + [
        "小学校 早帰り", "中学校を除く 休校", "Grades 6-12 only", "Early Dismissal (Elementary)", "Начальная школа",
      ]
    var differ: [String] = []
    var named = 0
    for title in titles {
      let a = split.read(title)
      if a != nil { named += 1 }
      if a != whole.read(title) { differ.append(title) }
    }
    #expect(differ.isEmpty, "\(differ.count) titles differ")
    #expect(named > 20)
    #expect(split.read("小学校 早帰り")?.stages == [.elementary])
    #expect(split.read("Early Dismissal (Elementary)")?.stages.contains(.elementary) == true)
  }

  @Test("the packs' keywords as listed, repeats and all, find on every corpus title what the effective keywords find")
  func packsAsListedAsEffective() {
    let preferences = KeywordPreferences()
    let listed = KeywordCatalog.builtIn(languages: preferences.languages)
    let effective = KeywordCatalog.effective(for: preferences).map(\.keyword)
    #expect(listed.count > effective.count)
    #expect(Set(listed) == Set(effective))
    let fast = KeywordMatcher(preferences: preferences)
    let slow = KeywordMatcher.unsplit(effective)
    var differ: [String] = []
    for title in TitleCorpusTests.rows.map(\.title) + [
      "Herbstferien", "Herbstferien Herbstferien", "Winterferien Nord",
    ] {
      let folded = KeywordText.folded(title)
      let a = fast.hits(in: folded).map { "\($0.keyword.word)@\($0.words)" }
      let b = slow.hits(in: folded).map { "\($0.keyword.word)@\($0.words)" }
      if a != b { differ.append(title) }
    }
    #expect(differ.isEmpty, "\(differ.count) titles differ")
    // Words a parent added or removed still go through `effective`.
    #expect(fast.matches(in: "Snow Day").contains(Keyword(word: "snow day", kind: .noSchool)))
    let removed = KeywordMatcher(preferences: KeywordPreferences(removed: ["Snow-Day"]))
    #expect(!removed.matches(in: "Snow Day").contains(Keyword(word: "snow day", kind: .noSchool)))
    let added = KeywordMatcher(preferences: KeywordPreferences(added: [Keyword(word: "Fjelltur", kind: .noSchool)]))
    #expect(added.kinds(in: "Fjelltur 5B") == [.noSchool])
  }
}
