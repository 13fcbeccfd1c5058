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
    if let scalar = text.unicodeScalars.first(where: isInvisible) {
      return
        "contains the invisible character \(code(scalar)) (a direction override or zero-width mark): type it again without it"
    }
    if text.count > kind.limit {
      return "is \(text.count) characters long: use at most \(kind.limit)"
    }
    return nil
  }

  /// Bidirectional overrides, embeddings and isolates, zero-width characters and marks, the word
  /// joiner, the byte-order mark and the line and paragraph separators: they reorder or hide what
  /// a parent reads, so two names could look alike and differ.
  public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: true
    default: false
    }
  }

  static func code(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
