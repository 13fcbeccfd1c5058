import Foundation
import Testing

@testable import CalendarIO
@testable import Domain

@Suite("Hard limits and skip-ahead keep hostile input cheap")
struct LimitTests {
  private func detailed(_ body: String, from: String, to: String, limits: CalendarLimits = .standard) throws
    -> (result: CalendarReadResult, periodsExamined: Int)
  {
    let reader = CalendarReader(limits: limits, localZone: TestCalendars.berlin)
    let doc = CalendarDocument(calendarID: "t", fallbackTitle: "t", label: "t", bytes: TestCalendars.calendar(body))
    let detailed = try reader.readDetailed(documents: [doc], location: "t", window: TestCalendars.window(from, to))
    return (detailed.result, detailed.periodsExamined)
  }

  @Test("one day among 200 never-ending rules begun in 2010 examines only a few periods each")
  func skipAhead() throws {
    var body = ""
    let rules = [
      "FREQ=DAILY", "FREQ=WEEKLY;BYDAY=MO,WE", "FREQ=MONTHLY;BYDAY=2TU", "FREQ=YEARLY", "FREQ=HOURLY;INTERVAL=5",
    ]
    for i in 0..<200 {
      body += "BEGIN:VEVENT\nUID:r\(i)\nSUMMARY:R\(i)\nDTSTART;TZID=Europe/Berlin:20100104T0\(i % 10)0000\n"
      body += "RRULE:\(rules[i % rules.count])\nEND:VEVENT\n"
    }
    let (result, periods) = try detailed(body, from: "2026-06-09", to: "2026-06-09")
    #expect(result.events.count >= 40 * 2)  // 40 daily + 40 hourly/5 (several each) at least
    #expect(periods < 200 * 12)
  }

  @Test("FREQ=SECONDLY for a decade stops at the per-series occurrence limit with a warning")
  func secondly() throws {
    let limits = CalendarLimits(maxOccurrencesPerSeries: 500)
    let (result, _) = try detailed(
      "BEGIN:VEVENT\nUID:s\nSUMMARY:Spam\nDTSTART:20160101T000000Z\nRRULE:FREQ=SECONDLY\nEND:VEVENT",
      from: "2016-01-01", to: "2026-01-01", limits: limits)
    #expect(result.events.count <= 502)
    #expect(result.warnings.contains { $0.message.contains("limit") })
  }

  @Test("a rule that never matches is abandoned after the iterations-without-hit limit")
  func neverMatches() throws {
    let limits = CalendarLimits(maxIterationsWithoutHit: 1000)
    let (result, periods) = try detailed(
      "BEGIN:VEVENT\nUID:s\nSUMMARY:Never\nDTSTART:20160101T000000Z\nRRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30\nEND:VEVENT",
      from: "2016-01-01", to: "2030-01-01", limits: limits)
    #expect(result.events.count == 1)  // DTSTART itself
    #expect(periods <= 1002)
  }

  @Test("deep nesting, huge lists and absurd intervals do not crash")
  func hostile() throws {
    var body = String(repeating: "BEGIN:X-DEEP\n", count: 500) + String(repeating: "END:X-DEEP\n", count: 500)
    body +=
      "BEGIN:VEVENT\nUID:h\nSUMMARY:H\nDTSTART:20260101T000000Z\nRRULE:FREQ=MINUTELY;INTERVAL=999999999;BYSETPOS=-366\n"
    body += "EXDATE:" + Array(repeating: "20260101T000000Z", count: 20_000).joined(separator: ",") + "\nEND:VEVENT"
    let (result, _) = try detailed(body, from: "2026-01-01", to: "2026-01-02")
    #expect(result.events.count <= 1)
  }
}
