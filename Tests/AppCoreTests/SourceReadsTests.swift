import AppCore
import CalendarIO
import Domain
import Foundation
import Synchronization
import TestSupport
import Testing

/// Answers each location with one calendar named after it, noting the order reads finished in.
/// A read may first sleep on the real clock (noting it when the sleep is cancelled), or wait until
/// another location's read has finished (giving up after a thousand looks, so that reads made one at
/// a time cannot hang the test).
private final class DelayedCalendarReader: CalendarReading {
  let delays: [String: Duration]
  let waits: [String: String]
  private let finished = Mutex<[String]>([])
  private let cancelled = Mutex<[String]>([])

  init(delays: [String: Duration] = [:], waits: [String: String] = [:]) {
    self.delays = delays
    self.waits = waits
  }

  func read(_ source: CalendarSourceSetting, window: DateWindow) async throws -> CalendarReadResult {
    if let delay = delays[source.location] {
      do {
        try await Task.sleep(for: delay)
      } catch is CancellationError {
        cancelled.withLock { $0.append(source.location) }
        throw CancellationError()
      }
    }
    if let other = waits[source.location] {
      var looks = 0
      while !finishOrder.contains(other), looks < 1000 {
        try await Task.sleep(for: .milliseconds(2))
        looks += 1
      }
    }
    finished.withLock { $0.append(source.location) }
    return CalendarReadResult(
      calendars: [CalendarInfo(id: source.location, title: source.location, location: source.location)])
  }

  var finishOrder: [String] { finished.withLock { $0 } }
  var cancelledReads: [String] { cancelled.withLock { $0 } }
}

/// A test clock whose sleeps wait until the test moves it, noting how long each sleep asked of it
/// was to last.
private final class RecordingClock: Clock {
  typealias Instant = TestClock.Instant
  let base = TestClock(sleepsUntilAdvanced: true)
  private let requested = Mutex<[Duration]>([])

  var now: Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    requested.withLock { $0.append(base.now.duration(to: deadline)) }
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  var sleeps: [Duration] { requested.withLock { $0 } }
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

  // Wall-clock time is not asserted: the end-to-end tests running beside these hold the
  // cooperative threads for seconds at a time, so any in-process timing can be late by a minute.
  // That the look waits only for the deadline is shown instead by what was slept and what was cancelled.
  @Test("a remote source slower than the deadline is given up on at the deadline while a local one is read")
  func remoteDeadline() async throws {
    let remote = "https://school.example.org/calendar.ics"
    let reader = DelayedCalendarReader(delays: [remote: .seconds(300)])
    let clock = RecordingClock()
    var dependencies = try AppDependencies.test()
    dependencies.calendars = reader
    dependencies.monotonicClock = clock
    dependencies.calendarDeadline = .milliseconds(100)
    let looking = Task { [dependencies] in
      try await dependencies.readCalendars(Self.sources([remote, "/local.ics"]), window: Self.window)
    }
    // The deadline passes once the local read is done and the deadline's sleep waits: by hand.
    let patience = Date().addingTimeInterval(600)
    while (reader.finishOrder.isEmpty || clock.base.pendingSleeps == 0) && Date() < patience {
      try await Task.sleep(for: .milliseconds(5))
    }
    clock.base.advance(by: .milliseconds(100))
    let reads = try await looking.value
    // One wait on the dependencies' monotonic clock, as long as the deadline (less the moment it took to start).
    #expect(clock.sleeps.count == 1)
    #expect(clock.sleeps.allSatisfy { $0 > .milliseconds(50) && $0 <= .milliseconds(100) })
    // The slow read was cancelled, not waited for: its five-minute sleep did not end on its own.
    #expect(reader.cancelledReads == [remote])
    #expect(reader.finishOrder == ["/local.ics"])
    #expect(reads.map(\.source.location) == [remote, "/local.ics"])
    let error = #expect(throws: CalendarIOError.self) { try reads[0].get() }
    #expect(error.map { if case .timedOut(location: remote, _) = $0 { true } else { false } } == true)
    #expect(try reads[1].get().calendars.map(\.id) == ["/local.ics"])
  }

  @Test("only local sources set no deadline: nothing sleeps")
  func localSourcesSetNoDeadline() async throws {
    var dependencies = try AppDependencies.test()
    dependencies.calendars = DelayedCalendarReader()
    // The test dependencies' monotonic clock throws if anything sleeps on it.
    let reads = try await dependencies.readCalendars(Self.sources(["/a.ics", "-"]), window: Self.window)
    #expect(try reads.map { try $0.get().calendars.map(\.id) } == [["/a.ics"], ["-"]])
  }
}
