import AppCore
import CalendarIO
import Domain
import Foundation
import Synchronization
import TestSupport
import Testing

/// Answers each location with one calendar named after it and notes the order reads finished in.
/// A read may first sleep on the real clock (a sleep that ends early when the read is cancelled), or
/// wait for another location's read to finish (for at most two seconds, so that reads made one at a
/// time cannot hang the test).
private final class DelayedCalendarReader: CalendarReading {
  let delays: [String: Duration]
  let waits: [String: String]
  private let finished = Mutex<[String]>([])

  init(delays: [String: Duration] = [:], waits: [String: String] = [:]) {
    self.delays = delays
    self.waits = waits
  }

  func read(_ source: CalendarSourceSetting, window: DateWindow) async throws -> CalendarReadResult {
    if let delay = delays[source.location] { try await Task.sleep(for: delay) }
    if let other = waits[source.location] {
      let giveUp = ContinuousClock.now + .seconds(2)
      while !finishOrder.contains(other), ContinuousClock.now < giveUp { try await Task.sleep(for: .milliseconds(5)) }
    }
    finished.withLock { $0.append(source.location) }
    return CalendarReadResult(
      calendars: [CalendarInfo(id: source.location, title: source.location, location: source.location)])
  }

  var finishOrder: [String] { finished.withLock { $0 } }
}

@Suite("Reading the sources of one look")
struct SourceReadsTests {
  static let window = DateWindow(from: LocalDate("2026-11-23")!, through: LocalDate("2026-11-23")!, in: .gmt)

  static func sources(_ locations: [String]) -> [CalendarSourceSetting] {
    locations.map(CalendarSourceSetting.init(location:))
  }

  @Test("results come back in the order the sources were given, whatever order the reads finish in")
  func orderGiven() async throws {
    let locations = ["/slow.ics", "/middle.ics", "/fast.ics"]
    let reader = DelayedCalendarReader(waits: ["/slow.ics": "/middle.ics", "/middle.ics": "/fast.ics"])
    var dependencies = try AppDependencies.test()
    dependencies.calendars = reader
    let reads = try await dependencies.readCalendars(Self.sources(locations), window: Self.window)
    // The reads did finish out of order (so they ran at once), and the results did not follow them.
    #expect(reader.finishOrder == ["/fast.ics", "/middle.ics", "/slow.ics"])
    #expect(reads.map(\.source.location) == locations)
    #expect(try reads.map { try $0.get().calendars.map(\.id) } == locations.map { [$0] })
  }

  @Test("no sources is no reads, and nothing is asked of the reader")
  func noSources() async throws {
    let dependencies = try AppDependencies.test()
    #expect(try await dependencies.readCalendars([], window: Self.window).isEmpty)
  }

  @Test("a calendar error becomes that source's failed outcome; the other sources are still read")
  func calendarErrorIsAnOutcome() async throws {
    var dependencies = try AppDependencies.test()
    dependencies.calendars = FixedCalendarReader(results: [
      "/broken.ics": .failure(.notICalendar(path: "/broken.ics")),
      "/good.ics": .success(CalendarReadResult(events: [])),
    ])
    let reads = try await dependencies.readCalendars(Self.sources(["/broken.ics", "/good.ics"]), window: Self.window)
    #expect(reads.map(\.source.location) == ["/broken.ics", "/good.ics"])
    #expect(throws: CalendarIOError.notICalendar(path: "/broken.ics")) { try reads[0].get() }
    #expect(try reads[1].get().events.isEmpty)
  }

  @Test("an error that is not a calendar's (a test double's) is thrown, not hidden in an outcome")
  func otherErrorsAreThrown() async throws {
    let dependencies = try AppDependencies.test()
    await #expect(throws: UnexpectedDependency.self) {
      try await dependencies.readCalendars(Self.sources(["/school.ics"]), window: Self.window)
    }
  }

  @Test("a remote source slower than the deadline times out quickly while a local one is read")
  func remoteDeadline() async throws {
    let remote = "https://school.example.org/calendar.ics"
    let reader = DelayedCalendarReader(delays: [remote: .seconds(30)])
    var dependencies = try AppDependencies.test()
    dependencies.calendars = reader
    dependencies.monotonicClock = ContinuousClock()
    dependencies.calendarDeadline = .milliseconds(100)
    let clock = ContinuousClock()
    let started = clock.now
    let reads = try await dependencies.readCalendars(Self.sources([remote, "/local.ics"]), window: Self.window)
    let elapsed = clock.now - started
    #expect(elapsed < .seconds(1))
    #expect(elapsed >= .milliseconds(100))
    #expect(reads.map(\.source.location) == [remote, "/local.ics"])
    guard case .failure(.timedOut(let location, _)) = reads[0].outcome else {
      Issue.record("the remote source was not given up on: \(reads[0].outcome)")
      return
    }
    #expect(location == remote)
    #expect(try reads[1].get().calendars.map(\.id) == ["/local.ics"])
    #expect(reader.finishOrder == ["/local.ics"])
  }
}
