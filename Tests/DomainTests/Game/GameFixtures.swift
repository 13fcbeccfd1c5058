import Domain
import Foundation

// Sessions written as values. 2026-11-23 is a Monday.

/// A session of `routine` on `date` at 07:00 UTC plus `minute` minutes, played by Maya unless told.
func session(
  _ date: String, _ tasks: [TaskPlay], routine: String = "Morning", player: String = "Maya", minute: Int = 0,
  finished: Bool = true, id: Int64? = nil
) -> GameSession {
  let start = Date(timeIntervalSince1970: TimeInterval(day(date).daysSinceEpoch * 86_400 + 7 * 3600 + minute * 60))
  return GameSession(
    id: id, player: player, routine: routine, date: day(date), startedAt: start, finished: finished, tasks: tasks)
}

/// A timed task.
func played(_ name: String, guess: Int, took actual: Int) -> TaskPlay {
  TaskPlay(name: name, guessSeconds: guess, actualSeconds: actual)
}

/// A score that must exist (both times positive).
func score(_ guess: Int, _ actual: Int) -> GuessScore {
  guard let score = GuessScore(guessSeconds: guess, actualSeconds: actual) else {
    preconditionFailure("no score for \(guess)/\(actual)")
  }
  return score
}

/// `count` dates from `first` on, one a day.
func dates(from first: String, count: Int) -> [LocalDate] {
  (0..<count).map { day(first).adding(days: $0) }
}
