import Foundation
import TestSupport
import Testing

@Suite("tq-parent calendar week and school-year, and the preview's year, end to end")
struct SchoolWeekEndToEndTests {
  /// Terms of a southern school: the summer between the last day of 2026 and the first of 2027.
  static let terms = ICS.calendar(
    "Harbour Primary",
    [
      ICS.allDay("Last Day of Term 4", "20261216", "20261217"),
      ICS.allDay("First Day of Term 1", "20270201", "20270202"),
      ICS.allDay("Last Day of Term 1", "20270409", "20270410"),
      ICS.allDay("First Day of Term 2", "20270426", "20270427"),
      ICS.allDay("Last Day of Term 4", "20271215", "20271216"),
    ])

  @Test("auto reads the week from the time zone; a run of days sets it; explain says which and why; bad days exit 64")
  func week() throws {
    let household = try HouseholdFixture()
    let home = household.home.path
    let jerusalem = ["TZ": "Asia/Jerusalem"]
    let auto = try household.parent.run(["calendar", "week", "--home", home], environment: jerusalem)
    #expect(auto.status == 0, "\(auto.stderr)")
    #expect(auto.stdout.contains("School week: Sunday–Thursday (from the time zone Asia/Jerusalem)"))
    let file = try household.home.write(
      "school.ics", ICS.calendar("School", [ICS.allDay("Picture Day", "20261126", "20261127")]))
    let friday = try household.parent.run(
      ["calendar", "explain", "2026-11-27", "--source", file, "--home", home], environment: jerusalem)
    #expect(friday.stdout.contains("Weekend"), "\(friday.stdout)")
    #expect(friday.stdout.contains("School week: Sunday–Thursday (from the time zone Asia/Jerusalem)"))
    let set = try household.parent.run(["calendar", "week", "mon-fri", "--home", home], environment: jerusalem)
    #expect(set.stdout.contains("School week: Monday–Friday (set by the parent)"), "\(set.stdout)")
    let friday2 = try household.parent.run(
      ["calendar", "explain", "2026-11-27", "--source", file, "--home", home], environment: jerusalem)
    #expect(!friday2.stdout.contains("Weekend"), "\(friday2.stdout)")
    let back = try household.parent.run(["calendar", "week", "auto", "--home", home], environment: jerusalem)
    #expect(back.stdout.contains("from the time zone"))
    let bad = try household.parent.run(["calendar", "week", "sun-funday", "--home", home], environment: jerusalem)
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("funday"))
  }

  @Test("preview --year 2027 of a southern term calendar is January to December 2027, in text and JSON")
  func southernPreview() throws {
    let household = try HouseholdFixture()
    let home = household.home.path
    let file = try household.home.write("terms.ics", Self.terms)
    let utc = ["TZ": "UTC"]
    let text = try household.parent.run(
      ["calendar", "preview", "--year", "2027", "--source", file, "--home", home], environment: utc)
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("School year 2027\n") || text.stdout.contains("School year 2027 "), "\(text.stdout)")
    #expect(!text.stdout.contains("2027–28"))
    let json = try household.parent.run(
      ["calendar", "preview", "--year", "2027", "--source", file, "--format", "json", "--home", home],
      environment: utc)
    let object = try #require(try parseJSON(json.stdout) as? [String: Any])
    #expect(object["title"] as? String == "School year 2027")
    #expect(object["from"] as? String == "2027-01-01")
    #expect(object["to"] as? String == "2027-12-31")
    // The weeks before the first day of term are the summer.
    let days = try #require(object["days"] as? [[String: Any]])
    #expect(days[11]["kind"] as? String == "freeDay")
    // The parent's choice wins: a northern year is August to July.
    #expect(
      try household.parent.run(["calendar", "school-year", "north", "--home", home], environment: utc).status == 0)
    let north = try household.parent.run(
      ["calendar", "preview", "--year", "2027", "--source", file, "--format", "json", "--home", home],
      environment: utc)
    let northObject = try #require(try parseJSON(north.stdout) as? [String: Any])
    #expect(northObject["title"] as? String == "School year 2027–28")
  }
}
