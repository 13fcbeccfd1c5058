import Domain

/// Problems starting or playing a game; each message says what, where and what would work.
public enum GamePlayError: ExitCoded, Equatable, Sendable, CustomStringConvertible {
  /// A guess line of a script is not a guess; the tasks before it are kept.
  case badGuess(line: Int, GameError)
  /// After a guess, a script's line is neither empty (the task is over) nor a `GameCommand`.
  case notTheEndOfATask(line: Int, text: String)
  /// The player has no routine of this name.
  case unknownRoutine(name: String, player: String, known: [String])
  /// The routine is not on the player's list today (its weekdays, or the day's context).
  case notOnTheList(routine: String, player: String, day: String)

  /// The word that skips a task in a script, before or after its guess.
  public static let skipWord = "skip"

  public var description: String {
    switch self {
    case .badGuess(let line, let error):
      "line \(line): \(error); the tasks before it are kept, nothing was saved for this one"
    case .notTheEndOfATask(let line, let text):
      "line \(line): '\(text)' does not end a task: an empty line ends it, '\(Self.skipWord)' skips it and "
        + "'\(GameCommand.quitKey)' ends the game; "
        + "the tasks before it are kept, nothing was saved for this one"
    case .unknownRoutine(let name, let player, let known):
      known.isEmpty
        ? "\(player) has no routines yet, so none named '\(name)': see `tq-parent routine add`"
        : "\(player) has no routine named '\(name)'\(DidYouMean.phrase(name, among: known)): \(player)'s routines are "
          + known.joined(separator: ", ")
    case .notOnTheList(let routine, let player, let day):
      "\(routine) is not on \(player)'s list today (\(day)); `tq-player play \"\(routine)\" --any` plays it anyway"
    }
  }

  /// Bad data (sysexits 65), as the command-line contract says for each of these.
  public var exitCode: Int32 { 65 }
}
