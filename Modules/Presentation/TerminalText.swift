import Domain

/// Text from data (names, titles, notes, keywords, the words an error repeats) made safe to put on
/// a terminal: every text renderer passes data through here, never straight to the screen.
public enum TerminalText {
  /// `text` with every control character (C0, DEL, C1) and every bidirectional override, isolate
  /// or invisible formatting character shown visibly instead of emitted: ESC as `␛`, the other
  /// C0 controls as their control pictures (`␇`, `␍`…), the rest as `<U+202E>`. A title can then
  /// neither move the cursor, clear the screen, retitle the window, ring the bell nor make a line
  /// read differently from what it holds, and the reader still sees that something was there.
  /// A tab becomes a space.
  public static func printable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsCare) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { append(scalar, to: &scalars) }
    return String(scalars)
  }

  /// A whole message (an error, a notification's body): line breaks kept, everything else as
  /// `printable`, and each line cut at `maxLineLength` characters, so a 100 KB word a user typed
  /// is not echoed back whole. Characters, not scalars: a flag or an accented letter typed as two
  /// scalars is never cut in half. An address in it (typed by the parent, named by a source) has
  /// its secrets masked (`SecretMask`).
  public static func message(_ text: String, maxLineLength: Int = 4_000) -> String {
    var lines: [String] = []
    for line in SecretMask.text(text).split(separator: "\n", omittingEmptySubsequences: false) {
      var scalars = String.UnicodeScalarView()
      var count = 0
      for character in line {
        if count == maxLineLength {
          scalars.append("…")
          break
        }
        for scalar in character.unicodeScalars { append(scalar, to: &scalars) }
        count += 1
      }
      lines.append(String(scalars))
    }
    return lines.joined(separator: "\n")
  }

  /// Whether `scalar` is shown by a picture or its number rather than as it is; the desktop's
  /// plain text drops the same ones.
  static func needsCare(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    // Not U+200C/U+200D, the joiners that emoji sequences and several scripts are written with.
    // U+2028/U+2029 break a line where no line break is seen in the text; U+00AD hides itself.
    case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x061C, 0x200B, 0x200E, 0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF:
      true
    default: false
    }
  }

  private static func append(_ scalar: Unicode.Scalar, to scalars: inout String.UnicodeScalarView) {
    switch scalar.value {
    case 0x09: scalars.append(" ")
    case 0x1B: scalars.append("␛")
    case 0x00...0x1F: scalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")  // ␀ … ␟
    case 0x7F: scalars.append("␡")
    case _ where needsCare(scalar):
      let hex = String(scalar.value, radix: 16, uppercase: true)
      scalars.append(contentsOf: "<U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)>".unicodeScalars)
    default: scalars.append(scalar)
    }
  }
}
