/// The game's sentences and phrases in en, es, fr or de (unknown languages fall back to English),
/// filled from `GameMessagePack` templates. Every one is an observation, never an instruction or
/// a judgement; durations read as `DurationText` writes them.
public enum GameMessage {
  /// The languages with a game message pack.
  public static var languages: [String] { GameMessagePack.all.map(\.language) }

  /// The words for a band: "a bit longer than guessed".
  public static func phrase(_ band: GuessBand, language: String = "en") -> String {
    GameMessagePack.pack(for: language).phrase(band)
  }

  /// "Much longer than you thought: 12 min, you guessed 5", "Spot on! 5 min, you guessed 5",
  /// "Close — a little shorter than you thought: 4 min, you guessed 5"; when either time is zero
  /// (no band exists), the two times alone. The guess drops its unit when it is the time's.
  public static func comparison(guessSeconds: Int, actualSeconds: Int, language: String = "en") -> String {
    let pack = GameMessagePack.pack(for: language)
    let values = [
      "guess": guessText(guessSeconds, beside: actualSeconds), "actual": DurationText.text(seconds: actualSeconds),
    ]
    guard let band = GuessBand(guessSeconds: guessSeconds, actualSeconds: actualSeconds) else {
      return ContextMessage.fill(pack.timesOnly, values)
    }
    switch band {
    case .spotOn:
      return ContextMessage.fill(pack.spotOnResult, values)
    case .close:
      let direction = actualSeconds > guessSeconds ? pack.closeLonger : pack.closeShorter
      return ContextMessage.fill(pack.closeResult, values.merging(["direction": direction]) { $1 })
    default:
      return ContextMessage.fill(pack.comparison, values.merging(["band": capitalised(pack.phrase(band))]) { $1 })
    }
  }

  /// The guess as written beside the time: "5" beside "12 min", since a child says "I guessed 5";
  /// in full when the two are in different units or either has two parts.
  static func guessText(_ guess: Int, beside actual: Int) -> String {
    let text = DurationText.text(seconds: guess)
    let guessParts = text.split(separator: " ")
    let actualParts = DurationText.text(seconds: actual).split(separator: " ")
    guard guessParts.count == 2, actualParts.count == 2, guessParts[1] == actualParts[1] else { return text }
    return String(guessParts[0])
  }

