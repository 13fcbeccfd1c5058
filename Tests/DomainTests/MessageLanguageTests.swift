import Domain
import Testing

/// The message language: the locale as POSIX reads it, and the order player, household, locale, English.
@Suite("The message language")
struct MessageLanguageTests {
  @Test(
    "a locale name gives its language part; C, POSIX and what is no language give none",
    arguments: [
      ("de_DE.UTF-8", "de"), ("fr_CA", "fr"), ("fr-CA", "fr"), ("es_MX.UTF-8@euro", "es"), ("EN_us", "en"),
      ("de", "de"), ("de@euro", "de"), ("ja_JP.eucJP", "ja"), ("C", nil), ("C.UTF-8", nil), ("POSIX", nil),
      ("", nil), ("/usr/lib/locale/x", nil), ("d", nil), ("deutsch", nil), ("1_2", nil),
    ] as [(String, String?)])
  func localeNames(value: String, code: String?) {
    #expect(MessageLanguage.languageCode(ofLocale: value) == code, "\(value)")
  }

  @Test("LC_ALL, then LC_MESSAGES, then LANG: the first one set and not empty decides alone")
  func localePrecedence() {
    let all = ["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "es_ES.UTF-8", "LANG": "de_DE.UTF-8"]
    #expect(
      MessageLanguage.fromLocale(all) == .init(code: "fr", source: .locale(variable: "LC_ALL", value: "fr_FR.UTF-8")))
    var messages = all
    messages["LC_ALL"] = ""
    #expect(MessageLanguage.fromLocale(messages).code == "es")
    messages["LC_MESSAGES"] = nil
    #expect(
      MessageLanguage.fromLocale(messages) == .init(code: "de", source: .locale(variable: "LANG", value: "de_DE.UTF-8"))
    )
    // LC_ALL=C is English even where LANG names German: it decides alone.
    let c = MessageLanguage.fromLocale(["LC_ALL": "C", "LANG": "de_DE.UTF-8"])
    #expect(c == .init(code: "en", source: .fallback(variable: "LC_ALL", value: "C")))
    #expect(MessageLanguage.fromLocale(["LANG": "POSIX"]).code == "en")
    #expect(
      MessageLanguage.fromLocale(["LANG": "ja_JP.UTF-8"])
        == .init(code: "en", source: .fallback(variable: "LANG", value: "ja_JP.UTF-8")))
    #expect(MessageLanguage.fromLocale([:]) == .init(code: "en", source: .fallback(variable: nil, value: nil)))
    #expect(MessageLanguage.fromLocale(["LANG": ""]) == .init(code: "en", source: .fallback(variable: nil, value: nil)))
    // Other categories say nothing about messages.
    #expect(MessageLanguage.fromLocale(["LC_TIME": "de_DE.UTF-8", "LC_CTYPE": "fr_FR.UTF-8"]).code == "en")
  }

  @Test("the player's choice wins, then the household's, then the locale, then English")
  func precedence() {
    let german = ["LANG": "de_DE.UTF-8"]
    #expect(
      MessageLanguage.choose(player: "fr", household: "es", variables: german) == .init(code: "fr", source: .player))
    #expect(
      MessageLanguage.choose(player: nil, household: "es", variables: german) == .init(code: "es", source: .household))
    #expect(MessageLanguage.choose(player: nil, household: nil, variables: german).code == "de")
    #expect(MessageLanguage.choose(player: nil, household: nil, variables: [:]).code == "en")
    // A stored code this version has no messages in (a newer TimeQuest's) is passed over.
    #expect(
      MessageLanguage.choose(player: "ja", household: "FR", variables: german) == .init(code: "fr", source: .household))
  }

  @Test("a parent's setting is auto or a shipped code, in any case; anything else names the codes")
  func settings() throws {
    #expect(try LanguageSetting(parsing: "auto") == .auto)
    #expect(try LanguageSetting(parsing: " DE ") == .code("de"))
    #expect(try LanguageSetting(parsing: "de").code == "de")
    #expect(LanguageSetting.auto.code == nil)
    #expect(LanguageSetting.code("fr").description == "fr")
    #expect(throws: DomainError.unknownLanguage("de_DE", known: ["en", "es", "fr", "de"])) {
      try LanguageSetting(parsing: "de_DE")
    }
    #expect(
      DomainError.unknownLanguage("xx", known: ["en", "de"]).description
        == "'xx' is not a message language: use auto or one of en, de")
  }

  @Test("the chosen language's messages are the ones shown")
  func messagesFollow() {
    let day = DayContext(date: LocalDate("2026-11-24")!, kind: .schoolDay, rule: .term)
    let german = MessageLanguage.choose(player: nil, household: nil, variables: ["LANG": "de_AT.UTF-8"])
    #expect(ContextMessage.chip(for: day, language: german.code) == "Schultag")
    #expect(german.language.name == "German")
  }
}
