import Domain
import Testing

/// The label packs of the report and the game's screens: the same placeholders in every language,
/// and, like every template, nothing that instructs or judges.
@Suite("Label packs in every message language")
struct LabelPackTests {
  static func check(_ packs: [(language: String, templates: [String])]) {
    #expect(packs.map(\.language) == Language.withMessages.map(\.code))
    let english = packs[0].templates.map(LanguageListTests.placeholders)
    for pack in packs {
      #expect(pack.templates.map(LanguageListTests.placeholders) == english, "\(pack.language)")
      let instructing = PassiveLanguageTests.guardMatcher(for: pack.language)
      let judging = PassiveLanguageTests.judgementMatcher(for: pack.language)
      for template in pack.templates {
        #expect(!template.isEmpty)
        #expect(instructing.matches(in: template).isEmpty, "\(pack.language): \(template)")
        #expect(judging.matches(in: template).isEmpty, "\(pack.language): \(template)")
      }
    }
  }

  @Test("the report's labels: every language, its placeholders, seven weekday letters and twelve months")
  func report() {
    Self.check(ReportMessagePack.all.map { ($0.language, $0.allTemplates) })
    for pack in ReportMessagePack.all {
      #expect(pack.weekdayLetters.count == 7 && pack.shortMonths.count == 12, "\(pack.language)")
    }
    #expect(ReportMessagePack.pack(for: "de_AT.UTF-8").language == "de")
    #expect(ReportMessagePack.pack(for: "nl").language == "en")
    #expect(ReportMessagePack.pack(for: "de").shortDate(LocalDate("2026-03-07")!) == "7. März")
    #expect(ReportMessagePack.pack(for: "en").shortDate(LocalDate("2026-11-03")!) == "Nov 3")
    #expect(ReportMessagePack.pack(for: "es").gaps(2) == "2 huecos")
  }

  @Test("the timer's words: every language, its placeholders")
  func timer() {
    Self.check(TimerMessagePack.all.map { ($0.language, $0.allTemplates) })
    #expect(TimerMessagePack.pack(for: "fr_CA").language == "fr")
  }

  @Test("the game's questions and its answers to a guess it cannot read: every language, its placeholders")
  func prompts() {
    Self.check(PromptMessagePack.all.map { ($0.language, $0.allTemplates) })
    // English is what it was, so a child's screen in English is unchanged.
    #expect(
      PromptMessagePack.pack(for: "en").problem(.notADuration("abc")) == GameError.notADuration("abc").description)
    #expect(PromptMessagePack.pack(for: "en").problem(.zeroGuess("0")) == GameError.zeroGuess("0").description)
    #expect(
      PromptMessagePack.pack(for: "en").problem(.guessTooLong("13h")) == GameError.guessTooLong("13h").description)
    #expect(PromptMessagePack.pack(for: "es").problem(.zeroGuess("0")).hasPrefix("«0» no dura nada"))
  }
}
