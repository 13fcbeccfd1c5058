/// How close a guess came to the time a task took, in words a child reads without being judged.
///
/// Two measures decide, and the nearer band either gives wins:
/// - the factor between the two times, `max(guess, actual) ÷ min(guess, actual)`, symmetric in the
///   log ratio, so guessing half the time and guessing double are equally far off (a percentage
///   error would call the first 50 % and the second 100 %);
/// - the difference in seconds, so a few seconds off a very short task is not called far off:
///   8 s against 5 s is a factor of 1.6 but only 3 s, while 2 min against 3 s is far off either way.
///
/// The limits are one table, `limits`:
/// - spot on: a factor of at most 1.10, or at most 2 s apart;
/// - close: at most 1.25, or at most 5 s apart, either way;
/// - a bit longer / a bit shorter than guessed: at most 1.5, or at most 15 s apart;
/// - (much) longer / shorter than guessed: past all of those.
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

  /// One row of the band table: a guess is at least this near when the factor between the times is
  /// at most `factor` (as the fraction `numerator ÷ denominator`, so a guess exactly on it lands in
  /// the same band on every machine) or the times are at most `seconds` apart.
  public struct Limit: Hashable, Sendable {
    public let numerator: Int
    public let denominator: Int
    public let seconds: Int

    public var factor: Double { Double(numerator) / Double(denominator) }

    /// Whether two positive times, `small <= large`, are within this limit.
    func holds(small: Int, large: Int) -> Bool {
      large - small <= seconds || GuessBand.atMost(large, denominator, small, numerator)
    }
  }

  /// The band table, nearest first: spot on, close, a bit; past the last is (much) longer or shorter.
  /// Each row's band when the task took longer than the guess, and when it took less.
  public static let limits: [(longer: GuessBand, shorter: GuessBand, limit: Limit)] = [
    (.spotOn, .spotOn, Limit(numerator: 11, denominator: 10, seconds: 2)),
    (.close, .close, Limit(numerator: 5, denominator: 4, seconds: 5)),
    (.aBitLonger, .aBitShorter, Limit(numerator: 3, denominator: 2, seconds: 15)),
  ]

  /// The band of two positive times.
  /// The products are taken at double width: times read back from a damaged file may be near
  /// `Int.max`, and `10 * large` must not trap on them.
  static func of(guess: Int, actual: Int) -> GuessBand {
    let (small, large) = (min(guess, actual), max(guess, actual))
    let tookLonger = actual > guess
    for row in limits where row.limit.holds(small: small, large: large) {
      return tookLonger ? row.longer : row.shorter
    }
    return tookLonger ? .longer : .shorter
  }

  /// `a × p <= b × q` for non-negative `a`, `b` and small positive `p`, `q`, without overflow.
  static func atMost(_ a: Int, _ p: Int, _ b: Int, _ q: Int) -> Bool {
    let left = UInt(a).multipliedFullWidth(by: UInt(p))
    let right = UInt(b).multipliedFullWidth(by: UInt(q))
    return (left.high, left.low) <= (right.high, right.low)
  }

  /// The largest factor between guess and actual time in each band (the seconds aside); `longer`
  /// and `shorter` have none.
  public static let spotOnFactor = limits[0].limit.factor
  public static let closeFactor = limits[1].limit.factor
  public static let aBitFactor = limits[2].limit.factor

  /// The guess was near: spot on or close, the bands the end of a game celebrates.
  public var isNear: Bool { self == .spotOn || self == .close }

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
