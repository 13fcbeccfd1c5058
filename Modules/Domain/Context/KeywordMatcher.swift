import Synchronization

/// Finds keywords in event titles by whole words or phrases, compiled once for a set of keywords.
///
/// A keyword matches when its words appear in the title in order, starting and ending on word
/// boundaries; words may be run together or split ("in-service" = "inservice" = "in service"),
/// so "break" matches "Winter Break" and "Spring-Break" but never "Breakfast". A keyword written
/// with a leading `*` may end a longer word ("*ferien" matches "Herbstferien"); with a trailing `*`
/// it may begin one ("schulfrei*" matches "schulfreier"). A leading or trailing `-` means the same.
/// Whole words inside a longer whole-word keyword of another kind are that keyword's, not a match
/// of their own: "Fin des cours à midi" is an early release and no end of term.
public struct KeywordMatcher: Sendable {
  struct Pattern: Sendable {
    var keyword: Keyword
    var key: [UInt8]
    /// The match may begin inside a word.
    var openStart: Bool
    /// The match may end inside a word.
    var openEnd: Bool
  }

  /// Whole-word patterns by their run-together key: a title is walked through the trie from each
  /// word's start, across the words after it, and a key ending where a word ends is a hit.
  private let exact: ByteTrie
  private let hasExact: Bool
  /// The keywords compiled, which the values of `exact` index.
  private let exactKeywords: [Keyword]
  /// Patterns that may begin or end inside a word, walked from every position where one may begin.
  private let wildcards: [Pattern]
  private let wildcardTrie: ByteTrie
  private let anyOpenStart: Bool
  /// Every keyword, compiled on first need: for a title with a letter beyond ASCII. The fields
  /// above then hold only the keywords written without a letter of the scripts that never fold to
  /// ASCII (`isBeyondASCII`), which no title of ASCII letters can match: a family whose calendars
  /// are written in Latin letters never pays for compiling the Greek, Cyrillic, Hebrew, Arabic and
  /// CJK words of the packs (a third of the keywords, and most of the cost of folding them).
  private let everyScript: EveryScript?
  /// Its tables were generated at build time, not compiled at this start.
  private(set) var isGenerated: Bool

  public init(keywords: [Keyword]) {
    let latin = keywords.filter { !Self.isBeyondASCII($0.word) }
    if latin.count == keywords.count {
      self.init(compiling: keywords, everyScript: nil)
    } else {
      self.init(compiling: latin, everyScript: EveryScript(keywords))
    }
  }

  /// The matcher of every keyword of a `KeywordMatcher` that left some out, built once.
  private final class EveryScript: Sendable {
    let keywords: [Keyword]
    let built = Mutex<KeywordMatcher?>(nil)

    init(_ keywords: [Keyword]) { self.keywords = keywords }

    var matcher: KeywordMatcher {
      built.withLock { built in
        if let built { return built }
        let matcher = KeywordMatcher(compiling: keywords, everyScript: nil)
        built = matcher
        return matcher
      }
    }
  }

  /// One matcher of every keyword, as if none were left for later: what the split must equal.
  static func unsplit(_ keywords: [Keyword]) -> KeywordMatcher { KeywordMatcher(compiling: keywords, everyScript: nil) }

  /// Whether `word` has a letter of a script that folds to letters beyond ASCII whatever is done
  /// to it (Greek, Cyrillic, Hebrew, Arabic; Han, kana and Hangul): its key has a byte beyond ASCII,
  /// so only a title with one can match it. A test holds every letter of these ranges to that.
  static func isBeyondASCII(_ word: String) -> Bool {
    // Below U+0380 every UTF-8 byte is below 0xCE: most words are told by their bytes alone.
    if word.utf8.withContiguousStorageIfAvailable({ !$0.contains { $0 >= 0xCE } }) == true { return false }
    return word.unicodeScalars.contains { scalar in
      let value = scalar.value
      return value >= 0x386 && (beyondASCIILetters.contains { $0.contains(value) } || KeywordText.isSpaceless(value))
    }
  }

