/// Whether guesses are getting closer: the last five plays against the five before.
///
/// Each window is summarised by the median |ln ratio| of all its guesses (a session counts as one
/// play with several guesses). A change of at most 0.05 (about 5 %) either way is "about the same",
/// so one lucky or unlucky guess does not swing the words.
public enum GuessTrend: String, Hashable, Sendable, Codable, CaseIterable {
  case closer
  case aboutTheSame
  case further
  /// Fewer than ten plays with a score: nothing fair to compare yet.
  case notEnoughPlays

  /// Plays in each of the two windows compared.
  public static let window = 5
  /// The largest change in median |ln ratio| still read as about the same.
  public static let sameWithin = 0.05

  /// - Parameter plays: the |ln ratio| of each play's guesses, oldest first; plays without any are ignored.
  public init(distances plays: [[Double]]) {
    let scored = plays.filter { !$0.isEmpty }
    guard scored.count >= 2 * Self.window,
      let recent = GuessStatistics.median(scored.suffix(Self.window).flatMap { $0 }),
      let before = GuessStatistics.median(scored.dropLast(Self.window).suffix(Self.window).flatMap { $0 })
    else {
      self = .notEnoughPlays
      return
    }
    if recent < before - Self.sameWithin {
      self = .closer
    } else if recent > before + Self.sameWithin {
      self = .further
    } else {
      self = .aboutTheSame
    }
  }
}
