import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the gate reads a PIN from: a line of standard input, or a prompt without echo.
public protocol PinReading: Sendable {
  /// The next line of standard input without its line break; nil at the end of input.
  func readLine() -> String?
  /// Shows `text` and reads one line with echo off; nil at the end of input.
  func prompt(_ text: String) -> String?
}

/// Standard input and the terminal, read one byte at a time so that what follows the PIN line
/// (an `import -` document) is still there for the command.
public struct TerminalPinReader: PinReading {
  public init() {}

  public func readLine() -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = read(STDIN_FILENO, &byte, 1)
      if count < 0, errno == EINTR { continue }
      if count <= 0 { return bytes.isEmpty ? nil : Self.text(bytes) }
      if byte == 0x0A { return Self.text(bytes) }
      bytes.append(byte)
    }
  }

  public func prompt(_ text: String) -> String? {
    FileHandle.standardError.write(Data(text.utf8))
    var saved = termios()
    let isTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
    if isTerminal {
      var silent = saved
      silent.c_lflag &= ~tcflag_t(ECHO)
      silent.c_lflag |= tcflag_t(ECHONL)
      _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
    }
    defer { if isTerminal { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) } }
    return readLine()
  }

  static func text(_ bytes: [UInt8]) -> String {
    var bytes = bytes
    if bytes.last == 0x0D { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// How this command may answer the gate: `--pin-stdin`, and the reader for stdin and the terminal.
/// `TQ_PARENT_PIN` and whether standard input is a terminal come from `AppEnvironment`.
public struct ParentGateAnswers: Sendable {
  public var pinStdin: Bool
  public var input: any PinReading

  public init(pinStdin: Bool, input: any PinReading = TerminalPinReader()) {
    self.pinStdin = pinStdin
    self.input = input
  }

  /// The environment variable scripts answer the gate with.
  public static let environmentVariable = "TQ_PARENT_PIN"
}
