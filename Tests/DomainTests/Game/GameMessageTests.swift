import Domain
import Testing

@Suite("The game's words")
struct GameMessageTests {
  @Test("the comparison after a task, in English: how far off, which way, the time and the guess")
  func comparison() {
    #expect(
      GameMessage.comparison(guessSeconds: 300, actualSeconds: 430)
        == "Longer than you thought: 7 min 10 s, you guessed 5 min")
    #expect(GameMessage.comparison(guessSeconds: 300, actualSeconds: 290) == "Spot on! 4 min 50 s, you guessed 5 min")
    #expect(
      GameMessage.comparison(guessSeconds: 300, actualSeconds: 360)
        == "Close — a little longer than you thought: 6 min, you guessed 5")
    #expect(
      GameMessage.comparison(guessSeconds: 300, actualSeconds: 720)
        == "Much longer than you thought: 12 min, you guessed 5"
    )
    #expect(
      GameMessage.comparison(guessSeconds: 3900, actualSeconds: 45)
        == "Much shorter than you thought: 45 s, you guessed 1 h 5 min")
    #expect(
      GameMessage.comparison(guessSeconds: 600, actualSeconds: 450)
        == "Shorter than you thought: 7 min 30 s, you guessed 10 min")
    #expect(GameMessage.comparison(guessSeconds: 300, actualSeconds: 0) == "0 s, you guessed 5 min")
  }

  @Test("a few seconds off a short task is near; minutes off a few seconds is far")
  func shortTasks() {
    #expect(
      GameMessage.comparison(guessSeconds: 8, actualSeconds: 5)
        == "Close — a little shorter than you thought: 5 s, you guessed 8")
    #expect(
      GameMessage.comparison(guessSeconds: 120, actualSeconds: 3)
        == "Much shorter than you thought: 3 s, you guessed 2 min")
  }

  @Test("the comparison in Spanish, French and German")
  func languages() {
    #expect(
      GameMessage.comparison(guessSeconds: 300, actualSeconds: 430, language: "es")
        == "Más largo de lo que pensabas: 7 min 10 s, pensabas 5 min")
    #expect(
      GameMessage.comparison(guessSeconds: 300, actualSeconds: 430, language: "fr-CA")
        == "Plus long que prévu : 7 min 10 s, estimé 5 min")
    #expect(
      GameMessage.comparison(guessSeconds: 300, actualSeconds: 430, language: "de")
        == "Länger als gedacht: 7 min 10 s, geschätzt 5 min")
    #expect(GameMessage.phrase(.spotOn, language: "de") == "genau")
    #expect(GameMessage.phrase(.shorter, language: "xx") == "much shorter than you thought")
    #expect(GameMessage.languages == ["en", "es", "fr", "de"])
    #expect(GameMessage.languages == ContextMessage.languages)
  }

  /// What each band says first, per language; a close guess also says which way it was off.
  static let bandWords: [String: [String: String]] = [
    "spotOn": ["en": "Spot on!", "es": "¡Justo!", "fr": "Pile !", "de": "Genau!"],
    "closeLonger": [
      "en": "Close — a little longer than you thought", "es": "Cerca — un poco más largo de lo que pensabas",
      "fr": "Proche — un peu plus long que prévu", "de": "Nah dran — ein bisschen länger als gedacht",
    ],
    "closeShorter": [
      "en": "Close — a little shorter than you thought", "es": "Cerca — un poco más corto de lo que pensabas",
      "fr": "Proche — un peu plus court que prévu", "de": "Nah dran — ein bisschen kürzer als gedacht",
    ],
    "aBitLonger": [
      "en": "Longer than you thought", "es": "Más largo de lo que pensabas", "fr": "Plus long que prévu",
      "de": "Länger als gedacht",
    ],
    "aBitShorter": [
      "en": "Shorter than you thought", "es": "Más corto de lo que pensabas", "fr": "Plus court que prévu",
      "de": "Kürzer als gedacht",
    ],
    "longer": [
      "en": "Much longer than you thought", "es": "Mucho más largo de lo que pensabas",
      "fr": "Beaucoup plus long que prévu", "de": "Viel länger als gedacht",
    ],
    "shorter": [
      "en": "Much shorter than you thought", "es": "Mucho más corto de lo que pensabas",
      "fr": "Beaucoup plus court que prévu", "de": "Viel kürzer als gedacht",
    ],
  ]

  /// A pair of times in each band, either way where the band has a way, and the key of its words
  /// in `bandWords`; the pairs sit on the band's edges, by factor and by seconds.
  static let bandTable: [(guess: Int, actual: Int, band: GuessBand, words: String)] = [
    (100, 100, .spotOn, "spotOn"), (110, 100, .spotOn, "spotOn"), (5, 7, .spotOn, "spotOn"),
    (100, 111, .close, "closeLonger"), (5, 10, .close, "closeLonger"), (125, 100, .close, "closeShorter"),
    (8, 5, .close, "closeShorter"), (100, 126, .aBitLonger, "aBitLonger"), (5, 11, .aBitLonger, "aBitLonger"),
    (20, 5, .aBitShorter, "aBitShorter"), (150, 100, .aBitShorter, "aBitShorter"), (100, 151, .longer, "longer"),
    (5, 21, .longer, "longer"), (120, 3, .shorter, "shorter"), (151, 100, .shorter, "shorter"),
  ]

  @Test("every band in every language: its words, its symbol, both times, at the band's edges")
  func bandWordingTable() {
    #expect(Set(Self.bandTable.map(\.band)) == Set(GuessBand.allCases))
    #expect(Set(Self.bandTable.map(\.words)) == Set(Self.bandWords.keys))
    for row in Self.bandTable {
      #expect(GuessBand(guessSeconds: row.guess, actualSeconds: row.actual) == row.band, "\(row)")
      let words = Self.bandWords[row.words] ?? [:]
      #expect(Set(words.keys) == Set(GameMessage.languages))
      for language in GameMessage.languages {
        let line = GameMessage.comparison(guessSeconds: row.guess, actualSeconds: row.actual, language: language)
        #expect(line.hasPrefix(words[language] ?? "?"), "\(language): \(line)")
        #expect(line.contains(DurationText.text(seconds: row.actual)), "\(language): \(line)")
        let guess = DurationText.text(seconds: row.guess).split(separator: " ")[0]
        #expect(line.contains(guess), "\(language): \(line)")
      }
    }
  }

  @Test("the question, the keys' help line and the planned time in every language")
  func questions() {
    #expect(GameMessage.question(task: "Get dressed") == "How long will Get dressed take? ")
    #expect(GameMessage.question(task: "Bad", language: "es") == "¿Cuánto durará Bad? ")
    #expect(GameMessage.question(task: "Bain", language: "fr") == "Combien de temps durera Bain ? ")
    #expect(GameMessage.question(task: "Bad", language: "de") == "Wie lange dauert Bad? ")
    #expect(GameMessage.keysHelp() == "q or Ctrl-C: end of the game · skip: the next task")
    #expect(GameMessage.keysHelp(language: "es") == "q o Ctrl-C: fin del juego · omitir: la tarea siguiente")
    #expect(GameMessage.planned(seconds: 300) == "Planned: 5 min")
    #expect(GameMessage.planned(seconds: 300, language: "de") == "Geplant: 5 min")
    for language in GameMessage.languages {
      #expect(GameMessage.question(task: "T", language: language).hasSuffix(" "))
      #expect(!GameMessage.keysHelp(language: language).contains("{"))
    }
  }

  @Test("line mode's question while a task is timed names the task and the skip word in every language")
  func timingQuestion() {
    #expect(GameMessage.timingQuestion(task: "Bath") == "Timing Bath · Enter when it is over, skip skips it: ")
    #expect(
      GameMessage.timingQuestion(task: "Bain", language: "fr")
        == "Bain en cours · Entrée à la fin, passer : tâche suivante : ")
    #expect(
      GameMessage.timingQuestion(task: "Bad", language: "de")
        == "Bad läuft · Eingabe am Ende, weiter: nächste Aufgabe: ")
    for language in GameMessage.languages {
      let question = GameMessage.timingQuestion(task: "Zähne", language: language)
      #expect(question.contains("Zähne") && question.hasSuffix(": ") && !question.contains("{"), "\(language)")
    }
  }

  @Test("the game's headings in every language: the task count, how many are over, an early end")
  func headings() {
    #expect(GameMessage.tasks(1) == "1 task")
    #expect(GameMessage.tasks(3, language: "es") == "3 tareas")
    #expect(GameMessage.tasksPlayed(2, of: 2, finished: true) == "2 of 2 tasks")
    #expect(
      GameMessage.tasksPlayed(1, of: 3, finished: false, language: "de") == "1 von 3 Aufgaben · das Spiel endete früher"
    )
    #expect(GameMessage.tasksPlayed(0, of: 3, finished: false, language: "fr") == "0 sur 3 tâches · rien d’enregistré")
    for language in GameMessage.languages {
      #expect(GameMessage.tasks(1, language: language) != GameMessage.tasks(2, language: language))
      #expect(!GameMessage.tasksPlayed(1, of: 2, finished: false, language: language).contains("{"))
    }
  }

  @Test("q, skip and each language's own words mean the same at every question; a guess is no command")
  func commands() {
    for word in ["q", "Q", " quit ", "salir", "quitter", "Ende"] { #expect(GameCommand(word) == .quit, "\(word)") }
    for word in ["skip", "S", "omitir", "saltar", "passer", "weiter", "überspringen"] {
      #expect(GameCommand(word) == .skip, "\(word)")
    }
    for word in ["5", "5m", "qq", "", "skipped", "4:30"] { #expect(GameCommand(word) == nil, "\(word)") }
    for pack in GameMessagePack.all {
      for word in pack.quitWords + pack.skipWords {
        #expect(throws: GameError.self) { try GuessText.seconds(word) }
      }
    }
  }

  @Test("every band reads differently in every language")
  func distinctBands() {
    for language in GameMessage.languages {
      let phrases = GuessBand.allCases.map { GameMessage.phrase($0, language: language) }
      #expect(Set(phrases).count == GuessBand.allCases.count, "\(language)")
    }
  }

  @Test("a skipped task is shown as skipped, with its guess when there was one")
  func skipped() {
    #expect(GameMessage.comparison(.skipped(name: "Bag", guessSeconds: 90)) == "Skipped · you guessed 1 min 30 s")
    #expect(GameMessage.comparison(.skipped(name: "Bag")) == "Skipped")
    #expect(GameMessage.comparison(.skipped(name: "Bag"), language: "de") == "Übersprungen")
    #expect(GameMessage.comparison(played("Bag", guess: 60, took: 66)) == "Spot on! 1 min 6 s, you guessed 1 min")
  }

  @Test("the closest guess of a session, only when it was near")
  func closest() {
    let game = session("2026-11-23", [played("Dress", guess: 300, took: 600), played("Teeth", guess: 120, took: 125)])
    #expect(GameMessage.closestGuess(in: game) == "Closest guess: Teeth, spot on")
    #expect(GameMessage.closestGuess(in: game, language: "fr") == "Estimation la plus proche : Teeth, pile")
    #expect(GameMessage.closestGuess(in: session("2026-11-23", [.skipped(name: "Bag")])) == nil)
    let far = session("2026-11-23", [played("Dress", guess: 300, took: 600), played("Teeth", guess: 120, took: 160)])
    #expect(GameMessage.closestGuess(in: far) == nil)
    let close = session("2026-11-23", [played("Teeth", guess: 120, took: 150)])
    #expect(GameMessage.closestGuess(in: close) == "Closest guess: Teeth, close")
  }

  @Test("the end's one line: the first task getting closer, else what every guess adds")
  func encouragement() {
    #expect(
      GameMessage.encouragement([.init(task: "A", trend: .further), .init(task: "B", trend: .closer)])
        == "Guesses for B are getting closer.")
    #expect(
      GameMessage.encouragement([.init(task: "A", trend: .aboutTheSame)])
        == "Every guess shows a little more of how long things take.")
    #expect(GameMessage.closestEver(task: "Teeth", language: "es") == "Teeth: la estimación más cercana hasta hoy")
    #expect(GameMessage.currentStreak(3) == "Streak: 3 days")
  }

  @Test("trends, tendencies, counts, streaks and gaps")
  func summaries() {
    #expect(GameMessage.trend(.closer) == "guesses getting closer")
    #expect(GameMessage.trend(.notEnoughPlays, language: "es") == "aún no hay suficientes partidas para comparar")
    #expect(GameMessage.tendency(.over) == "most guesses above the time taken")
    #expect(GameMessage.tendency(.balanced, language: "de") == "Schätzungen auf beiden Seiten der Zeit")
    #expect(GameMessage.days(1) == "1 day")
    #expect(GameMessage.days(0) == "0 days")
    #expect(GameMessage.days(4, language: "fr") == "4 jours")
    #expect(GameMessage.plays(1, language: "de") == "1 Runde")
    #expect(GameMessage.plays(12) == "12 plays")
    let streak = Streak(
      played: [day("2026-11-23"), day("2026-11-25")], from: day("2026-11-23"), today: day("2026-11-25")
    ) { _ in true }
    #expect(GameMessage.streak(streak) == "Streak: 1 day · Longest streak: 1 day")
    #expect(GameMessage.streak(streak, language: "es") == "Racha: 1 día · Racha más larga: 1 día")
    #expect(GameMessage.gaps(streak.gaps) == "Gaps: 2026-11-24")
    #expect(GameMessage.gaps([]) == nil)
  }

  @Test("every pack has the same placeholders in each template as English")
  func placeholders() {
    func names(_ template: String) -> [String] {
      // Not omitting empty pieces: a template may begin with its placeholder.
      template.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap {
        $0.split(separator: "}").first.map(String.init)
      }.sorted()
    }
    let english = Language.english.game.allTemplates.map(names)
    for pack in GameMessagePack.all {
      #expect(pack.allTemplates.count == english.count)
      #expect(pack.allTemplates.map(names) == english, "\(pack.language)")
      #expect(pack.allTemplates.allSatisfy { !$0.isEmpty })
    }
  }

  @Test("comparisons fit an 80-column line with a symbol in front, whatever the band and times")
  func width() {
    // The longest duration texts ("59 min 59 s", "11 h 59 min") with each band.
    let pairs: [GuessBand: (Int, Int)] = [
      .spotOn: (3599, 3590), .close: (3599, 3000), .aBitLonger: (2500, 3599), .longer: (3599, 43_199),
      .aBitShorter: (3599, 2500), .shorter: (43_199, 3599),
    ]
    for language in GameMessage.languages {
      for band in GuessBand.allCases {
        let (guess, actual) = pairs[band] ?? (1, 1)
        #expect(GuessBand(guessSeconds: guess, actualSeconds: actual) == band)
        let line =
          band.symbol + " " + GameMessage.comparison(guessSeconds: guess, actualSeconds: actual, language: language)
        #expect(line.count <= 80, "\(line)")
      }
    }
  }
}
