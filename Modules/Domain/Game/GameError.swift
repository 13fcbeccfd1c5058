/// Problems with what a child typed during the game. The messages are read by a child, so they
/// describe what a guess looks like instead of telling anyone what to do.
public enum GameError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text is not a duration at all (`abc`, `5x`, `4:75`).
  case notADuration(String)
  /// The text is a duration of zero (`0`, `0:00`, `0m`).
  case zeroGuess(String)
  /// The text is a duration over `GuessText.maximumSeconds` (12 hours).
  case guessTooLong(String)

  public var description: String {
    switch self {
    case .notADuration(let text):
      "'\(text)' is not a time: a guess looks like \(GuessText.examples)"
    case .zeroGuess(let text):
      "'\(text)' is no time at all: a guess is between 1 second and 12 hours, like \(GuessText.examples)"
    case .guessTooLong(let text):
      "'\(text)' is more than 12 hours: a guess is between 1 second and 12 hours, like \(GuessText.examples)"
    }
  }
}

extension GameError: ExitCoded {
  /// A guess that cannot be used is bad data (sysexits 65), as the command-line contract says.
  public var exitCode: Int32 { 65 }
}
