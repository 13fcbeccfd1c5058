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

/// A wall clock that reads `start` when first asked and runs at real speed from there: a midnight a
/// moment away however long the test took to get going.
final class RunningClock: AppClock {
  let start: Date
  private let began = Mutex<Date?>(nil)
  init(startingAt start: Date) { self.start = start }
  func now() -> Date {
    let first = began.withLock { value in
      if value == nil { value = Date() }
      return value!
    }
    return start.addingTimeInterval(Date().timeIntervalSince(first))
  }
}

@Suite("Watching the day's context")
struct ContextWatcherTests {
  @Test("local midnight passing delivers the new day once, through the same sink")
  func midnight() async throws {
    // 23:59:59 UTC on Monday 23 November 2026.
    let start = Date(timeIntervalSince1970: 1_795_478_399.0)
    var dependencies = try AppDependencies.test()
    dependencies.clock = RunningClock(startingAt: start)
    let sink = RecordingSink()
    dependencies.sinks = dependencies.sinks.registering("stdout", sink)
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
    let deadline = Date().addingTimeInterval(15)
    while sink.deliveries.count < 2 && Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
    var byte: UInt8 = 1
    _ = write(pipeEnds[1], &byte, 1)
    try await watching.value
    #expect(sink.deliveries.map(\.context.date) == [LocalDate("2026-11-23")!, LocalDate("2026-11-24")!])
  }

  @Test("--tomorrow under watch speaks of the day after the clock's today, and a stop ends it")
  func tomorrowAndStop() async throws {
    var dependencies = try AppDependencies.test()
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
