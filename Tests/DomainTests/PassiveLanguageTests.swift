import Domain
import Foundation
import Testing

/// Every message a child or the notifier sees is an observation, never an instruction.
@Suite("Passive language in every message template")
struct PassiveLanguageTests {
  /// Imperative and directive wording, per language; English applies to every pack.
  /// Matched as titles are: whole words, case- and accent-insensitive; `*` ends a word stem.
  static let directives: [String: [String]] = [
    "en": [
      "time for", "time to", "start*", "do", "don't", "dont", "don't forget", "remember*", "finish*", "get ready",
      "ready", "hurry", "must", "need to", "needs to", "have to", "has to", "should", "go", "let's", "make sure",
      "please", "now", "quick*",
    ],
    "es": [
      "hora de", "empie*", "empez*", "comien*", "comenz*", "haz", "hacer", "no olvides", "olvid*", "recuerd*",
      "termin*", "prepár*", "prepar*", "date prisa", "apúrate", "apura*", "debes", "deber", "tienes que", "hay que",
      "necesitas", "ve a", "vamos", "ya",
    ],
    "fr": [
      "c'est l'heure", "il est temps", "commence*", "fais", "faites", "faire", "n'oublie*", "oublie*", "rappelle*",
      "souviens*", "pense à", "termine*", "finis*", "prépare*", "dépêche*", "il faut", "dois", "doit", "devez",
      "besoin de", "va", "vas", "allez", "vite", "maintenant",
    ],
    "de": [
      "zeit für", "zeit zum", "zeit zu", "beginn*", "fang*", "anfangen", "start*", "mach*", "tu", "tue",
      "vergiss*", "denk*", "erinner*", "beende*", "fertig", "beeil*", "muss*", "soll*", "brauchst", "geh", "gehe",
      "los", "jetzt", "schnell",
    ],
  ]

  static func guardMatcher(for language: String) -> KeywordMatcher {
    let words = (directives["en"] ?? []) + (language == "en" ? [] : directives[language] ?? [])
    return KeywordMatcher(keywords: words.map { Keyword(word: $0, kind: .noSchool) })
  }

  @Test("no template of any language pack contains directive wording")
  func everyTemplateIsPassive() {
    #expect(MessagePack.all.map(\.language) == ["en", "es", "fr", "de"])
    for pack in MessagePack.all {
      #expect(Self.directives[pack.language] != nil, "a guard list for \(pack.language)")
      let guardWords = Self.guardMatcher(for: pack.language)
      for template in pack.allTemplates {
        let found = guardWords.matches(in: template).map(\.word)
        #expect(found.isEmpty, "\(pack.language): \"\(template)\" reads as an instruction (\(found))")
      }
    }
  }

  @Test("the guard catches instructions in each language")
  func guardCatchesInstructions() {
    let samples = [
      "en": [
        "Time for homework!", "Start your routine", "Don't forget your bag", "Remember to pack", "Get ready",
        "Go to bed",
      ],
      "es": ["Es hora de los deberes", "No olvides la mochila", "Prepárate", "Tienes que terminar"],
      "fr": ["C'est l'heure des devoirs", "N'oublie pas ton sac", "Dépêche-toi", "Il faut finir"],
      "de": ["Zeit für Hausaufgaben", "Vergiss nicht die Tasche", "Mach dich fertig", "Beeil dich"],
    ]
    for (language, sentences) in samples {
      let guardWords = Self.guardMatcher(for: language)
      for sentence in sentences {
        #expect(!guardWords.matches(in: sentence).isEmpty, "\(language): \"\(sentence)\"")
      }
    }
  }

  @Test("rule summaries, calendar roles and the engine's own reasons are passive")
  func summariesAndReasonsArePassive() {
    let guardWords = Self.guardMatcher(for: "en")
    let reasons = [
      ContextReason.weekend, ContextReason.outsideSchoolWeek, ContextReason.summerBreak, ContextReason.termBreak,
      ContextReason.schoolTerm, ContextReason.betweenSchoolHolidays, ContextReason.schoolEvents,
      ContextReason.noInformation,
    ]
    let roles = CalendarRole.allCases.flatMap { role in
      [true, false].map { CalendarRoleChoice(role: role, detected: $0).summary }
    }
    for text in DayContext.Rule.allCases.map(\.summary) + reasons + roles {
      let found = guardWords.matches(in: text).map(\.word)
      #expect(found.isEmpty, "\"\(text)\" reads as an instruction (\(found))")
    }
  }

  @Test("reasons for a year read from a school-holiday feed stay passive in every language")
  func schoolHolidayReasonsArePassive() {
    let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)
    let feed = [
      allDay("Herbstferien", "2026-11-02", through: "2026-11-06"), allDay("Buß- und Bettag", "2026-11-18"),
      allDay("Weihnachtsferien", "2026-12-23", through: "2027-01-08"),
    ].map { $0.on(Feed.schoolHolidays) }
    let days = engine.contexts(
      from: day("2026-10-26"), through: day("2027-01-15"), events: feed, overrides: [], player: nil, roles: Feed.roles)
    #expect(days.contains { $0.rule == .betweenSchoolHolidays })
    for language in ContextMessage.languages {
      let guardWords = Self.guardMatcher(for: language)
      for context in days {
        // The feed's titles are its own words; the engine's reasons and the sentence around them are ours.
        var ours = [
          ContextMessage.sentence(for: context, language: language),
          ContextMessage.reason(for: context, language: language) ?? "",
        ].joined(separator: " ")
        for title in context.events + [context.next?.reason].compactMap({ $0 }) where !title.isEmpty {
          ours = ours.replacingOccurrences(of: title, with: "")
        }
        #expect(guardWords.matches(in: ours).isEmpty, "\(language): \(ours)")
      }
    }
  }

  @Test("messages built for a whole school year stay passive in every language")
  func renderedMessagesArePassive() {
    let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)
    let days = engine.contexts(
      from: day("2026-08-01"), through: day("2027-07-31"), events: schoolYear(), overrides: [], player: nil)
    for language in ContextMessage.languages {
      let guardWords = Self.guardMatcher(for: language)
      for context in days {
        let text = ContextMessage.sentence(for: context, language: language)
        // Event titles are the family's own words, not ours: judge only what the catalogue adds.
        var ours = text
        for title in context.events + [context.reason, context.next?.reason].compactMap({ $0 }) {
          ours = ours.replacingOccurrences(of: title, with: "")
        }
        #expect(guardWords.matches(in: ours).isEmpty, "\(language): \(text)")
      }
    }
  }
}
