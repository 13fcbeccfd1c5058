import Testing

@testable import Domain

/// A title is read clause by clause; its words as written must be the words the matcher folds.
@Suite("A title's words and clauses")
struct TitleClauseTests {
  @Test(
    "the words as written are the folded words, one for one, whatever the script or the accents",
    arguments: [
      "Holiday Shop (PTA)", "Book Fair – Break the Reading Record!", "Día no lectivo", "Dia\u{301} no lectivo",
      "Buß- und Bettag", "Vacances d’hiver", "🎄 Winter Break 🎄", "冬休み", "Pas de classe / journée pédagogique",
      "", "   ", "2026-12-21", "Ŀ·l",
    ])
  func wordsAlign(title: String) {
    let words = KeywordText.words(of: title)
    let folded = KeywordText.folded(title)
    #expect(words.count == folded.count, "\(title)")
    for (i, word) in words.enumerated() where i < folded.count {
      #expect(KeywordText.tokens(String(title[word.range])) == [folded.tokens[i]], "\(title) word \(i)")
    }
  }

  @Test(
    "a clause ends at a dash standing apart, a colon, a bracket, a slash, a comma; not at a hyphen in a word",
    arguments: [
      ("Holiday Shop (PTA)", [0, 2]), ("Winter Break - Schools Closed", [0, 2]), ("Spring-Break Camp", [0]),
      ("No School – Winter Break begins", [0, 2]), ("Holiday: Thanksgiving", [0, 1]),
      ("Teacher Workday/Student Holiday", [0, 2]), ("In-Service Day, No Students", [0, 3]),
      ("Thanksgiving Break -No School", [0, 2]),
    ])
  func clauses(title: String, starts: [Int]) {
    let words = KeywordText.words(of: title)
    #expect(words.indices.filter { words[$0].clauseStart } == starts, "\(title)")
  }
}
