/// A word the game understands at every question, the same everywhere: the guess, the end of a
/// task in line mode, the player's name. `q` (or `quit`, or a message language's own word) ends
/// the game; `skip` (or `s`, or a language's own word) skips the task in hand.
///
/// Every language's words are understood whatever the player's language, so a child typing the
/// word they know is never answered "not a time"; none of them is a duration `GuessText` reads.
public enum GameCommand: Hashable, Sendable {
  case quit, skip

  /// The word the help line names for quitting, in every language.
  public static let quitKey = "q"
  /// The word every language understands for skipping.
  public static let skipKey = "skip"

  /// The command `text` names (case and surrounding spaces ignored), or nil.
  public init?(_ text: String) {
    let word = text.trimmingWhitespace().lowercased()
    if word == Self.quitKey || GameMessagePack.all.contains(where: { $0.quitWords.contains(word) }) {
      self = .quit
    } else if word == Self.skipKey || word == "s"
      || GameMessagePack.all.contains(where: { $0.skipWords.contains(word) })
    {
      self = .skip
    } else {
      return nil
    }
  }
}
