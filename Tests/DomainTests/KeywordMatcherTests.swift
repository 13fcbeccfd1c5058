import Domain
import Testing

@Suite("Keyword matching on event titles")
struct KeywordMatcherTests {
  let matcher = KeywordMatcher(keywords: [
    Keyword(word: "break", kind: .noSchool),
    Keyword(word: "in-service", kind: .noSchool),
    Keyword(word: "no school", kind: .noSchool),
    Keyword(word: "early release", kind: .earlyRelease),
    Keyword(word: "día no lectivo", kind: .noSchool),
    Keyword(word: "pas d'école", kind: .noSchool),
    Keyword(word: "*ferien", kind: .noSchool),
    Keyword(word: "schulfrei*", kind: .noSchool),
    Keyword(word: "make-up day", kind: .schoolDay),
  ])

  @Test("titles are folded to lowercase words without accents or punctuation")
  func normalization() {
    #expect(KeywordText.tokens("Spring-Break!") == ["spring", "break"])
    #expect(KeywordText.tokens("Día NO lectivo") == ["dia", "no", "lectivo"])
    #expect(KeywordText.tokens("Pas d’école") == ["pas", "d", "ecole"])
    #expect(KeywordText.tokens("Schließtag") == ["schliesstag"])
    #expect(KeywordText.tokens("Brückentag") == ["bruckentag"])
    #expect(KeywordText.tokens("Cœur  —  ÉTÉ 12:00") == ["coeur", "ete", "12", "00"])
    // A title whose accents arrive already decomposed folds the same way.
    #expect(KeywordText.tokens("Fe\u{0301}rie\u{0301}") == ["ferie"])
    #expect(KeywordText.normalized("  In-Service   Day ") == "in service day")
    #expect(KeywordText.key("In service") == KeywordText.key("inservice"))
  }

  @Test("a word matches whole words only: break is in Winter Break and Spring-Break, never Breakfast")
  func wholeWords() {
    #expect(matcher.kinds(in: "Winter Break") == [.noSchool])
    #expect(matcher.kinds(in: "Spring-Break") == [.noSchool])
    #expect(matcher.kinds(in: "SPRING BREAK!!") == [.noSchool])
    #expect(matcher.kinds(in: "Pancake Breakfast").isEmpty)
    #expect(matcher.kinds(in: "Outbreak drill").isEmpty)
    #expect(matcher.kinds(in: "Breaking News").isEmpty)
  }

  @Test("a phrase matches with or without hyphens and spaces: in-service = inservice = in service")
  func joinedAndSplitWords() {
    #expect(matcher.kinds(in: "Teacher In-Service") == [.noSchool])
    #expect(matcher.kinds(in: "Inservice day") == [.noSchool])
    #expect(matcher.kinds(in: "Teacher in service") == [.noSchool])
    #expect(matcher.kinds(in: "Service in the gym").isEmpty)
    #expect(matcher.kinds(in: "Makeup Day") == [.schoolDay])
    #expect(matcher.kinds(in: "Early-Release Wednesday") == [.earlyRelease])
  }

  @Test("a phrase needs its words in order and adjacent")
  func phrases() {
    #expect(matcher.kinds(in: "No School - Veterans Day") == [.noSchool])
    #expect(matcher.kinds(in: "School: no uniform").isEmpty)
    #expect(matcher.kinds(in: "Release early").isEmpty)
  }

  @Test("accents and case do not matter in titles or keywords")
  func accents() {
    #expect(matcher.kinds(in: "DIA NO LECTIVO") == [.noSchool])
    #expect(matcher.kinds(in: "Día no lectivo (Pilar)") == [.noSchool])
    #expect(matcher.kinds(in: "PAS D'ECOLE") == [.noSchool])
  }

  @Test("a leading * matches the end of a compound word, a trailing * its beginning")
  func compounds() {
    #expect(matcher.kinds(in: "Herbstferien") == [.noSchool])
    #expect(matcher.kinds(in: "Sommerferien Bayern") == [.noSchool])
    #expect(matcher.kinds(in: "Ferien") == [.noSchool])
    #expect(matcher.kinds(in: "Ferienende").isEmpty)
    #expect(matcher.kinds(in: "Ferienbetreuung").isEmpty)
    #expect(matcher.kinds(in: "Schulfreier Tag") == [.noSchool])
    #expect(matcher.kinds(in: "Kein schulfrei").contains(.noSchool))
  }

  @Test("every matched keyword is reported once, with its kind")
  func reportsKeywords() {
    let found = matcher.matches(in: "Snow Day Make-Up Day after winter break, no school break")
    #expect(found.filter { $0.word == "break" }.count == 1)
    #expect(Set(found.map(\.kind)) == [.noSchool, .schoolDay])
  }

  @Test("words inside a longer keyword of another kind are that keyword's: fin des cours à midi")
  func nestedKeywordsOfAnotherKind() {
    let french = KeywordMatcher(keywords: [
      Keyword(word: "fin des cours", kind: .termEnd), Keyword(word: "fin des cours à midi", kind: .earlyRelease),
      Keyword(word: "cours", kind: .termEnd),
    ])
    #expect(french.kinds(in: "Fin des cours à midi") == [.earlyRelease])
    #expect(french.matches(in: "Fin des cours à midi").map(\.word) == ["fin des cours à midi"])
    #expect(french.kinds(in: "Fin des cours") == [.termEnd])
    // Beside it, not inside it, the shorter keyword still counts.
    #expect(french.kinds(in: "Fin des cours à midi, fin des cours") == [.earlyRelease, .termEnd])
    // Inside a longer keyword of the same kind, both are reported.
    #expect(french.matches(in: "Fin des cours").map(\.word) == ["fin des cours", "cours"])
  }

  @Test("empty and punctuation-only keywords and titles match nothing")
  func empties() {
    let odd = KeywordMatcher(keywords: [Keyword(word: " - ", kind: .noSchool), Keyword(word: "", kind: .noSchool)])
    #expect(odd.kinds(in: "anything - at all").isEmpty)
    #expect(matcher.kinds(in: "").isEmpty)
    #expect(matcher.kinds(in: "!!! ---").isEmpty)
  }
}
