/// What the live timer reads from a terminal while a task is timed.
public enum TimerInput: Hashable, Sendable {
  /// One byte typed in raw mode.
  case key(UInt8)
  /// A whole line, where the terminal has no raw mode.
  case line(String)
  /// A signal caught while timing (Ctrl-C, Ctrl-Z, a resize, a hang-up, a termination).
  case signal(Int32)
  /// Nothing happened within the time asked for.
  case timeout
  /// The input ended.
  case end
}

/// What came back when a guess was asked for in the terminal's normal (line) mode.
public enum GuessLineInput: Hashable, Sendable {
  case line(String)
  /// Ctrl-D at the start of a line, or the end of input.
  case end
  /// Ctrl-C, a hang-up or a termination while the line was typed.
  case signal(Int32)
  /// A line longer than `limit` bytes (`StandardTerminalInput.maximumLineBytes`), read to its end and dropped.
  case tooLong(limit: Int)
}

/// The terminal as the live timer drives it: a line mode for the guess, a raw mode while the task
/// is timed, and the signals that must leave the terminal as it was. `PosixTerminal` is the real
/// one; tests give a scripted one.
public protocol TimerTerminal: AnyObject {
  /// The window's width in columns (80 when it cannot be told).
  var width: Int { get }
  /// The window's height in rows; 0 when it cannot be told (then the timer keeps to one line).
  var height: Int { get }
  /// Writes `text` as it is, after anything still buffered by `print`.
  func write(_ text: String)
  /// Shows `prompt` and reads one line in the terminal's normal mode; Ctrl-C, a hang-up and a
  /// termination end the read.
  func readLine(prompt: String) -> GuessLineInput
  /// Raw mode on (keys one by one, no echo), the cursor hidden when asked, and the signals that
  /// need care caught. - Returns: false when the terminal has no raw mode: keys then come as lines.
  func startTiming(hideCursor: Bool) -> Bool
  /// Raw mode and the hidden cursor again after the program continued (SIGCONT), as the shell may
  /// have reset the terminal meanwhile.
  func reenterTiming()
  /// The terminal's modes, the cursor and the signal handlers as they were before `startTiming`.
  func stopTiming()
  /// The next key, line or signal; `.timeout` when nothing came within `timeout`.
  func next(timeout: Duration) -> TimerInput
  /// Stops the program as Ctrl-Z does and returns once it continues (`stopTiming` first).
  func suspend()
  /// Ends the program as `signal` does when nothing catches it (`stopTiming` first), so the
  /// caller sees the conventional status.
  func end(by signal: Int32)
}

extension TimerTerminal {
  /// A terminal that cannot tell its height gets the one-line timer.
  public var height: Int { 0 }
}
