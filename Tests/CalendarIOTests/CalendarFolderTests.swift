import Foundation
import Testing

@testable import CalendarIO

/// Issue 23: `calendar add` took any folder (an empty one, one without calendars, `/`), which then
/// read nothing, or the whole machine's top folders, on every look.
@Suite("Which folders are calendars")
struct CalendarFolderTests {
  private func folder() throws -> String {
    let path = NSTemporaryDirectory() + "calio-folder-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  private func write(_ path: String, _ text: String = "BEGIN:VCALENDAR\nEND:VCALENDAR\n") throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test("a folder is a calendar when the reader finds one: .ics files, vdir collections, one level down")
  func shapes() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let cases: [(String, [String], Bool)] = [
      ("empty", [], false),
      ("notes", ["readme.txt", "sub/plan.txt"], false),
      ("hidden", [".school.ics", ".sub/a.ics"], false),
      ("too deep", ["a/b/school.ics"], false),
      ("ics", ["school.ics"], true),
      ("upper", ["SCHOOL.ICS"], true),
      ("vdir", ["family/event.ics"], true),
      ("synced later", ["family/displayname"], true),
      ("collection", ["color"], true),
    ]
    for (name, files, holds) in cases {
      let path = root + "/" + name
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      for file in files { try write(path + "/" + file) }
      #expect(PathCalendarSource.holdsCalendars(path) == holds, "\(name)")
      let source = PathCalendarSource(location: path)
      if holds {
        try source.verify()
      } else {
        #expect(
          throws: CalendarIOError.noCalendarFolder(
            path: path, reason: "no .ics file is in it or in its subfolders, and it is no vdir"), "\(name)"
        ) { try source.verify() }
      }
    }
  }

  @Test("the root folder is refused without being searched, with 65")
  func root() throws {
    let refusal = CalendarIOError.noCalendarFolder(path: "/", reason: "it is the root folder of the machine")
    #expect(throws: refusal) { try PathCalendarSource(location: "/").verify() }
    #expect(throws: refusal) { try PathCalendarSource(location: "/tmp/..").verify() }
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createSymbolicLink(atPath: root + "/everything", withDestinationPath: "/")
    #expect(
      throws: CalendarIOError.noCalendarFolder(
        path: root + "/everything", reason: "it is the root folder of the machine")
    ) {
      try PathCalendarSource(location: root + "/everything").verify()
    }
    #expect(refusal.exitCode == 65)
    #expect(refusal.description.hasPrefix("/ is not a calendar folder: it is the root folder of the machine; give"))
  }
}
