import Foundation
import TestSupport
import Testing

/// `tq-parent status` on one screen (issue 26): players and their routines, reading, each source's
/// health, today per player, the daily timer, the files.
@Suite("tq-parent status, end to end")
struct StatusEndToEndTests {
  @Test("reading on: a source that reads and one that fails, today per player, the timer, in text and JSON")
  func wholeScreen() throws {
    let fixture = try TimerFixture(userManager: true)
    let household = fixture.household
    try household.seed()
    let file = try household.home.write(
      "school.ics", ICS.calendar("Maple", [ICS.allDay("Fair", "20261124", "20261125")]))
    #expect(try household.parent("calendar", "add", file, "--name", "Maple").status == 0)
    let gone = try household.home.write("gone.ics", ICS.calendar("Gone", []))
    #expect(try household.parent("calendar", "add", gone, "--name", "Gone").status == 0)
    try FileManager.default.removeItem(atPath: gone)
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    #expect(try fixture.notify("timer", "install", "--at", "07:05", "--sink", "json").status == 0)
    let environment = [
      "PATH": fixture.tools.path + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
      "XDG_CONFIG_HOME": fixture.config.path, "FAKE_SYSTEMD_STATE": fixture.tools.path + "/state",
    ]
    let text = try household.parent.run(["status", "--home", household.home.path], environment: environment)
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("Maya: 3 routines (School morning, Slow morning, Violin)"))
    #expect(text.stdout.contains("Reading: on"))
    #expect(text.stdout.contains("Maple: \(file) · read: 1 calendar"), "\(text.stdout)")
    #expect(text.stdout.contains("Gone: \(gone) · failing: "), "\(text.stdout)")
    #expect(text.stdout.contains("\nToday\n  Leo: ") || text.stdout.contains("\nToday\n  Maya: "), "\(text.stdout)")
    #expect(text.stdout.contains("every day at 07:05 · sink json · for the household · home"), "\(text.stdout)")
    #expect(text.stdout.contains("systemd: enabled, active"), "\(text.stdout)")

    let json = try household.parent.run(
      ["status", "--format", "json", "--home", household.home.path], environment: environment)
    let object = try #require(try parseJSON(json.stdout) as? [String: Any])
    let players = try #require(object["players"] as? [[String: Any]])
    #expect(players.allSatisfy { ($0["today"] as? [String: Any])?["kind"] is String })
    let sources = try #require(object["sources"] as? [[String: Any]])
    let health = sources.map { ($0["name"] as? String ?? "?", ($0["health"] as? [String: Any])?["ok"] as? Bool) }
    #expect(health.map(\.0) == ["Maple", "Gone"])
    #expect(health.map(\.1) == [true, false])
    let timer = try #require(object["timer"] as? [String: Any])
    #expect(timer["installed"] as? Bool == true)
    #expect(timer["at"] as? String == "07:05")
    #expect(timer["enabled"] as? Bool == true)
  }

  @Test("reading off: nothing read, no health, each day unknown; no timer: how to install it")
  func readingOff() throws {
    let household = try HouseholdFixture.seeded()
    let text = try household.parent("status")
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("Maya: unknown, weekday rules alone (calendar reading is off)"), "\(text.stdout)")
    #expect(text.stdout.contains("not installed: tq-notify timer install"))
    let object = try #require(try parseJSON(household.parent("status", "--format", "json").stdout) as? [String: Any])
    #expect((object["timer"] as? [String: Any])?["installed"] as? Bool == false)
    #expect((object["timer"] as? [String: Any])?["enabled"] is NSNull)
  }

  @Test("each source is fetched once per status, for its health and every player's day alike")
  func oneReadPerSource() throws {
    let server = try FeedServer()
    defer { withExtendedLifetime(server) {} }
    let household = try HouseholdFixture.seeded()
    let key = UUID().uuidString
    let added = try household.parent("calendar", "add", server.url("/validated?key=\(key)"), "--name", "Club")
    #expect(added.status == 0, "\(added.stderr)")
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    let before = try FeedWatchEndToEndTests.counts(server, key: key)
    let text = try household.parent("status")
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("· read: 1 calendar"), "\(text.stdout)")
    // Two players and the source's health: three fetches before the look took the reads made.
    #expect(text.stdout.contains("\nToday\n  Leo: ") && text.stdout.contains("\n  Maya: "), "\(text.stdout)")
    let after = try FeedWatchEndToEndTests.counts(server, key: key)
    #expect(after.ok + after.notModified - before.ok - before.notModified == 1)
  }

  @Test("each calendar's role, detected or set by the parent, under its source, in text and JSON")
  func roles() throws {
    let household = try HouseholdFixture.seeded()
    let holidays = try household.home.write(
      "holidays.ics", ICS.calendar("Public Holidays", [ICS.allDay("New Year's Day", "20270101", "20270102")]))
    #expect(try household.parent("calendar", "add", holidays, "--name", "Holidays").status == 0)
    let club = try household.home.write("club.ics", ICS.calendar("Club", [ICS.allDay("Match", "20261124", "20261125")]))
    #expect(try household.parent("calendar", "add", club, "--name", "Club", "--role", "family").status == 0)
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    let text = try household.parent("status")
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("\n    \"Public Holidays\": a public-holiday calendar (detected"), "\(text.stdout)")
    #expect(
      text.stdout.contains("\n    \"Club\": a family calendar (never decides) (set by the parent)"), "\(text.stdout)")

    let object = try #require(try parseJSON(household.parent("status", "--format", "json").stdout) as? [String: Any])
    let sources = try #require(object["sources"] as? [[String: Any]])
    let calendars = sources.map { (($0["health"] as? [String: Any])?["calendars"] as? [[String: Any]]) ?? [] }
    #expect(calendars.map { $0.map { $0["title"] as? String } } == [["Public Holidays"], ["Club"]])
    #expect(calendars.map { $0.map { $0["role"] as? String } } == [["holidays"], ["family"]])
    #expect(calendars.map { $0.map { $0["detected"] as? Bool } } == [[true], [false]])
  }
}
