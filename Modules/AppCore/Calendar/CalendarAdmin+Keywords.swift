import Domain
import Settings

/// The words that mark school days and days off, and the languages they are read in.
extension CalendarAdmin {
  public func keywords() throws -> KeywordPreferences { try settings().rules.keywords }

  public func addKeyword(_ word: String, kind: KeywordKind) throws {
    guard !KeywordText.tokens(word).isEmpty else { throw CalendarAdminError.emptyKeyword(word) }
    let word = try StoredText.validate(word, as: .keyword)
    guard !KeywordText.tokens(word).isEmpty else { throw CalendarAdminError.emptyKeyword(word) }
    try dependencies.settings.update { $0.calendar.rules.keywords.add(Keyword(word: word, kind: kind)) }
  }

  public func removeKeyword(_ word: String) throws {
    try dependencies.settings.update { settings in
      guard settings.calendar.rules.keywords.remove(word) else {
        throw CalendarAdminError.unknownKeyword(word)
      }
    }
  }

  public func resetKeywords() throws {
    try dependencies.settings.update { $0.calendar.rules.keywords.reset() }
  }

  public func setLanguages(_ codes: [String]) throws {
    if let bad = codes.first(where: { !KeywordCatalog.isSupported(language: $0) }) {
      throw CalendarAdminError.unknownLanguage(bad.lowercased(), known: KeywordCatalog.languages)
    }
    // Stored by the pack's own code: "no" is saved as "nb", as `calendar keywords` lists it.
    let lowered = codes.compactMap { Language.withCode($0)?.code }
    guard !lowered.isEmpty else { throw CalendarAdminError.unknownLanguage("", known: KeywordCatalog.languages) }
    try dependencies.settings.update { $0.calendar.rules.keywords.languages = lowered }
  }
}
