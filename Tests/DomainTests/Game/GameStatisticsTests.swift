import Domain
import Foundation
import Testing

@Suite("Statistics over plays")
struct GameStatisticsTests {
  /// One play per ratio: the guess is `ratio` × 100 s of a 100 s task.
  func plays(_ ratios: [Double]) -> [[GuessScore]] {
    ratios.map { [score(Int(($0 * 100).rounded()), 100)] }
  }

  func near(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

  @Test("medians of odd and even counts")
  func medians() {
    #expect(GuessStatistics.median([]) == nil)
    #expect(GuessStatistics.median([4]) == 4)
    #expect(GuessStatistics.median([3, 1, 2]) == 2)
    #expect(GuessStatistics.median([4, 1, 3, 2]) == 2.5)
    #expect(GuessStatistics.median([1, 1, 9]) == 1)
  }

  @Test("the median ratio of an odd count is the middle guess")
  func oddRatio() throws {
    let stats = try #require(GuessStatistics(plays: plays([0.5, 1.2, 3])))
    #expect(near(stats.medianRatio, 1.2))
    #expect(near(stats.medianDistance, log(2)))
    #expect(stats.plays == 3)
    #expect(stats.guesses == 3)
  }

  @Test("the median ratio of an even count is taken in log space, so half and double make 1.0")
  func evenRatio() throws {
    let stats = try #require(GuessStatistics(plays: plays([0.5, 2])))
    #expect(near(stats.medianRatio, 1))
    #expect(near(stats.medianDistance, log(2)))
    let four = try #require(GuessStatistics(plays: plays([0.8, 1, 1.25, 4])))
    #expect(near(four.medianRatio, (1.25).squareRoot()))
    #expect(near(four.medianDistance, (log(1.25) + log(1.25)) / 2))
  }

  @Test("plays without a score do not count; none at all gives no statistics")
  func empty() throws {
    #expect(GuessStatistics(plays: []) == nil)
    #expect(GuessStatistics(plays: [[], []]) == nil)
    let stats = try #require(GuessStatistics(plays: [[], [score(60, 60)], []]))
    #expect(stats.plays == 1)
  }

  @Test("the tendency is the side of more than half the guesses; spot on counts for neither")
  func tendency() throws {
    #expect(GuessTendency(sides: [.over, .over, .under]) == .over)
    #expect(GuessTendency(sides: [.under, .under, .even]) == .under)
    #expect(GuessTendency(sides: [.over, .under]) == .balanced)
    #expect(GuessTendency(sides: [.over, .over, .even, .even]) == .balanced)
    #expect(GuessTendency(sides: [.even, .even, .even]) == .balanced)
    #expect(GuessTendency(sides: []) == .balanced)
    #expect(try #require(GuessStatistics(plays: plays([1.5, 2, 1.05]))).tendency == .over)
    #expect(try #require(GuessStatistics(plays: plays([0.5, 0.7, 1.3]))).tendency == .under)
  }

  @Test(
    "the sparkline's fixed scale follows the bands around 1.0",
    arguments: [
      (1.0, 4), (0.99, 3), (1 / 1.1, 3), (0.9, 2), (1.1, 4), (1.11, 5), (1.25, 5), (1.26, 6), (1.5, 6), (1.51, 7),
      (0.8, 2), (0.79, 1), (1 / 1.5, 1), (0.66, 0),
    ])
  func sparklineLevels(ratio: Double, level: Int) {
    #expect(Sparkline.level(ratio: ratio) == level)
  }

  @Test("the sparkline clamps ratios beyond the scale and odd values to its ends")
  func sparklineClamps() {
    #expect(Sparkline.level(ratio: 100) == 7)
    #expect(Sparkline.level(ratio: .infinity) == 7)
    #expect(Sparkline.level(ratio: 0.001) == 0)
    #expect(Sparkline.level(ratio: 0) == 0)
    #expect(Sparkline.level(ratio: -1) == 0)
    #expect(Sparkline.level(ratio: .nan) == 0)
    #expect(Sparkline.text([0.1, 0.75, 0.85, 0.95, 1, 1.2, 1.4, 10]) == "▁▂▃▄▅▆▇█")
    #expect(Sparkline.text([0.1, 0.75, 0.85, 0.95, 1, 1.2, 1.4, 10], ascii: true) == "12345678")
    #expect(Sparkline.text([]) == "")
  }

  @Test("ratios exactly on a band's edge land on the band's bar")
  func sparklineMatchesBands() {
    for (guess, actual) in [(110, 100), (100, 110), (125, 100), (100, 125), (150, 100), (100, 150), (90, 100)] {
      let band = score(guess, actual).band
      let level = Sparkline.level(ratio: score(guess, actual).ratio)
      switch band {
      case .spotOn: #expect([3, 4].contains(level), "\(guess)/\(actual)")
      case .close: #expect([2, 5].contains(level), "\(guess)/\(actual)")
      case .aBitLonger: #expect(level == 1, "\(guess)/\(actual)")
      case .aBitShorter: #expect(level == 6, "\(guess)/\(actual)")
      case .longer: #expect(level == 0)
      case .shorter: #expect(level == 7)
      }
    }
  }

  @Test("the sparkline shows the last ten plays, oldest first")
  func recent() throws {
    let ratios = [0.5, 0.5, 1, 1.2, 1.4, 2, 0.85, 0.75, 0.95, 1, 1.05, 2]
    let stats = try #require(GuessStatistics(plays: plays(ratios)))
    #expect(stats.recentRatios.count == 10)
    #expect(stats.sparkline == "▅▆▇█▃▂▄▅▅█")
    #expect(stats.asciiSparkline == "5678324558")
  }

  @Test("a session's bar is the median of its guesses")
  func sessionBar() throws {
    let stats = try #require(GuessStatistics(plays: [[score(50, 100), score(200, 100), score(100, 100)]]))
    #expect(near(stats.recentRatios.first, 1))
    #expect(stats.guesses == 3)
    #expect(stats.plays == 1)
  }

  @Test("with fewer than ten plays there is nothing to compare yet")
  func trendTooFew() throws {
    for count in [0, 1, 5, 9] {
      let distances = Array(repeating: [0.5], count: count)
      #expect(GuessTrend(distances: distances) == .notEnoughPlays)
    }
    // Plays without a guess are not plays to compare.
    let padded = Array(repeating: [0.5], count: 9) + Array(repeating: [], count: 5)
    #expect(GuessTrend(distances: padded) == .notEnoughPlays)
    #expect(try #require(GuessStatistics(plays: plays([2, 2, 2, 1, 1, 1, 1, 1, 1]))).trend == .notEnoughPlays)
  }

  @Test("the last five plays against the five before: closer, about the same, further")
  func trend() {
    let far = Array(repeating: [0.6], count: 5)
    let near = Array(repeating: [0.1], count: 5)
    #expect(GuessTrend(distances: far + near) == .closer)
    #expect(GuessTrend(distances: near + far) == .further)
    #expect(GuessTrend(distances: near + near) == .aboutTheSame)
    // Only the last ten count: older plays far off do not make recent ones "closer".
    #expect(GuessTrend(distances: far + far + near + near) == .aboutTheSame)
    // A change of at most 0.05 is about the same.
    #expect(
      GuessTrend(distances: Array(repeating: [0.30], count: 5) + Array(repeating: [0.26], count: 5)) == .aboutTheSame)
    #expect(GuessTrend(distances: Array(repeating: [0.30], count: 5) + Array(repeating: [0.2], count: 5)) == .closer)
    // One wild play in a window does not move its median.
    #expect(GuessTrend(distances: far + [[0.1], [0.1], [3], [0.1], [0.1]]) == .closer)
  }

