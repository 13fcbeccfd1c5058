import Domain
import Foundation

/// Standard output written at once with write(2), for streamed views and exports: a failure is
/// thrown at the first write that meets it rather than found when the program ends.
public struct UnbufferedStandardOutput: ByteSink, Sendable {
  public typealias Failure = OutputFailure

  public init() {}

  /// Writes all of `bytes` to standard output, after anything `print` still holds.
  /// - Throws: `OutputFailure` when they cannot be written (disk full, reader gone).
  public func write(_ bytes: [UInt8]) throws(OutputFailure) {
    fflush(nil)
    let failure = bytes.withUnsafeBytes { writeAll($0, to: STDOUT_FILENO) }
    if let failure { throw OutputFailure(reason: failure) }
  }
}

/// Standard output could not be written.
public struct OutputFailure: ExitCoded, Equatable, Sendable, CustomStringConvertible {
  public var reason: String

  public init(reason: String) { self.reason = reason }

  public var description: String {
    "cannot write to standard output (\(reason)): check the file or pipe it goes to"
  }

  public var exitCode: Int32 { 74 }
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
