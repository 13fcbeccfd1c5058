import AppCore
import CalendarIO
import Domain
import Foundation
import Synchronization
import TestSupport
import Testing

/// Fails each read as a source no name lookup reached (offline), until `answersAfter` reads: then
/// it answers. The answer bounds a wait that would not end by itself, so such a bug fails the test
/// instead of hanging it.
private final class OfflineReader: CalendarReading {
  let answersAfter: Int
  private let count = Mutex(0)

  init(answersAfter: Int) { self.answersAfter = answersAfter }

  func read(_ source: CalendarSourceSetting, window: DateWindow) async throws -> CalendarReadResult {
    let read = count.withLock {
      $0 += 1
      return $0
    }
    guard read > answersAfter else {
      throw CalendarIOError.feed(location: source.location, problem: .cannotResolve(host: "school.example.org"))
    }
    return CalendarReadResult(
      calendars: [CalendarInfo(id: source.location, title: source.location, location: source.location)])
  }

  var reads: Int { count.withLock { $0 } }
}

/// The morning's wait for the network (`--network-wait`): reads again with a doubling pause while
/// no source can be reached, and stops at the end of the wait, at the end exactly.
@Suite("Waiting for the network ends at its deadline")
struct NetworkWaitDeadlineTests {
  static let window = DateWindow(from: LocalDate("2026-11-23")!, through: LocalDate("2026-11-23")!, in: .gmt)

  fileprivate static func read(wait: Duration, answersAfter: Int) async throws -> (
    OfflineReader, TestClock, [SourceRead]
  ) {
    let reader = OfflineReader(answersAfter: answersAfter)
    // Its sleeps end at once, the clock moved on to their deadline.
    let clock = TestClock()
    var dependencies = try AppDependencies.test()
    dependencies.calendars = reader
    dependencies.monotonicClock = clock
    let reads = try await dependencies.readCalendars(
      [CalendarSourceSetting(location: "/school.ics")], window: Self.window, waitingForNetwork: wait)
    return (reader, clock, reads)
  }

  @Test("no network for the whole wait: pauses of 250 ms, 500 ms, 1 s, 2 s, then what is left, and no read after it")
  func givesUpAtTheEnd() async throws {
    let (reader, clock, reads) = try await Self.read(wait: .seconds(5), answersAfter: 100)
    #expect(clock.sleeps == [.milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2), .milliseconds(1250)])
    #expect(reader.reads == 6)
    #expect(throws: CalendarIOError.self) { try reads[0].get() }
  }

  @Test("a wait that ends exactly with the first pause reads once more, then stops")
  func endsWithThePause() async throws {
    let (reader, clock, _) = try await Self.read(wait: .milliseconds(250), answersAfter: 100)
    #expect(clock.sleeps == [.milliseconds(250)])
    #expect(reader.reads == 2)
  }

  @Test("the network back partway: the read that reaches it ends the wait")
  func networkBack() async throws {
    let (reader, clock, reads) = try await Self.read(wait: .seconds(30), answersAfter: 3)
    #expect(clock.sleeps == [.milliseconds(250), .milliseconds(500), .seconds(1)])
    #expect(reader.reads == 4)
    #expect(try reads[0].get().calendars.map(\.id) == ["/school.ics"])
  }

  @Test("no wait asked: one read, no sleep")
  func noWait() async throws {
    let (reader, clock, _) = try await Self.read(wait: .zero, answersAfter: 100)
    #expect(clock.sleeps.isEmpty)
    #expect(reader.reads == 1)
  }
}
