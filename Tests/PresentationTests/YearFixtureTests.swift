import Domain
import Presentation
import Testing

/// A school year as the engine would describe it, shared by the year view tests.
enum YearFixture {
  static let from = LocalDate("2026-09-01")!
  static let through = LocalDate("2027-08-31")!

  static func date(_ text: String) -> LocalDate { LocalDate(text)! }

  /// 2026-09-01 … 2027-08-31 with weekends, holidays, breaks (one of them entered as two weekly
  /// events, so its middle weekend is an ordinary weekend), an early release, overrides, a few
  /// unknown days and a summer break inferred from the term.
  static func schoolYear(from: LocalDate = from, through: LocalDate = through) -> [DayContext] {
    var days: [DayContext] = []
    var date = from
    while date <= through {
      days.append(context(date))
      date = date.adding(days: 1)
    }
    return days
  }

  static func context(_ date: LocalDate) -> DayContext {
    func inside(_ first: String, _ last: String) -> Bool { date >= self.date(first) && date <= self.date(last) }
    func free(_ reason: String, _ rule: DayContext.Rule = .freeDayMarker) -> DayContext {
      DayContext(date: date, kind: .freeDay, reason: reason, rule: rule, events: rule == .freeDayMarker ? [reason] : [])
    }
    switch date.description {
    case "2026-09-07": return free("Labor Day - No School")
    case "2026-11-24":
      return DayContext(
        date: date, kind: .schoolDay, freeAfternoon: true, reason: "Early Release", rule: .earlyRelease,
        events: ["Early Release"])
    case "2027-01-04": return free("Family trip", .override)
    case "2027-03-13": return DayContext(date: date, kind: .schoolDay, reason: "Snow make-up", rule: .override)
    case "2027-05-08": return DayContext(date: date, kind: .schoolDay, reason: "Make-Up Day", rule: .schoolDayMarker)
    default: break
    }
    if inside("2026-11-25", "2026-11-27") { return free("Thanksgiving Break") }
    if inside("2026-12-21", "2027-01-01") { return free("Winter Break") }
    if inside("2026-10-12", "2026-10-13") {
      return DayContext(date: date, kind: .unknown, reason: ContextReason.noInformation, rule: .noInformation)
    }
    if date.weekday == .saturday || date.weekday == .sunday { return free(ContextReason.weekend, .weekend) }
    if inside("2027-03-29", "2027-04-02") || inside("2027-04-05", "2027-04-09") { return free("Spring Break") }
    if inside("2027-06-14", "2027-08-31") { return free(ContextReason.summerBreak, .term) }
    return DayContext(date: date, kind: .schoolDay, reason: ContextReason.schoolTerm, rule: .term)
  }
}

@Suite("Year view fixture")
struct YearFixtureTests {
  @Test("the fixture covers every kind and mark the views draw")
  func coversEveryKind() {
    let days = YearFixture.schoolYear()
    #expect(days.count == 365)
    #expect(Set(days.map(\.kind)) == Set(DayContext.Kind.allCases))
    #expect(days.contains { $0.freeAfternoon })
    #expect(days.contains { $0.rule == .override && $0.kind == .schoolDay })
    #expect(days.contains { $0.rule == .override && $0.kind == .freeDay })
  }
}
