import Domain
import Presentation
import Testing

/// The lists under the year's calendar: the printable page always has its free-days list, saying
/// when there are none; its other lists, and every list of the terminal view, appear only when
/// they have a day to show.
@Suite("The year's lists, when they are empty")
struct YearListsTests {
  static let monday = LocalDate("2026-11-23")!

  /// A week: school Monday to Friday (or none on `unknownOn`), then the weekend.
  static func week(unknownOn: Int? = nil) -> [DayContext] {
    (0..<7).map { offset in
      let date = monday.adding(days: offset)
      if offset >= 5 { return DayContext(date: date, kind: .freeDay, rule: .weekend) }
      if offset == unknownOn { return DayContext(date: date, kind: .unknown, rule: .noInformation) }
      return DayContext(date: date, kind: .schoolDay, rule: .schoolEvents)
    }
  }

  static func html(_ days: [DayContext]) -> String {
    YearPlannerHTML.render(days, title: "Week", generatedOn: monday)
  }

  @Test("a week with no free day: the page's free-days list says none, and no other list is shown")
  func noFreeDay() {
    let html = Self.html(Self.week())
    #expect(html.contains("<h2>Free days</h2>\n<ul>\n<li>None in this range.</li>\n</ul>"))
    for other in ["Free afternoons", "Extra school days", "Unknown days"] {
      #expect(!html.contains("<h2>\(other)</h2>"))
    }
    let text = YearGridView.text(Self.week(), title: "Week", style: .plain)
    #expect(!text.contains("\nFree days\n") && !text.contains("\nUnknown days\n"))
  }

  @Test("a week with an unknown day: its list is shown beside the free days' none, and nothing else")
  func unknownDay() {
    let html = Self.html(Self.week(unknownOn: 2))
    #expect(html.contains("<h2>Free days</h2>\n<ul>\n<li>None in this range.</li>"))
    #expect(html.contains("<h2>Unknown days</h2>"))
    #expect(Self.occurrences("None in this range.", in: html) == 1)
    #expect(!html.contains("<h2>Free afternoons</h2>") && !html.contains("<h2>Extra school days</h2>"))
    let text = YearGridView.text(Self.week(unknownOn: 2), title: "Week", style: .plain)
    #expect(text.contains("\nUnknown days\n") && !text.contains("\nFree days\n"))
  }

  static func occurrences(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }
}
