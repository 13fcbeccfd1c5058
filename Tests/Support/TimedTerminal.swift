import AppCore
import Platform
import Synchronization

/// A person typing lines over time: each line arrives after its wait on a `TestClock`, whether it
/// is read as standard input or as the answer to a question, so a game's times come out exact.
public final class TimedTerminal: TerminalInput {
  private let clock: TestClock
  private let state: Mutex<(lines: [(text: String, after: Duration)], asked: [String])>

  /// - Parameter lines: each line's text and how long after the previous read it is typed.
  public init(clock: TestClock, lines: [(String, Duration)]) {
    self.clock = clock
    state = Mutex((lines.map { (text: $0.0, after: $0.1) }, []))
  }

  public func readLine() -> String? { next(asked: "line") }

  public func prompt(_ text: String) -> String? { next(asked: text) }

  public func ask(_ question: String) -> String? { next(asked: question) }

  /// Every question shown, and "line" for each plain read, in order.
  public var asked: [String] { state.withLock { $0.asked } }

  /// Lines not read yet.
  public var remaining: Int { state.withLock { $0.lines.count } }

  private func next(asked: String) -> String? {
    let line: (text: String, after: Duration)? = state.withLock { state in
      state.asked.append(asked)
      return state.lines.isEmpty ? nil : state.lines.removeFirst()
    }
    guard let line else { return nil }
    clock.advance(by: line.after)
    return line.text
  }
}
