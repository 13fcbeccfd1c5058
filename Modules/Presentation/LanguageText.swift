import Domain

/// A message language and what chose it, as the parent's screens say them.
public enum LanguageText {
  /// "German (de)".
  public static func name(_ language: MessageLanguage) -> String {
    "\(language.language.name) (\(language.code))"
  }

  /// Why this language: "from LANG=de_DE.UTF-8", "set for the household", "set for this player".
  public static func source(_ language: MessageLanguage) -> String {
    switch language.source {
    case .player: "set for this player (tq-parent player set NAME --language auto follows the household)"
    case .household: "set for the household (tq-parent language set auto follows the locale)"
    case .locale(let variable, let value): "from the locale, \(variable)=\(value.terminalSafe)"
    case .fallback(nil, _):
      "the default: no LC_ALL, LC_MESSAGES or LANG is set (tq-parent language set CODE chooses one)"
    case .fallback(let variable?, let value):
      if let code = MessageLanguage.languageCode(ofLocale: value ?? "") {
        if let calendarOnly = Language.withCode(code) {
          "the default: \(variable)=\((value ?? "").terminalSafe) names \(calendarOnly.name), whose school calendars"
            + " are read but which has no messages (messages: "
            + Language.withMessages.map(\.code).joined(separator: ", ") + ")"
        } else {
          "the default: \(variable)=\((value ?? "").terminalSafe) names a language without messages here"
        }
      } else {
        "the default for \(variable)=\((value ?? "").terminalSafe)"
      }
    }
  }

  /// `{"code", "name", "source"}`, with `variable` and `value` when the locale decided.
  public static func json(_ language: MessageLanguage) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("code", .string(language.code)), ("name", .string(language.language.name)),
    ]
    switch language.source {
    case .player: fields.append(("source", .string("player")))
    case .household: fields.append(("source", .string("household")))
    case .locale(let variable, let value):
      fields += [("source", .string("locale")), ("variable", .string(variable)), ("value", .string(value))]
    case .fallback(let variable, let value):
      fields.append(("source", .string("default")))
      if let variable, let value { fields += [("variable", .string(variable)), ("value", .string(value))] }
    }
    return .object(fields)
  }
}
