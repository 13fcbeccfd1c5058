import Foundation

/// The kinds of text a parent types that TimeQuest keeps, each with the longest it may be.
public enum StoredTextKind: String, Sendable, CaseIterable {
  case playerName = "player name"
  case routineName = "routine name"
  case taskName = "task name"
  case note = "note"
  case keyword = "keyword"
  case sourceName = "calendar name"

  /// Characters (grapheme clusters), after trimming. Names are shown in narrow columns and on a
  /// child's screen; notes get a sentence; keywords and calendar names a few words.
  public var limit: Int {
    switch self {
    case .playerName, .routineName: 40
    case .taskName, .keyword: 60
    case .sourceName: 80
    case .note: 200
    }
  }

  /// UTF-8 bytes, four per character of `limit`: a name in CJK (three bytes a character) or of
  /// one-scalar emoji (four) fits at full length, while one character stacked with hundreds of
  /// accents, or a row of long emoji sequences, cannot make a name of kilobytes.
  public var byteLimit: Int { limit * 4 }
}

/// The one check for text that is stored: printable, visible, not blank, short enough, and kept
/// in NFC so that two spellings that look the same ("é" precomposed or as e + accent) are one
/// name to SQLite and to the settings file, which compare bytes.
public enum StoredText {
  /// The text trimmed and in NFC.
  /// - Throws: `DomainError.unusableText` naming the field, what is wrong and what to do.
  public static func validate(_ text: String, as kind: StoredTextKind) throws(DomainError) -> String {
    let normalized = text.trimmingWhitespace().precomposedStringWithCanonicalMapping
    if let problem = problem(in: normalized, as: kind) { throw .unusableText(kind.rawValue, problem) }
    return normalized
  }

