import CalendarIO
import Domain
import Foundation
import TestSupport
import Testing

@testable import AppCore

/// Answers from a table by URL, as a server would; the dependencies' own double is replaced.
private struct TableHTTP: HTTPFetching {
  var answers: [String: HTTPFetchResponse]

  func fetch(_ request: HTTPFetchRequest) async throws(HTTPFetchError) -> HTTPFetchResponse {
    guard let answer = answers[request.url] else { throw .cannotConnect(reason: "connection refused") }
    return answer
  }
}

@Suite("Feeds in the dependencies: registered with the HTTP service, which a test must set")
struct FeedDependencyTests {
  static let window = DateWindow(from: LocalDate("2026-11-23")!, through: LocalDate("2026-11-23")!, in: .gmt)
  static let calendar = Array(
    "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a@b\r\nDTSTART;VALUE=DATE:20261123\r\nSUMMARY:Snow day\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
      .utf8)

  @Test("a feed read with the test dependencies fails loudly, naming the HTTP client a test did not set")
  func failsLoudly() async throws {
    let dependencies = try AppDependencies.test().readingFiles()
    let source = CalendarSourceSetting(location: "https://example.org/school.ics")
    #expect(try dependencies.calendarSources.source(for: source).mayBeSlow)
    do {
      _ = try await dependencies.calendars.read(source, window: Self.window)
      Issue.record("a feed was read without an HTTP client")
    } catch let error as CalendarIOError {
      #expect("\(error)".contains("this test used the HTTP client (fetched https://example.org/school.ics)"))
    }
  }

  @Test("a test registers feeds again with its own client, and reads through it")
  func ownClient() async throws {
    var dependencies = try AppDependencies.test().readingFiles()
    dependencies.http = TableHTTP(answers: [
      "https://example.org/school.ics": HTTPFetchResponse(
        status: 200, headers: [HTTPHeader("Content-Type", "text/calendar")], body: Self.calendar)
    ])
    dependencies.calendarSources.registerFeeds(http: dependencies.http, processes: dependencies.processes)
    let read = try await dependencies.calendars.read(
      CalendarSourceSetting(location: "webcal://example.org/school.ics"), window: Self.window)
    #expect(read.events.map(\.title) == ["Snow day"])
  }
}