  @Test("per routine and per task, from sessions in any order")
  func routines() throws {
    let games = (0..<12).map { n in
      session(
        day("2026-11-01").adding(days: n).description,
        [
          played("Teeth", guess: 120, took: n < 7 ? 240 : 125),
          n == 3 ? .skipped(name: "Dress", guessSeconds: 60) : played("Dress", guess: 300, took: 300),
        ] + (n < 2 ? [played("Old task", guess: 60, took: 60)] : []))
    }
    let other = session("2026-11-05", [played("Read", guess: 600, took: 900)], routine: "Bedtime")
    let sibling = session("2026-11-05", [played("Teeth", guess: 60, took: 60)], player: "Leo")
    let stats = GameStatistics.routines((games + [other, sibling]).reversed())
    #expect(stats.map { "\($0.player)/\($0.routine)" } == ["Leo/Morning", "Maya/Bedtime", "Maya/Morning"])
    let morning = stats[2]
    #expect(morning.sessions == 12)
    #expect(morning.tasks.map(\.task) == ["Teeth", "Dress", "Old task"])
    let teeth = try #require(morning.tasks[0].guesses)
    #expect(teeth.plays == 12)
    #expect(teeth.tendency == .under)
    #expect(teeth.trend == .closer)
    #expect(teeth.sparkline == "▁▁▁▁▁▄▄▄▄▄")
    let dress = morning.tasks[1]
    #expect(dress.skipped == 1)
    #expect(dress.guesses?.plays == 11)
    #expect(dress.guesses?.tendency == .balanced)
    #expect(dress.guesses?.trend == .aboutTheSame)
    #expect(morning.guesses?.plays == 12)
    #expect(morning.guesses?.guesses == 25)
    #expect(morning.guesses?.trend == .closer)
  }

