/// A calendar's colour as its server or sync tool keeps it: CalDAV's `calendar-color` (Apple's
/// namespace, which Nextcloud, Radicale, Xandikos and iCloud keep) or a vdir's `color` file.
///
/// What a server sends is untrusted text bound for a terminal: only a hex colour is kept —
/// `#RGB`, `#RRGGBB` or `#RRGGBBAA` (iCloud adds the alpha) — upper-cased; anything else is no
/// colour at all, so nothing but `#` and hex digits ever reaches an output.
public struct CalendarColor: Hashable, Sendable, CustomStringConvertible {
  /// `#` and 3, 6 or 8 upper-case hex digits, as the source gave them.
  public let hex: String

  public init?(_ text: String) {
    // A vdir's file ends with a newline; a server may pad its XML text.
    var trimmed = Substring(text)
    while trimmed.first?.isWhitespace == true { trimmed.removeFirst() }
    while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
    guard trimmed.first == "#" else { return nil }
    let digits = trimmed.dropFirst()
    guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit), digits.allSatisfy(\.isASCII) else {
      return nil
    }
    hex = "#" + String(digits).uppercased()
  }

  public var description: String { hex }

  /// Red, green and blue, 0–255 each (a short form's digit doubled; the alpha left out).
  public var rgb: (red: Int, green: Int, blue: Int) {
    let digits = Array(hex.dropFirst())
    func channel(_ index: Int) -> Int {
      let pair = digits.count == 3 ? [digits[index], digits[index]] : [digits[2 * index], digits[2 * index + 1]]
      return Int(String(pair), radix: 16) ?? 0
    }
    return (channel(0), channel(1), channel(2))
  }
}
