import Domain
import Foundation

/// The clock of one task on the live timer and what the keys do to it: Enter ends the task,
/// Space or `p` holds and releases the clock, `s` skips, `q` (or Ctrl-C, Ctrl-D) ends the game.
///
/// A value with no I/O, fed the instants of a clock, so pauses, a suspend with Ctrl-Z and the time
/// counted are tested with a test clock. Only the time while running counts.
public struct TimerKeys<Instant: InstantProtocol>: Sendable where Instant.Duration == Duration {
  /// What a key means here.
  public enum Key: Hashable, Sendable {
    case done, pause, skip, quit

    /// The key for a byte typed in raw mode, or nil for a byte that means nothing here.
    public init?(byte: UInt8) {
      switch byte {
      case 0x0A, 0x0D: self = .done
      case UInt8(ascii: " "), UInt8(ascii: "p"), UInt8(ascii: "P"): self = .pause
      case UInt8(ascii: "s"), UInt8(ascii: "S"): self = .skip
      // Ctrl-C and Ctrl-D arrive as bytes when the terminal does not turn them into a signal or an end.
      case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x04: self = .quit
      default: return nil
      }
    }

    /// The key for a whole line typed where raw mode is unavailable: an empty line ends the task.
    public init?(line: String) {
      // A line of spaces is a press of Space.
      if !line.isEmpty, line.allSatisfy({ $0 == " " }) {
        self = .pause
        return
      }
      switch line.trimmingCharacters(in: .whitespaces).lowercased() {
      case "": self = .done
      case "p", "pause": self = .pause
      case "s", GamePlayError.skipWord: self = .skip
      case "q", "quit": self = .quit
      default:
        // The words understood at every question, a language's own among them.
        switch GameCommand(line) {
        case .quit?: self = .quit
        case .skip?: self = .skip
        case nil: return nil
        }
      }
    }
  }

  /// Where a task stands after a key.
  public enum Outcome: Hashable, Sendable {
    /// The task goes on (running or held).
    case timing
    /// The task is over after this long, pauses not counted.
    case done(Duration)
    case skipped
    case ended
  }

  /// Time counted before the current run.
  private var counted: Duration = .zero
  /// When the clock last started running; nil while it is held.
  private var runningSince: Instant?
  /// The player held the clock (Space or `p`).
  public private(set) var heldByPlayer = false
  /// The program was stopped (Ctrl-Z): held until it continues.
  public private(set) var suspended = false

  /// A clock running from `start`.
  public init(start: Instant) { runningSince = start }

  /// The clock is counting.
  public var isRunning: Bool { runningSince != nil }

  /// Time counted up to `now`.
  public func elapsed(at now: Instant) -> Duration {
    counted + (runningSince.map { $0.duration(to: now) } ?? .zero)
  }

  /// Applies a key pressed at `now`.
  public mutating func press(_ key: Key, at now: Instant) -> Outcome {
    switch key {
    case .done:
      return .done(elapsed(at: now))
    case .skip:
      return .skipped
    case .quit:
      return .ended
    case .pause:
      heldByPlayer.toggle()
      update(at: now)
      return .timing
    }
  }

  /// The program is being stopped (Ctrl-Z): the clock holds until `resume`.
  public mutating func suspend(at now: Instant) {
    suspended = true
    update(at: now)
  }

  /// The program continues after a stop: the clock runs again unless the player had held it.
  public mutating func resume(at now: Instant) {
    suspended = false
    update(at: now)
  }

  /// Runs the clock when nothing holds it, and holds it otherwise.
  private mutating func update(at now: Instant) {
    let shouldRun = !heldByPlayer && !suspended
    if shouldRun, runningSince == nil {
      runningSince = now
    } else if !shouldRun, let since = runningSince {
      counted += since.duration(to: now)
      runningSince = nil
    }
  }
}
