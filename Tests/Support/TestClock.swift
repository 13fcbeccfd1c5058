import Synchronization

/// A monotonic clock that moves only when a test moves it, so measured times are exact and no test
/// waits for real time to pass. By default a sleep reaches its deadline at once; made with
/// `sleepsUntilAdvanced`, a sleep waits until the test moves the clock past its deadline (or the
/// sleeping task is cancelled), for code that races a sleep against other work.
public final class TestClock: Clock {
  public struct Instant: InstantProtocol {
    /// Time since the clock was made.
    public var offset: Duration

    public init(offset: Duration) { self.offset = offset }

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var id: Int
    var deadline: Duration
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now: Duration = .zero
    var sleepers: [Sleeper] = []
    /// Sleeps cancelled before they were waiting: they end at once when they get there.
    var cancelled: Set<Int> = []
    var nextID = 0
    /// How long each sleep was asked to last, in the order asked.
    var asked: [Duration] = []
  }

  private let state = Mutex(State())
  private let sleepsUntilAdvanced: Bool

  public init(sleepsUntilAdvanced: Bool = false) { self.sleepsUntilAdvanced = sleepsUntilAdvanced }

  public var now: Instant { Instant(offset: state.withLock { $0.now }) }
  public var minimumResolution: Duration { .nanoseconds(1) }

  /// How long each sleep was asked to last (from the instant it was asked), in the order asked.
  public var sleeps: [Duration] { state.withLock { $0.asked } }

  /// How many sleeps are waiting for the clock to move.
  public var pendingSleeps: Int { state.withLock { $0.sleepers.count } }

  /// Moves the clock on by `duration`, ending the sleeps whose deadline that reaches.
  public func advance(by duration: Duration) {
    let woken = state.withLock { state in
      state.now += duration
      let now = state.now
      let woken = state.sleepers.filter { $0.deadline <= now }
      state.sleepers.removeAll { $0.deadline <= now }
      return woken
    }
    for sleeper in woken { sleeper.continuation.resume() }
  }

  /// Moves the clock on to the earliest deadline a sleep waits for, ending that sleep.
  public func advanceToNextDeadline() {
    let step = state.withLock { state in state.sleepers.map(\.deadline).min().map { max(.zero, $0 - state.now) } }
    if let step { advance(by: step) }
  }

  /// Returns at once, with the clock moved on to the deadline when it was not there yet; or, made
  /// with `sleepsUntilAdvanced`, once the clock is moved past the deadline.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    state.withLock { $0.asked.append(deadline.offset - $0.now) }
    guard sleepsUntilAdvanced else {
      state.withLock { $0.now = max($0.now, deadline.offset) }
      return
    }
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = state.withLock { state in
          if state.cancelled.remove(id) != nil { return .failure(CancellationError()) }
          if deadline.offset <= state.now { return .success(()) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline.offset, continuation: continuation))
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper = state.withLock { state in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelled.insert(id)
          return Sleeper?.none
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }
}
