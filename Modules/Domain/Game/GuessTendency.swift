/// Which side of the actual times a child's guesses mostly fall on.
///
/// "Most" means more than half of all scored guesses; spot-on guesses (within 10 %) count in the
/// total but on neither side, so a child who is mostly spot on reads as balanced.
public enum GuessTendency: String, Hashable, Sendable, Codable, CaseIterable {
  /// More than half the guesses were longer than the tasks took.
  case over
  /// More than half the guesses were shorter than the tasks took.
  case under
  /// Neither side has more than half.
  case balanced

  public init(sides: [GuessSide]) {
    let over = sides.count { $0 == .over }
    let under = sides.count { $0 == .under }
    if 2 * over > sides.count {
      self = .over
    } else if 2 * under > sides.count {
      self = .under
    } else {
      self = .balanced
    }
  }
}
