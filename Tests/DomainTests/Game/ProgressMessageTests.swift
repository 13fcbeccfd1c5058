import Domain
import Testing

@Suite("Progress in plain words: minutes, × off, and the report's headline")
struct ProgressMessageTests {
  @Test("a typical miss is a share of the time taken: 3 min guessed at 5 min is 40 %, not 67 %")
  func missShare() throws {
    let under = try #require(GuessStatistics(single: [score(180, 300)]))
    #expect(abs(under.medianMissShare - 0.4) < 1e-9)
    #expect(under.medianMissSeconds == 120)
    let over = try #require(GuessStatistics(single: [score(500, 300)]))
    #expect(abs(over.medianMissShare - 2.0 / 3) < 1e-9)
    // The median of three misses, whichever way.
    let three = try #require(GuessStatistics(single: [score(60, 120), score(100, 100), score(130, 100)]))
    #expect(three.medianMissSeconds == 30)
    #expect(abs(three.medianMissShare - 0.3) < 1e-9)
  }

  @Test("the closest guess is the one nearest its time, the latest of equals")
  func closest() throws {
    let guesses = try #require(GuessStatistics(single: [score(300, 600), score(250, 240), score(300, 150)]))
    #expect(guesses.closest == score(250, 240))
    #expect(ProgressMessage.closest(guesses) == "closest: guessed 4 min 10 s, took 4 min")
    #expect(ProgressMessage.closest(guesses, language: "de") == "am nächsten: 4 min 10 s geschätzt, 4 min gebraucht")
    let tied = try #require(GuessStatistics(single: [score(100, 200), score(200, 100), score(60, 120)]))
    #expect(tied.closest == score(60, 120))
  }

  @Test(
    "a typical miss reads in minutes, rounded up to a step a child says",
    arguments: [
      (0, 1, "Usually spot on"), (3, 60, "Usually within 5 s"), (45, 60, "Usually within 45 s"),
      (46, 60, "Usually within 50 s"), (60, 120, "Usually within 1 min"), (100, 300, "Usually within 2 min"),
      (125, 300, "Usually within 2 min 30 s"), (610, 1200, "Usually within 11 min"),
    ])
  func usuallyWithin(_ miss: Int, _ actual: Int, _ words: String) throws {
    let guesses = try #require(GuessStatistics(single: [score(actual + miss, actual)]))
    #expect(ProgressMessage.usuallyWithin(guesses) == words)
  }

  @Test("every language has the English placeholders, and no template instructs or judges")
  func languages() {
    #expect(ProgressMessagePack.all.map(\.language) == Language.withMessages.map(\.code))
    let english = ProgressMessagePack.pack(for: "en").allTemplates.map(LanguageListTests.placeholders)
    for pack in ProgressMessagePack.all {
      #expect(pack.allTemplates.map(LanguageListTests.placeholders) == english, "\(pack.language)")
      let instructing = PassiveLanguageTests.guardMatcher(for: pack.language)
      let judging = PassiveLanguageTests.judgementMatcher(for: pack.language)
      for template in pack.allTemplates {
        #expect(!template.isEmpty)
        #expect(instructing.matches(in: template).isEmpty, "\(pack.language): \(template)")
        #expect(judging.matches(in: template).isEmpty, "\(pack.language): \(template)")
      }
    }
    #expect(ProgressMessagePack.pack(for: "es_MX").language == "es")
    #expect(ProgressMessagePack.pack(for: "nl").language == "en")
  }

  /// Eight weeks of games, one a week: `early` off by the first four, `late` by the last four.
  static func weekly(early: Int, late: Int, count: Int = 8) -> [GameSession] {
    dates(from: "2026-10-05", count: 7 * count).enumerated().filter { $0.offset % 7 == 0 }.enumerated().map {
      game, date in
      session(date.element.description, [played("Teeth", guess: game < count / 2 ? early : late, took: 60)])
    }
  }

