import Testing

@testable import Domain

/// docs/recipes/add-a-language.md, checked: a language is one value in `Language.all`, complete in
/// every part, and every place that speaks or matches a language reads it from there.
@Suite("One value per language")
struct LanguageListTests {
  static func placeholders(_ template: String) -> [String] {
    template.components(separatedBy: "{").dropFirst().compactMap { $0.split(separator: "}").first.map(String.init) }
      .sorted()
  }

  @Test("every language is complete: every template filled with English's placeholders, 7 weekdays, 12 months")
  func messagesComplete() {
    let english = Language.english
    #expect(Set(Language.all.map(\.code)).count == Language.all.count, "codes are unique")
    for language in Language.all {
      #expect(language.code.count == 2 && language.code == language.code.lowercased(), "\(language.code)")
      #expect(!language.name.isEmpty)
      #expect(language.messages.weekdays.count == 7, "\(language.code)")
      #expect(language.messages.months.count == 12, "\(language.code)")
      #expect(language.messages.allTemplates.allSatisfy { !$0.isEmpty }, "\(language.code)")
      #expect(
        language.messages.allTemplates.map(Self.placeholders) == english.messages.allTemplates.map(Self.placeholders),
        "\(language.code)")
      #expect(language.game.allTemplates.allSatisfy { !$0.isEmpty }, "\(language.code)")
      #expect(
        language.game.allTemplates.map(Self.placeholders) == english.game.allTemplates.map(Self.placeholders),
        "\(language.code)")
    }
  }

  @Test("every language has keywords of every kind and holiday names of every sort")
  func wordsComplete() {
    for language in Language.all {
      for kind in KeywordKind.allCases {
        #expect(!(language.keywords[kind] ?? []).isEmpty, "\(language.code) \(kind)")
      }
      let words = language.holidayNames
      #expect(!words.holidays.isEmpty && !words.observances.isEmpty, "\(language.code)")
      #expect(!words.holidayCalendars.isEmpty && !words.schoolHolidayCalendars.isEmpty, "\(language.code)")
      #expect(!words.regional.isEmpty && !words.fillers.isEmpty, "\(language.code)")
      #expect(words.all.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty }, "\(language.code): lower case")
    }
  }

  @Test("the message packs, the game packs, the keyword catalogue and the holiday names read from the list")
  func everyPartReadsTheList() {
    // Issue 22: languages that only read calendars join the list; messages stay with the four written.
    #expect(Language.withMessages.map(\.code) == ["en", "es", "fr", "de"])
    #expect(MessagePack.all.map(\.language) == Language.withMessages.map(\.code))
    #expect(GameMessagePack.all.map(\.language) == Language.withMessages.map(\.code))
    #expect(KeywordCatalog.languages == Language.all.map(\.code))
    #expect(ContextMessage.languages == Language.withMessages.map(\.code))
    #expect(GameMessage.languages == Language.withMessages.map(\.code))
    for language in Language.all {
      #expect(MessagePack.pack(for: language.code).schoolDay == language.messages.schoolDay)
      #expect(
        MessagePack.pack(for: language.code.uppercased() + "_XX").language
          == (language.hasMessages ? language.code : "en"))
      #expect(GameMessagePack.pack(for: language.code).spotOn == language.game.spotOn)
      #expect(KeywordCatalog.isSupported(language: language.code.uppercased()))
      for kind in KeywordKind.allCases {
        #expect(KeywordCatalog.builtIn(language: language.code, kind: kind) == language.keywords[kind])
      }
      let names = language.holidayNames
      #expect(Set(names.holidays).isSubset(of: HolidayNames.holidays), "\(language.code)")
      #expect(Set(names.observances).isSubset(of: HolidayNames.observances), "\(language.code)")
      #expect(Set(names.holidayCalendars).isSubset(of: HolidayNames.holidayCalendarWords), "\(language.code)")
      #expect(Set(names.schoolHolidayCalendars).isSubset(of: HolidayNames.schoolHolidayCalendarWords))
      #expect(Set(names.notDaysOff).isSubset(of: HolidayNames.observanceWords), "\(language.code)")
      #expect(Set(names.regional).isSubset(of: HolidayNames.regionalWords), "\(language.code)")
      #expect(Set(names.fillers).isSubset(of: HolidayNames.fillers), "\(language.code)")
    }
    #expect(HolidayNames.holidays.count == Language.all.map(\.holidayNames.holidays.count).reduce(0, +))
    #expect(Language.matching("ja_JP").code == "en", "a language without messages reads English")
    #expect(Language.matching("tlh").code == "en", "so does one TimeQuest has no pack for")
    #expect(!KeywordCatalog.builtIn(language: "ja").isEmpty, "issue 22: Japanese reads calendars")
  }

  @Test("a new language is one value: the packs it holds carry its code")
  func newLanguageIsOneValue() {
    // What docs/recipes/add-a-language.md has a contributor write, here made from English's words.
    let english = Language.english
    let pirate = Language(
      code: "xp", name: "Pirate", messages: english.messages, game: english.game, keywords: english.keywords,
      holidayNames: english.holidayNames)
    #expect(pirate.messages.language == "xp")
    #expect(pirate.game.language == "xp")
    #expect(english.messages.language == "en", "the pack it was made from is unchanged")
    #expect(Language.withCode("xp") == nil, "only the one list makes it shipped")
  }
}
