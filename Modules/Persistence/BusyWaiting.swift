import Foundation

/// How a connection waits while another program holds the database's lock, and for how long.
///
/// SQLite asks its busy handler synchronously, on the connection's thread, so a wait pauses that
/// thread (it cannot suspend a task). The pauses and the clock that measures the opening's retries
/// are injected, so a test drives them by hand instead of sleeping; the live value waits as SQLite's
/// own `busy_timeout` would, `AppDatabase.busyTimeout` in all, then gives up (`.busy`, exit 75).
public struct BusyWaiting: Sendable {
  /// How long one statement, or the opening of the file, may wait in all before giving up.
  public let timeout: Duration
  private let pause: @Sendable (Duration) -> Void
  /// Starts a stopwatch: the returned function tells how long it has run.
  private let stopwatch: @Sendable () -> @Sendable () -> Duration

  /// - Parameters:
  ///   - clock: measures how long the opening has been retrying.
  ///   - pause: holds the calling thread for a duration of `clock`'s time.
  public init<C: Clock>(
    clock: C, timeout: Duration = .seconds(AppDatabase.busyTimeout), pause: @escaping @Sendable (Duration) -> Void
  ) where C.Duration == Duration {
    self.timeout = timeout
    self.pause = pause
    stopwatch = {
      let start = clock.now
      return { start.duration(to: clock.now) }
    }
  }

  /// Real time: the thread sleeps.
  public static let live = BusyWaiting(clock: ContinuousClock()) { duration in
    Thread.sleep(forTimeInterval: Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
  }

  /// SQLite's busy handler: called with `tries` earlier calls for the same statement, it pauses and
  /// returns true to try again, or returns false to give up. The pauses grow as SQLite's
  /// `busy_timeout` makes them (1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50 ms, then 100 ms each),
  /// the last one cut so that they add up to `timeout` exactly.
  public func retry(afterTries tries: Int) -> Bool {
    let (delay, prior) = Self.schedule(tries)
    let remaining = timeout - prior
    guard remaining > .zero else { return false }
    pause(min(delay, remaining))
    return true
  }

  /// Runs `attempt` until it does not fail with `.busy`, pausing a few random milliseconds between
  /// tries (so two programs that collided do not collide again in step), until `timeout` has passed
  /// on the clock since the first try; then the last failure is thrown.
  func retrying<T>(_ attempt: () throws(PersistenceError) -> T) throws(PersistenceError) -> T {
    let elapsed = stopwatch()
    while true {
      do {
        return try attempt()
      } catch {
        guard case .busy = error, elapsed() < timeout else { throw error }
        pause(.microseconds(Int.random(in: 5_000...25_000)))
      }
    }
  }

  private static let delays: [Int] = [1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100]

  /// The pause before try `tries + 1` and the pauses before it, in all.
  private static func schedule(_ tries: Int) -> (delay: Duration, prior: Duration) {
    let last = delays.count - 1
    let delay = delays[min(tries, last)]
    let prior = delays.prefix(min(tries, last)).reduce(0, +) + delays[last] * max(0, tries - last)
    return (.milliseconds(delay), .milliseconds(prior))
  }
}
