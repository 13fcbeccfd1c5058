import CalendarIO
import Domain
import Notifications
import Platform

/// A test touched a service it did not set up: the test doubles of `AppDependencies.test()`
/// throw this instead of quietly reaching the real world.
public struct UnexpectedDependency: ExitCoded, Equatable, CustomStringConvertible {
  public var service: String

  public init(_ service: String) { self.service = service }

  public var description: String {
    "this test used the \(service) without setting one up: give AppDependencies a double for it"
  }

  public var exitCode: Int32 { 70 }
}

/// Reads no calendar.
public struct FailingCalendarReader: CalendarReading {
  public init() {}
  public func read(_ source: CalendarSourceSetting, window: DateWindow) async throws -> CalendarReadResult {
    throw UnexpectedDependency("calendar reader (asked for \(source.location))")
  }
}

/// Answers nothing.
public struct FailingTerminalInput: TerminalInput {
  public init() {}
  public func readLine() throws -> String? { throw UnexpectedDependency("terminal (read a line)") }
  public func prompt(_ text: String) throws -> String? { throw UnexpectedDependency("terminal (prompted \(text))") }
  public func ask(_ question: String) throws -> String? { throw UnexpectedDependency("terminal (asked \(question))") }
}

/// Runs nothing.
public struct FailingProcessRunner: ProcessRunning {
  public init() {}
  public func run(
    _ arguments: [String], environment: [String: String]?, limits: ProcessLimits
  ) async throws -> ProcessOutput {
    throw UnexpectedDependency("process runner (ran \(arguments.first ?? "nothing"))")
  }
}

/// Fetches nothing: a feed read in a test that set no HTTP double fails with this test's fault named.
public struct FailingHTTPFetcher: HTTPFetching {
  public init() {}
  public func fetch(_ request: HTTPFetchRequest) async throws(HTTPFetchError) -> HTTPFetchResponse {
    throw .failed(reason: UnexpectedDependency("HTTP client (fetched \(request.url))").description)
  }
}

/// Delivers nothing.
public struct FailingSink: NotificationSink {
  public var name: String
  public init(_ name: String) { self.name = name }
  public func deliver(_ delivery: Delivery) async throws(NotificationError) {
    throw .deliveryFailed(sink: name, reason: UnexpectedDependency("\(name) sink").description)
  }
}

/// Tells the time but will not wait: a test that sleeps or times something gives its own clock.
public struct FailingClock: Clock {
  public typealias Instant = ContinuousClock.Instant
  public init() {}
  public var now: Instant { ContinuousClock.now }
  public var minimumResolution: Duration { .nanoseconds(1) }
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    throw UnexpectedDependency("monotonic clock (slept)")
  }
}
