/// Text from data (task, routine and player names) made safe to put on a terminal.
public enum TerminalText {
  /// `text` without control characters (C0, DEL, C1) and without the bidirectional overrides and
  /// isolates that reorder what follows them: a name can then neither move the cursor, change
  /// colours, ring the bell nor make a line read differently from what it holds. Tabs and line
  /// breaks become spaces, so a name stays on its line.
  public static func printable(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D: scalars.append(" ")
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: continue
      default: scalars.append(scalar)
      }
    }
    return String(scalars)
  }
}
