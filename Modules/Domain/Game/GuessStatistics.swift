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
  /// The median of |guess − actual| in seconds: how far off a typical guess is, in the time a
  /// child reads ("usually within 2 min").
  public let medianMissSeconds: Int
  /// The median of |guess − actual| ÷ actual: how far off as a share of the time taken, so a
  /// 3-minute guess at 5 minutes is 0.4 ("within 40 %"), as a parent reads a percentage.
  public let medianMissShare: Double
  /// The closest guess (smallest |ln ratio|), the latest of equals: the best guess so far.
  public let closest: GuessScore
  public let tendency: GuessTendency
  /// One ratio per play (a session's median ratio), oldest first, the last `recentCount` plays.
  public let recentRatios: [Double]
  public let trend: GuessTrend

  /// Plays shown in the sparkline: the two windows the trend compares.
  public static let recentCount = 2 * GuessTrend.window

  /// The statistics of `plays`, oldest first; nil when no play has a scored guess.
  public init?(plays: [[GuessScore]]) {
    var all: [GuessScore] = []
    var ends: [Int] = []
    for play in plays where !play.isEmpty {
      all += play
      ends.append(all.count)
    }
    self.init(all, ends: ends)
  }

  /// The statistics of plays of one guess each (a task's plays), oldest first: the same numbers
  /// as `init(plays:)` with every play a one-element list, without making thousands of lists.
  public init?(single scores: [GuessScore]) {
    self.init(scores, ends: Array(scores.indices.map { $0 + 1 }))
  }

  /// - Parameters:
  ///   - all: every scored guess, play after play.
  ///   - ends: where each play's guesses end in `all` (exclusive), one per play.
  init?(_ all: [GuessScore], ends: [Int]) {
    // One log per guess: ten years of history is tens of thousands of guesses.
    let logs = all.map(\.logRatio)
    guard let medianLog = Self.median(logs), let medianDistance = Self.median(logs.map(abs)),
      let closest = logs.indices.min(by: { (abs(logs[$0]), -$0) < (abs(logs[$1]), -$1) })
    else { return nil }
    plays = ends.count
    guesses = all.count
    medianRatio = exp(medianLog)
    self.medianDistance = medianDistance
    // Kept within a week, as stored times are: a damaged file's 2^62 seconds must not trap here.
    let miss = Self.median(all.map { Double(abs($0.guessSeconds - $0.actualSeconds)) }) ?? 0
    medianMissSeconds = Int(min(miss, Double(TaskPlay.maximumSeconds)).rounded())
    medianMissShare = Self.median(all.map { abs($0.ratio - 1) }) ?? 0
    self.closest = all[closest]
    tendency = GuessTendency(sides: all.map(\.side))
    func play(_ index: Int) -> ArraySlice<Double> { logs[(index == 0 ? 0 : ends[index - 1])..<ends[index]] }
    recentRatios = ends.indices.suffix(Self.recentCount).compactMap { Self.median(Array(play($0))).map { exp($0) } }
    // The trend compares only the last two windows of plays.
    trend = GuessTrend(distances: ends.indices.suffix(2 * GuessTrend.window).map { play($0).map(abs) })
  }

  /// The recent ratios as bars (see `Sparkline`).
  public var sparkline: String { Sparkline.text(recentRatios) }
  /// The recent ratios as the digits 1 to 8, for terminals without Unicode.
  public var asciiSparkline: String { Sparkline.text(recentRatios, ascii: true) }

  /// The middle value, or the mean of the middle two for an even count; nil when empty.
  public static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    // Selection, not a full sort: the same middle values in linear time.
    var items = values
    let middle = items.count / 2
    select(&items, middle)
    guard items.count.isMultiple(of: 2) else { return items[middle] }
    return (items[..<middle].max()! + items[middle]) / 2
  }

  /// Puts the `k`-th smallest value at index `k`, smaller or equal ones before it and larger or
  /// equal ones after (Hoare's quickselect, middle-of-three pivots).
  static func select(_ items: inout [Double], _ k: Int) {
    var (low, high) = (0, items.count - 1)
    while low < high {
      let mid = low + (high - low) / 2
      if items[mid] < items[low] { items.swapAt(mid, low) }
      if items[high] < items[low] { items.swapAt(high, low) }
      if items[high] < items[mid] { items.swapAt(high, mid) }
      let pivot = items[mid]
      var (i, j) = (low, high)
      while i <= j {
        while items[i] < pivot { i += 1 }
        while pivot < items[j] { j -= 1 }
        if i <= j {
          items.swapAt(i, j)
          i += 1
          j -= 1
        }
      }
      if k <= j {
        high = j
      } else if k >= i {
        low = i
      } else {
        return
      }
    }
  }
}
