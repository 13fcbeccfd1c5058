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

/// A sink that fails while the test says so, counting every attempt.
final class FailingSink: NotificationSink {
  private let state = Mutex<(failing: Bool, attempts: Int, delivered: [Delivery])>((false, 0, []))

  func deliver(_ delivery: Delivery) async throws(NotificationError) {
    let failing = state.withLock { state in
      state.attempts += 1
      if !state.failing { state.delivered.append(delivery) }
      return state.failing
    }
    if failing { throw .deliveryFailed(sink: "stdout", reason: "the bar is not running") }
  }

  func fail(_ failing: Bool) { state.withLock { $0.failing = failing } }
  var attempts: Int { state.withLock { $0.attempts } }
  var delivered: [Delivery] { state.withLock { $0.delivered } }
}

/// The pipe whose readable end stops a watch: `signal()` writes the byte that ends it.
final class StopPipe {
  private var ends: [Int32] = [-1, -1]
  init() { #expect(pipe(&ends) == 0) }
  deinit { for end in ends { close(end) } }
  var descriptor: Int32 { ends[0] }
  func signal() {
    var byte: UInt8 = 1
    _ = write(ends[1], &byte, 1)
  }
}

/// What the watch said, from its task.
final class Said: Sendable {
  private let lines = Mutex<[String]>([])
  func add(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}

/// Found by `Scripts/coverage.sh`: no test had a delivery fail while watching, so what `--watch`
/// does then (go on, say so once; or end, when nothing was ever delivered) was never run.
@Suite("A delivery that fails while watching the day")
struct WatchDeliveryFailureTests {
  @Test("after one delivery went through, a failing one is said once and the watch goes on to deliver the day")
  func laterFailureWarnsOnce() async throws {
    let sink = FailingSink()
    let (dependencies, start, clock, monotonic) = try ContextWatcherTests.beforeMidnight(sink: sink)
    let stopPipe = StopPipe()
    let warnings = Said()
    let stop = stopPipe.descriptor
    let watcher = ContextWatcher(dependencies, options: .init(pollInterval: .milliseconds(200)))
    let watching = Task {
      try await watcher.run(Notifier.Request(sink: "stdout"), stop: stop) { warnings.add($0) }
    }
    // Deadlines far beyond need: a loaded machine may keep the test's task from a thread for minutes.
    func waitFor(attempts count: Int) async throws {
      let deadline = Date().addingTimeInterval(300)
      while sink.attempts < count && Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
      #expect(sink.attempts >= count, "the watch stopped trying after \(sink.attempts) deliveries")
    }
    func wake() async throws {
      let deadline = Date().addingTimeInterval(300)
      while monotonic.pendingSleeps == 0 && Date() < deadline { try await Task.sleep(for: .milliseconds(5)) }
      monotonic.advanceToNextDeadline()
    }
    try await waitFor(attempts: 1)
    sink.fail(true)
    // Each day's midnight passed by moving the clock; the watcher tries each new day once.
    let day = 86_400.0
    clock.set(start.addingTimeInterval(2))
    try await wake()
    try await waitFor(attempts: 2)
    // The next day fails the same way: tried, not said again.
    clock.set(start.addingTimeInterval(2 + day))
    try await wake()
    try await waitFor(attempts: 3)
    sink.fail(false)
    clock.set(start.addingTimeInterval(2 + 2 * day))
    try await wake()
    try await waitFor(attempts: 4)
    stopPipe.signal()
    try await watching.value
    #expect(sink.delivered.map(\.context.date) == [LocalDate("2026-11-23")!, LocalDate("2026-11-26")!])
    let said = warnings.all
    #expect(said.count == 1, "\(said)")
    #expect(said.first?.contains("the bar is not running") == true, "\(said)")
  }

  @Test("when the first delivery fails the watch ends with that error: nothing was ever delivered")
  func firstFailureEnds() async throws {
    var dependencies = try AppDependencies.test()
    dependencies.monotonicClock = TestClock(sleepsUntilAdvanced: true)
    let sink = FailingSink()
    sink.fail(true)
    dependencies.sinks = dependencies.sinks.registering("stdout", sink)
    let stopPipe = StopPipe()
    // A stop already waiting: were the failure swallowed, the watch would end here instead.
    stopPipe.signal()
    await #expect(throws: (any Error).self) {
      try await ContextWatcher(dependencies).run(Notifier.Request(sink: "stdout"), stop: stopPipe.descriptor) { _ in }
    }
    #expect(sink.attempts == 1)
  }
}
