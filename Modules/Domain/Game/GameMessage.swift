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

  /// "Guessed 5 min · took 7 min 10 s · a bit longer than guessed"; when either time is zero
  /// (no band exists), the two times alone.
  public static func comparison(guessSeconds: Int, actualSeconds: Int, language: String = "en") -> String {
    let pack = GameMessagePack.pack(for: language)
    let values = [
      "guess": DurationText.text(seconds: guessSeconds), "actual": DurationText.text(seconds: actualSeconds),
    ]
    guard let band = GuessBand(guessSeconds: guessSeconds, actualSeconds: actualSeconds) else {
      return ContextMessage.fill(pack.timesOnly, values)
    }
    return ContextMessage.fill(pack.comparison, values.merging(["band": pack.phrase(band)]) { $1 })
  }

  /// A task's line after it was played: the comparison, "Guessed 5 min · skipped", or "Skipped"
  /// when it was skipped before a guess.
  public static func comparison(_ task: TaskPlay, language: String = "en") -> String {
    let pack = GameMessagePack.pack(for: language)
    guard let actual = task.actualSeconds else {
      guard task.guessSeconds > 0 else { return pack.skipped }
      return ContextMessage.fill(pack.skippedAfterGuess, ["guess": DurationText.text(seconds: task.guessSeconds)])
    }
    return comparison(guessSeconds: task.guessSeconds, actualSeconds: actual, language: language)
  }

  /// "Last times: 6 min, 7 min, 5 min" (newest first, as `PastTimes.recent` lists them); nil when there are none.
  public static func pastTimes(_ seconds: [Int], language: String = "en") -> String? {
    guard !seconds.isEmpty else { return nil }
    let times = seconds.map { DurationText.text(seconds: $0) }.joined(separator: ", ")
    return ContextMessage.fill(GameMessagePack.pack(for: language).pastTimes, ["times": times])
  }

  /// "Closest guess: Brush teeth · just as guessed"; nil when no task of the session was scored.
  public static func closestGuess(in session: GameSession, language: String = "en") -> String? {
    guard let task = session.closestTask, let band = task.score?.band else { return nil }
    let pack = GameMessagePack.pack(for: language)
    return ContextMessage.fill(pack.closestGuess, ["task": task.name, "band": pack.phrase(band)])
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
