import Domain
import Foundation
import Testing

/// Every message a child or the notifier sees is an observation, never an instruction; the game's
/// words are never a judgement either.
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

  /// Praise, blame and loss, per language; English applies to every pack. A result is what happened,
  /// not how well a child did.
  static let judgements: [String: [String]] = [
    "en": [
      "good", "great", "well done", "bad", "wrong", "fail*", "mistake*", "try", "tried", "better", "worse", "worst",
      "best", "perfect*", "excellent", "oops", "lost", "lose", "loss", "broke*", "miss*", "late", "slow*",
    ],
    "es": [
      "bien", "bueno", "buen", "mal", "malo", "mala", "error*", "fall*", "equivoc*", "perd*", "intent*", "mejor",
      "peor", "perfect*", "excelente", "lent*",
    ],
    "fr": [
      "bien", "bravo", "mauvais*", "faux", "fausse", "erreur*", "raté*", "perdu*", "échou*", "essai*", "essaye*",
      "mieux", "pire", "parfait*", "excellent*", "retard*", "lent*",
    ],
    "de": [
      "gut", "toll", "super", "prima", "klasse", "bravo", "schlecht*", "falsch*", "fehler*", "verloren", "verlust*",
      "versuch*", "besser", "perfekt*", "spät*", "langsam*",
    ],
  ]

  static func guardMatcher(for language: String) -> KeywordMatcher {
    let words = (directives["en"] ?? []) + (language == "en" ? [] : directives[language] ?? [])
    return KeywordMatcher(keywords: words.map { Keyword(word: $0, kind: .noSchool) })
  }

  static func judgementMatcher(for language: String) -> KeywordMatcher {
    let words = (judgements["en"] ?? []) + (language == "en" ? [] : judgements[language] ?? [])
    return KeywordMatcher(keywords: words.map { Keyword(word: $0, kind: .noSchool) })
  }

  /// Every template a child, a parent or the notifier reads in `language`: the day's and the game's.
  static func templates(for language: String) -> [String] {
    MessagePack.pack(for: language).allTemplates + GameMessagePack.pack(for: language).allTemplates
  }

  @Test("no template of any language pack contains directive wording")
  func everyTemplateIsPassive() {
    #expect(MessagePack.all.map(\.language) == ["en", "es", "fr", "de"])
    #expect(GameMessagePack.all.map(\.language) == MessagePack.all.map(\.language))
    for language in MessagePack.all.map(\.language) {
      #expect(Self.directives[language] != nil, "a guard list for \(language)")
      let guardWords = Self.guardMatcher(for: language)
      for template in Self.templates(for: language) {
        let found = guardWords.matches(in: template).map(\.word)
        #expect(found.isEmpty, "\(language): \"\(template)\" reads as an instruction (\(found))")
      }
    }
  }

  @Test("no template of any language pack judges")
  func everyTemplateIsNeutral() {
    for language in MessagePack.all.map(\.language) {
      #expect(Self.judgements[language] != nil, "a judgement list for \(language)")
      let judging = Self.judgementMatcher(for: language)
      for template in Self.templates(for: language) {
        let found = judging.matches(in: template).map(\.word)
        #expect(found.isEmpty, "\(language): \"\(template)\" reads as a judgement (\(found))")
      }
    }
  }

  @Test("the judgement guard catches praise and blame in each language")
  func guardCatchesJudgements() {
    let samples = [
      "en": ["Good job!", "Wrong guess", "Try harder", "Streak lost", "You missed a day", "Better than last time"],
      "es": ["¡Muy bien!", "Te equivocaste", "Racha perdida", "Mejor que antes"],
      "fr": ["Bravo !", "Estimation ratée", "Série perdue", "Mieux qu’avant"],
      "de": ["Gut gemacht!", "Falsch geschätzt", "Serie verloren", "Besser als vorher"],
    ]
    for (language, sentences) in samples {
      let judging = Self.judgementMatcher(for: language)
      for sentence in sentences {
        #expect(!judging.matches(in: sentence).isEmpty, "\(language): \"\(sentence)\"")
      }
    }
  }

  @Test("the game's sentences stay passive and neutral for every band, trend and streak in every language")
  func renderedGameMessagesArePassive() {
    let times = [1, 45, 60, 299, 300, 301, 330, 375, 450, 600, 3600, 3900, 43_200]
    let game = GameSession(
      player: "Maya", routine: "Morning", date: day("2026-11-23"), startedAt: instant("2026-11-23", "07:00"),
      finished: true, tasks: [TaskPlay(name: "Teeth", guessSeconds: 120, actualSeconds: 150)])
    let streak = Streak(
      played: [day("2026-11-23"), day("2026-11-25")], from: day("2026-11-23"), today: day("2026-11-26")
    ) { _ in true }
    for language in GameMessage.languages {
      var texts: [String] = []
      for guess in times {
        for actual in times + [0] {
          texts.append(GameMessage.comparison(guessSeconds: guess, actualSeconds: actual, language: language))
        }
        texts.append(GameMessage.comparison(.skipped(name: "", guessSeconds: guess), language: language))
      }
      texts.append(GameMessage.comparison(.skipped(name: ""), language: language))
      texts += GuessTrend.allCases.map { GameMessage.trend($0, language: language) }
      texts += GuessTendency.allCases.map { GameMessage.tendency($0, language: language) }
      texts += [0, 1, 2, 12].map { GameMessage.days($0, language: language) }
      texts += [0, 1, 2, 12].map { GameMessage.plays($0, language: language) }
      texts += [
        GameMessage.streak(streak, language: language), GameMessage.gaps(streak.gaps, language: language) ?? "",
        GameMessage.pastTimes([360, 420, 300], language: language) ?? "",
        // The task's name is the family's own word: judge only what the catalogue adds.
        (GameMessage.closestGuess(in: game, language: language) ?? "").replacingOccurrences(of: "Teeth", with: ""),
      ]
      let guardWords = Self.guardMatcher(for: language)
      let judging = Self.judgementMatcher(for: language)
      for text in texts {
        #expect(guardWords.matches(in: text).isEmpty, "\(language): \(text)")
        #expect(judging.matches(in: text).isEmpty, "\(language): \(text)")
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
      ContextReason.noInformation, ContextReason.noPublicHoliday,
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
