import Domain

/// A score that must exist (both times positive).
func score(_ guess: Int, _ actual: Int) -> GuessScore {
  guard let score = GuessScore(guessSeconds: guess, actualSeconds: actual) else {
    preconditionFailure("no score for \(guess)/\(actual)")
  }
  return score
}
