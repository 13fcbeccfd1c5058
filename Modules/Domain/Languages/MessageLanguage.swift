/// The language a reader is shown the day's and the game's messages in, and what chose it.
///
/// A player's own choice wins, then the household's, then the locale (`LC_ALL`, then
/// `LC_MESSAGES`, then `LANG`, as POSIX orders them), then English. Which keyword packs match
/// school calendars is a separate choice (`KeywordPreferences.languages`).
public struct MessageLanguage: Equatable, Sendable {
  /// What chose the language.
  public enum Source: Equatable, Sendable {
    /// `tq-parent player set NAME --language CODE`.
    case player
    /// `tq-parent language set CODE`.
    case household
    /// The locale variable in force, by name and value: `LANG`, `de_DE.UTF-8`.
    case locale(variable: String, value: String)
    /// Nothing chose a language TimeQuest speaks; the locale variable in force, if any, names another.
    case fallback(variable: String?, value: String?)
  }

  /// A code of `Language.withMessages`.
  public var code: String
  public var source: Source

  public init(code: String, source: Source) {
    self.code = code
    self.source = source
  }

  /// The language itself.
  public var language: Language { Language.matching(code) }

  /// The locale variables in the order POSIX gives them precedence for messages.
  public static let localeVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

  /// The choice for a player (`player`: their own setting, nil for auto) in a household
  /// (`household`: its setting, nil for auto), with the process's environment `variables`.
  public static func choose(player: String?, household: String?, variables: [String: String]) -> MessageLanguage {
    if let code = player.flatMap(Language.withMessages(code:))?.code {
      return MessageLanguage(code: code, source: .player)
    }
    if let code = household.flatMap(Language.withMessages(code:))?.code {
      return MessageLanguage(code: code, source: .household)
    }
    return fromLocale(variables)
  }

  /// The language the locale asks for: the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and
  /// not empty decides alone, as POSIX has it; `C`, `POSIX` or a language without messages (one that
  /// only reads calendars, such as `nl_NL`) is English.
  public static func fromLocale(_ variables: [String: String]) -> MessageLanguage {
    guard
      let variable = localeVariables.first(where: { !(variables[$0] ?? "").isEmpty }),
      let value = variables[variable]
    else { return MessageLanguage(code: Language.english.code, source: .fallback(variable: nil, value: nil)) }
    guard let code = languageCode(ofLocale: value).flatMap(Language.withMessages(code:))?.code else {
      return MessageLanguage(code: Language.english.code, source: .fallback(variable: variable, value: value))
    }
    return MessageLanguage(code: code, source: .locale(variable: variable, value: value))
  }

  /// The language part of a locale name, `language[_territory][.codeset][@modifier]`: "de" for
  /// "de_DE.UTF-8", "fr" for "fr_CA" or "fr-CA"; nil for "C", "C.UTF-8", "POSIX" or a path.
  public static func languageCode(ofLocale value: String) -> String? {
    let language = value.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }.lowercased()
    guard language.count >= 2, language.count <= 3, language.allSatisfy({ $0 >= "a" && $0 <= "z" }) else {
      return nil
    }
    return language == "c" ? nil : language
  }
}

/// What a parent chose for a household's or a player's message language: a code, or `auto`.
public enum LanguageSetting: Hashable, Sendable, CustomStringConvertible {
  /// Follow the next level: the household's choice, then the locale.
  case auto
  case code(String)

  /// `auto`, or the code of a shipped language with messages (any case): a language that only reads
  /// calendars ("nl") is no message language.
  /// - Throws: `DomainError.unknownLanguage`.
  public init(parsing text: String) throws(DomainError) {
    let trimmed = text.trimmingWhitespace().lowercased()
    if trimmed == "auto" {
      self = .auto
      return
    }
    guard let language = Language.withMessages(code: trimmed) else {
      throw .unknownLanguage(text, known: Language.withMessages.map(\.code))
    }
    self = .code(language.code)
  }

  /// The stored form: the code, or nil for `auto`.
  public var code: String? {
    switch self {
    case .auto: nil
    case .code(let code): code
    }
  }

  public var description: String { code ?? "auto" }
}
