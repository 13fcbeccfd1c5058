/// The past-times aid: before a guess, the times a task really took the last few times.
///
/// Seeing actual past durations improves later predictions, but a first-time player has none and a
/// list of one or two is noise, so the aid is on by default only once a task has been timed three
/// times; the parent's per-player setting, when set, decides instead.
public enum PastTimes {
  /// How many past times are shown.
  public static let shownCount = 3
  /// Timed plays of a task after which the aid is on by default.
  public static let playsBeforeShown = 3

  /// The actual seconds of the task's last timed plays, newest first, at most `limit`; skipped
  /// plays and zero times are left out. Pass one player's sessions, in any order.
  public static func recent(
    task: String, routine: String, in sessions: [GameSession], limit: Int = shownCount
  ) -> [Int] {
    Array(times(task: task, routine: routine, in: sessions).prefix(max(0, limit)))
  }

  /// How many times the task has been timed (skips and zero times not counted).
  public static func timesPlayed(task: String, routine: String, in sessions: [GameSession]) -> Int {
    times(task: task, routine: routine, in: sessions).count
  }

  /// Whether the aid shows before a guess.
  /// - Parameters:
  ///   - setting: the parent's per-player choice; nil when the parent has not chosen.
  ///   - timesPlayed: `timesPlayed(task:routine:in:)` for the task about to be guessed.
  public static func isShown(setting: Bool?, timesPlayed: Int) -> Bool {
    setting ?? (timesPlayed >= playsBeforeShown)
  }

  /// Every timed play of the task, newest first.
  static func times(task: String, routine: String, in sessions: [GameSession]) -> [Int] {
    GameStatistics.chronological(sessions).reversed().filter { $0.routine == routine }.flatMap { session in
      session.tasks.reversed().compactMap { play in
        guard play.name == task, let seconds = play.actualSeconds, seconds > 0 else { return nil }
        return seconds
      }
    }
  }
}
