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
}
