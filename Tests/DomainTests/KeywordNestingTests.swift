import Testing

@testable import Domain

/// Keywords found inside other keywords: words inside a longer keyword of another kind belong to
/// it; two keywords of different kinds over exactly the same words both count; nested keywords of
/// one kind, and keywords that only overlap, are all kept.
@Suite("Keywords inside keywords")
struct KeywordNestingTests {
  static let matcher = KeywordMatcher(keywords: [
    Keyword(word: "fin des cours", kind: .termEnd), Keyword(word: "fin des cours a midi", kind: .earlyRelease),
    Keyword(word: "journee pedagogique", kind: .noSchool), Keyword(word: "journee pedagogique", kind: .schoolDay),
    Keyword(word: "rentree", kind: .termStart), Keyword(word: "rentree des classes", kind: .termStart),
    Keyword(word: "red day", kind: .noSchool), Keyword(word: "day off", kind: .schoolDay),
  ])

  @Test("words inside a longer keyword of another kind belong to it alone")
  func longerWins() {
    #expect(Self.matcher.kinds(in: "Fin des cours a midi") == [.earlyRelease])
    #expect(Self.matcher.kinds(in: "Fin des cours") == [.termEnd])
  }

  @Test("two kinds over exactly the same words both count")
  func sameWordsBothCount() {
    #expect(Self.matcher.kinds(in: "Journee pedagogique") == [.noSchool, .schoolDay])
    #expect(Self.matcher.matches(in: "Journee pedagogique").count == 2)
  }

  @Test("nested keywords of one kind are both found; keywords that only overlap are both found")
  func sameKindAndOverlap() {
    #expect(Set(Self.matcher.matches(in: "Rentree des classes").map(\.word)) == ["rentree", "rentree des classes"])
    #expect(Self.matcher.kinds(in: "Red day off") == [.noSchool, .schoolDay])
  }
}
