import Testing

@testable import Domain

/// A school-holiday feed read by its shape (`FeedShapes.holidayShape`), at each of its limits
/// itself: spans covering exactly half their stretch, a span of exactly five days, one of exactly
/// 100 days, and a break that reaches December 24th or January 1st and no further.
@Suite("A holiday feed's shape, at its limits")
struct HolidayShapeBoundaryTests {
  static func span(_ first: String, _ last: String) -> CalendarEvent { allDay("Oporrak", first, through: last) }

  /// A two-week Christmas break and two breaks of five days: 24 days, the last ending on `lastDay`.
  static func feed(secondThrough: String = "2027-01-15", lastDay: String = "2027-02-07") -> [CalendarEvent] {
    let last = day(lastDay)
    return [
      span("2026-12-21", "2027-01-03"), span("2027-01-11", secondThrough),
      span(last.adding(days: -4).description, lastDay),
    ]
  }

  @Test("spans just under half of their stretch are a holiday feed; exactly half are not")
  func half() {
    // 24 days from December 21st to February 7th (49 days), then to February 6th (48 days).
    #expect(
      FeedShapes.holidayShape(Self.feed()) == "by shape: all 3 events are spans of days at the seasons schools break")
    #expect(FeedShapes.holidayShape(Self.feed(lastDay: "2027-02-06")) == nil)
    // Well under a third stays a feed, whatever the share's limit.
    #expect(FeedShapes.holidayShape(Self.feed(lastDay: "2027-04-30")) != nil)
  }

  @Test("a span of exactly five days is one of the three breaks of a week; one of four days is not")
  func fiveDays() {
    #expect(FeedShapes.holidayShape(Self.feed(secondThrough: "2027-01-15")) != nil)
    #expect(FeedShapes.holidayShape(Self.feed(secondThrough: "2027-01-14")) == nil)
  }

  @Test("a summer of exactly 100 days is a break; of 101 days no school holiday")
  func hundredDays() {
    let later = Self.span("2027-12-20", "2027-12-24")
    #expect(FeedShapes.holidayShape(Self.feed() + [Self.span("2027-05-01", "2027-08-08"), later]) != nil)
    #expect(FeedShapes.holidayShape(Self.feed() + [Self.span("2027-05-01", "2027-08-09"), later]) == nil)
  }

  @Test("without a summer, a break that reaches December 24th or January 1st is the seasonal one; a day short is not")
  func christmasEdges() {
    let others = [Self.span("2027-02-15", "2027-02-19"), Self.span("2027-10-25", "2027-10-29")]
    #expect(FeedShapes.holidayShape(others + [Self.span("2027-12-20", "2027-12-24")]) != nil)
    #expect(FeedShapes.holidayShape(others + [Self.span("2027-12-19", "2027-12-23")]) == nil)
    #expect(FeedShapes.holidayShape(others + [Self.span("2027-01-01", "2027-01-05")]) != nil)
    #expect(FeedShapes.holidayShape(others + [Self.span("2027-01-02", "2027-01-06")]) == nil)
  }
}
