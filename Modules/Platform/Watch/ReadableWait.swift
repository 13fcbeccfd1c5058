import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One wait in poll(2) for descriptors to become readable, on a thread of its own, that another
/// task can end early (`interrupt`): whoever waits races it against a clock's sleep, so that the
/// time waited is the clock's and a test's clock can move it by hand.
public final class ReadableWait: Sendable {
  /// The self-pipe `interrupt` writes to; poll(2) watches its read end beside the caller's.
  private let wake: (read: Int32, write: Int32)

  /// nil when no pipe can be made (out of descriptors).
  public init?() {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    wake = (ends[0], ends[1])
  }

  deinit {
    close(wake.read)
    close(wake.write)
  }

  /// The descriptors of `descriptors` that are readable, once one is or `interrupt` was called
  /// (then often none); none as well when poll(2) itself failed (a signal).
  ///
  /// poll(2) blocks, and a blocked thread of Swift's cooperative pool (two threads on a two-core
  /// machine) stalls every other task of the process meanwhile, so it runs on a thread per wait:
  /// a shared queue would let one watcher's sleep hold up another's.
  public func readable(_ descriptors: [Int32]) async -> Set<Int32> {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: self.waitInPoll(descriptors)) }.start()
    }
  }

  /// Ends the wait now, or makes the next one end at once.
  public func interrupt() {
    var byte: UInt8 = 1
    _ = write(wake.write, &byte, 1)
  }

  private func waitInPoll(_ descriptors: [Int32]) -> Set<Int32> {
    var fds = (descriptors + [wake.read]).map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    guard poll(&fds, nfds_t(fds.count), -1) > 0 else { return [] }
    return Set(fds.filter { $0.revents != 0 && $0.fd != wake.read }.map(\.fd))
  }
}

/// Seconds since boot, suspended time included: the clock a wall-clock jump is measured against.
public enum BootClock {
  public static func seconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_BOOTTIME, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}
