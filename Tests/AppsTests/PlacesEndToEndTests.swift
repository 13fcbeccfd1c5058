import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 23, "Places and half-done work": what is where a file should be (a folder, a FIFO, a link
/// that leads nowhere or back to itself) is named and refused, never taken for "nothing yet",
/// never replaced, never waited on; the built programs in a temporary `--home`.
@Suite("Places: the gate's state, the settings and exports, end to end")
struct PlacesEndToEndTests {
  /// What can stand where a file goes, made at `path`.
  struct Place: CustomTestStringConvertible, Sendable {
    var name: String
    /// What the message says is there.
    var words: String
    var make: @Sendable (String) throws -> Void
    var testDescription: String { name }
  }

  static let places: [Place] = [
    Place(name: "a folder", words: "a folder") {
      try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: true)
    },
    Place(name: "a FIFO", words: "a FIFO") { path in
      try #require(mkfifo(path, 0o600) == 0)
    },
    Place(name: "a link to nowhere", words: "which leads nowhere") { path in
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/nonexistent/timequest/file.json")
    },
    Place(name: "a loop of links", words: "leads back to itself") { path in
      try FileManager.default.createSymbolicLink(
        atPath: path, withDestinationPath: (path as NSString).lastPathComponent)
    },
  ]

  /// What `lstat` sees at `path`: the kind and, for a link, where it points.
  static func entry(_ path: String) -> String {
    var info = stat()
    guard lstat(path, &info) == 0 else { return "nothing" }
    if info.st_mode & S_IFMT == S_IFLNK {
      return "link to " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
    }
    return String(info.st_mode & S_IFMT, radix: 8)
  }

  static func expectNoWrongWords(_ text: String) {
    for wrong in ["permission", "NSCocoaErrorDomain", "does not exist", "error 256"] {
      #expect(!text.contains(wrong), "\(text)")
    }
  }

  @Test(
    "gate.json that is no file keeps the gate closed (74), for the right PIN and a wrong one alike", arguments: places)
  func gateStateNotAFile(_ place: Place) throws {
    let household = try HouseholdFixture.seeded()
    #expect(
      try household.parent.run(["pin", "set", "--pin-stdin", "--home", household.home.path], stdin: "4721\n").status
        == 0)
    let gate = household.home.path + "/state/gate.json"
    try FileManager.default.createDirectory(atPath: household.home.path + "/state", withIntermediateDirectories: true)
    try? FileManager.default.removeItem(atPath: gate)
    try place.make(gate)
    let before = Self.entry(gate)
    for pin in ["4721", "0000", "0001", "0002", "0003", "0004", "0005"] {
      let result = try household.parent.run(
        ["player", "add", "Zoe", "--home", household.home.path], environment: ["TQ_PARENT_PIN": pin])
      #expect(result.status == 74, "\(pin): \(result.stderr)")
      #expect(result.stderr.contains(gate) && result.stderr.contains(place.words), "\(result.stderr)")
      #expect(result.stderr.contains("stays closed"), "\(result.stderr)")
    }
    #expect(Self.entry(gate) == before)
    // Once it is moved aside, the right PIN opens the gate again and nothing was added meanwhile.
    _ = unlink(gate)
    try? FileManager.default.removeItem(atPath: gate)
    let list = try household.parent.run(
      ["player", "list", "--home", household.home.path], environment: ["TQ_PARENT_PIN": "4721"])
    #expect(list.status == 0, "\(list.stderr)")
    #expect(!list.stdout.contains("Zoe"))
  }

  @Test(
    "settings.json that is no file: 74 naming what is there, nothing read as defaults or written", arguments: places)
  func settingsNotAFile(_ place: Place) throws {
    let household = try HouseholdFixture.seeded()
    let settings = household.home.path + "/config/settings.json"
    try FileManager.default.createDirectory(atPath: household.home.path + "/config", withIntermediateDirectories: true)
    try? FileManager.default.removeItem(atPath: settings)
    try place.make(settings)
    let before = Self.entry(settings)
    let runs = [
      try household.parent("calendar", "status"), try household.parent("language", "set", "fr"),
      try household.parent("calendar", "enable", "--yes"), try household.player("today", "--player", "Maya"),
    ]
    for result in runs {
      #expect(result.status == 74, "\(result.stderr)")
      #expect(result.stderr.contains(settings) && result.stderr.contains(place.words), "\(result.stderr)")
      #expect(result.stderr.contains("not a file"), "\(result.stderr)")
      Self.expectNoWrongWords(result.stderr)
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
    // The notifier still delivers the weekday view, and says why (its documented way with broken settings).
    let delivery = try household.notify("--sink", "json")
    #expect(delivery.status == 0, "\(delivery.stderr)")
    let reason = (try parseJSON(delivery.stdout) as? [String: Any])?["reason"] as? String ?? ""
    #expect(reason.contains(settings) && reason.contains(place.words), "\(reason)")
    Self.expectNoWrongWords(reason)
    #expect(Self.entry(settings) == before)
    #expect(FileManager.default.fileExists(atPath: "/nonexistent/timequest/file.json") == false)
  }

  @Test("settings.json as a link to a file (kept with one's dotfiles) stays a link: the file it leads to is saved")
  func settingsThroughLink() throws {
    let household = try HouseholdFixture.seeded()
    let dotfiles = try TemporaryDirectory()
    let real = try dotfiles.write("timequest-settings.json", "{}\n")
    let settings = household.home.path + "/config/settings.json"
    try FileManager.default.createDirectory(atPath: household.home.path + "/config", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: settings, withDestinationPath: real)
    let result = try household.parent("language", "set", "fr")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.entry(settings) == "link to \(real)")
    #expect(try String(contentsOfFile: real, encoding: .utf8).contains("\"fr\""))
  }

  // MARK: - Export

  @Test("export \"\" is a usage error (64), not an I/O error")
  func exportEmptyPath() throws {
    let household = try HouseholdFixture.seeded()
    let result = try household.parent("export", "")
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains("empty"), "\(result.stderr)")
  }

  @Test("export into folders that do not exist (at any depth) is 73 naming the folder, and creates none")
  func exportMissingFolders() throws {
    let household = try HouseholdFixture.seeded()
    let base = household.home.path + "/exports"
    for path in [base + "/backup.json", base + "/a/b/c/backup.json"] {
      let result = try household.parent("export", path)
      #expect(result.status == 73, "\(path): \(result.stderr)")
      #expect(
        result.stderr.contains((path as NSString).deletingLastPathComponent + " does not exist"), "\(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: base))
    }
    let file = try household.home.write("plain.txt", "a file\n")
    let under = try household.parent("export", file + "/backup.json")
    #expect(under.status == 73, "\(under.stderr)")
    #expect(under.stderr.contains("is a file, not a folder"), "\(under.stderr)")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "a file\n")
  }

  @Test(
    "export to a symbolic link is refused without --force (73) and changes nothing",
    arguments: ["file", "nowhere", "loop"])
  func exportLinkRefused(_ kind: String) throws {
    let household = try HouseholdFixture.seeded()
    let (link, target) = try Self.link(kind, in: household.home)
    let before = try household.home.snapshot()
    let result = try household.parent("export", link)
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderr.contains("symbolic link") && result.stderr.contains("--force"), "\(result.stderr)")
    #expect(Self.entry(link) == "link to \(target)")
    #expect(try household.home.snapshot() == before)
  }

  @Test(
    "export --force to a symbolic link replaces the link itself; what it led to is left as it was",
    arguments: ["file", "nowhere", "loop"])
  func exportLinkForced(_ kind: String) throws {
    let household = try HouseholdFixture.seeded()
    let (link, target) = try Self.link(kind, in: household.home)
    let targetBefore = Self.entry(target)
    let targetBytes = FileManager.default.contents(atPath: target)
    let result = try household.parent("export", link, "--force")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.entry(link) == String(S_IFREG, radix: 8))
    #expect(try String(contentsOfFile: link, encoding: .utf8) == (try household.parent("export").stdout))
    if kind == "file" {
      #expect(Self.entry(target) == targetBefore)
      #expect(FileManager.default.contents(atPath: target) == targetBytes)
    } else if kind == "nowhere" {
      #expect(Self.entry(target) == "nothing")
    }
  }

  /// A link at `backup.json` leading to a file, nowhere, or to itself; returns the link and its target.
  static func link(_ kind: String, in home: TemporaryDirectory) throws -> (String, String) {
    let link = home.path + "/backup.json"
    let target: String
    switch kind {
    case "file": target = try home.write("calendar.ics", "BEGIN:VCALENDAR\nEND:VCALENDAR\n")
    case "nowhere": target = home.path + "/gone/backup.json"
    default: target = "backup.json"
    }
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    return (link, target)
  }

  @Test("export to a name of 255 bytes works: the temporary file's name stays short")
  func exportLongName() throws {
    let household = try HouseholdFixture.seeded()
    let name = String(repeating: "é", count: 124) + "xy.json"
    #expect(name.utf8.count == 255)
    let path = household.home.path + "/" + name
    let result = try household.parent("export", path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == (try household.parent("export").stdout))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: household.home.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
  }

  // MARK: - Calendars, history, overrides

  @Test(
    "calendar add of a folder without calendars, or of /, is 65 saying so; a vdir waiting for its first sync is taken")
  func calendarAddFolders() throws {
    let household = try HouseholdFixture.seeded()
    let home = household.home
    let empty = home.path + "/empty"
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    let notes = home.path + "/notes"
    _ = try home.write("notes/readme.txt", "not a calendar\n")
    _ = try home.write("notes/deeper/more.txt", "still not\n")
    let settingsBefore = try household.state()
    for folder in [empty, notes, "/"] {
      let result = try household.parent("calendar", "add", folder)
      #expect(result.status == 65, "\(folder): \(result.stderr)")
      #expect(result.stderr.contains("is not a calendar folder"), "\(result.stderr)")
    }
    #expect(try household.state() == settingsBefore)
    // A vdir whose collection has only its displayname yet, and a folder of .ics files, are calendars.
    _ = try home.write("vdir/family/displayname", "Family\n")
    _ = try home.write("ics/school.ics", CalendarEndToEndTests.school)
    for folder in [home.path + "/vdir", home.path + "/ics"] {
      let result = try household.parent("calendar", "add", folder)
      #expect(result.status == 0, "\(folder): \(result.stderr)")
    }
  }

  @Test("history --routine with a name that is no routine and no game is 65 naming it; a real one without games is 0")
  func historyUnknownRoutine() throws {
    let household = try HouseholdFixture.seeded()
    let unknown = try household.player("history", "--routine", "NOPE")
    #expect(unknown.status == 65, "\(unknown.stderr)")
    #expect(unknown.stderr.contains("'NOPE'"), "\(unknown.stderr)")
    #expect(unknown.stdout.isEmpty)
    let mine = try household.player("history", "--routine", "NOPE", "--player", "Maya")
    #expect(mine.status == 65 && mine.stderr.contains("'NOPE'"), "\(mine.stderr)")
    let real = try household.player("history", "--routine", "violin")
    #expect(real.status == 0, "\(real.stderr)")
    #expect(real.stdout.contains("No games yet."))
    // A routine removed after it was played still has its history.
    #expect(
      try household.player.run(
        ["play", "Bedtime", "--player", "Leo", "--home", household.home.path], stdin: "10\n\n15\n\n"
      ).status == 0)
    #expect(try household.parent("routine", "remove", "Bedtime", "--player", "Leo").status == 0)
    let gone = try household.player("history", "--routine", "Bedtime")
    #expect(gone.status == 0, "\(gone.stderr)")
    #expect(gone.stdout.contains("Bedtime"))
  }

  /// The routines of a `today --format json` document's quests.
  static func routines(_ today: [String: Any]?) -> [String] {
    let quests = today?["quests"] as? [[String: Any]] ?? []
    return quests.compactMap { $0["routine"] as? String }
  }

  @Test("with reading on and no calendar connected, an override decides its days; the others keep the weekday rules")
  func overrideWithoutCalendars() throws {
    let household = try HouseholdFixture.seeded()
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    #expect(try household.parent("calendar", "override", "set", "2026-12-02", "free", "--note", "Snow day").status == 0)
    // 2026-12-02 is a Wednesday: the school-day routine is hidden on the free day, shown the day before.
    let free =
      try parseJSON(household.player("today", "--player", "Maya", "--date", "2026-12-02", "--format", "json").stdout)
      as? [String: Any]
    let context = free?["context"] as? [String: Any]
    #expect(context?["kind"] as? String == "freeDay")
    #expect(context?["rule"] as? String == "override")
    #expect(context?["reason"] as? String == "Snow day")
    #expect(!Self.routines(free).contains("School morning"))
    let usual =
      try parseJSON(household.player("today", "--player", "Maya", "--date", "2026-12-01", "--format", "json").stdout)
      as? [String: Any]
    #expect((usual?["context"] as? [String: Any])?["rule"] as? String == "calendarOff")
    #expect(Self.routines(usual).contains("School morning"))
    let notify = try household.notify("is", "free-day", "--date", "2026-12-02")
    #expect(notify.status == 0, "\(notify.stderr)")
    // With reading off the promise holds: weekday rules only, the override waits.
    #expect(try household.parent("calendar", "disable").status == 0)
    #expect(try household.notify("is", "free-day", "--date", "2026-12-02").status == 1)
  }
}
