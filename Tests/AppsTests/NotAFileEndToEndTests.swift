import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 13, places that are not files. Each FIFO here never gets a writer: a program that opened
/// it for reading and waited would never exit, so these tests finishing is part of what they prove.
@Suite("End to end: FIFOs, devices and non-calendar files as calendars")
struct NotAFileEndToEndTests {
  private func fifo(_ path: String) throws {
    try #require(mkfifo(path, 0o600) == 0, "mkfifo \(path): \(String(cString: strerror(errno)))")
  }

  @Test("calendar add refuses a FIFO and a device with 65, saying what they are, and changes nothing")
  func addRefusesNonFiles() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let pipe = household.home.path + "/school.ics"
    try fifo(pipe)
    let before = try household.state()
    let added = try household.parent("calendar", "add", pipe)
    #expect(added.status == 65)
    #expect(added.stderr.contains("is a FIFO, not a file"))
    #expect(added.stderr.contains(pipe))
    let device = try household.parent("calendar", "add", "/dev/null")
    #expect(device.status == 65)
    #expect(device.stderr.contains("a character device"))
    #expect(try household.state() == before)
  }

  @Test("calendar add refuses a file that is not iCalendar with 65: empty, a PNG, random text")
  func addRefusesNonCalendars() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let before = try household.state()
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    let files: [(String, Data)] = [
      ("empty.ics", Data()), ("photo.png", png), ("notes.txt", Data("Dear diary, today was fine.\n".utf8)),
    ]
    for (name, bytes) in files {
      let path = household.home.path + "/" + name
      try bytes.write(to: URL(fileURLWithPath: path))
      let added = try household.parent("calendar", "add", path)
      #expect(added.status == 65, "\(name)")
      #expect(added.stderr.contains("not an iCalendar file"), "\(name)")
    }
    #expect(try household.state() == before)
    // A real calendar and a folder are still welcome.
    let good = try household.home.write(
      "school.ics", ICS.calendar("School", [ICS.allDay("Ferien", "20261026", "20261031")]))
    #expect(try household.parent("calendar", "add", good).status == 0)
    let folder = household.home.path + "/vdir"
    // A vdir, even before its first sync; an empty folder is no longer taken (issue 23).
    _ = try household.home.write("vdir/family/displayname", "Family\n")
    #expect(try household.parent("calendar", "add", folder).status == 0)
  }

  @Test("a connected calendar replaced by a FIFO: today and tq-notify finish, the day unknown")
  func fifoSourceAtReadTime() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let file = try household.home.write("school.ics", CalendarEndToEndTests.school)
    #expect(try household.parent("calendar", "add", file).status == 0)
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    try FileManager.default.removeItem(atPath: file)
    try fifo(file)
    let today = try household.player.run(
      ["today", "--player", "Maya", "--date", "2026-10-27", "--format", "json", "--home", household.home.path],
      environment: CalendarEndToEndTests.berlin)
    #expect(today.status == 0)
    let object = try #require(try parseJSON(today.stdout) as? [String: Any])
    #expect((object["context"] as? [String: Any])?["kind"] as? String == "unknown")
    let notified = try household.notify("--date", "2026-10-27", "--sink", "json")
    #expect(notified.status == 0)
    let note = try #require(try parseJSON(notified.stdout) as? [String: Any])
    #expect(note["rule"] as? String == "calendarUnavailable")
    let events = try household.parent("calendar", "events", "--source", file)
    #expect(events.status == 65)
    #expect(events.stderr.contains("is a FIFO, not a file"))
  }

  @Test("a FIFO among a vdir's items is skipped with a warning and the rest is read")
  func fifoInConnectedFolder() throws {
    let household = try HouseholdFixture()
    try household.seed()
    let folder = household.home.path + "/school"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(ICS.calendar("Lindenschule", [ICS.allDay("Herbstferien", "20261026", "20261031")]).utf8)
      .write(to: URL(fileURLWithPath: folder + "/ferien.ics"))
    try fifo(folder + "/stuck.ics")
    #expect(try household.parent("calendar", "add", folder).status == 0)
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    let today = try household.player.run(
      ["today", "--player", "Maya", "--date", "2026-10-27", "--format", "json", "--home", household.home.path],
      environment: CalendarEndToEndTests.berlin)
    #expect(today.status == 0)
    let object = try #require(try parseJSON(today.stdout) as? [String: Any])
    #expect((object["context"] as? [String: Any])?["kind"] as? String == "freeDay")
    let events = try household.parent(
      "calendar", "events", "--source", folder, "--from", "2026-10-26", "--to", "2026-10-31")
    #expect(events.status == 0)
    #expect(events.stdout.contains("Herbstferien") || events.stderr.contains("Herbstferien"))
    #expect((events.stdout + events.stderr).contains("a FIFO, not a file; skipped"))
  }
}