  static func capitalised(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

  /// A task's line after it was played: the comparison, "Skipped · you guessed 5 min", or "Skipped"
  /// when it was skipped before a guess.
  public static func comparison(_ task: TaskPlay, language: String = "en") -> String {
    let pack = GameMessagePack.pack(for: language)
    guard let actual = task.actualSeconds else {
      guard task.guessSeconds > 0 else { return pack.skipped }
      return ContextMessage.fill(pack.skippedAfterGuess, ["guess": DurationText.text(seconds: task.guessSeconds)])
    }
    return comparison(guessSeconds: task.guessSeconds, actualSeconds: actual, language: language)
  }

  /// "3 tasks", "1 task".
  public static func tasks(_ count: Int, language: String = "en") -> String {
    let pack = GameMessagePack.pack(for: language)
    return count == 1 ? pack.oneTask : ContextMessage.fill(pack.tasks, ["count": String(count)])
  }

  /// "1 of 3 tasks", with "the game ended early" or "nothing saved" when it did not get to the end.
  public static func tasksPlayed(_ played: Int, of count: Int, finished: Bool, language: String = "en") -> String {
    let pack = GameMessagePack.pack(for: language)
    let text = ContextMessage.fill(pack.tasksOf, ["played": String(played), "count": String(count)])
    guard !finished else { return text }
    return text + " · " + (played == 0 ? pack.nothingSaved : pack.endedEarly)
  }

  /// "How long will Get dressed take? ", the question before a guess.
  public static func question(task: String, language: String = "en") -> String {
    ContextMessage.fill(GameMessagePack.pack(for: language).guessQuestion, ["task": task])
  }

  /// "q or Ctrl-C: end of the game · skip: the next task", said once at the start of a game: what
  /// the words understood at every question do (`GameCommand`).
  public static func keysHelp(language: String = "en") -> String {
    let pack = GameMessagePack.pack(for: language)
    return ContextMessage.fill(
      pack.keysHelp, ["quit": GameCommand.quitKey, "skip": pack.skipWord])
  }

  /// "Timing Get dressed · Enter when it is over, skip skips it: ", line mode's question
  /// while a task is timed, in the player's language.
  public static func timingQuestion(task: String, language: String = "en") -> String {
    let pack = GameMessagePack.pack(for: language)
    return ContextMessage.fill(
      pack.timingQuestion, ["task": task, "skip": pack.skipWord])
  }

  /// "Planned: 5 min", the parent's time for a task.
  public static func planned(seconds: Int, language: String = "en") -> String {
    ContextMessage.fill(GameMessagePack.pack(for: language).planned, ["time": DurationText.text(seconds: seconds)])
  }

  /// "Last times: 6 min, 7 min, 5 min" (newest first, as `PastTimes.recent` lists them); nil when there are none.
  public static func pastTimes(_ seconds: [Int], language: String = "en") -> String? {
    guard !seconds.isEmpty else { return nil }
    let times = seconds.map { DurationText.text(seconds: $0) }.joined(separator: ", ")
    return ContextMessage.fill(GameMessagePack.pack(for: language).pastTimes, ["times": times])
  }

  /// "Closest guess: Brush teeth, spot on"; nil when no task of the session was scored, or when
  /// the closest guess was not near (spot on or close): the end of a game celebrates only that.
  public static func closestGuess(in session: GameSession, language: String = "en") -> String? {
    guard let task = session.closestTask, let band = task.score?.band else { return nil }
    return closestGuess(task: task.name, band: band, language: language)
  }

  /// "Closest guess: Brush teeth, spot on" for a near band; nil for the others.
  public static func closestGuess(task: String, band: GuessBand, language: String = "en") -> String? {
    guard band.isNear else { return nil }
    let pack = GameMessagePack.pack(for: language)
    return ContextMessage.fill(pack.closestGuess, ["task": task, "band": pack.phrase(band)])
  }

  /// "Streak: 4 days", the current streak alone.
  public static func currentStreak(_ days: Int, language: String = "en") -> String {
    ContextMessage.fill(GameMessagePack.pack(for: language).streak, ["days": self.days(days, language: language)])
  }

  /// "Brush teeth: the closest guess so far".
  public static func closestEver(task: String, language: String = "en") -> String {
    ContextMessage.fill(GameMessagePack.pack(for: language).closestEver, ["task": task])
  }

  /// The end's one line of encouragement, an observation: the first task whose guesses are getting
  /// closer, else what every guess adds.
  public static func encouragement(_ trends: [GameSummary.Trend], language: String = "en") -> String {
    let pack = GameMessagePack.pack(for: language)
    guard let closer = trends.first(where: { $0.trend == .closer }) else { return pack.encouragementPlayed }
    return ContextMessage.fill(pack.encouragementCloser, ["task": closer.task])
  }

  /// "guesses getting closer", "not enough plays yet to compare", …
  public static func trend(_ trend: GuessTrend, language: String = "en") -> String {
    let pack = GameMessagePack.pack(for: language)
    switch trend {
    case .closer: return pack.trendCloser
    case .aboutTheSame: return pack.trendAboutTheSame
    case .further: return pack.trendFurther
    case .notEnoughPlays: return pack.trendNotEnoughPlays
    }
  }

  /// "most guesses above the time taken", …
  public static func tendency(_ tendency: GuessTendency, language: String = "en") -> String {
    let pack = GameMessagePack.pack(for: language)
    switch tendency {
    case .over: return pack.tendencyOver
    case .under: return pack.tendencyUnder
    case .balanced: return pack.tendencyBalanced
    }
  }

  /// "1 day", "4 days".
  public static func days(_ count: Int, language: String = "en") -> String {
    let pack = GameMessagePack.pack(for: language)
    return count == 1 ? pack.oneDay : ContextMessage.fill(pack.days, ["count": String(count)])
  }

  /// "1 play", "12 plays".
  public static func plays(_ count: Int, language: String = "en") -> String {
    let pack = GameMessagePack.pack(for: language)
    return count == 1 ? pack.onePlay : ContextMessage.fill(pack.plays, ["count": String(count)])
  }

  /// "Streak: 4 days · Longest streak: 9 days".
  public static func streak(_ streak: Streak, language: String = "en") -> String {
    let pack = GameMessagePack.pack(for: language)
    return ContextMessage.fill(pack.streak, ["days": days(streak.current, language: language)]) + " · "
      + ContextMessage.fill(pack.longestStreak, ["days": days(streak.longest, language: language)])
  }

  /// "Gaps: 2026-11-24, 2026-11-26"; nil when there are none.
  public static func gaps(_ dates: [LocalDate], language: String = "en") -> String? {
    guard !dates.isEmpty else { return nil }
    let text = dates.map(\.description).joined(separator: ", ")
    return ContextMessage.fill(GameMessagePack.pack(for: language).gaps, ["dates": text])
  }
}
