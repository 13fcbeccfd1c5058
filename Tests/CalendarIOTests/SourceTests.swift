import Foundation
import Testing

@testable import CalendarIO
@testable import Domain

@Suite("Sources: files, folders, vdirs, schemes and errors")
struct SourceTests {
  private let reader = CalendarReader(localZone: TestCalendars.berlin)
  private let june = TestCalendars.window("2026-06-01", "2026-06-30")

  private func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "calio-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  private func write(_ path: String, _ text: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  private func event(_ uid: String, _ title: String, _ day: String = "20260602") -> String {
    "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\nSUMMARY:\(title)\r\nDTSTART;VALUE=DATE:\(day)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
  }

  @Test("a fixture file is read with its X-WR-CALNAME title and absolute path id")
  func fixtureFile() async throws {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/school", withExtension: "ics"))
    let r = try await reader.read(url.path, window: TestCalendars.window("2026-09-01", "2026-09-30"))
    #expect(r.calendars.first?.title == "Maple School")
    #expect(r.calendars.first?.id == url.standardizedFileURL.path)
    #expect(r.events.contains { $0.title == "First day of school" })
  }

  @Test("a vdir: one calendar per collection folder, titled by its displayname file")
  func vdir() async throws {
    let root = try temporaryFolder()
    try write(root + "/family/a.ics", event("a", "Zoo"))
    try write(root + "/family/b.ics", event("b", "Picnic"))
    try write(root + "/family/displayname", "Family\n")
    try write(root + "/school/c.ics", event("c", "Exam"))
    let r = try await reader.read(root, window: june)
    #expect(r.calendars.map(\.title) == ["Family", "school"])
    #expect(r.calendars.map(\.id) == [root + "/family", root + "/school"])
    #expect(Set(r.events.map(\.title)) == ["Zoo", "Picnic", "Exam"])
  }

  @Test("a vdir collection's color file gives its calendar a colour when it holds a hex colour, else none")
  func vdirColor() async throws {
    let root = try temporaryFolder()
    try write(root + "/family/a.ics", event("a", "Zoo"))
    try write(root + "/family/color", "#ff2968\n")
    try write(root + "/club/b.ics", event("b", "Swim"))
    try write(root + "/club/color", "\u{1B}[31mred\n")
    try write(root + "/school/c.ics", event("c", "Exam"))
    let r = try await reader.read(root, window: june)
    #expect(r.calendars.map(\.title) == ["club", "family", "school"])
    #expect(r.calendars.map { $0.color?.hex } == [nil, "#FF2968", nil])

    // The folder named is itself a collection.
    let kids = try temporaryFolder()
    try write(kids + "/m.ics", event("m", "Judo"))
    try write(kids + "/color", "#0a0")
    #expect(try await reader.read(kids, window: june).calendars.map { $0.color?.hex } == ["#0A0"])
  }

  @Test("a vdir collection splits master and override over item files")
  func vdirOverrideAcrossFiles() async throws {
    let root = try temporaryFolder()
    try write(root + "/displayname", "Kids")
    try write(
      root + "/m.ics",
      "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nSUMMARY:Judo\nDTSTART:20260601T150000Z\nRRULE:FREQ=DAILY;COUNT=2\nEND:VEVENT\nEND:VCALENDAR\n"
    )
    try write(
      root + "/o.ics",
      "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nRECURRENCE-ID:20260602T150000Z\nSUMMARY:Judo late\nDTSTART:20260602T170000Z\nEND:VEVENT\nEND:VCALENDAR\n"
    )
    let r = try await reader.read(root, window: june)
    #expect(r.calendars.count == 1 && r.calendars.first?.title == "Kids")
    #expect(r.events.map(\.title) == ["Judo", "Judo late"])
  }

  @Test("a plain folder of .ics files gives one calendar per file")
  func folderOfFiles() async throws {
    let root = try temporaryFolder()
    try write(root + "/football.ics", event("f", "Match"))
    try write(root + "/notes.txt", "not a calendar")
    let r = try await reader.read(root, window: june)
    #expect(r.calendars.map(\.title) == ["football"])
  }

  @Test("errors say what and where, with sysexits codes")
  func errors() async throws {
    let root = try temporaryFolder()
    await #expect(throws: CalendarIOError.notFound(path: root + "/missing.ics")) {
      try await reader.read(root + "/missing.ics", window: june)
    }
    try write(root + "/text.ics", "hello\n")
    await #expect(throws: CalendarIOError.notICalendar(path: root + "/text.ics")) {
      try await reader.read(root + "/text.ics", window: june)
    }
    await #expect(throws: CalendarIOError.unsupportedScheme(scheme: "https", location: "https://example.org/a.ics")) {
      try await reader.read("https://example.org/a.ics", window: june)
    }
    #expect(CalendarIOError.notFound(path: "/x").exitCode == 66)
    #expect(CalendarIOError.notICalendar(path: "/x").exitCode == 65)
    #expect(CalendarIOError.unsupportedScheme(scheme: "ftp", location: "ftp://x").exitCode == 64)
    #expect(CalendarIOError.readFailed(path: "/x", reason: "EIO").exitCode == 74)
    #expect(CalendarIOError.notFound(path: "/x/y.ics").description.contains("/x/y.ics"))
  }

  @Test("a file over the size limit is refused before parsing")
  func tooLarge() async throws {
    let root = try temporaryFolder()
    try write(root + "/big.ics", event("a", String(repeating: "x", count: 5000)))
    let small = CalendarReader(limits: CalendarLimits(maxFileBytes: 1000), localZone: TestCalendars.berlin)
    await #expect(throws: CalendarIOError.self) { try await small.read(root + "/big.ics", window: june) }
    do {
      _ = try await small.read(root + "/big.ics", window: june)
    } catch {
      #expect(error.exitCode == 65)
    }
  }

  @Test("the local sources state their capabilities; the others take the defaults")
  func capabilities() async throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try write(root + "/family/a.ics", event("a", "Zoo"))
    try write(root + "/one.ics", event("b", "Park"))
    let registry = CalendarSourceRegistry.local()
    let folder = try registry.source(for: root)
    #expect(folder.mayBeSlow == false && folder.canBeConnected)
    #expect(folder.watch == CalendarSourceWatch(folders: [root, root + "/family"]))
    #expect(try registry.source(for: root + "/one.ics").watch == CalendarSourceWatch(files: [root + "/one.ics"]))
    // A relative path is made absolute by the rule the registry was given; a missing one is refused.
    var custom = CalendarSourceRegistry()
    custom.registerLocalSources { root + "/" + $0 }
    #expect(try custom.source(for: "one.ics").normalize("file://one.ics") == root + "/one.ics")
    #expect(throws: CalendarIOError.notFound(path: root + "/two.ics")) {
      try custom.source(for: "two.ics").normalize("two.ics")
    }
    try write(root + "/notes.txt", "hello")
    await #expect(throws: CalendarIOError.notICalendar(path: root + "/notes.txt")) {
      try await registry.source(for: root + "/notes.txt").verify(limits: .standard)
    }
    let stdin = try registry.source(for: "-")
    #expect(!stdin.canBeConnected && !stdin.mayBeSlow && stdin.watch == CalendarSourceWatch())
    let memory = FixedCalendarSource(documents: [])
    #expect(try memory.normalize("mem://x") == "mem://x" && memory.watch.refresh == nil)
  }

  @Test("the registry picks sources by scheme, and a new scheme is one registration")
  func registry() async throws {
    #expect(CalendarSourceRegistry.scheme(of: "-") == "-")
    #expect(CalendarSourceRegistry.scheme(of: "/home/a.ics") == "file")
    #expect(CalendarSourceRegistry.scheme(of: "webcal://x/y") == "webcal")
    var registry = CalendarSourceRegistry.local()
    let doc = CalendarDocument(
      calendarID: "mem", fallbackTitle: "Memory", label: "mem", bytes: Array(event("m", "Fixed").utf8))
    registry.register(scheme: "mem") { _ throws(CalendarIOError) in FixedCalendarSource(documents: [doc]) }
    let r = try await CalendarReader(localZone: TestCalendars.berlin, registry: registry).read(
      "mem://anything", window: june)
    #expect(r.events.map(\.title) == ["Fixed"])
    #expect(r.calendars.first?.title == "Memory")
  }

  @Test("a calendar without a name of its own is titled by its source's address, masked; its id stays whole")
  func addressTitle() async throws {
    let address = "https://dav.example.org/published/2/MTIzNDU2Nzg5MDEyMzQ1Nh9xQmVyZ3dLc2hPQXpwS0t6Ug"
    var registry = CalendarSourceRegistry.local()
    let doc = CalendarDocument(
      calendarID: address, fallbackTitle: address, label: address, bytes: Array(event("m", "Fixed").utf8))
    registry.register(scheme: "https") { _ throws(CalendarIOError) in FixedCalendarSource(documents: [doc]) }
    let r = try await CalendarReader(localZone: TestCalendars.berlin, registry: registry).read(address, window: june)
    #expect(r.calendars.map(\.title) == ["https://dav.example.org/published/2/****"])
    #expect(r.calendars.map(\.id) == [address])
    #expect(r.events.map(\.calendarTitle) == ["https://dav.example.org/published/2/****"])
  }
}

