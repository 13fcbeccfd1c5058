import Foundation
import Testing

@testable import CalendarIO
@testable import Domain

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 13: a FIFO has no end until a writer closes it, so a read that waits on one waits for
/// ever. These tests open FIFOs that nobody ever writes to: if the code under test waited, the
/// test would never finish, so finishing with the expected error is the proof.
@Suite("Places that are not files: FIFOs and devices are refused, never waited on")
struct NotAFileTests {
  private let reader = CalendarReader(localZone: TestCalendars.berlin)
  private let june = TestCalendars.window("2026-06-01", "2026-06-30")

  private func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "calio-fifo-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  private func fifo(_ path: String) throws {
    try #require(mkfifo(path, 0o600) == 0, "mkfifo \(path): \(String(cString: strerror(errno)))")
  }

  private func write(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  private func event(_ uid: String, _ title: String) -> String {
    "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\nSUMMARY:\(title)\r\nDTSTART;VALUE=DATE:20260602\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
  }

  @Test("a FIFO given as the calendar is refused at once, naming the path and what it is")
  func fifoSource() async throws {
    let path = try temporaryFolder() + "/school.ics"
    try fifo(path)
    await #expect(throws: CalendarIOError.notAFile(path: path, kind: "a FIFO")) {
      try await reader.read(path, window: june)
    }
    let error = CalendarIOError.notAFile(path: path, kind: "a FIFO")
    #expect(error.description.contains("\(path) is a FIFO, not a file"))
    #expect(error.exitCode == 65)
  }

  @Test("verify refuses a FIFO and a character device, and passes a calendar file and a folder")
  func verify() throws {
    let folder = try temporaryFolder()
    try fifo(folder + "/pipe.ics")
    #expect(throws: CalendarIOError.notAFile(path: folder + "/pipe.ics", kind: "a FIFO")) {
      try PathCalendarSource(location: folder + "/pipe.ics").verify()
    }
    #expect(throws: CalendarIOError.notAFile(path: "/dev/zero", kind: "a character device")) {
      try PathCalendarSource(location: "/dev/zero").verify()
    }
    try write(folder + "/good.ics", event("a", "Zoo"))
    try PathCalendarSource(location: folder + "/good.ics").verify()
    try PathCalendarSource(location: folder).verify()
  }

  @Test("verify refuses files that are not iCalendar: empty, random text, a PNG header")
  func verifyContent() throws {
    let folder = try temporaryFolder()
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
    let files: [(String, [UInt8])] = [
      ("empty.ics", []), ("notes.txt", Array("shopping: milk, eggs\nBEGIN later\n".utf8)), ("logo.png", png),
    ]
    for (name, bytes) in files {
      let path = folder + "/" + name
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      #expect(throws: CalendarIOError.notICalendar(path: path)) { try PathCalendarSource(location: path).verify() }
    }
  }

  @Test("a socket is named as a socket, not as a missing device")
  func socket() throws {
    let path = try temporaryFolder() + "/cal.sock"
    let fd = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    try #require(fd >= 0)
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, byte) in path.utf8.enumerated() { raw[i] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    try #require(bound == 0)
    #expect(throws: CalendarIOError.notAFile(path: path, kind: "a socket")) {
      try PathCalendarSource(location: path).verify()
    }
  }

  @Test("a FIFO inside a folder of .ics files is skipped with a warning; the rest still counts")
  func fifoInFolder() async throws {
    let folder = try temporaryFolder()
    try write(folder + "/a.ics", event("a", "Zoo"))
    try fifo(folder + "/b.ics")
    let r = try await reader.read(folder, window: june)
    #expect(r.events.map(\.title) == ["Zoo"])
    #expect(r.warnings.contains { $0.source == folder + "/b.ics" && $0.message == "a FIFO, not a file; skipped" })
  }

  @Test("a FIFO as a vdir item or as the displayname file is skipped, never waited on")
  func fifoInVdir() async throws {
    let root = try temporaryFolder()
    try FileManager.default.createDirectory(atPath: root + "/family", withIntermediateDirectories: true)
    try write(root + "/family/a.ics", event("a", "Picnic"))
    try fifo(root + "/family/b.ics")
    try fifo(root + "/family/displayname")
    let r = try await reader.read(root, window: june)
    #expect(r.calendars.map(\.title) == ["family"])
    #expect(r.events.map(\.title) == ["Picnic"])
    #expect(r.warnings.contains { $0.source == root + "/family/b.ics" && $0.message.contains("a FIFO") })
  }

  @Test("a vdir's items are its .ics files: its displayname, color and other files are never read as events")
  func vdirOtherFiles() async throws {
    let root = try temporaryFolder()
    try FileManager.default.createDirectory(atPath: root + "/family", withIntermediateDirectories: true)
    try write(root + "/family/a.ics", event("a", "Picnic"))
    try write(root + "/family/displayname", "Family")
    try write(root + "/family/color", "#ff0000")
    try write(root + "/family/notes.txt", "BEGIN:VCALENDAR")
    let r = try await reader.read(root, window: june)
    #expect(r.calendars.map(\.title) == ["Family"])
    #expect(r.events.map(\.title) == ["Picnic"])
    #expect(r.warnings.isEmpty, "\(r.warnings)")
  }

  // Thunderbird keeps a local calendar as a file:// address. Discovery offers it only when it is a
  // file: a missing one, a folder or a FIFO (which a count of its events would wait on) is left out.
  @Test("discovery offers Thunderbird's file:// calendar when it is a file, not when missing, a folder or a FIFO")
  func thunderbirdLocalFile() throws {
    let home = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let profile = home + "/.thunderbird/p1.default"
    try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: home + "/cals/folder.ics", withIntermediateDirectories: true)
    try write(home + "/cals/family.ics", "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n")
    try fifo(home + "/cals/pipe.ics")
    var prefs = ""
    for (id, name) in [("a", "family"), ("b", "missing"), ("c", "folder"), ("d", "pipe")] {
      prefs += "user_pref(\"calendar.registry.\(id).name\", \"\(name)\");\n"
      prefs += "user_pref(\"calendar.registry.\(id).type\", \"ics\");\n"
      prefs += "user_pref(\"calendar.registry.\(id).uri\", \"file://\(home)/cals/\(name).ics\");\n"
    }
    try write(profile + "/prefs.js", prefs)
    let found = CalendarDiscovery(home: home, variables: [:]).scan().filter { $0.foundBy == ["Thunderbird"] }
    #expect(found.map(\.title) == ["family"])
    #expect(found.map(\.location) == [home + "/cals/family.ics"])
    #expect(found.map(\.kind) == [.file])
  }
}
