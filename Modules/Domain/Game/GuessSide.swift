/// Which side of the actual time a guess fell.
public enum GuessSide: String, Hashable, Sendable, Codable, CaseIterable {
  /// The guess was longer than the task took (the task was shorter than guessed).
  case over
  /// The guess was shorter than the task took (the task was longer than guessed).
  case under
  /// Spot on: within 10 % either way.
  case even
}
