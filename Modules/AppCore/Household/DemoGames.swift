import Domain
import Foundation

/// A few weeks of made-up games for the demo household, so `tq-player --demo stats` and
/// `tq-parent --demo report` show what a family sees after a while.
///
/// Deterministic: a date's games are the same whichever day the demo runs. A game is played on
/// most days its routine is on the list (some days are left as gaps), guesses start rough and get
/// closer, short tasks tend to be guessed long and long ones short, as children's guesses do.
enum DemoGames {
  /// `household.json`'s `"games"`: which routines were played, at what local time, for how long.
  struct Seed: Decodable {
    struct Played: Decodable {
      var player: String
      var routine: String
      /// "HH:MM", local time.
      var at: String
    }
    var weeks: Int
    var routines: [Played]
  }

  /// The games of the days before `today` (today itself is left to the person trying the demo).
  /// - Parameters:
  ///   - routines: the household's routines, for their tasks, weekdays and mode.
  ///   - kinds: each day's kind from the demo's school calendar.
  static func sessions(
    _ seed: Seed, routines: [Routine], kinds: [LocalDate: DayContext.Kind], today: LocalDate, timeZone: TimeZone
  ) -> [GameSession] {
    let days = 7 * seed.weeks
    var sessions: [GameSession] = []
    for offset in stride(from: days, through: 1, by: -1) {
      let date = today.adding(days: -offset)
      let progress = Double(days - offset) / Double(max(1, days - 1))
      for (index, played) in seed.routines.enumerated() {
        guard let routine = routines.first(where: { $0.player == played.player && $0.name == played.routine }),
          QuestVisibility.isVisible(routine, on: date, context: kinds[date] ?? .unknown)
        else { continue }
        var random = Random(date.daysSinceEpoch &* 31 &+ index)
        // About one day in nine on the list goes without a game: the calendar shows gaps.
        if random.next() < 0.11 { continue }
        let tasks = routine.tasks.map { task in
          play(task, progress: progress, random: &random)
        }
        sessions.append(
          GameSession(
            player: routine.player, routine: routine.name, date: date,
            startedAt: instant(date, at: played.at, timeZone: timeZone), finished: true, tasks: tasks))
      }
    }
    return sessions
  }

  /// One task: a time near the routine's minutes, and a guess in whole minutes whose error shrinks
  /// as the weeks go by.
  static func play(_ task: RoutineTask, progress: Double, random: inout Random) -> TaskPlay {
    if random.next() < 0.03 { return .skipped(name: task.name) }
    let planned = Double(task.minutes * 60)
    let actual = Int(planned * (0.75 + 0.6 * random.next()))
    // Short tasks are often guessed long, long ones short; the spread narrows with practice.
    let lean = task.minutes <= 5 ? 0.25 : -0.2
    let spread = 0.55 - 0.35 * progress
    let logRatio = lean * (1 - 0.7 * progress) + spread * (2 * random.next() - 1)
    let minutes = max(1, Int((Double(actual) * exp(logRatio) / 60).rounded()))
    return TaskPlay(name: task.name, guessSeconds: minutes * 60, actualSeconds: actual)
  }

  static func instant(_ date: LocalDate, at time: String, timeZone: TimeZone) -> Date {
    let parts = time.split(separator: ":").compactMap { Int($0) }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let components = DateComponents(
      year: date.year, month: date.month, day: date.day, hour: parts.first ?? 12, minute: parts.dropFirst().first ?? 0)
    return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
  }

  /// A small deterministic generator (SplitMix64): the same seed gives the same games everywhere.
  struct Random {
    var state: UInt64

    /// Seeds that differ little (one day to the next) are spread over the whole state first:
    /// SplitMix's first outputs for nearby states are alike.
    init(_ seed: Int) { state = UInt64(bitPattern: Int64(seed)) &* 0x2545_F491_4F6C_DD1D }

    /// A number in [0, 1).
    mutating func next() -> Double {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      return Double(z >> 11) / Double(1 << 53)
    }
  }
}
