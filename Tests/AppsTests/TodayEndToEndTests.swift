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

@Suite("The demo household")
struct DemoEndToEndTests {
  func today(_ date: String, player: String = "Maya") throws -> [String: Any] {
    let result = try Executable("tq-player").run([
      "today", "--demo", "--player", player, "--date", date, "--format", "json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(try parseJSON(result.stdout) as? [String: Any])
  }

  func quests(_ object: [String: Any]) -> Set<String> {
    Set((object["quests"] as? [[String: Any]] ?? []).compactMap { $0["routine"] as? String })
  }

  @Test("a winter-break Monday is a free day: school-day routines hide, free-day ones show")
  func winterBreak() throws {
    let object = try today("2026-12-21")
    let context = try #require(object["context"] as? [String: Any])
    #expect(context["kind"] as? String == "freeDay")
    #expect(context["chip"] as? String == "Free day · Winter Break")
    #expect((context["next"] as? [String: Any])?["date"] as? String == "2027-01-04")
    #expect(quests(object).contains("Slow morning"))
    #expect(!quests(object).contains("School morning"))
    #expect(quests(object).contains("Bedtime"))
  }

  @Test("an ordinary Tuesday is a school day: free-day routines hide")
  func schoolDay() throws {
    let object = try today("2026-11-24")
    #expect((object["context"] as? [String: Any])?["kind"] as? String == "schoolDay")
    #expect(quests(object).isSuperset(of: ["School morning", "Homework", "Violin practice", "Bedtime"]))
    #expect(!quests(object).contains("Slow morning"))
  }

  @Test("an early-release day is a school day with a free afternoon")
  func earlyRelease() throws {
    let context = try #require(try today("2026-10-21")["context"] as? [String: Any])
    #expect(context["kind"] as? String == "schoolDay")
    #expect(context["freeAfternoon"] as? Bool == true)
    #expect(context["chip"] as? String == "Free afternoon today")
  }

  @Test("a Saturday make-up day is a school day")
  func makeUpDay() throws {
    let context = try #require(try today("2027-03-06", player: "Leo")["context"] as? [String: Any])
    #expect(context["kind"] as? String == "schoolDay")
    #expect(context["rule"] as? String == "schoolDayMarker")
  }

  @Test("the demo leaves no temporary home behind")
  func cleansUp() throws {
    // A private TMPDIR, so demos run by tests in parallel cannot be mistaken for leftovers.
    let tmp = try TemporaryDirectory()
    let result = try Executable("tq-parent").run(["status", "--demo"], environment: ["TMPDIR": tmp.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Database: \(tmp.path)/timequest-demo-"), "the demo home was made in TMPDIR")
    #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path).isEmpty)
  }
}
