import Foundation

/// The score of one guess against the time the task took.
///
/// The accuracy ratio (guess ÷ actual) is the score the research found most reliable; its natural
/// log is symmetric (half and double are equally far from 0), so summaries use |ln ratio|.
public struct GuessScore: Hashable, Sendable {
  public let guessSeconds: Int
  public let actualSeconds: Int

  /// A score, or nil when either time is not positive: a skipped task or one ended at once has no ratio.
  public init?(guessSeconds: Int, actualSeconds: Int) {
    guard guessSeconds > 0, actualSeconds > 0 else { return nil }
    self.guessSeconds = guessSeconds
    self.actualSeconds = actualSeconds
  }

  /// Guess ÷ actual: above 1 the guess was longer than the task took, below 1 shorter.
  public var ratio: Double { Double(guessSeconds) / Double(actualSeconds) }

  /// ln(guess ÷ actual): 0 on the dot, and the same size for half and double with opposite signs.
  public var logRatio: Double { log(ratio) }

  /// |ln(guess ÷ actual)|: how far off, whichever way; what medians and trends compare.
  public var distance: Double { abs(logRatio) }

  public var band: GuessBand { GuessBand.of(guess: guessSeconds, actual: actualSeconds) }

  /// Which side of the time the guess fell, counting a spot-on guess as on neither side.
  public var side: GuessSide {
    if band == .spotOn { return .even }
    return guessSeconds > actualSeconds ? .over : .under
  }
}
