/// One task of a game: the child's guess and, unless the task was skipped, the time it took.
public struct TaskPlay: Hashable, Sendable {
  /// The task's name when it was played (history outlives routines).
  public var name: String
  /// The guess in seconds; 0 when the task was skipped before a guess was typed.
  public var guessSeconds: Int
  /// The time measured (pauses not counted); nil when the task was skipped.
  public var actualSeconds: Int?

  /// A task timed to the end, or skipped when `actualSeconds` is nil.
  public init(name: String, guessSeconds: Int, actualSeconds: Int?) {
    self.name = name
    self.guessSeconds = guessSeconds
    self.actualSeconds = actualSeconds
  }

  /// A task the child skipped (`s`, or `skip` in script mode): kept so history shows it, never scored.
  public static func skipped(name: String, guessSeconds: Int = 0) -> TaskPlay {
    TaskPlay(name: name, guessSeconds: guessSeconds, actualSeconds: nil)
  }

  /// The longest guess or time kept, in seconds: one week. A typed guess is at most
  /// `GuessText.maximumSeconds` (12 hours) and the game records at most this, so only a damaged or
  /// hand-made file holds more; backups are refused and a database is reported damaged past it.
  public static let maximumSeconds = 7 * 24 * 3600

  /// The seconds a guess or a time may be, typed, imported or read back.
  public static let secondsRange = 0...maximumSeconds

  /// What is wrong with the guess or the time, as a phrase; nil when both are in `secondsRange`.
  public var rangeProblem: String? {
    if !Self.secondsRange.contains(guessSeconds) {
      return "the guess of \(guessSeconds) s is not 0 to \(Self.maximumSeconds) s (one week)"
    }
    if let actualSeconds, !Self.secondsRange.contains(actualSeconds) {
      return "the time of \(actualSeconds) s is not 0 to \(Self.maximumSeconds) s (one week)"
    }
    return nil
  }

  /// Skipped tasks have no time; the flag is derived so it can never disagree with the time.
  public var skipped: Bool { actualSeconds == nil }

  /// The score, or nil when skipped or when either time is zero.
  public var score: GuessScore? {
    actualSeconds.flatMap { GuessScore(guessSeconds: guessSeconds, actualSeconds: $0) }
  }

  /// Guess ÷ actual, or nil when there is no score.
  public var ratio: Double? { score?.ratio }
}

extension TaskPlay: Codable {
  enum CodingKeys: String, CodingKey {
    case name, guessSeconds, actualSeconds, ratio, skipped
  }

  /// Reads the task form of the history contract; `ratio` is derived and ignored, and a task marked
  /// `skipped` has no time whatever `actualSeconds` says.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    guessSeconds = try container.decode(Int.self, forKey: .guessSeconds)
    let skipped = try container.decodeIfPresent(Bool.self, forKey: .skipped) ?? false
    actualSeconds = skipped ? nil : try container.decodeIfPresent(Int.self, forKey: .actualSeconds)
  }

  /// Writes `{"name","guessSeconds","actualSeconds","ratio","skipped"}` as `history --format json` shows a task.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(guessSeconds, forKey: .guessSeconds)
    try container.encode(actualSeconds, forKey: .actualSeconds)
    try container.encode(ratio, forKey: .ratio)
    try container.encode(skipped, forKey: .skipped)
  }
}
