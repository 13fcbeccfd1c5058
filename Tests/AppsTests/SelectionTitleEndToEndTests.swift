import Foundation
import TestSupport
import Testing

/// A calendar chosen with `calendar select` is kept by its id and its title (issue 26): re-synced
/// under a new id it is found by its title, and `calendar status` and `doctor` say so with the
/// command that chooses it again; gone by both, its player's days are unknown with that reason,
/// never read from every calendar.
@Suite("A chosen calendar stays right: found by its title under a new id, unknown when gone")
struct SelectionTitleEndToEndTests {
  static func item(_ uid: String, _ summary: String) -> String {
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\n"
      + "DTSTART;VALUE=DATE:20261012\r\nDTEND;VALUE=DATE:20261013\r\nSUMMARY:\(summary)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
  }

  func kind(_ household: HouseholdFixture, player: String) throws -> (kind: String, reason: String) {
    let result = try household.parent("calendar", "explain", "2026-10-12", "--player", player, "--format", "json")
    #expect(result.status == 0, "\(result.stderr)")
    let context = try #require(try parseJSON(result.stdout) as? [String: Any])
    return (context["kind"] as? String ?? "", context["reason"] as? String ?? "")
  }

  @Test("re-synced under a new id: still counted by its title, said with the re-select; gone: unknown")
  func staysRight() throws {
    let household = try HouseholdFixture.seeded()
    let root = household.home.path + "/vdir"
    try household.home.write("vdir/abc/displayname", "School")
    try household.home.write("vdir/abc/1.ics", Self.item("s1", "No School"))
    try household.home.write("vdir/club/displayname", "Club")
    try household.home.write("vdir/club/1.ics", Self.item("c1", "Match"))
    #expect(try household.parent("calendar", "add", root, "--name", "Family").status == 0)
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    #expect(try household.parent("calendar", "select", "School", "--player", "Maya").status == 0)
    let settings = try String(contentsOfFile: household.home.path + "/config/settings.json", encoding: .utf8)
    #expect(settings.contains("\"selectionTitles\""), "\(settings)")
    #expect(try kind(household, player: "Maya").kind == "freeDay")

    // A sync tool gives the collection a new folder, so a new id; the title stays.
    try FileManager.default.moveItem(atPath: root + "/abc", toPath: root + "/a1b2c3")
    #expect(try kind(household, player: "Maya").kind == "freeDay")
    let status = try household.parent("calendar", "status")
    #expect(
      status.stdout.contains(
        "Maya: School (its id changed; found by its title: 'tq-parent calendar select \"School\" --player Maya'"),
      "\(status.stdout)")
    let doctor = try household.parent.run(
      ["doctor", "--format", "json", "--home", household.home.path], environment: ["HOME": household.home.path])
    #expect(doctor.status == 0, "\(doctor.stdout)")
    let findings = try #require((try parseJSON(doctor.stdout) as? [String: Any])?["findings"] as? [[String: Any]])
    let warning = try #require(
      findings.first { $0["check"] as? String == "selection" && $0["severity"] as? String == "warning" })
    #expect(warning["fix"] as? String == "tq-parent calendar select School --player Maya")

    // Renamed too: neither id nor title finds it. Every calendar would say "No School"; the day is unknown.
    try household.home.write("vdir/a1b2c3/displayname", "Other")
    let gone = try kind(household, player: "Maya")
    #expect(gone.kind == "unknown")
    #expect(gone.reason.contains("the calendars chosen for Maya are not connected"), "\(gone.reason)")
    let statusGone = try household.parent("calendar", "status")
    #expect(statusGone.stdout.contains("School (not connected: its player's days are unknown"), "\(statusGone.stdout)")
    // The household chose nothing: every calendar still counts for it.
    let household2 = try household.parent("calendar", "explain", "2026-10-12", "--format", "json")
    #expect((try parseJSON(household2.stdout) as? [String: Any])?["kind"] as? String == "freeDay")
  }

  @Test("settings written before titles were kept read as before")
  func olderSettings() throws {
    let household = try HouseholdFixture()
    try household.home.write(
      "config/settings.json",
      #"{"version":4,"calendar":{"enabled":false,"sources":[],"selection":["School"],"playerSelection":{}}}"#)
    let status = try household.parent("calendar", "status")
    #expect(status.status == 0, "\(status.stderr)")
    #expect(status.stdout.contains("household: School"))
  }
}
