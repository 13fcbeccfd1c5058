/// Every word the estimation game shows a child or a parent, in one language.
///
/// Like `MessagePack`, templates take `{name}` placeholders and are observations: they say what
/// happened ("a bit longer than guessed"), never what to do and never how well anyone did.
/// `allTemplates` is what the passive-language test reads.
public struct GameMessagePack: Sendable {
  /// The code of the `Language` that holds the pack, set by it.
  public internal(set) var language = ""

  // Bands (mid-sentence, lower case)
  public var spotOn: String
  public var close: String
  public var aBitLonger: String
  public var longer: String
  public var aBitShorter: String
  public var shorter: String

  // After a task
  /// `{guess}`, `{actual}`, `{band}`
  public var comparison: String
  /// `{guess}`, `{actual}`: when a time is zero and no band exists
  public var timesOnly: String
  /// `{guess}`
  public var skippedAfterGuess: String
  public var skipped: String

  // Before a guess and at the end
  /// `{times}`: durations joined with ", "
  public var pastTimes: String
  /// `{task}`, `{band}`
  public var closestGuess: String

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
      spotOn, close, aBitLonger, longer, aBitShorter, shorter, comparison, timesOnly, skippedAfterGuess, skipped,
      pastTimes,
      closestGuess, trendCloser, trendAboutTheSame, trendFurther, trendNotEnoughPlays, tendencyOver, tendencyUnder,
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

  /// The packs shipped, one per `Language.withMessages`.
  public static var all: [GameMessagePack] { Language.withMessages.map(\.game) }

  /// The pack for an ISO 639-1 code (a region such as "de-AT" or "es_MX" is ignored), else English.
  public static func pack(for language: String) -> GameMessagePack { Language.matching(language).game }
}