@Suite("Reading bytes directly")
struct BytesReadingTests {
  private let reader = CalendarReader(localZone: TestCalendars.berlin)
  private let june = TestCalendars.window("2026-06-01", "2026-06-30")

  @Test("bytes that are not iCalendar are an error naming the id")
  func notCalendar() {
    #expect(throws: CalendarIOError.notICalendar(path: "stdin")) {
      try reader.read(bytes: Array("hello\nworld\n".utf8), id: "stdin", title: "stdin", window: june)
    }
  }

  @Test("a bare VEVENT without VCALENDAR (some vdir items) is still read, with a warning")
  func bareEvent() throws {
    let r = try reader.read(
      bytes: Array("BEGIN:VEVENT\nUID:x\nSUMMARY:Bare\nDTSTART:20260602T080000Z\nEND:VEVENT\n".utf8), id: "item",
      title: "item", window: june)
    #expect(r.events.map(\.title) == ["Bare"])
    #expect(r.warnings.contains { $0.message.contains("outside VCALENDAR") })
  }

  @Test("without X-WR-CALNAME the given title is used; other components are skipped")
  func fallbackTitleAndSkippedComponents() throws {
    let text = """
      BEGIN:VCALENDAR
      BEGIN:VTODO
      UID:t
      DTSTART:20260602T080000Z
      SUMMARY:Todo
      END:VTODO
      BEGIN:VEVENT
      UID:e
      SUMMARY:Event
      DTSTART:20260602T090000Z
      BEGIN:VALARM
      TRIGGER:-PT5M
      DESCRIPTION:Alarm
      END:VALARM
      END:VEVENT
      END:VCALENDAR
      """
    let r = try reader.read(bytes: Array(text.utf8), id: "/x/family.ics", title: "family", window: june)
    #expect(r.calendars.first?.title == "family")
    #expect(r.events.map(\.title) == ["Event"])
  }
}
