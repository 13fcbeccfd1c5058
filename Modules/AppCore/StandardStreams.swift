import Foundation
import Notifications

public enum StandardError {
  /// Through stdio (unbuffered for standard error): FileHandle.write traps when the stream
  /// cannot be written, and a message that cannot be shown is no reason to crash.
  public static func write(_ text: String) {
    StandardIO.writeError(text)
  }
}

/// Standard output as a `TextOutput` for the notification sinks, and as a `ByteSink` for streamed views.
public struct StandardOutput: TextOutput {
  public init() {}
  public func write(_ text: String) {
    // Into the same buffer as `print`, so lines keep their order; a write that fails (a full
    // disk) is noticed when the program ends (`StandardOutput.finish`).
    StandardIO.writeOutput(text)
  }
}

extension StandardOutput {
  /// Pushes out what standard output still buffers and says whether everything written to it
  /// got out: nil when it did, else the reason (a full disk, an I/O error). A reader that went
  /// away (EPIPE) ends the program with SIGPIPE before this is asked, the quiet 141 of a pipe.
  public static func finish() -> String? { StandardIO.finishOutput() }
}
