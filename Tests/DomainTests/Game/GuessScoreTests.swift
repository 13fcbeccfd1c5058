import Domain
import Foundation
import Testing

@Suite("Scoring a guess")
struct GuessScoreTests {
  @Test("the accuracy ratio is guess ÷ actual")
  func ratio() {
    #expect(score(300, 430).ratio == 300.0 / 430.0)
    #expect(score(600, 300).ratio == 2)
    #expect(score(300, 300).ratio == 1)
    #expect(score(300, 300).logRatio == 0)
  }

  @Test("the log ratio is symmetric: half and double are equally far off")
  func symmetric() {
    let half = score(60, 120)
    let double = score(120, 60)
    #expect(abs(half.logRatio + double.logRatio) < 1e-12)
    #expect(abs(half.distance - double.distance) < 1e-12)
    #expect(abs(double.logRatio - log(2)) < 1e-12)
    #expect(half.distance > 0)
  }

  @Test("no score without two positive times")
  func noScore() {
    #expect(GuessScore(guessSeconds: 0, actualSeconds: 60) == nil)
    #expect(GuessScore(guessSeconds: 60, actualSeconds: 0) == nil)
    #expect(GuessScore(guessSeconds: -1, actualSeconds: 60) == nil)
    #expect(GuessBand(guessSeconds: 60, actualSeconds: 0) == nil)
  }

  @Test(
    "bands at and just past each threshold, both ways",
    arguments: [
      // (guess, actual, band): the factor max ÷ min decides, whichever time is larger.
      (100, 100, GuessBand.spotOn), (110, 100, .spotOn), (100, 110, .spotOn), (111, 100, .close), (100, 111, .close),
      (90, 99, .spotOn), (90, 100, .close), (125, 100, .close), (100, 125, .close), (126, 100, .aBitShorter),
      (100, 126, .aBitLonger), (150, 100, .aBitShorter), (100, 150, .aBitLonger), (151, 100, .shorter),
      (100, 151, .longer), (1, 43_200, .longer), (43_200, 1, .shorter), (300, 430, .aBitLonger),
    ])
  func bands(guess: Int, actual: Int, band: GuessBand) {
    #expect(GuessBand(guessSeconds: guess, actualSeconds: actual) == band)
    #expect(score(guess, actual).band == band)
  }

  @Test(
    "a short task's bands by the seconds between the times, at and just past each limit",
    arguments: [
      // 2 s apart is spot on, 5 s close, 15 s a bit, whatever the factor (8 against 5 is 1.6).
      (5, 7, GuessBand.spotOn), (7, 5, .spotOn), (5, 8, .close), (8, 5, .close), (5, 10, .close), (5, 11, .aBitLonger),
      (20, 5, .aBitShorter), (5, 20, .aBitLonger), (21, 5, .shorter), (5, 21, .longer), (120, 3, .shorter),
    ])
  func secondsBands(guess: Int, actual: Int, band: GuessBand) {
    #expect(GuessBand(guessSeconds: guess, actualSeconds: actual) == band)
  }

  @Test("the band table holds each limit once, nearest first")
  func table() {
    #expect(GuessBand.limits.map(\.longer) == [.spotOn, .close, .aBitLonger])
    #expect(GuessBand.limits.map(\.limit.seconds) == [2, 5, 15])
    #expect(GuessBand.limits.map(\.shorter) == [.spotOn, .close, .aBitShorter])
  }

  @Test("the band thresholds are the documented factors")
  func factors() {
    #expect(GuessBand.spotOnFactor == 1.10)
    #expect(GuessBand.closeFactor == 1.25)
    #expect(GuessBand.aBitFactor == 1.5)
  }

  @Test("a guess falls over, under, or even when spot on")
  func sides() {
    #expect(score(110, 100).side == .even)
    #expect(score(100, 110).side == .even)
    #expect(score(111, 100).side == .over)
    #expect(score(100, 111).side == .under)
  }

  @Test("every band has its own symbol and ASCII fallback, neither of them colour")
  func symbols() {
    let bands = GuessBand.allCases
    #expect(Set(bands.map(\.symbol)).count == bands.count)
    #expect(Set(bands.map(\.asciiSymbol)).count == bands.count)
    #expect(bands.allSatisfy { $0.asciiSymbol.allSatisfy(\.isASCII) && !$0.asciiSymbol.isEmpty })
    #expect(bands.allSatisfy { $0.symbol.count == 1 && !$0.symbol.contains("\u{1B}") })
  }
}
