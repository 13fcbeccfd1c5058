/// Every word the estimation game shows a child or a parent, in one language.
///
/// Like `MessagePack`, templates take `{name}` placeholders and are observations: they say what
/// happened ("longer than you thought"), never what to do and never how well anyone did. The words
/// are for a child of 6 to 12.
/// `allTemplates` is what the passive-language test reads.
public struct GameMessagePack: LabelPack {
  /// The code of the `Language` that holds the pack, set by it.
  public internal(set) var language = ""

  // Bands (mid-sentence, lower case; a sentence's first word is capitalised where it starts one)
  public var spotOn: String
  public var close: String
  public var aBitLonger: String
  public var longer: String
  public var aBitShorter: String
  public var shorter: String
  /// Which way a close guess was off: the time a little longer, or a little shorter.
  public var closeLonger: String
  public var closeShorter: String

  // The guess
  /// `{task}`: the question before each guess, ending in a space.
  public var guessQuestion: String
  /// `{quit}`, `{skip}`: what the words understood at every question do, said once per game.
  public var keysHelp: String
  /// The words that end the game at any question, besides `q` and Ctrl-C (lower case).
  public var quitWords: [String]
  /// The words that skip a task at any question, besides `skip` and `s` (lower case).
  public var skipWords: [String]
  /// `{time}`: the parent's planned time for the task, shown after the guess when turned on.
  public var planned: String
  /// The skip word a message names: the language's own, else `skip`.
  public var skipWord: String { skipWords.first ?? GameCommand.skipKey }
  /// `{task}`, `{skip}`: line mode's question while a task is timed (no big timer to read), ending
  /// in a space.
  public var timingQuestion: String

  // After a task
  /// `{guess}`, `{actual}`
  public var spotOnResult: String
  /// `{direction}` (`closeLonger` or `closeShorter`), `{guess}`, `{actual}`
  public var closeResult: String
  /// `{guess}`, `{actual}`, `{band}` (at the start of the sentence): the bands further off
  public var comparison: String
  /// `{guess}`, `{actual}`: when a time is zero and no band exists
  public var timesOnly: String
  /// `{guess}`
  public var skippedAfterGuess: String
  public var skipped: String

  // Headings of the game and its end
  public var oneTask: String
  /// `{count}`
  public var tasks: String
  /// `{played}`, `{count}`: how many of the routine's tasks are over
  public var tasksOf: String
  public var endedEarly: String
  public var nothingSaved: String

  // Before a guess and at the end
  /// `{times}`: durations joined with ", "
  public var pastTimes: String
  /// `{task}`, `{band}`: only for a near guess (spot on or close)
  public var closestGuess: String
  /// `{task}`: the task's closest guess of all its plays so far
  public var closestEver: String
  /// `{task}`: the end's line when the task's guesses are getting closer
  public var encouragementCloser: String
  /// The end's line otherwise
  public var encouragementPlayed: String

  // Trends
  public var trendCloser: String
  public var trendAboutTheSame: String
  public var trendFurther: String
  public var trendNotEnoughPlays: String

  // Tendencies
  public var tendencyOver: String
  public var tendencyUnder: String
  public var tendencyBalanced: String

  // Streaks and counts
  /// `{days}`
  public var streak: String
  /// `{days}`
  public var longestStreak: String
  /// `{dates}`: dates joined with ", "
  public var gaps: String
  public var oneDay: String
  /// `{count}`
  public var days: String
  public var onePlay: String
  /// `{count}`
  public var plays: String

  /// Every template of the pack, for the passive-language test.
  public var allTemplates: [String] {
    [
      spotOn, close, aBitLonger, longer, aBitShorter, shorter, closeLonger, closeShorter, guessQuestion, keysHelp,
      planned, timingQuestion, spotOnResult, closeResult, comparison, timesOnly, skippedAfterGuess, skipped, oneTask,
      tasks, tasksOf,
      endedEarly, nothingSaved, pastTimes, closestGuess,
      closestEver, encouragementCloser, encouragementPlayed, trendCloser, trendAboutTheSame, trendFurther,
      trendNotEnoughPlays, tendencyOver, tendencyUnder,
      tendencyBalanced, streak, longestStreak, gaps, oneDay, days, onePlay, plays,
    ]
  }

  /// The words for a band.
  public func phrase(_ band: GuessBand) -> String {
    switch band {
    case .spotOn: spotOn
    case .close: close
    case .aBitLonger: aBitLonger
    case .longer: longer
    case .aBitShorter: aBitShorter
    case .shorter: shorter
    }
  }

  /// The packs shipped, one per `Language.withMessages`: each is held by its `Language`, so
  /// `pack(for:)` is `LabelPack`'s, like the newer packs'.
  public static var all: [GameMessagePack] { Language.withMessages.map(\.game) }
}
