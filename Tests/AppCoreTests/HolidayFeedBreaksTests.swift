import CalendarIO
import Domain
import Foundation
import Testing

@testable import AppCore

extension HolidayFeedDetectionTests {
  static func breakSpan(_ first: String, _ last: String) -> CalendarEvent {
    CalendarEvent(
      uid: "break@\(first)", title: "Banghak", start: .date(LocalDate(first)!),
      end: .date(LocalDate(last)!.adding(days: 1)), calendarID: feed.id, calendarTitle: feed.title)
  }

  @Test("a holiday feed with one school break is still one; with two breaks and no holiday span it is a school's")
  func schoolBreaks() throws {
    // Nine of ten or eleven listings are public holidays either way: only the spans tell the feeds apart.
    let summer = Self.breakSpan("2025-07-21", "2025-08-01")
    let winter = Self.breakSpan("2025-02-10", "2025-02-14")
    #expect(Self.roles(Self.korean + [summer], zone: "Asia/Seoul").feeds["feed"] != nil)
    #expect(Self.roles(Self.korean + [summer, winter], zone: "Asia/Seoul").feeds["feed"] == nil)
  }
}
