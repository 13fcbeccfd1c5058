import AppCore
import Platform
import Synchronization

/// A terminal driven by a script: lines of "standard input", answers to secret prompts and to
/// questions, in order; it records what was asked ("line" for a plain read).
public final class ScriptedTerminal: TerminalInput {
  private let state: Mutex<(lines: [String], prompts: [String], answers: [String], asked: [String])>

  public init(lines: [String] = [], prompts: [String] = [], answers: [String] = []) {
    state = Mutex((lines, prompts, answers, []))
  }

  public func readLine() -> String? {
    state.withLock { state in
      state.asked.append("line")
      return state.lines.isEmpty ? nil : state.lines.removeFirst()
    }
  }

  public func prompt(_ text: String) -> String? {
    state.withLock { state in
      state.asked.append(text)
      return state.prompts.isEmpty ? nil : state.prompts.removeFirst()
    }
  }

  public func ask(_ question: String) -> String? {
    state.withLock { state in
      state.asked.append(question)
      return state.answers.isEmpty ? nil : state.answers.removeFirst()
    }
  }

  /// Every prompt and question shown, and "line" for each line read, in order.
  public var asked: [String] { state.withLock { $0.asked } }
}

extension AppDependencies {
  /// The same services with `terminal` at the keyboard.
  public func answering(_ terminal: any TerminalInput) -> AppDependencies {
    var copy = self
    copy.terminal = terminal
    return copy
  }
}
