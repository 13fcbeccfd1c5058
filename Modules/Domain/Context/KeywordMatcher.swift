/// Finds keywords in event titles by whole words or phrases, compiled once for a set of keywords.
///
/// A keyword matches when its words appear in the title in order, starting and ending on word
/// boundaries; words may be run together or split ("in-service" = "inservice" = "in service"),
/// so "break" matches "Winter Break" and "Spring-Break" but never "Breakfast". A keyword written
/// with a leading `*` may end a longer word ("*ferien" matches "Herbstferien"); with a trailing `*`
/// it may begin one ("schulfrei*" matches "schulfreier"). A leading or trailing `-` means the same.
public struct KeywordMatcher: Sendable {
  struct Pattern: Sendable {
    var keyword: Keyword
    var key: [UInt8]
    /// The match may begin inside a word.
    var openStart: Bool
    /// The match may end inside a word.
    var openEnd: Bool
  }

  /// Whole-word patterns by their run-together key: one dictionary lookup per word span of a title.
  private let exact: [String: [Keyword]]
  private let longestExact: Int
  private let wildcards: [Pattern]

  public init(keywords: [Keyword]) {
    var exact: [String: [Keyword]] = [:]
    var longest = 0
    var wildcards: [Pattern] = []
    for keyword in keywords {
      guard let pattern = Self.compile(keyword) else { continue }
      if pattern.openStart || pattern.openEnd {
        wildcards.append(pattern)
      } else {
        let key = String(decoding: pattern.key, as: UTF8.self)
        if !(exact[key]?.contains(keyword) ?? false) { exact[key, default: []].append(keyword) }
        longest = max(longest, pattern.key.count)
      }
    }
    self.exact = exact
    self.longestExact = longest
    self.wildcards = wildcards
  }

  /// The matcher for the effective keywords of `preferences` (built-in packs, minus removals, plus additions).
  public init(preferences: KeywordPreferences) {
    self.init(keywords: KeywordCatalog.effective(for: preferences).map(\.keyword))
  }

  /// The keywords found in `title`, each once, in the order they were found.
  public func matches(in title: String) -> [Keyword] {
    let tokens = KeywordText.tokens(title)
    guard !tokens.isEmpty else { return [] }
    var found: [Keyword] = []
    // Whole words: every run of consecutive words, run together, looked up once.
    for i in tokens.indices {
      var span = ""
      for j in i..<tokens.count {
        span += tokens[j]
        if span.utf8.count > longestExact { break }
        if let keywords = exact[span] {
          for keyword in keywords where !found.contains(keyword) { found.append(keyword) }
        }
      }
    }
    if !wildcards.isEmpty {
      var joined: [UInt8] = []
      var starts = Set<Int>()
      var ends = Set<Int>()
      for token in tokens {
        starts.insert(joined.count)
        joined.append(contentsOf: token.utf8)
        ends.insert(joined.count)
      }
      for pattern in wildcards where !found.contains(pattern.keyword) {
        if Self.occurs(pattern, in: joined, starts: starts, ends: ends) { found.append(pattern.keyword) }
      }
    }
    return found
  }

  /// The kinds of the keywords found in `title`.
  public func kinds(in title: String) -> Set<KeywordKind> { Set(matches(in: title).map(\.kind)) }

  // MARK: - Compiling

  static func compile(_ keyword: Keyword) -> Pattern? {
    let trimmed = keyword.word.trimmingWhitespace()
    let openStart = trimmed.hasPrefix("*") || trimmed.hasPrefix("-")
    let openEnd = trimmed.hasSuffix("*") || (trimmed.count > 1 && trimmed.hasSuffix("-"))
    let key = Array(KeywordText.key(trimmed).utf8)
    guard !key.isEmpty else { return nil }
    return Pattern(keyword: keyword, key: key, openStart: openStart, openEnd: openEnd)
  }

  private static func occurs(_ pattern: Pattern, in joined: [UInt8], starts: Set<Int>, ends: Set<Int>) -> Bool {
    let key = pattern.key
    guard key.count <= joined.count else { return false }
    for offset in 0...(joined.count - key.count) {
      if !pattern.openStart && !starts.contains(offset) { continue }
      if !pattern.openEnd && !ends.contains(offset + key.count) { continue }
      var equal = true
      for k in key.indices where joined[offset + k] != key[k] {
        equal = false
        break
      }
      if equal { return true }
    }
    return false
  }
}
