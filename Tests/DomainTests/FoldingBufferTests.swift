import Testing

@testable import Domain

/// A large calendar's titles are folded one after another into one buffer (`KeywordText.fold`):
/// whatever was folded into it before, a title must come out as if folded alone.
@Suite("Titles folded into a buffer used before")
struct FoldingBufferTests {
  static let titles = [
    "Winter Break - No School", "Día NO lectivo", "冬休み開始", "Schließtag", "Soccer Practice 12345",
    "  Spring-Break!  ", "", "Jour de l’An", "ΔΙΑΚΟΠΕΣ", "Day 3", "a",
  ]

  @Test("each title, after every other title, folds as it does alone")
  func sameAsAlone() {
    for before in Self.titles {
      for title in Self.titles {
        var buffer = FoldedText()
        KeywordText.fold(before, into: &buffer)
        KeywordText.fold(title, into: &buffer)
        let alone = KeywordText.folded(title)
        #expect(buffer.bytes == alone.bytes, "\(title) after \(before)")
        #expect(buffer.starts == alone.starts && buffer.ends == alone.ends, "\(title) after \(before)")
        #expect(buffer.hasByteBeyondASCII == alone.hasByteBeyondASCII, "\(title) after \(before)")
        #expect(buffer.tokens == KeywordText.tokens(title), "\(title) after \(before)")
      }
    }
  }

  @Test("a title of ASCII letters after one beyond them is known to be ASCII, and the other way round")
  func asciiKnown() {
    var buffer = FoldedText()
    KeywordText.fold("冬休み", into: &buffer)
    KeywordText.fold("Winter Break", into: &buffer)
    #expect(buffer.isASCII)
    KeywordText.fold("冬休み", into: &buffer)
    #expect(!buffer.isASCII)
    #expect(buffer.hasByteBeyondASCII)
  }
}
