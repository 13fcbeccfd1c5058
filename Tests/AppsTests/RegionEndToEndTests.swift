import Foundation
import TestSupport
import Testing

@Suite("tq-parent calendar region, end to end")
struct RegionEndToEndTests {
  /// Two regions' winter and summer holidays, and Christmas for both.
  static let feed = ICS.calendar(
    "Schulferien",
    [
      ("Winterferien Nord", "20270201", "20270206"), ("Sommerferien Nord", "20270701", "20270811"),
      ("Winterferien Süd", "20270215", "20270220"), ("Sommerferien Süd", "20270720", "20270901"),
      ("Weihnachtsferien", "20261221", "20270102"),
    ].map { ICS.allDay($0.0, $0.1, $0.2) })

  @Test("the regions a feed names are listed; the chosen one decides; status shows both")
  func region() throws {
    let household = try HouseholdFixture()
    let home = household.home.path
    let env = ["TZ": "Europe/Berlin"]
    let file = try household.home.write("ferien.ics", Self.feed)
    #expect(
      try household.parent.run(["calendar", "add", file, "--name", "Ferien", "--home", home], environment: env).status
        == 0)
    #expect(try household.parent.run(["calendar", "enable", "--yes", "--home", home], environment: env).status == 0)
    let listed = try household.parent.run(["calendar", "region", "Ferien", "--home", home], environment: env)
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout.contains("nord, sud"), "\(listed.stdout)")
    let unknown = try household.parent.run(["calendar", "explain", "2027-02-02", "--home", home], environment: env)
    #expect(unknown.stdout.contains("(unknown)"), "\(unknown.stdout)")
    #expect(
      try household.parent.run(["calendar", "region", "Ferien", "Süd", "--home", home], environment: env).status == 0)
    let school = try household.parent.run(["calendar", "explain", "2027-02-02", "--home", home], environment: env)
    #expect(school.stdout.contains("(schoolDay)"), "\(school.stdout)")
    let free = try household.parent.run(["calendar", "explain", "2027-02-16", "--home", home], environment: env)
    #expect(free.stdout.contains("(freeDay)"), "\(free.stdout)")
    let status = try household.parent.run(["calendar", "status", "--home", home], environment: env)
    #expect(status.stdout.contains("region: Süd (chosen by the parent)"), "\(status.stdout)")
    #expect(status.stdout.contains("regions named in its titles: nord, sud"))
    // Chosen when connected.
    let copy = try household.home.write("ferien2.ics", Self.feed)
    let added = try household.parent.run(
      ["calendar", "add", copy, "--name", "Ferien 2", "--region", "Nord", "--home", home], environment: env)
    #expect(added.status == 0, "\(added.stderr)")
    let again = try household.parent.run(["calendar", "status", "--home", home], environment: env)
    #expect(again.stdout.contains("region: Nord (chosen by the parent)"), "\(again.stdout)")
  }
}
