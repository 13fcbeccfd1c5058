/// The built-in keywords per language and kind, and the effective set for a parent's preferences.
public enum KeywordCatalog {
  /// Where an effective keyword comes from.
  public enum Origin: Hashable, Sendable {
    /// A built-in pack, by ISO 639-1 code.
    case builtIn(language: String)
    /// Added by the parent.
    case added
  }

  /// One effective keyword and its origin.
  public struct Entry: Hashable, Sendable {
    public var keyword: Keyword
    public var origin: Origin

    public init(keyword: Keyword, origin: Origin) {
      self.keyword = keyword
      self.origin = origin
    }
  }

  /// The built-in packs, one per `Language.all`, in its order.
  public static var languages: [String] { Language.all.map(\.code) }

  public static func isSupported(language: String) -> Bool { Language.withCode(language) != nil }

  /// The built-in keywords of one language pack, grouped by kind in `KeywordKind.allCases` order; empty when unknown.
  public static func builtIn(language: String) -> [Keyword] {
    guard let pack = Language.withCode(language)?.keywords else { return [] }
    return KeywordKind.allCases.flatMap { kind in (pack[kind] ?? []).map { Keyword(word: $0, kind: kind) } }
  }

  /// The built-in words of one language and kind.
  public static func builtIn(language: String, kind: KeywordKind) -> [String] {
    builtIn(language: language).filter { $0.kind == kind }.map(\.word)
  }

  /// The built-in keywords of the packs `languages` names (any case, each once), in that order,
  /// a keyword two packs share listed twice: with no word added or removed, `effective` less its
  /// repeats and origins.
  static func builtIn(languages: [String]) -> [Keyword] {
    chosen(languages).flatMap { builtIn(language: $0) }
  }

  /// The codes of `languages` lowercased, each once, in order.
  private static func chosen(_ languages: [String]) -> [String] {
    var chosen: [String] = []
    for language in languages.map({ $0.lowercased() }) where !chosen.contains(language) { chosen.append(language) }
    return chosen
  }

  /// The keywords in force: the chosen packs, minus the words the parent removed, plus the words
  /// the parent added. Words are compared as titles are ("In-Service" = "inservice"); an added
  /// word replaces a built-in one of the same form (so adding it with another kind re-kinds it).
  public static func effective(for preferences: KeywordPreferences) -> [Entry] {
    let removed = Set(preferences.removed.map(formKey))
    let added = preferences.added.filter { !formKey($0.word).isEmpty }
    let addedForms = Set(added.map { formKey($0.word) })
    var seen = Set<Keyword>()
    var entries: [Entry] = []
    for language in chosen(preferences.languages) {
      for keyword in builtIn(language: language) {
        // Most households change no word: then no built-in word needs its form worked out.
        if !removed.isEmpty || !addedForms.isEmpty {
          let form = formKey(keyword.word)
          guard !removed.contains(form), !addedForms.contains(form) else { continue }
        }
        guard seen.insert(keyword).inserted else { continue }
        entries.append(Entry(keyword: keyword, origin: .builtIn(language: language)))
      }
    }
    for keyword in added where seen.insert(keyword).inserted {
      entries.append(Entry(keyword: keyword, origin: .added))
    }
    return entries
  }

  /// How two written keywords are judged the same: their words run together, wildcards kept apart.
  public static func formKey(_ word: String) -> String {
    let trimmed = word.trimmingWhitespace()
    let start = trimmed.hasPrefix("*") || trimmed.hasPrefix("-") ? "*" : ""
    let end = trimmed.hasSuffix("*") || (trimmed.count > 1 && trimmed.hasSuffix("-")) ? "*" : ""
    let key = KeywordText.key(trimmed)
    return key.isEmpty ? "" : start + key + end
  }
}
