import Foundation

/// Standard error, unbuffered through stdio: FileHandle.write traps when the stream cannot be
/// written, and a message that cannot be shown is no reason to crash.
public struct StandardError: ByteSink, Sendable {
  public typealias Failure = Never

  public init() {}

  public static func write(_ text: String) {
    StandardIO.writeError(text)
  }

  /// As a `ByteSink`: where a notification sink's warnings go.
  public func write(_ bytes: [UInt8]) { StandardIO.writeError(bytes) }
}

/// Standard output through stdio's buffer, the one `print` fills, so lines keep their order: the
/// notification sinks write here. A write that fails (a full disk) is noticed when the program ends
/// (`StandardOutput.finish`); streamed output that must stop at the first failure goes through
/// `UnbufferedStandardOutput` instead.
public struct StandardOutput: ByteSink, Sendable {
  public typealias Failure = Never

  public init() {}

  public func write(_ bytes: [UInt8]) { StandardIO.writeOutput(bytes) }
}

extension StandardOutput {
  /// Pushes out what standard output still buffers, so a reader sees it now.
  public static func flush() { StandardIO.flushOutput() }

  /// Pushes out what standard output still buffers and says whether everything written to it
  /// got out: nil when it did, else the reason (a full disk, an I/O error). A reader that went
  /// away (EPIPE) ends the program with SIGPIPE before this is asked, the quiet 141 of a pipe.
  public static func finish() -> String? { StandardIO.finishOutput() }
}
