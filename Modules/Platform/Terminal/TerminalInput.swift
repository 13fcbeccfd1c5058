import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a command reads from the person at the keyboard: lines of standard input, a secret typed
/// without echo, the answer to a question. A dependency, so that the moments that ask (the parent
/// gate, the consent to read calendars) are tested in-process with a scripted terminal.
public protocol TerminalInput: Sendable {
  /// The next line of standard input without its line break; nil at the end of input.
  func readLine() throws -> String?
  /// Shows `text` on standard error and reads one line with echo off; nil at the end of input.
  /// The live terminal never throws; a test's double throws when it was not expected to be asked.
  func prompt(_ text: String) throws -> String?
  /// Shows `question` on standard output and reads one line; nil at the end of input.
  func ask(_ question: String) throws -> String?
}

/// Standard input and the terminal, read one byte at a time so that what follows a PIN line
/// (an `import -` document) is still there for the command; a line has at most `maximumLineBytes`.
public struct StandardTerminalInput: TerminalInput {
  /// Far more than a PIN, an answer or a script's guess; a line without end must not fill memory.
  public static let maximumLineBytes = 4096

  public init() {}

  /// - Throws: `LineTooLong` past `maximumLineBytes`.
  public func readLine() throws(LineTooLong) -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = read(STDIN_FILENO, &byte, 1)
      if count < 0, errno == EINTR { continue }
      if count <= 0 { return bytes.isEmpty ? nil : Self.text(bytes) }
      if byte == 0x0A { return Self.text(bytes) }
      guard bytes.count < Self.maximumLineBytes else { throw LineTooLong(limit: Self.maximumLineBytes) }
      bytes.append(byte)
    }
  }

  public func prompt(_ text: String) throws(LineTooLong) -> String? {
    StandardIO.writeError(text)
    var saved = termios()
    let isTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
    if isTerminal {
      var silent = saved
      silent.c_lflag &= ~tcflag_t(ECHO)
      silent.c_lflag |= tcflag_t(ECHONL)
      _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
    }
    defer { if isTerminal { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) } }
    return try readLine()
  }

  public func ask(_ question: String) throws(LineTooLong) -> String? {
    // Whatever `print` still buffers goes out first, so the question follows what came before it.
    StandardIO.writeOutput(question)
    StandardIO.flushOutput()
    return try readLine()
  }

  static func text(_ bytes: [UInt8]) -> String {
    var bytes = bytes
    if bytes.last == 0x0D { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}
