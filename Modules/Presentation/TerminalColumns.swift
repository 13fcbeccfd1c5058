/// Lines fitted to the terminal's width. Names run to 40 characters (80 columns in a wide script),
/// task names to 60, and titles and paths have no bound, so a table's line can pass the edge, where
/// the terminal would break it anywhere; a line too long is broken at spaces instead (a word wider
/// than the line where it must be), its continuation indented under the line's first word.
public enum TerminalColumns {
  /// The columns `character` takes: none for a joiner or a mark on the one before, two for a wide
  /// or fullwidth East Asian character or an emoji, else one.
  public static func width(of character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if first.properties.isEmojiPresentation || character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
      return 2
    }
    return isWide(first.value) ? 2 : 1
  }

  /// The columns `text` takes on a terminal; an escape sequence (`ESC [ … m`, the colours) takes none.
  public static func width(_ text: String) -> Int {
    var columns = 0
    var escaping = false
    for character in text {
      if escaping {
        if let letter = character.unicodeScalars.first, (0x40...0x7E).contains(letter.value), letter != "[" {
          escaping = false
        }
        continue
      }
      if character == "\u{1B}" {
        escaping = true
        continue
      }
      columns += width(of: character)
    }
    return columns
  }

  /// Every line of `text` within `columns`, broken at spaces where one is too long.
  public static func fitted(_ text: String, to columns: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
      fitted(line: String(line), to: columns)
    }.joined(separator: "\n")
  }

  static func fitted(line: String, to columns: Int) -> [String] {
    guard width(line) > columns else { return [line] }
    let indent = String(line.prefix { $0 == " " })
    // A continuation starts a step in from the line's text; never so far that little text fits.
    let hanging = String(repeating: " ", count: min(indent.count + 2, columns / 2))
    var lines: [String] = []
    var current = indent
    var currentWidth = indent.count
    var fresh = true
    func breakLine() {
      var text = current
      while text.last == " " { text.removeLast() }
      lines.append(text)
      current = hanging
      currentWidth = hanging.count
      fresh = true
    }
    for word in line.dropFirst(indent.count).split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = width(String(word))
      let gap = fresh ? 0 : 1
      if currentWidth + gap + wordWidth <= columns {
        current += (gap == 1 ? " " : "") + word
        currentWidth += gap + wordWidth
        fresh = false
        continue
      }
      if !fresh { breakLine() }
      if word.isEmpty { continue }
      // A word wider than a whole line is cut where the line ends.
      for character in word {
        let characterWidth = width(of: character)
        if !fresh, currentWidth + characterWidth > columns { breakLine() }
        current.append(character)
        currentWidth += characterWidth
        fresh = false
      }
    }
    if !fresh { breakLine() }
    return lines
  }

  /// East Asian Wide and Fullwidth (Unicode's EastAsianWidth.txt, W and F), by block.
  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3, 0x25FD...0x25FE,
      0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
      0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C,
      0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
      0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x16FE0...0x18CFF, 0x1B000...0x1B2FF, 0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251,
      0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF,
      0x20000...0x3FFFD:
      true
    default: false
    }
  }
}

extension TerminalColumns {
  /// `text` cut to `columns` with "…" when it is wider.
  public static func clipped(_ text: String, to columns: Int) -> String {
    guard width(text) > columns else { return text }
    var kept = ""
    var used = 0
    for character in text {
      let next = width(of: character)
      if used + next > columns - 1 { break }
      kept.append(character)
      used += next
    }
    return kept + "…"
  }

  /// `text` followed by spaces up to `columns` wide.
  public static func padded(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(0, columns - width(text)))
  }
}
