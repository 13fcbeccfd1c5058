import Domain

/// Why the parent gate did not open, or why a new PIN was refused.
public enum ParentGateError: ExitCoded, Equatable, Sendable, CustomStringConvertible {
  /// A PIN is set and nothing answered it (no terminal, no `TQ_PARENT_PIN`, no `--pin-stdin`).
  case pinRequired
  /// The answer was wrong; `triesLeft` more wrong answers lock the gate.
  case wrongPIN(triesLeft: Int)
  /// Too many wrong answers: the gate opens again at `until` (local time, already formatted).
  case locked(until: String)
  /// `pin set` was given an empty PIN.
  case emptyPIN
  case pinTooShort(minimum: Int)
  /// A PIN (new, or answering the gate) that is not printable text of 4 to 64 characters: what is wrong.
  case unusablePIN(String)
  /// The two entries of a new PIN differ.
  case pinsDiffer
  /// `--pin-stdin` was given but standard input ended before the line was read.
  case noLineOnStandardInput(purpose: String)
  /// `pin set` without a terminal and without `--pin-stdin`: nothing to read the new PIN from.
  case newPINNeedsInput
  /// The stored record uses a hash this version cannot check (written by a newer TimeQuest).
  case unknownAlgorithm(String)
  /// The lockout state file could not be written.
  case stateNotWritable(path: String, reason: String)
  /// Where the lockout state goes holds no file (a folder, a FIFO, a link that leads nowhere): the
  /// wrong answers could not be counted, so the gate stays closed.
  case stateNotAFile(path: String, what: String)

  public var description: String {
    switch self {
    case .pinRequired:
      "a parent PIN is set and this command needs it: run it in a terminal to be asked, "
        + "or set TQ_PARENT_PIN, or give --pin-stdin and write the PIN as the first line of standard input"
    case .wrongPIN(let left):
      "wrong PIN: \(left) more wrong answer\(left == 1 ? "" : "s") lock\(left == 1 ? "s" : "") the parent gate for "
        + "\(ParentGateLock.lockMinutes) minutes"
    case .locked(let until):
      "the parent gate is locked after \(ParentGateLock.maximumFailures) wrong answers: it opens again at \(until)"
    case .emptyPIN:
      "the PIN is empty: choose at least \(ParentGatePIN.minimumLength) characters"
    case .pinTooShort(let minimum):
      "the PIN is too short: choose at least \(minimum) characters"
    case .unusablePIN(let problem):
      "the PIN \(problem): a PIN is \(ParentGatePIN.minimumLength) to \(ParentGatePIN.maximumLength) printable "
        + "characters, not only spaces"
    case .pinsDiffer:
      "the two PINs differ: nothing was changed; run `tq-parent pin set` again"
    case .noLineOnStandardInput(let purpose):
      "--pin-stdin was given but standard input ended before the \(purpose): write it as one line"
    case .newPINNeedsInput:
      "there is no terminal to ask for the new PIN: give --pin-stdin and write it as one line of standard input"
    case .unknownAlgorithm(let name):
      "the parent PIN is stored with '\(name)', which this version of TimeQuest cannot check: "
        + "install the newer version that set it"
    case .stateNotWritable(let path, let reason):
      "cannot record the gate's state in \(path) (\(reason)): check that the state folder is writable"
    case .stateNotAFile(let path, let what):
      "the parent gate counts wrong answers in \(path), but it is \(what), not a file: the gate stays closed "
        + "until it is moved aside"
    }
  }

  /// 77 (permission denied) for the gate itself; 64 (usage) for a refused new PIN; 74 for the state file.
  public var exitCode: Int32 {
    switch self {
    case .pinRequired, .wrongPIN, .locked, .unknownAlgorithm: 77
    case .emptyPIN, .pinTooShort, .unusablePIN, .pinsDiffer, .noLineOnStandardInput, .newPINNeedsInput: 64
    case .stateNotWritable, .stateNotAFile: 74
    }
  }
}
