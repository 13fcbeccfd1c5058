import Foundation
import Notifications

public enum StandardError {
  public static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// Standard output as a `TextOutput` for the notification sinks, and as a `ByteSink` for streamed views.
public struct StandardOutput: TextOutput {
  public init() {}
  public func write(_ text: String) {
    // After anything `print` still buffers, so lines keep their order.
    fflush(nil)
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
