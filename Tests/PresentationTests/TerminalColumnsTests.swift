import Presentation
import Testing

/// Issue 23: what the tables look like on a terminal narrower than their lines, which no
/// end-to-end run reaches (the programs' output there goes to pipes, whose lines stay whole).
@Suite("lines fitted to a narrow terminal, cut and padded by the columns a character takes")
struct TerminalColumnsTests {
  @Test("a line too long breaks at spaces; its continuation hangs two columns in from the line's text")
  func breaksAtSpaces() {
    // "  alpha beta" is exactly 12 columns: it stays one line.
    #expect(
      TerminalColumns.fitted("  alpha beta gamma delta", to: 12) == "  alpha beta\n    gamma\n    delta")
  }

  @Test("a line exactly as wide as the terminal, or narrower, stays as it is")
  func exactWidthStays() {
    #expect(TerminalColumns.fitted("  alpha beta", to: 12) == "  alpha beta")
    #expect(TerminalColumns.fitted("alpha", to: 12) == "alpha")
  }

  @Test("a word wider than the line is cut at the line's edge, never passing it")
  func longWordIsCut() {
    let fitted = TerminalColumns.fitted("abcdefghij", to: 4)
    #expect(fitted == "abcd\n  ef\n  gh\n  ij")
    #expect(fitted.split(separator: "\n").allSatisfy { TerminalColumns.width(String($0)) <= 4 })
  }

  @Test("a break where two spaces were leaves no trailing space and no blank line")
  func doubleSpaces() {
    #expect(TerminalColumns.fitted("aaaa  bbbb", to: 6) == "aaaa\n  bbbb")
    #expect(TerminalColumns.fitted("aaaaaa  b", to: 6) == "aaaaaa\n  b")
  }

  @Test("each line of a text is fitted on its own; blank lines stay")
  func eachLine() {
    #expect(
      TerminalColumns.fitted("title\n\n  one two three", to: 9) == "title\n\n  one two\n    three")
  }

  @Test("wide characters take two columns: three two-character words fit nine columns two at a time")
  func wideCharacters() {
    #expect(TerminalColumns.width("漢字") == 4)
    #expect(TerminalColumns.fitted("漢字 漢字 漢字", to: 9) == "漢字 漢字\n  漢字")
  }

  @Test("the columns of a character: joiners and combining marks none, wide scripts and emoji two")
  func characterWidths() {
    #expect(TerminalColumns.width(of: "a") == 1)
    #expect(TerminalColumns.width(of: "e\u{301}") == 1)
    #expect(TerminalColumns.width(of: "\u{301}") == 0)
    #expect(TerminalColumns.width(of: "\u{200D}") == 0)
    #expect(TerminalColumns.width(of: "한") == 2)
    #expect(TerminalColumns.width(of: "Ａ") == 2)
    #expect(TerminalColumns.width(of: "😀") == 2)
    #expect(TerminalColumns.width(of: "❤") == 1)
    #expect(TerminalColumns.width(of: "❤\u{FE0F}") == 2)
  }

  @Test("colours take no columns: a coloured line as wide as the terminal stays whole")
  func coloursTakeNoColumns() {
    let colored = "\u{1B}[1;34mab\u{1B}[0m cd"
    #expect(TerminalColumns.width(colored) == 5)
    #expect(TerminalColumns.fitted(colored, to: 5) == colored)
  }

  @Test("a style fits its text only when the terminal's width is known")
  func styleFits() {
    var style = TerminalStyle(colors: false)
    #expect(style.fitted("  alpha beta gamma delta") == "  alpha beta gamma delta")
    style.columns = 12
    #expect(style.fitted("  alpha beta gamma delta") == "  alpha beta\n    gamma\n    delta")
  }

  @Test("a cell too wide is cut with an ellipsis within its width; one that fits is left alone")
  func clipped() {
    #expect(TerminalColumns.clipped("abcdef", to: 4) == "abc…")
    #expect(TerminalColumns.clipped("abcd", to: 4) == "abcd")
    #expect(TerminalColumns.clipped("漢字漢字", to: 5) == "漢字…")
    #expect(TerminalColumns.clipped("漢字漢字", to: 4) == "漢…")
  }

  @Test("a cell is padded to its column by the columns it takes, and never shortened")
  func padded() {
    #expect(TerminalColumns.padded("漢字", to: 6) == "漢字  ")
    #expect(TerminalColumns.padded("abcdef", to: 3) == "abcdef")
  }
}