  static let beyondASCIILetters: [ClosedRange<UInt32>] = [
    0x386...0x386, 0x388...0x38A, 0x38C...0x38C, 0x38E...0x3A1, 0x3A3...0x3CE,  // Greek
    0x400...0x481, 0x48A...0x52F,  // Cyrillic
    0x5D0...0x5EA,  // Hebrew
    0x621...0x63A, 0x641...0x64A,  // Arabic (not the tatweel, which folding drops)
  ]

  private init(compiling keywords: [Keyword], everyScript: EveryScript?) {
    // The lists every start compiles are compiled at build time (Scripts/generate-keyword-tables):
    // a list that is not, as when a household adds a word, is compiled here to the same tables.
    let generated = Self.generatedTables(Self.fingerprint(keywords))
    self.init(keywords: keywords, tables: generated ?? Self.tables(compiling: keywords), everyScript: everyScript)
    self.isGenerated = generated != nil
  }

  private init(keywords: [Keyword], tables: Tables, everyScript: EveryScript?) {
    exact = ByteTrie(
      edgeStart: tables.edgeStart, edgeBytes: tables.edgeBytes, edgeTargets: tables.edgeTargets,
      valueStart: tables.valueStart, values: tables.values)
    hasExact = !tables.values.isEmpty
    exactKeywords = keywords
    // A few dozen: compiled again rather than written out, to the same patterns.
    wildcards = tables.wildcards.compactMap { Self.compile(keywords[Int($0)]) }
    wildcardTrie = ByteTrie(keys: wildcards.map(\.key))
    anyOpenStart = wildcards.contains(where: \.openStart)
    self.everyScript = everyScript
    self.isGenerated = false
  }

  /// The list compiled at this start, its generated tables left aside: what they must equal.
  init(compilingAtStart keywords: [Keyword]) {
    self.init(keywords: keywords, tables: Self.tables(compiling: keywords), everyScript: nil)
  }

  /// What compiling a list of keywords makes: the trie of the whole-word keys, whose values are
  /// indices in the list, and the indices of the patterns that may begin or end inside a word.
  struct Tables: Equatable, Sendable {
    var edgeStart: [Int32]
    var edgeBytes: [UInt8]
    var edgeTargets: [Int32]
    var valueStart: [Int32]
    var values: [Int32]
    var wildcards: [Int32]
  }

  /// The tables of this matcher's list (`keywords`), as `tables(compiling:)` makes them.
  var tables: Tables {
    let flat = exact.flat
    let wildcardIndices = wildcards.map { pattern in Int32(exactKeywords.firstIndex(of: pattern.keyword)!) }
    return Tables(
      edgeStart: flat.edgeStart, edgeBytes: flat.edgeBytes, edgeTargets: flat.edgeTargets,
      valueStart: flat.valueStart, values: flat.values, wildcards: wildcardIndices)
  }

  /// The keywords this matcher compiled (for a matcher that left some scripts for later, only the others).
  var keywords: [Keyword] { exactKeywords }

  static func tables(compiling keywords: [Keyword]) -> Tables {
    // A key for every keyword, empty for one that is no whole-word pattern: the trie leaves those out.
    var exactKeys = [[UInt8]](repeating: [], count: keywords.count)
    var wildcards: [Pattern] = []
    var wildcardIndices: [Int32] = []
    for (index, keyword) in keywords.enumerated() {
      guard let pattern = Self.compile(keyword) else { continue }
      if pattern.openStart || pattern.openEnd {
        // A keyword listed twice is one keyword (a few dozen wildcards: a search is cheap).
        if wildcards.contains(where: { $0.keyword == keyword }) { continue }
        wildcards.append(pattern)
        wildcardIndices.append(Int32(index))
      } else {
        exactKeys[index] = pattern.key
      }
    }
    // In the trie's order a key's keywords sit together: one listed twice is kept once, with no
    // set of every key built to find it.
    var kept: [Int] = []
    kept.reserveCapacity(exactKeys.count)
    var sameKey = 0
    for index in ByteTrie.order(exactKeys) {
      if let last = kept.last, exactKeys[last] == exactKeys[index] {
        if kept[sameKey...].contains(where: { keywords[$0] == keywords[index] }) { continue }
      } else {
        sameKey = kept.count
      }
      kept.append(index)
    }
    let flat = ByteTrie(keys: exactKeys, order: kept).flat
    return Tables(
      edgeStart: flat.edgeStart, edgeBytes: flat.edgeBytes, edgeTargets: flat.edgeTargets,
      valueStart: flat.valueStart, values: flat.values, wildcards: wildcardIndices)
  }

