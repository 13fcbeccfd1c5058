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
}