  /// What is wrong with `text` as a `kind`, as a sentence ending in what to do; nil when it may be stored.
  public static func problem(in text: String, as kind: StoredTextKind) -> String? {
    if text.allSatisfy(\.isWhitespace) {
      return "is blank: type 1 to \(kind.limit) characters"
    }
    if let scalar = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
      return "contains the control character \(code(scalar)): type it again without control characters"
    }
    if let scalar = misplacedInvisible(in: Array(text.unicodeScalars)) {
      return scalar.value == 0x200C || scalar.value == 0x200D
        ? "contains the joiner \(code(scalar)) where no script needs it (only between two letters of a joining "
          + "script such as Arabic or Devanagari, or two emoji): type it again without it"
        : "contains the invisible or blank-looking character \(code(scalar)) (a direction override, zero-width "
          + "or filler character): type it again without it"
    }
    if text.count > kind.limit {
      return "is \(text.count) characters long: use at most \(kind.limit)"
    }
    let bytes = text.utf8.count
    if bytes > kind.byteLimit {
      return "is \(bytes) bytes long in UTF-8 (long emoji sequences and stacked accents count several): "
        + "use at most \(kind.byteLimit) bytes"
    }
    return nil
  }

  /// What is wrong with text read back from the database or the settings, as a phrase; nil when
  /// it may be used. Looser than `problem(in:as:)` on purpose: a name an earlier version stored
  /// before invisible characters and byte limits were refused (issue 23) still reads, and what is
  /// shown of any text is made safe where it is shown (`TerminalText`, the JSON and HTML writers).
  /// What no version ever stored is damage, planted by hand or by another program: blank text, or
  /// more than `readBackByteLimit` bytes. (Bytes that are not UTF-8, and a BLOB, are the reader's
  /// to refuse: here they are already a `String`.)
  public static func readBackProblem(in text: String) -> String? {
    guard !text.allSatisfy(\.isWhitespace) else { return "is blank" }
    if text.utf8.count > readBackByteLimit {
      return "is \(text.utf8.count) bytes long (at most \(readBackByteLimit))"
    }
    return nil
  }

  /// `readBackProblem`, and no control character: for text that is used as it is rather than only
  /// shown (a calendar's location opened as a path or a URL, a region matched in titles, a holiday
  /// name skipped), which no command stores with one.
  public static func plainReadBackProblem(in text: String) -> String? {
    if let problem = readBackProblem(in: text) { return problem }
    guard let scalar = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) else {
      return nil
    }
    return "contains the control character \(code(scalar))"
  }

  /// The most bytes text read back may have: every kind's `byteLimit` is well under it, and past it
  /// a value is no typed text.
  public static let readBackByteLimit = 4096

  /// A character that reorders, hides or looks like nothing: bidirectional overrides, embeddings
  /// and isolates, the line and paragraph separators, every default-ignorable code point of Unicode
  /// (U+00AD soft hyphen, U+034F, U+061C, U+115F and U+1160, U+17B4 and U+17B5, U+180B–U+180F,
  /// U+200B–U+200F, U+202A–U+202E, U+2060–U+206F, U+3164, U+FE00–U+FE0F, U+FEFF, U+FFA0,
  /// U+FFF0–U+FFF8, U+1BCA0–U+1BCA3, U+1D173–U+1D17A, U+E0000–U+E0FFF) and the blank-looking
  /// braille pattern U+2800: two names that differ only by one of them would look alike, and a name
  /// of them alone looks empty. `problem(in:as:)` lets a joiner, a variation selector or an emoji
  /// tag through only where a script or an emoji sequence needs it.
  public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    isDirectionOrZeroWidth(scalar) || scalar.properties.isDefaultIgnorableCodePoint || scalar.value == 0x2800
  }

  /// The narrower set a PIN has refused since PINs exist: widening it would lock out a parent whose
  /// PIN has, say, a soft hyphen.
  public static func isDirectionOrZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: true
    default: false
    }
  }

  /// The first invisible scalar that is not where a script or an emoji needs it: ZWJ (U+200D) and
  /// ZWNJ (U+200C) between two letters or marks of a joining script (Persian "می‌خواهم", Devanagari
  /// half forms), ZWJ between two emoji (👩‍💻); the emoji and text presentation selectors after an
  /// emoji (❤️, 1️⃣), any variation selector after a CJK ideograph; Mongolian variation selectors and
  /// the vowel separator after a Mongolian letter; tag characters after the black flag U+1F3F4 (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
  static func misplacedInvisible(in scalars: [Unicode.Scalar]) -> Unicode.Scalar? {
    for (index, scalar) in scalars.enumerated() where isInvisible(scalar) {
      let before = index > 0 ? scalars[index - 1] : nil
      let after = index + 1 < scalars.count ? scalars[index + 1] : nil
      let allowed: Bool =
        switch scalar.value {
        case 0x200C: joinsScript(before, after)
        case 0x200D: joinsScript(before, after) || joinsEmoji(before, after)
        case 0xFE0E, 0xFE0F: before.map { $0.properties.isEmoji || $0.properties.isIdeographic } ?? false
        case 0xFE00...0xFE0D, 0xE0100...0xE01EF: before?.properties.isIdeographic ?? false
        case 0x180B...0x180F: before.map { (0x1820...0x18AF).contains($0.value) } ?? false
        case 0xE0020...0xE007F: before.map { $0.value == 0x1F3F4 || (0xE0020...0xE007E).contains($0.value) } ?? false
        default: false
        }
      if !allowed { return scalar }
    }
    return nil
  }

  /// Both neighbours are letters or marks of a script whose letters join or form conjuncts.
  static func joinsScript(_ before: Unicode.Scalar?, _ after: Unicode.Scalar?) -> Bool {
    guard let before, let after else { return false }
    return [before, after].allSatisfy { scalar in
      let joining: [ClosedRange<UInt32>] = [
        0x0600...0x08FF,  // Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic, Arabic extended
        0x0900...0x0DFF,  // Devanagari to Sinhala
        0x1000...0x109F,  // Myanmar
        0x1780...0x18AF,  // Khmer, Mongolian
        0xA840...0xA87F,  // Phags-pa
        0xFB50...0xFDFF, 0xFE70...0xFEFC,  // Arabic presentation forms
      ]
      let letterOrMark: Bool =
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
          .nonspacingMark, .spacingMark, .enclosingMark:
          true
        default: false
        }
      return letterOrMark && joining.contains { $0.contains(scalar.value) }
    }
  }

  /// An emoji (or its variation selector or skin tone) before, an emoji after; not the ASCII digits,
  /// `#` and `*`, which Unicode also counts as emoji.
  static func joinsEmoji(_ before: Unicode.Scalar?, _ after: Unicode.Scalar?) -> Bool {
    guard let before, let after else { return false }
    let beforeIsEmoji = before.value == 0xFE0F || (before.value > 0x7F && before.properties.isEmoji)
    return beforeIsEmoji && after.value > 0x7F && after.properties.isEmoji
  }

  /// The key under which two names are one name: NFC of the name upper- then lowercased, which
  /// is Unicode's full case folding for every letter a name is likely to hold (`Zoë` and `ZOË`,
  /// `Straße` and `STRASSE`). SQLite's NOCASE folds ASCII only, so look-ups and the uniqueness of
  /// names compare this key in Swift.
  public static func folded(_ text: String) -> String {
    text.precomposedStringWithCanonicalMapping.uppercased().lowercased().precomposedStringWithCanonicalMapping
  }

  /// `text`'s own spelling among `names`, else the one name equal to it under `folded`; nil when
  /// none is, and all of them when several are (a database from before names were unique under
  /// folding may hold `Zoë` and `ZOË`): the caller asks which one is meant.
  public static func match(_ text: String, in names: [String]) -> Result<String, AmbiguousName>? {
    let nfc = text.precomposedStringWithCanonicalMapping
    if let exact = names.first(where: { $0 == text }) ?? names.first(where: { $0 == nfc }) { return .success(exact) }
    let key = folded(text)
    let found = names.filter { folded($0) == key }
    switch found.count {
    case 0: return nil
    case 1: return .success(found[0])
    default: return .failure(AmbiguousName(names: found))
    }
  }

  static func code(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

/// Names equal under case folding, as a database from before they had to differ may hold.
public struct AmbiguousName: Error, Equatable, Sendable {
  public let names: [String]
}
