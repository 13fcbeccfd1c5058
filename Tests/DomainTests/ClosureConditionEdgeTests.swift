import Testing

@testable import Domain

/// The edges of the bridge and condition readings, one clause at a time (issue 23: each clause of
/// a condition has a title it decides).
@Suite("Bridge and condition readings: each clause decides a title")
struct ClosureConditionEdgeTests {
  let matcher = KeywordMatcher(preferences: KeywordPreferences())

  func condition(_ title: String) -> ClosureReading? {
    let folded = KeywordText.folded(title)
    return ClosureReading.condition(title, folded: folded, hits: matcher.hits(in: folded))
  }

  @Test("a make-up day is a condition when the clause after it is a condition in parentheses, not when it stands apart")
  func conditionInTheNextClause() {
    #expect(condition("Snow Make-up Day (if needed) - No School") != nil)
    #expect(condition("Snow Make-up Day - if needed - No School") == nil)
  }

  @Test("a closure in parentheses is no closure a condition stands beside")
  func closureInParentheses() {
    #expect(condition("Snow Make-up Day (if needed) - No School")?.phrase.lowercased() == "no school")
    #expect(condition("Snow Make-up Day (if needed) (No School)") == nil)
  }

  @Test("a working-weekend word counts outside parentheses only")
  func workingWeekendInParentheses() {
    let working = { (title: String) in
      ClosureReading.isWorkingWeekend(title, folded: KeywordText.folded(title), matcher: matcher)
    }
    #expect(working("运动会 上课"))
    #expect(!working("运动会(上课)"))
  }

  @Test("a date written with the French ordinal '1 er' is a date a bridge day follows")
  func frenchOrdinal() {
    #expect(ClosureReading.isDate(["1", "er", "mai"]))
    #expect(!ClosureReading.isDate(["1", "xx", "mai"]))
  }

  @Test("a matcher with no keyword is empty; one with only a word-part keyword is not")
  func emptiness() {
    #expect(KeywordMatcher(keywords: []).isEmpty)
    #expect(!KeywordMatcher(keywords: [Keyword(word: "*ferien", kind: .noSchool)]).isEmpty)
    #expect(!KeywordMatcher(keywords: [Keyword(word: "break", kind: .noSchool)]).isEmpty)
  }
}
