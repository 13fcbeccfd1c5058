import Domain
import Platform

/// The questions the programs ask at the terminal, in the words the person at the keyboard reads:
/// AppCore decides when to ask and what the answer means, the wording is here.
public enum PromptText {
  /// The players to choose from: "1 Maya · 2 Leo".
  public static func playerList(_ names: [String]) -> String {
    names.enumerated().map { "\($0.offset + 1) \($0.element.terminalSafe)" }.joined(separator: " · ")
  }

  /// In the household's language: no player, and so no player's language, is known yet.
  public static func whoIsPlaying(_ list: String, language: String = "en") -> String {
    PromptMessagePack.pack(for: language).fill(\.whoIsPlaying, ["list": list])
  }

  /// Asked again after an answer that is neither a number nor a name of the list.
  public static func notOnTheList(_ answer: String, list: String, language: String = "en") -> String {
    PromptMessagePack.pack(for: language).fill(\.notOnTheList, ["answer": answer.terminalSafe, "list": list])
  }

  /// Why a guess typed at the prompt could not be read, in the player's language.
  public static func problem(_ error: GameError, language: String = "en") -> String {
    PromptMessagePack.pack(for: language).problem(error).terminalSafe
  }

  /// A line at the guess prompt past the terminal reader's limit, in the player's language: asked
  /// again with this, the game going on.
  public static func lineTooLong(limit: Int, language: String = "en") -> String {
    let pack = GuessLineMessagePack.pack(for: language)
    return pack.fill(\.lineTooLong, ["limit": BoundedRead.words(limit), "examples": pack.examples])
  }

  /// The guess for a task ("How long will Get dressed take? " in the player's language), after
  /// what was wrong with the answer before, if anything.
  public static func guess(for task: String, problem: String?, language: String = "en") -> String {
    (problem.map { "\($0)\n" } ?? "") + GameMessage.question(task: task.terminalSafe, language: language)
  }

  /// Line mode's question while a task is timed, in the player's language.
  public static func timing(_ task: String, language: String = "en") -> String {
    GameMessage.timingQuestion(task: task.terminalSafe, language: language)
  }

  public static let parentPIN = "Parent PIN: "

  public static func newParentPIN(minimumLength: Int) -> String {
    "New parent PIN (at least \(minimumLength) characters): "
  }

  public static let samePINAgain = "The same PIN again: "

  /// The consent question before calendar reading is turned on, naming the calendars to be read.
  public static func calendarConsent(_ locations: [String]) -> String {
    let list =
      locations.isEmpty
      ? "calendars you connect later"
      : locations.map { "  \(SecretMask.location($0).terminalSafe)" }.joined(separator: "\n")
    return """
      TimeQuest will read, never change, these calendars each time it decides a day:
      \(list)
      Event details are not stored anywhere. Turn reading on? [y/N]\u{20}
      """
  }

  public static func replaceFile(_ path: String) -> String { "\(path.terminalSafe) already exists. Replace it? [y/N] " }
}
