import Presentation
import Testing

@Suite("Text from data on a terminal")
struct TerminalTextTests {
  @Test(
    "control characters, C1, bidirectional overrides and invisible characters are shown, never sent; a tab is a space")
  func printable() {
    #expect(
      TerminalText.printable("A\u{1B}]0;x\u{07}B\u{9B}C\u{202E}D\nE\tF\rG\u{8}H\u{7F}I\u{200B}J\u{FEFF}")
        == "A␛]0;x␇B<U+009B>C<U+202E>D␊E F␍G␈H␡I<U+200B>J<U+FEFF>")
    #expect(TerminalText.printable("Zähne 🪥 putzen 👩\u{200D}👧") == "Zähne 🪥 putzen 👩\u{200D}👧")
    for scalar in (0...0x9F).compactMap(Unicode.Scalar.init) + ["\u{202A}", "\u{2066}", "\u{200F}", "\u{2060}"] {
      let shown = TerminalText.printable("a\(scalar)b").unicodeScalars
      #expect(shown.allSatisfy { !(0...0x1F ~= $0.value || 0x7F...0x9F ~= $0.value) }, "\(scalar.value)")
    }
    // A message keeps its lines, and a 100 KB word is not echoed back whole.
    let long = TerminalText.message("bad: '" + String(repeating: "x", count: 100_000) + "'\nsecond\u{1B}")
    #expect(long.split(separator: "\n").map(\.count) == [4_001, 7])
    #expect(long.hasSuffix("…\nsecond␛"))
  }

  @Test("a message line of exactly the limit is whole; one character more is cut there; a flag counts as one")
  func messageCutAtTheLimit() {
    #expect(TerminalText.message("abcde\nxy", maxLineLength: 5) == "abcde\nxy")
    #expect(TerminalText.message("abcdef", maxLineLength: 5) == "abcde…")
    // A flag is two scalars and one character: five flags are five characters, never cut in half.
    let flags = String(repeating: "🇫🇷", count: 5)
    #expect(TerminalText.message(flags, maxLineLength: 5) == flags)
    #expect(TerminalText.message(flags + "🇩🇪", maxLineLength: 5) == flags + "…")
    // A letter and its combining accent, which has no precomposed form, is one character too.
    #expect(TerminalText.message(String(repeating: "q\u{307}", count: 3), maxLineLength: 2) == "q\u{307}q\u{307}…")
  }
}
