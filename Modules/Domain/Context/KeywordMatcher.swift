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

  /// Whole-word patterns by their run-together key: one dictionary lookup per word span of a title.
  private let exact: [String: [Keyword]]
  private let longestExact: Int
  /// Every beginning of every whole-word key: a span of title words that is none of these can only grow worse.
  private let exactPrefixes: Set<String>
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
    var prefixes = Set<String>()
    for key in exact.keys {
      var prefix = ""
      for character in key {
        prefix.append(character)
        prefixes.insert(prefix)
      }
    }
    self.exactPrefixes = prefixes
    self.longestExact = longest
    self.wildcards = wildcards
  }

  /// The matcher for the effective keywords of `preferences` (built-in packs, minus removals, plus additions).
  public init(preferences: KeywordPreferences) {
    self.init(keywords: KeywordCatalog.effective(for: preferences).map(\.keyword))
  }

  /// The keywords found in `title`, each once, in the order they were found.
  public func matches(in title: String) -> [Keyword] {
    var found: [Keyword] = []
    scan(title) { keyword in
      if !found.contains(keyword) { found.append(keyword) }
    }
    return found
  }

  /// The kinds of the keywords found in `title`.
  public func kinds(in title: String) -> Set<KeywordKind> { kinds(inTokens: KeywordText.tokens(title)) }

  /// The same, for a title already split into `KeywordText.tokens`: several matchers can share one split.
  func kinds(inTokens tokens: [String]) -> Set<KeywordKind> {
    var kinds = Set<KeywordKind>()
    scan(tokens: tokens) { kinds.insert($0.kind) }
    return kinds
  }

  /// The keywords found in a title already split into tokens.
  func matches(inTokens tokens: [String]) -> [Keyword] {
    var found: [Keyword] = []
    scan(tokens: tokens) { keyword in
      if !found.contains(keyword) { found.append(keyword) }
    }
    return found
  }

  /// Calls `visit` for every keyword occurrence in `title` (a keyword may be visited more than once).
  private func scan(_ title: String, visit: (Keyword) -> Void) {
    scan(tokens: KeywordText.tokens(title), visit: visit)
  }

  private func scan(tokens: [String], visit: (Keyword) -> Void) {
    guard !tokens.isEmpty else { return }
    // Whole words: every run of consecutive words, run together, looked up once.
    var hits: [(first: Int, last: Int, keyword: Keyword)] = []
    for i in tokens.indices {
      var span = ""
      for j in i..<tokens.count {
        span += tokens[j]
        if span.utf8.count > longestExact || !exactPrefixes.contains(span) { break }
        for keyword in exact[span] ?? [] { hits.append((i, j, keyword)) }
      }
    }
    // Words inside a longer keyword of another kind belong to it: "fin des cours à midi" is an
    // early release, not also "fin des cours", the end of term.
    for hit in hits
    where !hits.contains(where: {
      $0.keyword.kind != hit.keyword.kind && $0.first <= hit.first && hit.last <= $0.last
        && $0.last - $0.first > hit.last - hit.first
    }) {
      visit(hit.keyword)
    }
    guard !wildcards.isEmpty else { return }
    var joined: [UInt8] = []
    var isStart: [Bool] = []
    var isEnd: [Bool] = [false]
    for token in tokens {
      let count = token.utf8.count
      joined.append(contentsOf: token.utf8)
      isStart.append(true)
      isStart.append(contentsOf: repeatElement(false, count: count - 1))
      isEnd.append(contentsOf: repeatElement(false, count: count - 1))
      isEnd.append(true)
    }
    isStart.append(false)
    for pattern in wildcards where Self.occurs(pattern, in: joined, isStart: isStart, isEnd: isEnd) {
      visit(pattern.keyword)
    }
  }

  // MARK: - Compiling

  static func compile(_ keyword: Keyword) -> Pattern? {
    let trimmed = keyword.word.trimmingWhitespace()
    let openStart = trimmed.hasPrefix("*") || trimmed.hasPrefix("-")
    let openEnd = trimmed.hasSuffix("*") || (trimmed.count > 1 && trimmed.hasSuffix("-"))
    let key = Array(KeywordText.key(trimmed).utf8)
    guard !key.isEmpty else { return nil }
    return Pattern(keyword: keyword, key: key, openStart: openStart, openEnd: openEnd)
  }

  /// Whether `pattern` occurs in the run-together title, anchored to word starts and ends where it must be.
  private static func occurs(_ pattern: Pattern, in joined: [UInt8], isStart: [Bool], isEnd: [Bool]) -> Bool {
    let key = pattern.key
    guard key.count <= joined.count else { return false }
    for offset in 0...(joined.count - key.count) {
      if !pattern.openStart && !isStart[offset] { continue }
      if !pattern.openEnd && !isEnd[offset + key.count] { continue }
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
