import Domain
import Testing

@Suite("The game's words")
struct GameMessageTests {
  @Test("the comparison after a task, in English")
  func comparison() {
    #expect(
      GameMessage.comparison(guessSeconds: 300, actualSeconds: 430)
        == "Guessed 5 min · took 7 min 10 s · a bit longer than guessed")
    #expect(
      GameMessage.comparison(guessSeconds: 300, actualSeconds: 290)
        == "Guessed 5 min · took 4 min 50 s · just as guessed")
    #expect(
      GameMessage.comparison(guessSeconds: 300, actualSeconds: 360) == "Guessed 5 min · took 6 min · close to the guess"
    )
    #expect(
      GameMessage.comparison(guessSeconds: 300, actualSeconds: 900)
        == "Guessed 5 min · took 15 min · longer than guessed")
    #expect(
      GameMessage.comparison(guessSeconds: 3900, actualSeconds: 45)
        == "Guessed 1 h 5 min · took 45 s · shorter than guessed")
    #expect(
      GameMessage.comparison(guessSeconds: 600, actualSeconds: 450)
        == "Guessed 10 min · took 7 min 30 s · a bit shorter than guessed")
    #expect(GameMessage.comparison(guessSeconds: 300, actualSeconds: 0) == "Guessed 5 min · took 0 s")
  }

  @Test("the comparison in Spanish, French and German")
  func languages() {
    #expect(
      GameMessage.comparison(guessSeconds: 300, actualSeconds: 430, language: "es")
        == "Estimado 5 min · duró 7 min 10 s · un poco más largo de lo estimado")
    #expect(
      GameMessage.comparison(guessSeconds: 300, actualSeconds: 430, language: "fr-CA")
        == "Estimé 5 min · a duré 7 min 10 s · un peu plus long qu’estimé")
    #expect(
      GameMessage.comparison(guessSeconds: 300, actualSeconds: 430, language: "de")
        == "Schätzung 5 min · Dauer 7 min 10 s · etwas länger als geschätzt")
    #expect(GameMessage.phrase(.spotOn, language: "de") == "genau wie geschätzt")
    #expect(GameMessage.phrase(.shorter, language: "xx") == "shorter than guessed")
    #expect(GameMessage.languages == ["en", "es", "fr", "de"])
    #expect(GameMessage.languages == ContextMessage.languages)
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
    #expect(GameMessage.comparison(.skipped(name: "Bag", guessSeconds: 90)) == "Guessed 1 min 30 s · skipped")
    #expect(GameMessage.comparison(.skipped(name: "Bag")) == "Skipped")
    #expect(GameMessage.comparison(.skipped(name: "Bag"), language: "de") == "Übersprungen")
    #expect(
      GameMessage.comparison(played("Bag", guess: 60, took: 66)) == "Guessed 1 min · took 1 min 6 s · just as guessed")
  }

  @Test("the closest guess of a session")
  func closest() {
    let game = session("2026-11-23", [played("Dress", guess: 300, took: 600), played("Teeth", guess: 120, took: 125)])
    #expect(GameMessage.closestGuess(in: game) == "Closest guess: Teeth · just as guessed")
    #expect(GameMessage.closestGuess(in: game, language: "fr") == "Estimation la plus proche : Teeth · comme estimé")
    #expect(GameMessage.closestGuess(in: session("2026-11-23", [.skipped(name: "Bag")])) == nil)
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
      template.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}").first.map(String.init) }.sorted()
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
