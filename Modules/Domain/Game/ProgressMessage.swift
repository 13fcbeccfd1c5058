import Foundation

/// Progress in plain words, filled from `ProgressMessagePack`: minutes and "× off" rather than
/// ratios, so a child and a parent read the same numbers without an explanation.
public enum ProgressMessage {
  /// "Usually within 2 min", or "Usually spot on" when a typical guess is off by under a second.
  public static func usuallyWithin(_ guesses: GuessStatistics, language: String = "en") -> String {
    let pack = ProgressMessagePack.pack(for: language)
    guard guesses.medianMissSeconds > 0 else { return pack.usuallySpotOn }
    return ContextMessage.fill(
      pack.usuallyWithin, ["time": DurationText.text(seconds: roundedUp(guesses.medianMissSeconds))])
  }

  /// A miss rounded up to a step a person would say — 5 s under a minute, 30 s under ten minutes,
  /// whole minutes above — so "within" stays true of the exact median.
  public static func roundedUp(_ seconds: Int) -> Int {
    let seconds = min(max(0, seconds), TaskPlay.maximumSeconds)
    let step = seconds < 60 ? 5 : seconds < 600 ? 30 : 60
    return (seconds + step - 1) / step * step
  }

  /// "closest: guessed 5 min, took 5 min 10 s".
  public static func closest(_ guesses: GuessStatistics, language: String = "en") -> String {
    ContextMessage.fill(
      ProgressMessagePack.pack(for: language).closest,
      [
        "guess": DurationText.text(seconds: guesses.closest.guessSeconds),
        "actual": DurationText.text(seconds: guesses.closest.actualSeconds),
      ])
  }

  /// "skipped 2×".
  public static func skipped(_ count: Int, language: String = "en") -> String {
    ContextMessage.fill(ProgressMessagePack.pack(for: language).skipped, ["count": String(count)])
  }

  /// "Breakfast usually takes 22 min; planned 15 min"; nil when the task was never timed, has no
  /// planned minutes, or its usual time is within the spot-on band of what was planned.
  public static func usualTime(
    task: String, actualSeconds: [Int], plannedMinutes: Int?, language: String = "en"
  ) -> String? {
    // Times and plans beyond a week are a damaged file's, read as a week: never a trap.
    guard let asked = plannedMinutes, asked > 0,
      let usual = GuessStatistics.median(
        actualSeconds.filter { $0 > 0 }.map { Double(min($0, TaskPlay.maximumSeconds)) })
    else { return nil }
    let plannedSeconds = min(asked, TaskPlay.maximumSeconds / 60) * 60
    let planned = Double(plannedSeconds)
    guard usual > planned * GuessBand.spotOnFactor || usual * GuessBand.spotOnFactor < planned else { return nil }
    // Whole minutes from a minute on: a parent tunes a routine in minutes.
    let shown = usual < 60 ? Int(usual.rounded()) : Int((usual / 60).rounded()) * 60
    return ContextMessage.fill(
      ProgressMessagePack.pack(for: language).usualTime,
      [
        "task": task, "actual": DurationText.text(seconds: shown),
        "planned": DurationText.text(seconds: plannedSeconds),
      ])
  }

  /// The report's headline for one player: how far off guesses were at the start and at the end of
  /// the window, in words.
  public static func headline(player: String, change: ProgressChange, language: String = "en") -> String {
    let pack = ProgressMessagePack.pack(for: language)
    func off(_ factor: Double) -> String {
      ContextMessage.fill(pack.off, ["factor": times(factor, decimalMark: pack.decimalMark)])
    }
    let span = span(days: change.days, pack: pack)
    let values = ["player": player, "before": off(change.before), "after": off(change.after), "span": span]
    switch change.kind {
    case .closer: return ContextMessage.fill(pack.headlineCloser, values)
    case .further: return ContextMessage.fill(pack.headlineFurther, values)
    case .aboutTheSame: return ContextMessage.fill(pack.headlineSame, values)
    case .tooFew:
      return ContextMessage.fill(
        pack.headlineTooFew, ["player": player, "games": games(change.games, language: pack.language)])
    }
  }

  /// "1 game", "12 games".
  public static func games(_ count: Int, language: String = "en") -> String {
    let pack = ProgressMessagePack.pack(for: language)
    return count == 1 ? pack.oneGame : ContextMessage.fill(pack.games, ["count": String(count)])
  }

  /// A factor as people say it: "2×", "1.2×", "12×" (with the language's decimal mark).
  public static func times(_ factor: Double, decimalMark: String = ".") -> String {
    guard factor < 10 else { return "\(Int(factor.rounded()))×" }
    let tenths = Int((factor * 10).rounded())
    return tenths % 10 == 0 ? "\(tenths / 10)×" : "\(tenths / 10)\(decimalMark)\(tenths % 10)×"
  }

  /// "8 weeks" from two weeks on, else "9 days".
  static func span(days: Int, pack: ProgressMessagePack) -> String {
    guard days >= 14 else {
      return days == 1 ? pack.oneDay : ContextMessage.fill(pack.days, ["count": String(days)])
    }
    let weeks = Int((Double(days) / 7).rounded())
    return ContextMessage.fill(pack.weeks, ["count": String(weeks)])
  }
}

/// How far off a player's guesses were in the first and in the last games of a window: what the
/// report's headline says.
///
/// The scored games, oldest first, are cut in halves (the middle one of an odd count left out);
/// each half is the median |ln ratio| of all its guesses, shown as a factor ("about 2× off").
/// A change of at most `GuessTrend.sameWithin` either way, or one too small to show in the
/// factor's tenths, is about the same.
public struct ProgressChange: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable { case closer, further, aboutTheSame, tooFew }

  /// Scored games needed to compare a first and a last half.
  public static let minimumGames = 6

  public let kind: Kind
  /// The first half's typical factor off (1 is spot on); 1 when too few.
  public let before: Double
  /// The last half's, or every game's when too few.
  public let after: Double
  /// Days from the first game to the last, both counted.
  public let days: Int
  /// Games with at least one scored guess.
  public let games: Int

  /// - Parameter sessions: the window's games in any order.
  public init(_ sessions: [GameSession]) {
    let scored = GameStatistics.chronological(sessions).map { ($0.date, $0.tasks.compactMap(\.score?.distance)) }
      .filter { !$0.1.isEmpty }
    games = scored.count
    days = scored.first.map { first in first.0.days(to: scored.last?.0 ?? first.0) + 1 } ?? 0
    let half = scored.count / 2
    guard scored.count >= Self.minimumGames,
      let early = GuessStatistics.median(scored.prefix(half).flatMap(\.1)),
      let late = GuessStatistics.median(scored.suffix(half).flatMap(\.1))
    else {
      kind = .tooFew
      before = 1
      after = exp(GuessStatistics.median(scored.flatMap(\.1)) ?? 0)
      return
    }
    before = exp(early)
    after = exp(late)
    if ProgressMessage.times(before) == ProgressMessage.times(after) || abs(late - early) <= GuessTrend.sameWithin {
      kind = .aboutTheSame
    } else {
      kind = late < early ? .closer : .further
    }
  }
}