  @Test("the headline: closer, further, about the same, or too few games, in words a parent reads at once")
  func headline() {
    let closer = ProgressChange(Self.weekly(early: 120, late: 72))
    #expect(closer.kind == .closer && closer.days == 50 && closer.games == 8)
    #expect(
      ProgressMessage.headline(player: "Maya", change: closer)
        == "Maya's guesses got closer: from about 2× off to about 1.2× off over 7 weeks")
    let further = ProgressChange(Self.weekly(early: 72, late: 30))
    #expect(
      ProgressMessage.headline(player: "Leo", change: further)
        == "Leo's guesses moved further off: from about 1.2× off to about 2× off over 7 weeks")
    // 5 % either way, or the same factor to a tenth, is no change.
    let same = ProgressChange(Self.weekly(early: 120, late: 118))
    #expect(same.kind == .aboutTheSame)
    #expect(
      ProgressMessage.headline(player: "Maya", change: same)
        == "Maya's guesses stayed about as close: about 2× off over 7 weeks")
    let few = ProgressChange(Self.weekly(early: 120, late: 60, count: 5))
    #expect(few.kind == .tooFew && few.games == 5)
    #expect(
      ProgressMessage.headline(player: "Maya", change: few) == "Maya: 5 games so far, too few yet to show a change")
    #expect(
      ProgressMessage.headline(player: "Maya", change: ProgressChange([]))
        == "Maya: 0 games so far, too few yet to show a change")
    #expect(
      ProgressMessage.headline(player: "Maya", change: closer, language: "fr")
        == "Les estimations de Maya se sont rapprochées : environ 2× d'écart au début, environ 1,2× d'écart à la fin, en 7 semaines"
    )
  }

  @Test("six scored games are enough to compare; a short window reads in days")
  func minimum() {
    let six = ProgressChange(
      dates(from: "2026-11-02", count: 6).enumerated().map { index, date in
        session(date.description, [played("Teeth", guess: index < 3 ? 180 : 60, took: 60)])
      })
    #expect(six.kind == .closer && six.days == 6)
    #expect(ProgressMessage.headline(player: "Maya", change: six).hasSuffix("over 6 days"))
    #expect(ProgressMessage.times(12.4) == "12×" && ProgressMessage.times(1.04) == "1×")
  }

  @Test(
    "a task's usual time beside the plan, only when they differ by more than the spot-on band",
    arguments: [
      ([1320, 1260, 1400], 15, "Breakfast usually takes 22 min; planned 15 min"),
      ([400, 420, 440], 5, "Breakfast usually takes 7 min; planned 5 min"),
      ([45, 50, 40], 2, "Breakfast usually takes 45 s; planned 2 min"),
    ])
  func usualTime(_ times: [Int], _ planned: Int, _ words: String) {
    #expect(ProgressMessage.usualTime(task: "Breakfast", actualSeconds: times, plannedMinutes: planned) == words)
  }

  @Test("times and plans of 2^62 seconds from a damaged file are read as a week, never a trap")
  func hugeNumbers() throws {
    let guesses = try #require(GuessStatistics(single: [score(Int.max, 1 << 62), score(1, Int.max)]))
    #expect(guesses.medianMissSeconds == TaskPlay.maximumSeconds)
    #expect(ProgressMessage.usuallyWithin(guesses) == "Usually within 168 h")
    #expect(ProgressMessage.roundedUp(Int.max) == TaskPlay.maximumSeconds)
    #expect(
      ProgressMessage.usualTime(task: "Teeth", actualSeconds: [Int.max], plannedMinutes: Int.max)
        == nil)
    #expect(
      ProgressMessage.usualTime(task: "Teeth", actualSeconds: [Int.max], plannedMinutes: 5)
        == "Teeth usually takes 168 h; planned 5 min")
  }

  @Test("no usual-time line within 10 % of the plan, without a plan, or without a timed play")
  func noUsualTime() {
    #expect(ProgressMessage.usualTime(task: "Teeth", actualSeconds: [320, 300, 280], plannedMinutes: 5) == nil)
    #expect(ProgressMessage.usualTime(task: "Teeth", actualSeconds: [330], plannedMinutes: 5) == nil)
    #expect(ProgressMessage.usualTime(task: "Teeth", actualSeconds: [331], plannedMinutes: 5) != nil)
    #expect(ProgressMessage.usualTime(task: "Teeth", actualSeconds: [600], plannedMinutes: nil) == nil)
    #expect(ProgressMessage.usualTime(task: "Teeth", actualSeconds: [], plannedMinutes: 5) == nil)
    #expect(
      ProgressMessage.usualTime(task: "Desayuno", actualSeconds: [1320], plannedMinutes: 15, language: "es")
        == "Desayuno suele durar 22 min; previsto 15 min")
  }
}