  /// Names a list of keywords (words and kinds, in order) for finding its generated tables.
  static func fingerprint(_ keywords: [Keyword]) -> UInt64 {
    var fingerprint = Fingerprint()
    for keyword in keywords {
      fingerprint.add(keyword.word)
      fingerprint.add(keyword.kind.rawValue)
    }
    return fingerprint.value
  }

  /// The matcher for the effective keywords of `preferences` (built-in packs, minus removals, plus additions).
  public init(preferences: KeywordPreferences) {
    guard preferences.added.isEmpty, preferences.removed.isEmpty else {
      self.init(keywords: KeywordCatalog.effective(for: preferences).map(\.keyword))
      return
    }
    // Most households change no word: the packs' keywords go in as listed, and a keyword two packs
    // share is kept once by the compiling below, as `effective` keeps it, without hashing each of
    // the thousands of keywords into a set at every start.
    self.init(keywords: KeywordCatalog.builtIn(languages: preferences.languages))
  }

  /// It has no keyword to find.
  public var isEmpty: Bool { !hasExact && wildcards.isEmpty && everyScript == nil }

  /// The keywords found in `title`, each once, in the order they were found.
  public func matches(in title: String) -> [Keyword] { matches(in: KeywordText.folded(title)) }

  /// The kinds of the keywords found in `title`.
  public func kinds(in title: String) -> Set<KeywordKind> { kinds(in: KeywordText.folded(title)) }

  /// The same, for a title already folded: several matchers can share one folding.
  func kinds(in text: FoldedText) -> Set<KeywordKind> {
    var kinds = Set<KeywordKind>()
    scan(text) { keyword, _ in kinds.insert(keyword.kind) }
    return kinds
  }

  /// The keywords found in a title already folded, each once, in the order they were found.
  func matches(in text: FoldedText) -> [Keyword] {
    var found: [Keyword] = []
    scan(text) { keyword, _ in
      if !found.contains(keyword) { found.append(keyword) }
    }
    return found
  }

  /// A keyword found in a title, with the words it covers (indices of the folded title's words).
  struct Hit {
    var keyword: Keyword
    var words: ClosedRange<Int>
  }

  /// Every occurrence of a keyword in a title already folded, with where it is: whole-word
  /// keywords in title order, then those that may begin or end inside a word.
  func hits(in text: FoldedText) -> [Hit] {
    var hits: [Hit] = []
    scan(text) { hits.append(Hit(keyword: $0, words: $1)) }
    return hits
  }

