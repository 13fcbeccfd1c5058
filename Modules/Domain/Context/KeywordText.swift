import Foundation
import Synchronization

/// How event titles and keywords are compared: case-, accent- and punctuation-insensitive words.
///
/// "Spring-Break", "spring break" and "SPRING BREAK!" all become the tokens `spring`, `break`;
/// "Día no lectivo" becomes `dia`, `no`, `lectivo`; "Schließtag" becomes `schliesstag`; "冬休み" becomes
/// `冬`, `休`, `み` (see `isSpaceless`).
public enum KeywordText {
  /// The words of `text`: lowercased, accents removed, split on anything that is not a letter or digit.
  public static func tokens(_ text: String) -> [String] { folded(text).tokens }

  /// The words of `text` as `tokens` gives them, run together in one byte buffer with their
  /// boundaries: what the keyword matcher walks, with no string per word.
  static func folded(_ text: String) -> FoldedText {
    var folded = FoldedText()
    fold(text, into: &folded)
    return folded
  }

  /// Folds `text` into `folded`, whose room is kept from the text folded before: a large
  /// calendar's thousands of distinct titles are folded into one buffer, not each into three
  /// arrays made and freed.
  static func fold(_ text: String, into folded: inout FoldedText) {
    folded.removeAll()
    // The common case, byte by byte over the string's own storage (a native string has it).
    let ascii =
      text.utf8.withContiguousStorageIfAvailable { utf8 in
        !utf8.contains { $0 >= 0x80 } && foldASCII(utf8, into: &folded)
      } ?? (text.utf8.allSatisfy { $0 < 0x80 } && foldASCII(text.utf8, into: &folded))
    if ascii {
      folded.isASCII = true
      return
    }
    // Room made once here too: thousands of keywords and names with accents are folded at every start.
    let room = text.utf8.count
    folded.bytes.reserveCapacity(room)
    folded.starts.reserveCapacity(room / 2 + 1)
    folded.ends.reserveCapacity(room / 2 + 1)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        let byte = UInt8(value)
        switch byte {
        case 0x41...0x5A: folded.append(byte + 0x20)
        case 0x61...0x7A, 0x30...0x39: folded.append(byte)
        default: folded.endWord()
        }
      } else if isSpaceless(value) {
        folded.appendWord(scalar)
      } else if value >= 0xC0, value < latinFoldsEnd, case let ascii = latinFolds[Int(value) - 0xC0], ascii != 0x2E {
        folded.append(ascii)
      } else {
        switch foldedOnce(scalar) {
        case .letters(let letters): folded.append(contentsOf: letters.utf8)
        case .mark: continue  // a combining accent of an already decomposed title: part of the word, dropped
        case .separator: folded.endWord()
        }
      }
    }
    folded.endWord()
  }

  /// Folds a text of ASCII bytes: letters lowercased, digits kept, anything else a separator.
  /// Room for the words is made once rather than grown from one (a large calendar has thousands of
  /// distinct titles, each folded at every read). Returns true, for use in a condition.
  private static func foldASCII<Bytes: Collection<UInt8>>(_ utf8: Bytes, into folded: inout FoldedText) -> Bool {
    folded.bytes.reserveCapacity(utf8.count)
    folded.starts.reserveCapacity(utf8.count / 2 + 1)
    folded.ends.reserveCapacity(utf8.count / 2 + 1)
    for byte in utf8 {
      switch byte {
      case 0x41...0x5A: folded.append(byte + 0x20)
      case 0x61...0x7A, 0x30...0x39: folded.append(byte)
      default: folded.endWord()
      }
    }
    folded.endWord()
    return true
  }

  /// The words of `text` joined by single spaces: the form keywords are shown and compared in.
  public static func normalized(_ text: String) -> String { tokens(text).joined(separator: " ") }

  /// The words of `text` run together: "in-service", "in service" and "inservice" share one key.
  public static func key(_ text: String) -> String { tokens(text).joined() }

  /// The words of `text` as `folded` splits them, each with where it is in `text` and whether a
  /// clause ends before it: a title is read clause by clause ("Winter Break - Schools Closed",
  /// "Holiday Shop (PTA)"), so what separates words matters, though `folded` drops it.
  static func words(of text: String) -> [TitleWord] {
    var words: [TitleWord] = []
    var start: String.Index?
    var gap = ""
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let value = scalar.value
      let isWord =
        value < 0x80
        ? (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || (0x30...0x39).contains(value)
        : special[value] != nil || (!isMark(scalar) && isLetterOrDigit(scalar))
      if value >= 0x80, isSpaceless(value) {
        // Each Han, kana or Hangul character is a word of its own, as `folded` makes it.
        if let first = start {
          words[words.count - 1].range = first..<index
          start = nil
        }
        let next = scalars.index(after: index)
        words.append(TitleWord(range: index..<next, clauseStart: words.isEmpty || isClauseBreak(gap)))
        gap = ""
      } else if isWord {
        if start == nil {
          start = index
          words.append(TitleWord(range: index..<index, clauseStart: words.isEmpty || isClauseBreak(gap)))
          gap = ""
        }
      } else if value >= 0x80, isMark(scalar), start != nil {
        // an accent of a decomposed letter: still the word
      } else {
        if let first = start {
          words[words.count - 1].range = first..<index
          start = nil
        }
        gap.unicodeScalars.append(scalar)
      }
      index = scalars.index(after: index)
    }
    if let first = start { words[words.count - 1].range = first..<scalars.endIndex }
    return words
  }

  /// Whether what stands between two words ends a clause: a colon, a bracket, a slash, a bar, a
  /// comma or a dash standing apart ("Book Fair – Break …", "Holiday - Schools Closed"); a hyphen
  /// inside a word ("Spring-Break", "In-Service") does not.
  static func isClauseBreak(_ gap: String) -> Bool {
    let scalars = Array(gap.unicodeScalars)
    for (i, scalar) in scalars.enumerated() {
      switch scalar {
      case ":", ";", ",", "(", ")", "[", "]", "{", "}", "/", "\\", "|", "!", "?", "\u{2013}", "\u{2014}", "\u{2022}",
        "\u{00B7}", "\u{2026}":
        return true
      case "-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2212}":
        let spaced = { (k: Int) in scalars.indices.contains(k) && scalars[k].properties.isWhitespace }
        if spaced(i - 1) || spaced(i + 1) { return true }
      default: continue
      }
    }
    return false
  }

  // MARK: - Folding

  /// Han, kana and Hangul: scripts written without spaces between words (Japanese, Chinese) or with
  /// particles run onto them (Korean "겨울방학을"). Each such character is a word of its own, so a
  /// keyword in these scripts matches anywhere in a run of them, as a run of one-character words:
  /// "冬休み" in "冬休み開始", "寒假" in "寒假开始". Latin titles never reach this test.
  @inline(__always)
  static func isSpaceless(_ value: UInt32) -> Bool {
    switch value {
    case 0x3040...0x30FF,  // hiragana, katakana
      0x3005, 0x3006,  // 々 〆
      0x31F0...0x31FF,  // katakana phonetic extensions
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F,  // Han
      0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF,  // Hangul
      0xFF66...0xFF9F:  // half-width katakana
      true
    default: false
    }
  }

  /// Full-width Latin letters and digits ("２学期", "ＰＴＡ"), as Japanese and Chinese titles write
  /// them, as their ASCII letters, lowercased.
  @inline(__always)
  private static func halfwidth(_ value: UInt32) -> UInt8? {
    switch value {
    case 0xFF10...0xFF19: UInt8(value - 0xFF10) + 0x30
    case 0xFF21...0xFF3A: UInt8(value - 0xFF21) + 0x61
    case 0xFF41...0xFF5A: UInt8(value - 0xFF41) + 0x61
    default: nil
    }
  }

  private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }

  /// The accented Latin letters U+00C0–U+024F that fold to one ASCII letter, as that letter ("."
  /// for the others, folded as any letter is): the letters of most European titles, folded with no
  /// decomposition and no lock. A test holds each to `fold`.
  static let latinFolds: [UInt8] = Array(
    ("aaaaaa.ceeeeiiii.nooooo..uuuuy..aaaaaa.ceeeeiiii.nooooo..uuuuy.y"
      + "aaaaaaccccccccdd..eeeeeeeeeegggggggghh..iiiiiiiii...jjkk.llllll."
      + "...nnnnnn...oooooo..rrrrrrsssssssstttt..uuuuuuuuuuuuwwyyyzzzzzz."
      + "................................oo.............uu..............."
      + ".............aaiioouuuuuuuuuu.aaaa....ggkkoooo..j...gg..nnaa...."
      + "aaaaeeeeiiiioooorrrruuuusstt..hh......aaeeooooooooyy............"
      + "................").utf8)
  static let latinFoldsEnd: UInt32 = 0xC0 + UInt32(latinFolds.count)

  /// Lowercase, canonical decomposition, marks dropped.
  static func fold(_ scalar: Unicode.Scalar) -> String {
    var result = String.UnicodeScalarView()
    let decomposed = String(scalar).decomposedStringWithCanonicalMapping
    for part in decomposed.unicodeScalars where !isMark(part) {
      result.append(contentsOf: part.properties.lowercaseMapping.unicodeScalars)
    }
    return String(result)
  }

  /// Letters whose plain form is not a decomposition (ß, æ, œ, ø, ł …); Greek's final sigma, which
  /// lowercasing "Σ" never gives ("ΔΙΑΚΟΠΕΣ" and "διακοπές" are one word); and Arabic's spelling
  /// variants: the kashida that only stretches a word ("عطـلة"), alef maksura written for yeh and
  /// teh marbuta for heh, as informal titles do ("عطله" is "عطلة").
  private static let special: [UInt32: String] = [
    0xDF: "ss", 0x1E9E: "ss", 0xC6: "ae", 0xE6: "ae", 0x152: "oe", 0x153: "oe", 0xD8: "o", 0xF8: "o",
    0x141: "l", 0x142: "l", 0x110: "d", 0x111: "d", 0xDE: "th", 0xFE: "th", 0x131: "i", 0xD0: "d", 0xF0: "d",
    0x3C2: "\u{3C3}", 0x640: "", 0x649: "\u{64A}", 0x629: "\u{647}",
  ]

  /// What a scalar beyond ASCII and the Latin table is to folding.
  enum ScalarFold: Sendable {
    case letters(String)
    /// A combining mark: dropped, the word goes on.
    case mark
    /// Anything else: it ends the word.
    case separator
  }

  /// Each scalar's folding, worked out the first time it is met: a decomposition costs
  /// microseconds, and the Unicode properties that tell a letter from a mark or a separator cost
  /// more than the look-up, for the Cyrillic, Greek, Arabic or Hebrew of the keyword packs as for
  /// titles. (Working out whole ranges up front cost every process that matched a keyword ~2 ms.)
  private static let folds = Mutex<[UInt32: ScalarFold]>([:])

  private static func foldedOnce(_ scalar: Unicode.Scalar) -> ScalarFold {
    if let known = folds.withLock({ $0[scalar.value] }) { return known }
    let result: ScalarFold
    if let replacement = special[scalar.value] {
      result = .letters(replacement)
    } else if let ascii = halfwidth(scalar.value) {
      result = .letters(String(UnicodeScalar(ascii)))
    } else if isMark(scalar) {
      result = .mark
    } else if isLetterOrDigit(scalar) {
      result = .letters(fold(scalar))
    } else {
      result = .separator
    }
    folds.withLock { $0[scalar.value] = result }
    return result
  }
}

