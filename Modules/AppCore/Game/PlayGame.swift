import Domain
import Foundation
import Persistence
import Platform
import Presentation

/// `tq-player play`: a game of one routine. Resolves the player and the routine, checks the
/// routine is on today's list, then drives `GameMachine` with a `TaskTimer` and saves each task
/// the moment it is over, so a game stopped at any point keeps every finished task.
///
/// Time is read only from the dependencies: the wall clock for the day and the start, the
/// monotonic clock (through the timer) for how long each task took.
public struct PlayGame: Sendable {
  let dependencies: AppDependencies

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  /// What `tq-player play ROUTINE [--player P] [--any]` asks for.
  public struct Request: Sendable, Equatable {
    public var routine: String
    public var player: String?
    /// Plays the routine even when it is not on today's list.
    public var anyDay: Bool

    public init(routine: String, player: String? = nil, anyDay: Bool = false) {
      self.routine = routine
      self.player = player
      self.anyDay = anyDay
    }
  }

  /// The latest games of the routine read before the first guess: enough for the last times
  /// shown (three) and the trend (the last ten plays of a task) unless a task was skipped in most
  /// of them, and the same small read after ten years of daily play (start-up stays under 50 ms).
  static let historyGames = 50

  /// Whether a person is at the keyboard: then questions are shown and asked again when an answer
  /// does not fit; otherwise standard input is a script.
  var interactive: Bool { dependencies.environment.stdinIsTTY }

  /// Plays a game with lines of standard input (`LineTaskTimer`), reporting each step as it happens.
  /// - Returns: the summary, also reported last.
  /// - Throws: `AppError` (no or unknown player, several without `--player` in script mode),
  ///   `GamePlayError` (unknown routine, not on today's list, a script line that does not fit),
  ///   the database's errors, among them `PersistenceError.gameGone` when the game was deleted while
  ///   played (an import, its player removed): the game stops at that task, its earlier ones as saved.
  public func play(_ request: Request, report: (GameProgress) throws -> Void) async throws -> GameSummary {
    var timer = Self.lineTimer(
      terminal: dependencies.terminal, clock: dependencies.monotonicClock, interactive: interactive)
    return try await play(request, timer: &timer, report: report)
  }

  /// Plays a game with the given timer.
  ///
  /// Not optimised: Swift 6.3.1's CopyPropagation pass crashes on this function in a release build
  /// ("Found ownership error"), which broke `swift build -c release`. The loop waits on a person,
  /// so nothing is lost; drop the attribute once a toolchain compiles it.
  @_optimize(none)
  public func play(
    _ request: Request, timer: inout any TaskTimer, report: (GameProgress) throws -> Void
  ) async throws -> GameSummary {
    let player = try resolvePlayer(request.player)
    let database = try dependencies.database.open()
    let settings = try database.player(named: player)  // the parent's choices: past-times aid, cue
    let routines = try database.routines(player: player)
    guard
      let routine = routines.first(where: { $0.name == request.routine })
        ?? routines.first(where: { StoredText.folded($0.name) == StoredText.folded(request.routine) })
    else { throw GamePlayError.unknownRoutine(name: request.routine, player: player, known: routines.map(\.name)) }
    let startedAt = dependencies.clock.now()
    let today = LocalDate(startedAt, in: dependencies.environment.timeZone)
    if !request.anyDay {
      let day = try await TodayQuests(dependencies).day(for: player, on: today)
      guard day.quests.contains(where: { $0.name == routine.name }) else {
        throw GamePlayError.notOnTheList(
          routine: routine.name, player: player, day: DateText.longWithChip(today, context: day.context))
      }
    }
    let history = try database.sessions(player: player, routine: routine.name, limit: Self.historyGames)
    let language = MessageLanguages(dependencies).of(settings).code

    var session = GameSession(
      player: player, routine: routine.name, date: today, startedAt: startedAt, finished: false, tasks: [])
    var machine = GameMachine(tasks: routine.tasks.map(\.name))
    try report(.started(routine: routine.name, player: player, taskCount: routine.tasks.count))
    loop: while true {
      switch machine.state {
      case .guessing(let index):
        let turn = self.turn(index, of: routine, history: history, settings: settings, language: language)
        try report(.task(turn))
        switch try await timer.guess(for: turn) {
        case .guess(let seconds):
          if let planned = turn.plannedSeconds { try report(.planned(seconds: planned)) }
          machine.handle(.guessed(seconds: seconds))
        case .skip: machine.handle(.skipped)
        case .end: machine.handle(.ended)
        }
      case .timing(let index, let guess), .paused(let index, let guess):
        var turn = self.turn(index, of: routine, history: [], settings: settings, language: language)
        // The wall clock as the task's timing begins: the timer counts on from it to the done-by time.
        turn.clock = RoutineClock(
          routine: routine, index: index, startedAt: dependencies.clock.now(),
          timeZone: dependencies.environment.timeZone, language: language)
        switch try await timer.time(turn, guessSeconds: guess) {
        case .done(let elapsed): machine.handle(.done(seconds: Self.wholeSeconds(elapsed)))
        case .skip: machine.handle(.skipped)
        case .end: machine.handle(.ended)
        }
      case .result(_, let play):
        if session.id == nil {
          session.id =
            try database.startSession(
              player: player, routine: routine.name, date: today, startedAt: startedAt
            ).id
        }
        try database.appendTask(play, toSession: session.id!)
        session.tasks.append(play)
        try report(.result(play))
        machine.handle(.next)
      case .over(let finished):
        if finished, let id = session.id {
          try database.finishSession(id)
          session.finished = true
        }
        break loop
      }
    }
    let summary = try await self.summary(of: session, routine: routine, history: history)
    try report(.summary(summary))
    return summary
  }

