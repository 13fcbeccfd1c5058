/// Recent accuracy ratios as a row of bars, on a fixed scale centred on 1.0 so that rows from
/// different tasks and days can be compared by eye.
///
/// The eight levels follow the bands, symmetric in the log ratio; taller bars mean the guess was
/// longer than the time taken:
///
/// | level | ▁ | ▂ | ▃ | ▄ | ▅ | ▆ | ▇ | █ |
/// |---|---|---|---|---|---|---|---|---|
/// | ratio | < 1/1.5 | < 1/1.25 | < 1/1.1 | < 1 | ≤ 1.1 | ≤ 1.25 | ≤ 1.5 | > 1.5 |
///
/// So ▄ and ▅ are both spot on (just under and just over), and ratios beyond 1.5 either way are
/// clamped to ▁ or █. The ASCII fallback uses the digits 1 to 8 for the same levels.
public enum Sparkline {
  public static let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
  public static let asciiBars: [Character] = ["1", "2", "3", "4", "5", "6", "7", "8"]

  /// The level, 0 (▁) to 7 (█), of one ratio; a ratio that is not positive or not finite is
  /// clamped to the nearest end.
  public static func level(ratio: Double) -> Int {
    guard ratio > 0 else { return 0 }
    guard ratio.isFinite else { return bars.count - 1 }
    // A hair of slack, so ratios built from times exactly on a band edge land as the band does.
    let slack = 1e-9
    let factor = ratio >= 1 ? ratio : 1 / ratio
    let step: Int
    if factor <= GuessBand.spotOnFactor + slack {
      step = 0
    } else if factor <= GuessBand.closeFactor + slack {
      step = 1
    } else if factor <= GuessBand.aBitFactor + slack {
      step = 2
    } else {
      step = 3
    }
    return ratio >= 1 ? 4 + step : 3 - step
  }

  /// One bar per ratio, oldest first.
  public static func text(_ ratios: [Double], ascii: Bool = false) -> String {
    let alphabet = ascii ? asciiBars : bars
    return String(ratios.map { alphabet[level(ratio: $0)] })
  }
}