  @Test("a task never scored has no guess statistics but shows its skips")
  func onlySkipped() {
    let games = [session("2026-11-23", [.skipped(name: "Bag")]), session("2026-11-24", [.skipped(name: "Bag")])]
    let bag = GameStatistics.task(named: "Bag", routine: "Morning", in: games)
    #expect(bag.guesses == nil)
    #expect(bag.skipped == 2)
    #expect(GameStatistics.routines(games).first?.guesses == nil)
  }

  @Test("sessions are put in the order they were played")
  func chronological() {
    let a = session("2026-11-23", [], minute: 0, id: 2)
    let b = session("2026-11-23", [], minute: 0, id: 1)
    let c = session("2026-11-22", [], minute: 30)
    #expect(GameStatistics.chronological([a, b, c]) == [c, b, a])
  }

  @Test(
    "the median by selection is the middle of the sorted values, with repeats and any order",
    arguments: [1, 2, 3, 7, 50, 51, 1000])
  func medianBySelection(count: Int) {
    var state: UInt64 = 42 &+ UInt64(count)
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      // Few distinct values, so repeats of the pivot are common.
      return Double((state >> 33) % 17) - 8
    }
    for _ in 0..<20 {
      let values = (0..<count).map { _ in next() }
      let sorted = values.sorted()
      let middle = count / 2
      let expected = count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
      #expect(GuessStatistics.median(values) == expected)
      #expect(GuessStatistics.median(sorted.reversed()) == expected)
    }
  }

  @Test("a task's statistics from single guesses are those of one-guess plays")
  func singleGuesses() {
    let scores = (1...23).compactMap { GuessScore(guessSeconds: 60 * ($0 % 7 + 1), actualSeconds: 60 * ($0 % 5 + 1)) }
    #expect(GuessStatistics(single: scores) == GuessStatistics(plays: scores.map { [$0] }))
    #expect(GuessStatistics(single: []) == nil)
  }

  @Test("tasks are listed in the latest game's order, then tasks only older games had, newest first")
  func taskOrder() throws {
    let games = [
      session(
        "2026-11-02",
        [played("A", guess: 60, took: 60), played("B", guess: 60, took: 60), played("C", guess: 60, took: 60)]),
      session("2026-11-03", [played("B", guess: 60, took: 60), played("D", guess: 60, took: 60)]),
      session("2026-11-04", [played("D", guess: 60, took: 60), .skipped(name: "A"), played("D", guess: 90, took: 60)]),
    ]
    let routine = try #require(GameStatistics.routines(games.reversed()).first)
    #expect(routine.tasks.map(\.task) == ["D", "A", "B", "C"])
    #expect(routine.tasks.map { $0.guesses?.guesses ?? 0 } == [3, 1, 2, 1])
    #expect(routine.tasks[1].skipped == 1)
  }
}
