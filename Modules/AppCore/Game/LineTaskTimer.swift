import Domain
import Foundation
import Platform
import Presentation

/// The game played with lines of input: for each task a guess line, then a line when the task is
/// over (an empty line). At either, `skip` skips the task and `q` ends the game (`GameCommand`). The time between the two lines
/// is measured on the monotonic clock.
///
/// Without a terminal (script mode) a line that does not fit ends the game with an error naming
/// the line, so a script learns exactly where it went wrong; on a terminal the question is asked
/// again instead, with the reason.
public struct LineTaskTimer<C: Clock>: TaskTimer where C.Duration == Duration {
  let terminal: any TerminalInput
  let clock: C
  /// A person at a terminal: questions are shown and a line that does not fit is asked again.
  let interactive: Bool
  /// Lines read so far, for error messages.
  public private(set) var lineNumber = 0

  public init(terminal: any TerminalInput, clock: C, interactive: Bool) {
    self.terminal = terminal
    self.clock = clock
    self.interactive = interactive
  }

  public mutating func guess(for turn: TaskTurn) async throws -> GuessAnswer {
    var problem: String?
    while true {
      let question = PromptText.guess(for: turn.name, problem: problem, language: turn.language)
      guard let line = try readLine(asking: question) else { return .end }
      let text = line.trimmingCharacters(in: .whitespaces)
      switch GameCommand(text) {
      case .quit?: return .end
      case .skip?: return .skip
      case nil: break
      }
      do {
        return .guess(seconds: try GuessText.seconds(text))
      } catch {
        guard interactive else { throw GamePlayError.badGuess(line: lineNumber, error) }
        problem = PromptText.problem(error, language: turn.language)
      }
    }
  }

  public mutating func time(_ turn: TaskTurn, guessSeconds: Int) async throws -> TimingAnswer {
    let start = clock.now
    while true {
      let question = PromptText.timing(turn.name, language: turn.language)
      guard let line = try readLine(asking: question) else { return .end }
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.isEmpty { return .done(start.duration(to: clock.now)) }
      switch GameCommand(text) {
      case .quit?: return .end
      case .skip?: return .skip
      case nil: break
      }
      guard interactive else { throw GamePlayError.notTheEndOfATask(line: lineNumber, text: text) }
    }
  }

  private mutating func readLine(asking question: String) throws -> String? {
    let line = interactive ? try terminal.ask(question) : try terminal.readLine()
    if line != nil { lineNumber += 1 }
    return line
  }
}
