import Foundation
import TestSupport
import Testing

/// Issue 22 through the built programs: feeds read by their shape.
@Suite("End to end: term lists, day cycles and holiday-only feeds read by their shape")
struct FeedShapeEndToEndTests {
  /// `calendar preview --source FILE --format json` over `from…to`, by date.
  func preview(_ file: String, _ from: String, _ to: String, home: String) throws -> [String: [String: Any]] {
    let result = try Executable("tq-parent").run(
      ["calendar", "preview", "--source", file, "--from", from, "--to", to, "--format", "json", "--home", home],
      environment: ["TZ": "Europe/London"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(try parseJSON(result.stdout) as? [String: Any])
    var byDate: [String: [String: Any]] = [:]
    for day in object["days"] as? [[String: Any]] ?? [] {
      if let date = day["date"] as? String { byDate[date] = day }
    }
    return byDate
  }

  @Test("a term list: school inside the terms, holidays between them, the summer after the last")
  func termList() throws {
    let household = try HouseholdFixture()
    let file = try household.home.write(
      "terms.ics",
      ICS.calendar(
        "Term dates 2025-26",
        [
          ICS.allDay("Term 1: Mon 1st Sept – Fri 24th Oct", "20250901", "20251025"),
          ICS.allDay("Term 2", "20251103", "20251220"),
          ICS.allDay("Term 3", "20260105", "20260328"),
          ICS.allDay("Term 4", "20260413", "20260718"),
        ]))
    let days = try preview(file, "2025-09-01", "2026-08-31", home: household.home.path)
    #expect(days["2025-10-01"]?["kind"] as? String == "schoolDay")
    #expect(days["2025-10-01"]?["rule"] as? String == "term")
    #expect(days["2025-10-28"]?["kind"] as? String == "freeDay")
    #expect(days["2025-10-28"]?["reason"] as? String == "Term break")
    #expect(days["2026-04-01"]?["kind"] as? String == "freeDay")
    #expect(days["2026-05-20"]?["kind"] as? String == "schoolDay")
    #expect(days["2026-07-28"]?["reason"] as? String == "Summer break")
  }

  @Test("a day cycle: a weekday without its cycle day is free, the weeks after the last the summer")
  func cycleDays() throws {
    let household = try HouseholdFixture()
    var events: [String] = []
    var n = 0
    let calendar = Calendar(identifier: .gregorian)
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyyMMdd"
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.locale = Locale(identifier: "en_US_POSIX")
    var date = try #require(formatter.date(from: "20250902"))
    let last = try #require(formatter.date(from: "20260612"))
    // Every weekday but 26–28 November and the winter break.
    let gaps = ["20251126", "20251127", "20251128"] + (22...31).map { "202512\($0)" } + ["20260101", "20260102"]
    while date <= last {
      let text = formatter.string(from: date)
      var utcCalendar = calendar
      utcCalendar.timeZone = TimeZone(identifier: "UTC")!
      let weekday = utcCalendar.component(.weekday, from: date)
      if weekday != 1, weekday != 7, !gaps.contains(text) {
        let next = formatter.string(from: date.addingTimeInterval(86_400))
        events.append(ICS.allDay(n % 2 == 0 ? "A Day" : "B Day", text, next))
        n += 1
      }
      date = date.addingTimeInterval(86_400)
    }
    let file = try household.home.write("cycle.ics", ICS.calendar("Lincoln High A/B", events))
    let days = try preview(file, "2025-11-20", "2026-06-30", home: household.home.path)
    #expect(days["2025-11-27"]?["kind"] as? String == "freeDay")
    #expect(days["2025-11-27"]?["rule"] as? String == "noCycleDay")
    #expect(days["2025-12-24"]?["rule"] as? String == "noCycleDay")
    #expect(days["2025-11-25"]?["kind"] as? String == "schoolDay")
    #expect(days["2026-06-23"]?["kind"] as? String == "freeDay")
    #expect(days["2026-06-23"]?["reason"] as? String == "Summer break")
  }

  @Test("a holiday feed in a language no pack knows is read as school holidays, and explain says by what")
  func holidayShape() throws {
    let household = try HouseholdFixture()
    let file = try household.home.write(
      "lov.ics",
      // Basque: Estonian, the language this test first used, has a pack since settings version 4.
      ICS.calendar(
        "Eskola oporrak",
        [
          ICS.allDay("Udazkeneko oporrak", "20261026", "20261031"),
          ICS.allDay("Gabonetako oporrak", "20261221", "20270109"),
          ICS.allDay("Inauterietako oporrak", "20270215", "20270220"),
          ICS.allDay("Aste Santuko oporrak", "20270329", "20270403"),
          ICS.allDay("Udako oporrak", "20270614", "20270814"),
        ]))
    let explain = try household.parent("calendar", "explain", "2026-11-18", "--source", file)
    #expect(explain.status == 0, "\(explain.stderr)")
    #expect(explain.stdout.contains("School day"), "\(explain.stdout)")
    #expect(explain.stdout.contains("betweenSchoolHolidays"), "\(explain.stdout)")
    #expect(explain.stdout.contains("detected by shape: all 5 events are spans of days"), "\(explain.stdout)")
    let summer = try household.parent("calendar", "explain", "2027-07-06", "--source", file)
    #expect(summer.stdout.contains("Udako oporrak"), "\(summer.stdout)")
  }
}
