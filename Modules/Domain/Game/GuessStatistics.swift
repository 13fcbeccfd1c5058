import Foundation

/// How a run of plays went: the summary `tq-player stats` and the parent's report show for a task
/// or a routine.
///
/// A play is one task played once, or for a routine one session with several guesses. Medians
/// keep one wild guess (a task left running over dinner) from moving the summary.
public struct GuessStatistics: Hashable, Sendable {
  /// Plays with at least one scored guess.
  public let plays: Int
  /// Scored guesses in those plays (the same as `plays` for a task).
  public let guesses: Int
  /// The median accuracy ratio (guess ÷ actual) of every guess, taken in log space: for an even
  /// count the geometric mean of the middle two, so guessing half and double averages to 1.0.
  public let medianRatio: Double
  /// The median |ln ratio| of every guess: how far off a typical guess is, whichever way.
  public let medianDistance: Double
  public let tendency: GuessTendency
  /// One ratio per play (a session's median ratio), oldest first, the last `recentCount` plays.
  public let recentRatios: [Double]
  public let trend: GuessTrend

  /// Plays shown in the sparkline: the two windows the trend compares.
  public static let recentCount = 2 * GuessTrend.window

  /// The statistics of `plays`, oldest first; nil when no play has a scored guess.
  public init?(plays: [[GuessScore]]) {
    let scored = plays.filter { !$0.isEmpty }
    let all = scored.flatMap { $0 }
    guard let medianLog = Self.median(all.map(\.logRatio)), let medianDistance = Self.median(all.map(\.distance))
    else { return nil }
    self.plays = scored.count
    guesses = all.count
    medianRatio = exp(medianLog)
    self.medianDistance = medianDistance
    tendency = GuessTendency(sides: all.map(\.side))
    recentRatios = scored.suffix(Self.recentCount).compactMap { play in
      Self.median(play.map(\.logRatio)).map { exp($0) }
    }
    trend = GuessTrend(distances: scored.map { $0.map(\.distance) })
  }

  /// The recent ratios as bars (see `Sparkline`).
  public var sparkline: String { Sparkline.text(recentRatios) }
  /// The recent ratios as the digits 1 to 8, for terminals without Unicode.
  public var asciiSparkline: String { Sparkline.text(recentRatios, ascii: true) }

  /// The middle value, or the mean of the middle two for an even count; nil when empty.
  public static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }
}
