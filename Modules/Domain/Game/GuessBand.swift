/// How close a guess came to the time a task took, in words a child reads without being judged.
///
/// The bands are symmetric in the log ratio: what counts is the factor between the two times,
/// `max(guess, actual) ÷ min(guess, actual)`, so guessing half the time and guessing double are
/// equally far off (a percentage error would call the first 50 % and the second 100 %).
/// - spot on: a factor of at most 1.10 (within 10 %);
/// - close: at most 1.25 (within 25 %), either way;
/// - a bit longer / a bit shorter than guessed: at most 1.5;
/// - longer / shorter than guessed: more than 1.5.
///
/// Each band has a symbol so the result never rests on colour alone, and an ASCII fallback.
public enum GuessBand: String, Hashable, Sendable, Codable, CaseIterable {
  case spotOn, close, aBitLonger, longer, aBitShorter, shorter

  /// The band of a guess against the actual time; nil when either is not positive (a skipped task,
  /// a task ended at once), as no ratio exists then.
  public init?(guessSeconds guess: Int, actualSeconds actual: Int) {
    guard guess > 0, actual > 0 else { return nil }
    self = Self.of(guess: guess, actual: actual)
  }

  /// The band of two positive times, compared in integers so that a guess exactly on a threshold
  /// lands in the same band on every machine.
  /// The products are taken at double width: times read back from a damaged file may be near
  /// `Int.max`, and `10 * large` must not trap on them.
  static func of(guess: Int, actual: Int) -> GuessBand {
    let (small, large) = (min(guess, actual), max(guess, actual))
    let tookLonger = actual > guess
    if atMost(large, 10, small, 11) { return .spotOn }
    if atMost(large, 4, small, 5) { return .close }
    if atMost(large, 2, small, 3) { return tookLonger ? .aBitLonger : .aBitShorter }
    return tookLonger ? .longer : .shorter
  }

  /// `a × p <= b × q` for non-negative `a`, `b` and small positive `p`, `q`, without overflow.
  static func atMost(_ a: Int, _ p: Int, _ b: Int, _ q: Int) -> Bool {
    let left = UInt(a).multipliedFullWidth(by: UInt(p))
    let right = UInt(b).multipliedFullWidth(by: UInt(q))
    return (left.high, left.low) <= (right.high, right.low)
  }

  /// The largest factor between guess and actual time in each band; `longer` and `shorter` have none.
  public static let spotOnFactor = 1.10
  public static let closeFactor = 1.25
  public static let aBitFactor = 1.5

  /// A shape that says the band without colour: ◎ spot on, ○ close, △/▲ (a bit) longer, ▽/▼ (a bit)
  /// shorter; hollow for a bit, filled for more, pointing the way the time went from the guess.
  public var symbol: String {
    switch self {
    case .spotOn: "◎"
    case .close: "○"
    case .aBitLonger: "△"
    case .longer: "▲"
    case .aBitShorter: "▽"
    case .shorter: "▼"
    }
  }

  /// The symbol for terminals without Unicode (`TERM=dumb`, a braille display): `=`, `~`, `+`, `++`, `-`, `--`.
  public var asciiSymbol: String {
    switch self {
    case .spotOn: "="
    case .close: "~"
    case .aBitLonger: "+"
    case .longer: "++"
    case .aBitShorter: "-"
    case .shorter: "--"
    }
  }
}