  /// Calls `visit` for every keyword occurrence in `text` with the words it covers (a keyword
  /// may be visited more than once).
  private func scan(_ text: FoldedText, visit: (Keyword, ClosedRange<Int>) -> Void) {
    guard text.count > 0 else { return }
    if let everyScript, text.hasByteBeyondASCII {
      everyScript.matcher.scan(text, visit: visit)
      return
    }
    let bytes = text.bytes
    // Whole words: every run of consecutive words, run together, walked once.
    var hits: [(first: Int, last: Int, keyword: Keyword)] = []
    for first in 0..<text.count {
      var node = ByteTrie.root
      var last = first
      var position = text.starts[first]
      walk: while position < bytes.count {
        guard let next = exact.child(of: node, bytes[position]) else { break walk }
        node = next
        position += 1
        if position == text.ends[last] {
          for value in exact.values(at: node) { hits.append((first, last, exactKeywords[Int(value)])) }
          last += 1
          if last == text.count { break walk }
        }
      }
    }
    // Words inside a longer keyword of another kind belong to it: "fin des cours à midi" is an
    // early release, not also "fin des cours", the end of term.
    for hit in hits
    where !hits.contains(where: {
      $0.keyword.kind != hit.keyword.kind && $0.first <= hit.first && hit.last <= $0.last
        && $0.last - $0.first > hit.last - hit.first
    }) {
      visit(hit.keyword, hit.first...hit.last)
    }
    guard !wildcards.isEmpty else { return }
    // Word starts (bit 1) and ends (bit 2) of the run-together text, for the anchored sides.
    var found: [(pattern: Int, start: Int, end: Int)] = []
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + 1) { marks in
      marks.initialize(repeating: 0)
      for i in 0..<text.count {
        marks[text.starts[i]] |= 1
        marks[text.ends[i]] |= 2
      }
      for start in 0..<bytes.count where anyOpenStart || marks[start] & 1 != 0 {
        var node = ByteTrie.root
        var position = start
        while position < bytes.count, let next = wildcardTrie.child(of: node, bytes[position]) {
          node = next
          position += 1
          for value in wildcardTrie.values(at: node) {
            let pattern = wildcards[Int(value)]
            if (pattern.openStart || marks[start] & 1 != 0) && (pattern.openEnd || marks[position] & 2 != 0) {
              found.append((Int(value), start, position))
            }
          }
        }
      }
    }
    guard !found.isEmpty else { return }
    // In the order of the keywords, as before positions were kept: what `matches` lists first.
    found.sort { ($0.pattern, $0.start) < ($1.pattern, $1.start) }
    let word = { (byte: Int) in text.ends.firstIndex { $0 > byte } ?? text.count - 1 }
    for hit in found { visit(wildcards[hit.pattern].keyword, word(hit.start)...word(hit.end - 1)) }
  }

  // MARK: - Compiling

  static func compile(_ keyword: Keyword) -> Pattern? {
    // Most words are already folded (lower-case ASCII letters, digits and single spaces, as the
    // generated holiday names are written): their key is their bytes without the spaces, with no
    // Unicode work. Two thousand holiday names are compiled on every start that reads a calendar.
    // (Over the string's own bytes: a native string has them; any other takes the longer way, to the same key.)
    let plain = keyword.word.utf8.withContiguousStorageIfAvailable { utf8 -> [UInt8]? in
      guard let first = utf8.first, first != 0x20, utf8.last != 0x20,
        utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x20 })
      else { return nil }
      return utf8.filter { $0 != 0x20 }
    }
    if let key = plain ?? nil { return Pattern(keyword: keyword, key: key, openStart: false, openEnd: false) }
    // Most of the others (accents, apostrophes, hyphens inside, scripts beyond ASCII) begin and end
    // with an ASCII letter or digit: nothing to trim and no wildcard, so their key is their folding,
    // with no walk over their characters to trim them or to look for a `*` or `-` at either end.
    if let first = keyword.word.utf8.first, let last = keyword.word.utf8.last,
      Self.isASCIILetterOrDigit(first), Self.isASCIILetterOrDigit(last)
    {
      return Pattern(keyword: keyword, key: KeywordText.folded(keyword.word).bytes, openStart: false, openEnd: false)
    }
    let trimmed = keyword.word.trimmingWhitespace()
    let openStart = trimmed.hasPrefix("*") || trimmed.hasPrefix("-")
    let openEnd = trimmed.hasSuffix("*") || (trimmed.count > 1 && trimmed.hasSuffix("-"))
    let key = KeywordText.folded(trimmed).bytes
    guard !key.isEmpty else { return nil }
    return Pattern(keyword: keyword, key: key, openStart: openStart, openEnd: openEnd)
  }

  @inline(__always)
  private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
    (0x61...0x7A).contains(byte | 0x20) || (0x30...0x39).contains(byte)
  }
}
