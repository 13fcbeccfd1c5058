import Domain
import Testing

@Suite("Stored text is well-formed")
struct StoredTextTests {
  @Test(
    "control, bidi and zero-width characters are refused in every kind of stored text",
    arguments: StoredTextKind.allCases,
    [
      "Ma\u{1B}]0;pwned\u{07}ya", "Ma\u{7F}ya", "Ma\u{85}ya", "Ma\u{202E}ya", "Ma\u{2066}ya", "Ma\u{200B}ya",
      "Ma\u{FEFF}ya",
      "Ma\u{2060}ya", "Ma\u{200F}ya",
    ])
  func refused(kind: StoredTextKind, text: String) {
    #expect(throws: DomainError.self) { try StoredText.validate(text, as: kind) }
  }

  @Test("the message names the field and the character, never the text itself")
  func message() throws {
    let error = try #require(throws: DomainError.self) { try StoredText.validate("a\u{1B}[2Jb", as: .note) }
    #expect(error.description.contains("the note"))
    #expect(error.description.contains("U+001B"))
    #expect(!error.description.unicodeScalars.contains("\u{1B}"))
  }

  @Test("each kind has a limit, tested at equality", arguments: StoredTextKind.allCases)
  func limits(kind: StoredTextKind) throws {
    let longest = String(repeating: "é", count: kind.limit)
    #expect(try StoredText.validate(longest, as: kind) == longest)
    #expect(throws: DomainError.self) { try StoredText.validate(longest + "e", as: kind) }
  }

  @Test("the limits themselves: 40 for names, 60 for tasks and keywords, 80 for calendar names, 200 for notes")
  func knownLimits() {
    let expected: [StoredTextKind: Int] = [
      .playerName: 40, .routineName: 40, .taskName: 60, .keyword: 60, .sourceName: 80, .note: 200,
    ]
    for kind in StoredTextKind.allCases {
      #expect(kind.limit == expected[kind], "\(kind)")
      #expect(StoredText.problem(in: String(repeating: "a", count: expected[kind]!), as: kind) == nil)
      #expect(StoredText.problem(in: String(repeating: "a", count: expected[kind]! + 1), as: kind) != nil)
    }
  }

  @Test(
    "the line and paragraph separators and the Arabic letter mark are invisible too",
    arguments: ["\u{2028}", "\u{2029}", "\u{061C}", "\u{2064}", "\u{2069}"])
  func moreInvisible(mark: String) {
    #expect(StoredText.isInvisible(mark.unicodeScalars.first!))
    #expect(StoredText.problem(in: "Ma\(mark)ya", as: .playerName) != nil)
  }

  @Test("text of spaces alone is blank also where it is checked untrimmed, as an import does")
  func blankUntrimmed() throws {
    let problem = try #require(StoredText.problem(in: "   ", as: .playerName))
    #expect(problem.contains("blank"))
    #expect(StoredText.problem(in: "\u{3000}", as: .note) != nil)
  }

  @Test("names are stored in NFC, so precomposed and decomposed é are one name")
  func nfc() throws {
    let decomposed = try Player.validate(name: "Ze\u{301}lie")
    let precomposed = try Player.validate(name: "Z\u{E9}lie")
    #expect(Array(decomposed.utf8) == Array(precomposed.utf8))
    #expect(Array(try RoutineTask.parse("Cafe\u{301}=5m").name.utf8) == Array("Caf\u{E9}".utf8))
  }

  @Test("blank text is refused; spaces at the ends are trimmed", arguments: StoredTextKind.allCases)
  func blank(kind: StoredTextKind) throws {
    #expect(throws: DomainError.self) { try StoredText.validate("   ", as: kind) }
    #expect(try StoredText.validate("  Maya ", as: kind) == "Maya")
  }

  @Test("a name is found by its own spelling first, then by its fold; another name never; two folds are ambiguous")
  func matchByFold() {
    #expect(StoredText.match("Zoë", in: ["Leo", "Zoë"]) == .success("Zoë"))
    #expect(StoredText.match("ZOË", in: ["Leo", "Zoë"]) == .success("Zoë"))
    #expect(StoredText.match("zoe\u{308}", in: ["Leo", "Zoë"]) == .success("Zoë"))
    #expect(StoredText.match("Mia", in: ["Leo", "Zoë"]) == nil)
    guard case .failure(let ambiguous)? = StoredText.match("zoë", in: ["Zoë", "ZOË", "Leo"]) else {
      Issue.record("zoë should fit both Zoë and ZOË")
      return
    }
    #expect(ambiguous.names == ["Zoë", "ZOË"])
    #expect(StoredText.match("ZOË", in: ["Zoë", "ZOË"]) == .success("ZOË"))
  }
}
