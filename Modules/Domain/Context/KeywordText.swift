import Foundation

/// How event titles and keywords are compared: case-, accent- and punctuation-insensitive words.
///
/// "Spring-Break", "spring break" and "SPRING BREAK!" all become the tokens `spring`, `break`;
/// "Día no lectivo" becomes `dia`, `no`, `lectivo`; "Schließtag" becomes `schliesstag`.
public enum KeywordText {
  /// The words of `text`: lowercased, accents removed, split on anything that is not a letter or digit.
  public static func tokens(_ text: String) -> [String] {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiTokens(text) }
    var tokens: [String] = []
    var current: [UInt8] = []
    func flush() {
      if !current.isEmpty {
        tokens.append(String(decoding: current, as: UTF8.self))
        current.removeAll(keepingCapacity: true)
      }
    }
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        let byte = UInt8(value)
        switch byte {
        case 0x41...0x5A: current.append(byte + 0x20)
        case 0x61...0x7A, 0x30...0x39: current.append(byte)
        default: flush()
        }
      } else if let folded = folding[value] {
        current.append(contentsOf: folded.utf8)
      } else if isMark(scalar) {
        continue  // a combining accent of an already decomposed title: part of the word, dropped
      } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
        current.append(contentsOf: fold(scalar).utf8)
      } else {
        flush()
      }
    }
    flush()
    return tokens
  }

  /// The common case, byte by byte: letters lowercased, digits kept, anything else a separator.
  private static func asciiTokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var current: [UInt8] = []
    current.reserveCapacity(16)
    for byte in text.utf8 {
      switch byte {
      case 0x41...0x5A: current.append(byte + 0x20)
      case 0x61...0x7A, 0x30...0x39: current.append(byte)
      default:
        if !current.isEmpty {
          tokens.append(String(decoding: current, as: UTF8.self))
          current.removeAll(keepingCapacity: true)
        }
      }
    }
    if !current.isEmpty { tokens.append(String(decoding: current, as: UTF8.self)) }
    return tokens
  }

  /// The words of `text` joined by single spaces: the form keywords are shown and compared in.
  public static func normalized(_ text: String) -> String { tokens(text).joined(separator: " ") }

  /// The words of `text` run together: "in-service", "in service" and "inservice" share one key.
  public static func key(_ text: String) -> String { tokens(text).joined() }

  // MARK: - Folding

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }

  /// Lowercase, canonical decomposition, marks dropped.
  private static func fold(_ scalar: Unicode.Scalar) -> String {
    var result = String.UnicodeScalarView()
    let decomposed = String(scalar).decomposedStringWithCanonicalMapping
    for part in decomposed.unicodeScalars where !isMark(part) {
      result.append(contentsOf: part.properties.lowercaseMapping.unicodeScalars)
    }
    return String(result)
  }

  /// Letters whose plain form is not a decomposition (ß, æ, œ, ø, ł …), plus the Latin blocks precomputed.
  private static let folding: [UInt32: String] = {
    var table: [UInt32: String] = [:]
    for value in UInt32(0xC0)...UInt32(0x24F) {
      guard let scalar = Unicode.Scalar(value), scalar.properties.isAlphabetic else { continue }
      table[value] = fold(scalar)
    }
    let special: [UInt32: String] = [
      0xDF: "ss", 0x1E9E: "ss", 0xC6: "ae", 0xE6: "ae", 0x152: "oe", 0x153: "oe", 0xD8: "o", 0xF8: "o",
      0x141: "l", 0x142: "l", 0x110: "d", 0x111: "d", 0xDE: "th", 0xFE: "th", 0x131: "i", 0xD0: "d", 0xF0: "d",
    ]
    table.merge(special) { _, new in new }
    return table
  }()
}
