import CalendarIO
import Domain
import Foundation

/// One source after a read: what it held, or why it could not be read.
public struct SourceRead: Sendable {
  public var source: CalendarSourceSetting
  public var outcome: Result<CalendarReadResult, CalendarIOError>

  /// The result, or the read's error.
  public func get() throws(CalendarIOError) -> CalendarReadResult { try outcome.get() }
}

extension AppDependencies {
  /// Reads every source for `window` at once, each fresh, and returns them in the order given: the
  /// one loop every look at calendars goes through. Calendar trouble becomes a failed read; any
  /// other error (a test double's) is thrown.
  ///
  /// Sources that say they may be slow (a feed, unlike a local path or standard input) are given
  /// up on after `calendarDeadline`, measured on the monotonic clock; local reads are bounded by the
  /// size limits. A location no source reads counts as slow: its read fails at once anyway.
  public func readCalendars(_ sources: [CalendarSourceSetting], window: DateWindow) async throws -> [SourceRead] {
    if sources.isEmpty { return [] }
    let reader = calendars
    let remote = sources.contains { (try? calendarSources.source(for: $0))?.mayBeSlow ?? true }
    if sources.count == 1, !remote {
      // One local file has nothing to wait on alongside: read in this task, which spares the
      // hop to another thread and its cold caches (~5 % of a large school-year preview).
      do {
        return [SourceRead(source: sources[0], outcome: .success(try await reader.read(sources[0], window: window)))]
      } catch let error as CalendarIOError {
        return [SourceRead(source: sources[0], outcome: .failure(error))]
      }
    }
    let clock = monotonicClock
    let deadline = calendarDeadline
    return try await withThrowingTaskGroup(of: Finished.self) { group in
      for (index, source) in sources.enumerated() {
        group.addTask {
          do {
            return .read(index, .success(try await reader.read(source, window: window)))
          } catch let error as CalendarIOError {
            return .read(index, .failure(error))
          }
        }
      }
      if remote {
        group.addTask {
          try await clock.sleep(for: deadline)
          return .deadline
        }
      }
      var outcomes = [Result<CalendarReadResult, CalendarIOError>?](repeating: nil, count: sources.count)
      var waiting = sources.count
      while waiting > 0, let finished = try await group.next() {
        switch finished {
        case .read(let index, let outcome):
          outcomes[index] = outcome
          waiting -= 1
        case .deadline:
          waiting = 0
        }
      }
      group.cancelAll()
      let seconds = Int(deadline.components.seconds)
      return sources.indices.map { index in
        SourceRead(
          source: sources[index],
          outcome: outcomes[index] ?? .failure(.timedOut(location: sources[index].location, seconds: seconds)))
      }
    }
  }
}

extension AppDependencies {
  /// Reads as `readCalendars(_:window:)`; then, while every network source failed for want of a
  /// connection (no name lookup, no route, refused), reads those again with a short backoff until
  /// `wait` has passed. A laptop that wakes for the morning delivery often has no network for its
  /// first seconds, and a day read a little late beats a day unknown. A server that answered (a
  /// 404, a timeout mid-body) is not waited for, and neither is a household of files only.
  public func readCalendars(
    _ sources: [CalendarSourceSetting], window: DateWindow, waitingForNetwork wait: Duration
  ) async throws -> [SourceRead] {
    let reads = try await readCalendars(sources, window: window)
    guard wait > .zero else { return reads }
    let registry = calendarSources
    // A network source read, or failed some other way (a 404, a timeout): the network is there.
    let otherwise = { (read: SourceRead) in
      !read.isOffline && ((try? registry.source(for: read.source))?.usesNetwork ?? false)
    }
    return try await Self.readingAgain(reads, for: wait, on: monotonicClock, until: otherwise) { sources in
      try await readCalendars(sources, window: window)
    }
  }

  /// Generic over the clock so its instants can be compared (the dependencies hold an existential).
  private static func readingAgain<C: Clock<Duration>>(
    _ first: [SourceRead], for wait: Duration, on clock: C, until networkAnswered: (SourceRead) -> Bool,
    read: ([CalendarSourceSetting]) async throws -> [SourceRead]
  ) async throws -> [SourceRead] {
    var reads = first
    let end = clock.now.advanced(by: wait)
    var pause = Duration.milliseconds(250)
    while reads.contains(where: \.isOffline), !reads.contains(where: networkAnswered) {
      let left = clock.now.duration(to: end)
      guard left > .zero else { break }
      try await clock.sleep(for: min(pause, left))
      pause = min(pause * 2, .seconds(2))
      let again = reads.indices.filter { reads[$0].isOffline }
      for (index, read) in zip(again, try await read(again.map { reads[$0].source })) { reads[index] = read }
    }
    return reads
  }
}

extension SourceRead {
  /// Failed before any server answered: the name could not be looked up or no connection was made.
  var isOffline: Bool {
    let problem: FeedProblem
    switch outcome {
    case .failure(.feed(_, let failed)), .failure(.calDAV(_, let failed)): problem = failed
    default: return false
    }
    switch problem {
    case .cannotResolve, .cannotConnect: return true
    default: return false
    }
  }
}

private enum Finished: Sendable {
  case read(Int, Result<CalendarReadResult, CalendarIOError>)
  case deadline
}
