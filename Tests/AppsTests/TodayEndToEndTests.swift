import Foundation
import TestSupport
import Testing

@Suite("tq-player today, end to end")
struct TodayEndToEndTests {
  /// 2026-11-23 is a Monday; the week runs to Sunday 2026-11-29.
  static let week = (23...29).map { "2026-11-\($0)" }

  /// The weekdays each seeded routine is active on, written out independently of the app.
  static let activeDays: [String: Set<String>] = [
    "School morning": ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"],
    "Slow morning": ["2026-11-28", "2026-11-29"],
    "Violin": ["2026-11-24", "2026-11-26"],
  ]

  @Test("each routine shows on its active weekdays only, in JSON")
  func jsonWeek() throws {
    let household = try HouseholdFixture()
    try household.seed()
    for date in Self.week {
      let result = try household.player("today", "--player", "Maya", "--date", date, "--format", "json")
      #expect(result.status == 0, "\(result.stderr)")
      let object = try #require(try parseJSON(result.stdout) as? [String: Any])
      #expect(object["date"] as? String == date)
      #expect(object["player"] as? String == "Maya")
      let context = try #require(object["context"] as? [String: Any])
      #expect(context["kind"] as? String == "unknown")
      #expect(context["rule"] as? String == "calendarOff")
      let quests = try #require(object["quests"] as? [[String: Any]])
      let names = Set(quests.compactMap { $0["routine"] as? String })
      let expected = Set(Self.activeDays.filter { $0.value.contains(date) }.keys)
      #expect(names == expected, "on \(date)")
    }
  }

  @Test("tasks keep their order and minutes")
  func taskOrder() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let result = try household.player("today", "--player", "maya", "--date", "2026-11-24", "--format", "json")
    let object = try #require(try parseJSON(result.stdout) as? [String: Any])
    let quests = try #require(object["quests"] as? [[String: Any]])
    let morning = try #require(quests.first { $0["routine"] as? String == "School morning" })
    #expect(morning["mode"] as? String == "school-day")
    let tasks = try #require(morning["tasks"] as? [[String: Any]])
    #expect(tasks.map { $0["name"] as? String } == ["Get dressed", "Breakfast", "Brush teeth"])
    #expect(tasks.map { $0["minutes"] as? Int } == [5, 15, 3])
  }

  @Test("the text view lists every player's quests under the chip")
  func textView() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let saturday = try household.player("today", "--date", "2026-11-28")
    #expect(saturday.status == 0)
    #expect(saturday.stdout.contains("Saturday 28 November 2026"))
    #expect(saturday.stdout.contains("Maya"))
    #expect(saturday.stdout.contains("Slow morning"))
    #expect(!saturday.stdout.contains("School morning"))
    #expect(saturday.stdout.contains("Leo"))
    #expect(saturday.stdout.contains("Bedtime"))
    #expect(!saturday.stdout.contains("\u{1B}["), "no colours when not a terminal")
    let tuesday = try household.player("today", "--player", "Maya", "--date", "2026-11-24")
    let lines = tuesday.stdout.split(separator: "\n").map(String.init)
    let morning = try #require(lines.firstIndex { $0.contains("School morning") })
    #expect(lines[morning + 1].contains("1. Get dressed"))
    #expect(lines[morning + 3].contains("3. Brush teeth"))
    #expect(tuesday.stdout.contains("Violin"))
  }

  @Test("a player with nothing that day sees a quiet line, not an error")
  func emptyDay() throws {
    let household = try HouseholdFixture()
    try household.parent("player", "add", "Ada")
    let result = try household.player("today", "--date", "2026-11-24")
    #expect(result.status == 0)
    #expect(result.stdout.contains("No quests today."))
  }

  @Test("JSON for a household of two needs a player name")
  func jsonNeedsPlayer() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let result = try household.player("today", "--format", "json", "--date", "2026-11-24")
    #expect(result.status == 64)
    #expect(result.stderr.contains("--player"))
    #expect(result.stderr.contains("Maya"))
  }
}