  // MARK: - Steps

  /// The player named, else the only one; with several, a terminal asks and a script is refused.
  func resolvePlayer(_ name: String?) throws -> String {
    let household = Household(dependencies)
    if let name { return try household.resolvePlayer(name) }
    let all = try household.players().map(\.name)
    switch all.count {
    case 0: throw AppError.noPlayers
    case 1: return all[0]
    default:
      guard interactive else { throw AppError.choosePlayer(all) }
      return try pickPlayer(all)
    }
  }

  /// `q` at "Who is playing?": the game ends before it begins, with nothing to save or show.
  public struct EndedBeforeStart: Error, Equatable {
    public init() {}
  }

  /// Asks at the terminal who is playing: a number from the list or a name; `q` ends the game.
  func pickPlayer(_ names: [String]) throws -> String {
    let list = PromptText.playerList(names)
    // No player is chosen yet: the household's language.
    let language = MessageLanguages(dependencies).household.code
    var question = PromptText.whoIsPlaying(list, language: language)
    while true {
      guard let answer = try dependencies.terminal.ask(question) else { throw AppError.choosePlayer(names) }
      let text = answer.trimmingCharacters(in: .whitespaces)
      if GameCommand(text) == .quit { throw EndedBeforeStart() }
      if let number = Int(text), names.indices.contains(number - 1) { return names[number - 1] }
      if let name = names.first(where: { StoredText.folded($0) == StoredText.folded(text) }) { return name }
      question = PromptText.notOnTheList(text, list: list, language: language)
    }
  }

  /// The task at `index` with its recent times when the player's past-times aid is on for it, the
  /// player's cue setting for the timer, and its planned time when the player's setting shows it.
  func turn(_ index: Int, of routine: Routine, history: [GameSession], settings: Player, language: String) -> TaskTurn {
    let name = routine.tasks[index].name
    let played = PastTimes.timesPlayed(task: name, routine: routine.name, in: history)
    let times =
      PastTimes.isShown(setting: settings.pastTimes.choice, timesPlayed: played)
      ? PastTimes.recent(task: name, routine: routine.name, in: history) : []
    return TaskTurn(
      number: index + 1, count: routine.tasks.count, name: name, pastTimes: times, cue: settings.cue,
      language: language, plannedSeconds: settings.showPlanned ? routine.tasks[index].minutes * 60 : nil)
  }

  /// The end of the game: the trends of tasks played before, the guesses closer than ever, and the
  /// routine's streak over the stats' window, on the days the routine was on the list (its
  /// weekdays, its mode and the calendars' days), so a free day pauses it.
  func summary(of session: GameSession, routine: Routine, history recent: [GameSession]) async throws -> GameSummary {
    let trends = Self.trends(of: session, after: recent)
    guard session.wasPlayed else {
      return GameSummary(session: session, taskCount: routine.tasks.count, trends: trends)
    }
    let earlier = try GameHistory(dependencies).sessions(player: session.player, routine: routine.name)
      .filter { $0.id != session.id }
    let today = session.date
    let start = max(today.adding(days: -(GameStats.streakWindow - 1)), (earlier.map(\.date) + [today]).min() ?? today)
    // Every task is saved by now: settings that cannot be read cost the streak line, not the game.
    let contexts = try? await ContextService(dependencies).contexts(from: start, through: today, player: session.player)
    let streak = contexts.map { contexts in
      Streak(
        played: Streak.playedDates(earlier + [session], routine: routine.name), from: start, today: today,
        isOnList: GameStats.onList(routine, kinds: GameStats.kinds(contexts)))
    }
    return GameSummary(
      session: session, taskCount: routine.tasks.count, trends: trends,
      closestEver: GameSummary.closestEver(in: session, after: earlier), streak: streak)
  }

  /// For each timed task of the game that had been timed before, how its guesses are going.
  static func trends(of session: GameSession, after history: [GameSession]) -> [GameSummary.Trend] {
    let before = Set(history.flatMap { $0.tasks.filter { !$0.skipped }.map(\.name) })
    var seen: Set<String> = []
    return session.tasks.compactMap { task in
      guard !task.skipped, before.contains(task.name), seen.insert(task.name).inserted else { return nil }
      let statistics = GameStatistics.task(named: task.name, routine: session.routine, in: history + [session])
      return GameSummary.Trend(task: task.name, trend: statistics.guesses?.trend ?? .notEnoughPlays)
    }
  }

  /// A measured time to the nearest second (a half rounds up); never negative.
  static func wholeSeconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0 else { return 0 }
    return Int(seconds) + (attoseconds >= 500_000_000_000_000_000 ? 1 : 0)
  }

  static func lineTimer(terminal: any TerminalInput, clock: some Clock<Duration>, interactive: Bool) -> any TaskTimer {
    LineTaskTimer(terminal: terminal, clock: clock, interactive: interactive)
  }
}