/// A text's words, folded as `KeywordText.tokens` folds them, run together: word `i` is
/// `bytes[starts[i]..<ends[i]]`.
struct FoldedText {
  var bytes: [UInt8] = []
  var starts: [Int] = []
  var ends: [Int] = []
  private var wordStart = 0
  /// Known to hold no byte beyond ASCII (its text had none): a matcher need not look for one.
  /// False only says it is not known.
  fileprivate(set) var isASCII = false

  /// Whether a byte is beyond ASCII (a letter of a script that never folds to ASCII, or an accent
  /// folding could not take off).
  var hasByteBeyondASCII: Bool { !isASCII && bytes.contains { $0 >= 0x80 } }

  var count: Int { starts.count }
  var tokens: [String] { starts.indices.map { String(decoding: bytes[starts[$0]..<ends[$0]], as: UTF8.self) } }

  /// Empty again, its room kept.
  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    starts.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    wordStart = 0
    isASCII = false
  }

  mutating func append(_ byte: UInt8) { bytes.append(byte) }
  mutating func append(contentsOf part: String.UTF8View) { bytes.append(contentsOf: part) }

  /// `scalar` as a word of its own: the word in progress is closed, then `scalar` is one.
  mutating func appendWord(_ scalar: Unicode.Scalar) {
    endWord()
    UTF8.encode(scalar) { bytes.append($0) }
    endWord()
  }

  /// Closes the word in progress, if any.
  mutating func endWord() {
    guard bytes.count > wordStart else { return }
    starts.append(wordStart)
    ends.append(bytes.count)
    wordStart = bytes.count
  }

  /// Whether word `i` is `word` (folded bytes).
  func word(_ i: Int, is word: [UInt8]) -> Bool {
    let start = starts[i]
    guard ends[i] - start == word.count else { return false }
    for k in word.indices where bytes[start + k] != word[k] { return false }
    return true
  }
}

/// A word of a title as written: where it is, and whether a clause begins with it.
struct TitleWord {
  var range: Range<String.Index>
  var clauseStart: Bool
}
