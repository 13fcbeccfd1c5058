import Foundation
import TestSupport
import Testing

@Suite("tq-notify, end to end")
struct NotifyEndToEndTests {
  @Test("with calendar reading off it says the usual weekday, passively")
  func calendarOff() throws {
    let household = try HouseholdFixture()
    let result = try household.notify("--date", "2026-11-24")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Tuesday 2026-11-24"))
    #expect(result.stdout.contains("calendar reading is off"))
  }

  @Test("the json sink prints the contract's context object")
  func jsonSink() throws {
    let household = try HouseholdFixture()
    let result = try household.notify("--date", "2026-11-28", "--sink", "json")
    let object = try #require(try parseJSON(result.stdout) as? [String: Any])
    #expect(object["date"] as? String == "2026-11-28")
    #expect(object["kind"] as? String == "unknown")
    #expect(object["freeAfternoon"] as? Bool == false)
    #expect(object["chip"] as? String == "Saturday")
    #expect(object.keys.contains("next"))
  }

  @Test("--tomorrow looks at the day after")
  func tomorrow() throws {
    let household = try HouseholdFixture()
    let result = try household.notify("--date", "2026-12-31", "--tomorrow", "--sink", "json")
    let object = try #require(try parseJSON(result.stdout) as? [String: Any])
    #expect(object["date"] as? String == "2027-01-01")
  }

  @Test("the waybar sink prints one line with text, tooltip, class and alt")
  func waybar() throws {
    let household = try HouseholdFixture()
    let result = try household.notify("--date", "2026-11-24", "--sink", "waybar")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 1)
    let object = try #require(try parseJSON(String(lines[0])) as? [String: Any])
    #expect(Set(object.keys) == ["text", "tooltip", "class", "alt"])
    #expect(object["class"] as? String == "unknown")
  }

  @Test("is: exit 0 when the day is of that kind, 1 when not")
  func isKind() throws {
    let household = try HouseholdFixture()
    #expect(try household.notify("is", "unknown", "--date", "2026-11-24").status == 0)
    #expect(try household.notify("is", "school-day", "--date", "2026-11-24").status == 1)
    #expect(try household.notify("is", "sometimes").status == 64)
  }

  @Test("tq-notify never creates a database or settings")
  func readsOnly() throws {
    let household = try HouseholdFixture()
    _ = try household.notify("--date", "2026-11-24")
    #expect(try household.home.snapshot().isEmpty)
  }
}
