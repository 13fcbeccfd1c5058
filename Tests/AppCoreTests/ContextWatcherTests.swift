import AppCore
import Domain
import Foundation
import Notifications
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A wall clock the test sets: the day turns when the test says, however long a loaded machine
/// keeps the watcher's task waiting for a thread.
final class SetClock: AppClock {
  private let current: Mutex<Date>
  init(_ start: Date) { current = Mutex(start) }
  func now() -> Date { current.withLock { $0 } }
  func set(_ date: Date) { current.withLock { $0 = date } }
}

@Suite("Watching the day's context")
struct ContextWatcherTests {
  /// Dependencies at 23:59:59 UTC on Monday 23 November 2026, on clocks the test moves, delivering
  /// through `sink` as "stdout".
  static func beforeMidnight(
    sink: some NotificationSink
  ) throws -> (AppDependencies, start: Date, clock: SetClock, monotonic: TestClock) {
    let start = Date(timeIntervalSince1970: 1_795_478_399.0)
    var dependencies = try AppDependencies.test()
    let clock = SetClock(start)
    dependencies.clock = clock
    // The watcher's sleeps end only when the test moves this clock: no real time has to pass.
    let monotonic = TestClock(sleepsUntilAdvanced: true)
    dependencies.monotonicClock = monotonic
    dependencies.sinks = dependencies.sinks.registering("stdout", sink)
    return (dependencies, start, clock, monotonic)
  }

  @Test("local midnight passing delivers the new day once, through the same sink")
  func midnight() async throws {
    let sink = RecordingSink()
    let (dependencies, start, clock, monotonic) = try Self.beforeMidnight(sink: sink)
    var pipeEnds: [Int32] = [0, 0]
    #expect(pipe(&pipeEnds) == 0)
    defer {
      close(pipeEnds[0])
      close(pipeEnds[1])
    }
    let stop = pipeEnds[0]
    let watcher = ContextWatcher(dependencies, options: .init(pollInterval: .milliseconds(200)))
    let watching = Task {
      try await watcher.run(Notifier.Request(sink: "stdout"), stop: stop) { _ in }
    }
    // Deadlines far beyond need: on a loaded two-core machine the test's own task may wait
    // minutes for a thread, and only a stop that comes too early could make this test wrong.
    func waitFor(_ count: Int) async throws {
      let deadline = Date().addingTimeInterval(600)
      while sink.deliveries.count < count && Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
    }
    /// Once the watcher sleeps, moves its clock to the end of that sleep.
    func wake() async throws {
      let deadline = Date().addingTimeInterval(600)
      while monotonic.pendingSleeps == 0 && Date() < deadline { try await Task.sleep(for: .milliseconds(5)) }
      monotonic.advanceToNextDeadline()
    }
    try await waitFor(1)
    // Two seconds on: midnight has passed and the clock moved as much as real time may have.
    clock.set(start.addingTimeInterval(2))
    try await wake()
    try await waitFor(2)
    // A few wakes more, to see that the new day is delivered once, not on every wake.
    for _ in 0..<3 { try await wake() }
    var byte: UInt8 = 1
    _ = write(pipeEnds[1], &byte, 1)
    try await watching.value
    #expect(sink.deliveries.map(\.context.date) == [LocalDate("2026-11-23")!, LocalDate("2026-11-24")!])
  }

  @Test("--tomorrow under watch speaks of the day after the clock's today, and a stop ends it")
  func tomorrowAndStop() async throws {
    var dependencies = try AppDependencies.test()
    dependencies.monotonicClock = TestClock(sleepsUntilAdvanced: true)
    let sink = RecordingSink()
    dependencies.sinks = dependencies.sinks.registering("json", sink)
    var pipeEnds: [Int32] = [0, 0]
    #expect(pipe(&pipeEnds) == 0)
    defer {
      close(pipeEnds[0])
      close(pipeEnds[1])
    }
    var byte: UInt8 = 1
    _ = write(pipeEnds[1], &byte, 1)
    try await ContextWatcher(dependencies).run(
      Notifier.Request(relative: .tomorrow, sink: "json"), stop: pipeEnds[0]
    ) { _ in }
    #expect(sink.deliveries.count == 1)
    #expect(sink.deliveries.first?.relative == .tomorrow)
    #expect(sink.deliveries.first?.context.date == dependencies.today.adding(days: 1))
  }
}
