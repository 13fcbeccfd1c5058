import Synchronization

/// A monotonic clock that moves only when a test moves it (or a sleep reaches its deadline at
/// once), so measured times are exact and no test waits for real time to pass.
public final class TestClock: Clock {
  public struct Instant: InstantProtocol {
    /// Time since the clock was made.
    public var offset: Duration

    public init(offset: Duration) { self.offset = offset }

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let current = Mutex<Duration>(.zero)

  public init() {}

  public var now: Instant { Instant(offset: current.withLock { $0 }) }
  public var minimumResolution: Duration { .nanoseconds(1) }

  /// Moves the clock on by `duration`.
  public func advance(by duration: Duration) { current.withLock { $0 += duration } }

  /// Returns at once, with the clock moved on to the deadline when it was not there yet.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    current.withLock { $0 = max($0, deadline.offset) }
  }
}
