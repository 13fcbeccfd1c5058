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

/// A region and a location are used as they are (matched in titles, opened), so the settings
/// refuse one with a control character when read back (issue 23); the commands refuse to store one.
@Suite("tq-parent calendar region and add refuse what the settings would not read back")
struct RegionTextEndToEndTests {
  @Test("a region or a location with a control character: 64 naming it, and the settings unchanged")
  func controlCharacters() throws {
    let household = try HouseholdFixture()
    let home = household.home.path
    let file = try household.home.write("ferien.ics", RegionEndToEndTests.feed)
    let added = try household.parent.run(["calendar", "add", file, "--name", "Ferien", "--home", home])
    #expect(added.status == 0, "\(added.stderr)")
    let before = try household.home.snapshot()
    let attempts = [
      ["calendar", "region", "Ferien", "S\u{7}d"], ["calendar", "add", file + "\u{1B}[2J"],
      ["calendar", "add", try household.home.write("zwei.ics", RegionEndToEndTests.feed), "--region", "Nord\u{85}"],
    ]
    for arguments in attempts {
      let result = try household.parent.run(arguments + ["--home", home])
      #expect(result.status == 64, "\(arguments): exit \(result.status) \(result.stderr)")
      #expect(result.stderr.contains("control character"), "\(arguments): \(result.stderr)")
    }
    #expect(try household.home.snapshot().filter { !$0.key.hasSuffix("zwei.ics") } == before)
    let status = try household.parent.run(["calendar", "status", "--home", home])
    #expect(status.status == 0, "\(status.stderr)")
  }
}
