import Foundation

/// What `tq-parent report` shows: for each player, how the estimation game went over a window of
/// days — the statistics `tq-player stats` shows, taken over the window, with the points behind
/// the charts (each game's ratio, each task's guess and time) and each routine's streak calendar.
public struct ProgressReport: Hashable, Sendable {
  /// One play of one task: a point of the guess-against-actual chart.
  public struct TaskPoint: Hashable, Sendable {
    public let date: LocalDate
    public let guessSeconds: Int
    /// nil when the task was skipped.
    public let actualSeconds: Int?

    public init(date: LocalDate, guessSeconds: Int, actualSeconds: Int?) {
      self.date = date
      self.guessSeconds = guessSeconds
      self.actualSeconds = actualSeconds
    }

    public var ratio: Double? {
      actualSeconds.flatMap { GuessScore(guessSeconds: guessSeconds, actualSeconds: $0) }?.ratio
    }
  }

  /// One game: a point of the ratio trend.
  public struct GamePoint: Hashable, Sendable {
    public let date: LocalDate
    public let finished: Bool
    /// The median ratio of the game's scored guesses (in log space); nil when none was scored.
    public let ratio: Double?

    public init(date: LocalDate, finished: Bool, ratio: Double?) {
      self.date = date
      self.finished = finished
      self.ratio = ratio
    }

    public init(_ session: GameSession) {
      self.init(
        date: session.date, finished: session.finished,
        ratio: GuessStatistics.median(session.tasks.compactMap(\.score?.logRatio)).map { exp($0) })
    }
  }

  public struct Task: Hashable, Sendable {
    public let statistics: TaskStatistics
    /// Every play of the task in the window, oldest first, skipped ones included.
    public let plays: [TaskPoint]
    /// The minutes the routine on file plans for the task; nil when the routine or the task is gone.
    public let plannedMinutes: Int?

    public init(statistics: TaskStatistics, plays: [TaskPoint], plannedMinutes: Int? = nil) {
      self.statistics = statistics
      self.plays = plays
      self.plannedMinutes = plannedMinutes
    }

    /// "Breakfast usually takes 22 min; planned 15 min", when the times taken differ from the plan.
    public func usualTime(language: String = "en") -> String? {
      ProgressMessage.usualTime(
        task: statistics.task, actualSeconds: plays.compactMap(\.actualSeconds), plannedMinutes: plannedMinutes,
        language: language)
    }
  }

  public struct Routine: Hashable, Sendable {
    public let statistics: RoutineStatistics
    /// nil when the routine no longer exists (see `GameStatsReport.Entry.streak`).
    public let streak: Streak?
    /// The routine's games in the window, oldest first.
    public let games: [GamePoint]
    public let tasks: [Task]

    public init(statistics: RoutineStatistics, streak: Streak?, games: [GamePoint], tasks: [Task]) {
      self.statistics = statistics
      self.streak = streak
      self.games = games
      self.tasks = tasks
    }

    public var name: String { statistics.routine }
  }

  public struct Player: Hashable, Sendable {
    public let name: String
    /// Games in the window, every routine together.
    public let sessions: Int
    /// Every routine's games together, each game one play.
    public let guesses: GuessStatistics?
    /// Routines with games in the window, by name.
    public let routines: [Routine]
    /// The player's routines without a game in the window, in their stored order.
    public let notPlayed: [String]
    /// How far off guesses were in the window's first games against its last: the headline.
    public let change: ProgressChange

    public init(
      name: String, sessions: Int, guesses: GuessStatistics?, routines: [Routine], notPlayed: [String],
      change: ProgressChange = ProgressChange([])
    ) {
      self.name = name
      self.change = change
      self.sessions = sessions
      self.guesses = guesses
      self.routines = routines
      self.notPlayed = notPlayed
    }
  }

  /// The window's first and last days, inclusive.
  public let from: LocalDate
  public let through: LocalDate
  /// The day the report was made: a window reaching it has today still open in its streaks.
  public let today: LocalDate
  /// The players asked about, in order, with or without games.
  public let players: [Player]

  public init(from: LocalDate, through: LocalDate, today: LocalDate, players: [Player]) {
    self.from = from
    self.through = through
    self.today = today
    self.players = players
  }
}

extension ProgressReport.Player {
  /// The player's part of a report from their sessions in the window (any order), their routines
  /// on file, a streak for each routine that still exists (by the routine's name as played), and
  /// the minutes planned for a task of a routine (by their names as played), when known.
  public init(
    name: String, sessions: [GameSession], routinesOnFile: [String], streak: (String) -> Streak?,
    planned: (_ routine: String, _ task: String) -> Int? = { _, _ in nil }
  ) {
    let ordered = GameStatistics.chronological(sessions)
    let routines = GameStatistics.routines(ordered).map { statistics in
      let games = ordered.filter { $0.routine == statistics.routine }
      return ProgressReport.Routine(
        statistics: statistics, streak: streak(statistics.routine), games: games.map(ProgressReport.GamePoint.init),
        tasks: statistics.tasks.map { task in
          ProgressReport.Task(
            statistics: task,
            plays: games.flatMap { game in
              game.tasks.filter { $0.name == task.task }.map {
                ProgressReport.TaskPoint(
                  date: game.date, guessSeconds: $0.guessSeconds, actualSeconds: $0.actualSeconds)
              }
            }, plannedMinutes: planned(statistics.routine, task.task))
        })
    }
    let played = Set(routines.map { StoredText.folded($0.name) })
    self.init(
      name: name, sessions: sessions.count,
      guesses: GuessStatistics(plays: ordered.map { $0.tasks.compactMap(\.score) }), routines: routines,
      notPlayed: routinesOnFile.filter { !played.contains(StoredText.folded($0)) }, change: ProgressChange(sessions))
  }
}
