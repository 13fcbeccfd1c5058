import Domain
import Testing

/// Two `calendar status` reports are equal when every part a parent reads is: the tuple of
/// players' choices is compared by hand, so each part's comparison is checked here (a mutant that
/// flipped one of them survived issue 23's third sample).
@Suite("Calendar status reports compare every part")
struct CalendarStatusReportTests {
  static func report() -> CalendarStatusReport {
    var source = CalendarStatusReport.Source(setting: CalendarSourceSetting(location: "/calendars/lincoln.ics"))
    source.calendars = [.init(id: "lincoln", title: "Lincoln School")]
    source.upcoming = 12
    var report = CalendarStatusReport(
      enabled: true, sources: [source], household: ["lincoln"], players: [(player: "Maya", choice: ["lincoln"])],
      rules: ContextRules(), overrideCount: 1)
    report.shape = SchoolCalendarShape(
      week: [.monday, .tuesday, .wednesday, .thursday, .friday], weekOrigin: .usual, year: .north, yearOrigin: .usual)
    return report
  }

  @Test("a report equals its copy, and differs from one with any single part changed")
  func equality() throws {
    let base = Self.report()
    #expect(base == Self.report())
    var changed: [(String, CalendarStatusReport)] = []
    func with(_ name: String, _ change: (inout CalendarStatusReport) -> Void) {
      var copy = Self.report()
      change(&copy)
      changed.append((name, copy))
    }
    with("enabled") { $0.enabled = false }
    with("sources") { $0.sources[0].upcoming = 13 }
    with("household") { $0.household = [] }
    with("player") { $0.players = [(player: "Leo", choice: ["lincoln"])] }
    with("player's choice") { $0.players = [(player: "Maya", choice: [])] }
    with("rules") { $0.rules.schoolYear = .south }
    with("override count") { $0.overrideCount = 2 }
    with("shape") { $0.shape = nil }
    for (name, report) in changed {
      #expect(base != report, "\(name)")
      #expect(report == report, "\(name)")
    }
  }
}
