import Foundation
import Presentation

extension StandardOutput: ByteSink {
  public typealias Failure = AppError

  /// Writes all of `bytes` to standard output, after anything `print` still holds.
  /// - Throws: `AppError.outputFailed` when they cannot be written (disk full, reader gone).
  public func write(_ bytes: [UInt8]) throws(AppError) {
    fflush(nil)
    let failure = bytes.withUnsafeBytes { writeAll($0, to: STDOUT_FILENO) }
    if let failure { throw .outputFailed(failure) }
  }
}

/// write(2) until everything is out: it may take only part, be interrupted by a signal, or have
/// no room yet on a non-blocking descriptor. Returns the reason when it fails for good.
private func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
  guard let base = buffer.baseAddress else { return nil }
  var offset = 0
  while offset < buffer.count {
    let written = write(descriptor, base + offset, buffer.count - offset)
    if written >= 0 {
      offset += written
      continue
    }
    switch errno {
    case EINTR: continue
    case EAGAIN:
      var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      _ = poll(&ready, 1, -1)
    default:
      // EPIPE only arrives when SIGPIPE is ignored (it ends us otherwise): report it like any
      // other failure rather than carry on formatting for nobody.
      return String(cString: strerror(errno))
    }
  }
  return nil
}
