import Foundation
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// tq-notify as cron, a systemd timer and a status bar run it: --once, --tomorrow, --watch (issue 14).
@Suite("tq-notify --once, --tomorrow and --watch, end to end")
struct NotifyDailyEndToEndTests {
  static func compact(_ date: String) -> String { date.replacingOccurrences(of: "-", with: "") }

  /// A household reading one school calendar file, `school.ics`.
  static func household(events: [String]) throws -> (HouseholdFixture, String) {
    let household = try HouseholdFixture()
    let file = try household.home.write("school.ics", ICS.calendar("Maple Grove", events))
    #expect(try household.parent("calendar", "add", file, "--role", "school").status == 0)
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    return (household, file)
  }

  var logPath: (HouseholdFixture) -> String { { $0.home.path + "/state/deliveries.json" } }

  @Test("--once delivers once a day, again when the day changed, and its log never holds a title")
  func once() throws {
    let (household, file) = try Self.household(events: [ICS.allDay("Assembly", "20261123", "20261124")])
    let first = try household.notify("--date", "2026-11-23", "--once")
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("School day"))
    let second = try household.notify("--date", "2026-11-23", "--once")
    #expect(second.status == 0)
    #expect(second.stdout.isEmpty && second.stderr.isEmpty)
    // Another sink, another player slot, another day: each is its own delivery.
    #expect(try household.notify("--date", "2026-11-23", "--once", "--sink", "json").stdout.contains("schoolDay"))
    #expect(!(try household.notify("--date", "2026-11-24", "--once").stdout.isEmpty))
    // A snow day added at 6 am changes what the day is: it is delivered again, once.
    try ICS.calendar(
      "Maple Grove", [ICS.allDay("Assembly", "20261123", "20261124"), ICS.allDay("Snow Day", "20261123", "20261124")]
    ).write(toFile: file, atomically: true, encoding: .utf8)
    let changed = try household.notify("--date", "2026-11-23", "--once")
    #expect(changed.stdout.contains("Free day · Snow Day"), "\(changed.stdout)")
    #expect(try household.notify("--date", "2026-11-23", "--once").stdout.isEmpty)
    let log = try String(contentsOfFile: logPath(household), encoding: .utf8)
    #expect(log.contains("2026-11-23") && log.contains("freeDay"))
    #expect(!log.contains("Snow") && !log.contains("Assembly") && !log.contains("Maple"))
  }

  @Test("without --once every run delivers and nothing is written")
  func withoutOnce() throws {
    let household = try HouseholdFixture()
    #expect(!(try household.notify("--date", "2026-11-23").stdout.isEmpty))
    #expect(!(try household.notify("--date", "2026-11-23").stdout.isEmpty))
    #expect(!FileManager.default.fileExists(atPath: logPath(household)))
  }

  @Test("a corrupt delivery log is replaced, and the day is delivered")
  func corruptLog() throws {
    let household = try HouseholdFixture()
    _ = try household.home.write("state/deliveries.json", "{\"entries\": [oops")
    let result = try household.notify("--date", "2026-11-23", "--once", "--sink", "json")
    #expect(result.status == 0)
    #expect(result.stdout.contains("2026-11-23"))
    let data = try Data(contentsOf: URL(fileURLWithPath: logPath(household)))
    #expect((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["entries"] != nil)
    #expect(try household.notify("--date", "2026-11-23", "--once", "--sink", "json").stdout.isEmpty)
  }

  @Test("an unwritable state folder still delivers, with one warning on standard error")
  func unwritableState() throws {
    let household = try HouseholdFixture()
    // A file where the folder should be: unwritable for root too.
    _ = try household.home.write("state", "not a folder")
    let result = try household.notify("--date", "2026-11-23", "--once")
    #expect(result.status == 0)
    #expect(result.stdout.contains("Monday 2026-11-23"))
    let warnings = result.stderr.split(separator: "\n")
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("delivery log") == true, "\(result.stderr)")
  }

  @Test("--tomorrow says so in every sink, and counts what changes next from today")
  func tomorrowWords() throws {
    let (household, _) = try Self.household(events: [
      ICS.allDay("First Day of School", "20260826", "20260827"), ICS.allDay("Thanksgiving", "20261126", "20261127"),
      ICS.allDay("Last Day of School", "20270611", "20270612"),
    ])
    let text = try household.notify("--date", "2026-11-25", "--tomorrow")
    #expect(text.stdout == "Thursday 2026-11-26: Free day tomorrow · Thanksgiving. School resumes Friday.\n")
    let json = try #require(
      try parseJSON(household.notify("--date", "2026-11-25", "--tomorrow", "--sink", "json").stdout) as? [String: Any])
    #expect(json["date"] as? String == "2026-11-26")
    #expect(json["chip"] as? String == "Free day tomorrow · Thanksgiving")
    #expect(json["relative"] as? String == "tomorrow")
    #expect((json["next"] as? [String: Any])?["chip"] as? String == "School resumes Friday")
    let waybar = try #require(
      try parseJSON(household.notify("--date", "2026-11-25", "--tomorrow", "--sink", "waybar").stdout)
        as? [String: Any])
    #expect(waybar["text"] as? String == "Free day tomorrow · Thanksgiving")
    #expect(waybar["class"] as? String == "freeDay")
    let school = try household.notify("--date", "2026-11-23", "--tomorrow", "--sink", "waybar").stdout
    #expect(school.contains("\"text\":\"School day tomorrow\""))
    // Today's object keeps the contract's fields only.
    let today = try #require(
      try parseJSON(household.notify("--date", "2026-11-26", "--sink", "json").stdout) as? [String: Any])
    #expect(today["chip"] as? String == "Free day · Thanksgiving")
    #expect(today["relative"] == nil)
  }

  @Test("the waybar sink emits the documented classes and exits 0 whatever is broken")
  func waybarNeverFails() throws {
    let (household, file) = try Self.household(events: [
      ICS.allDay("Assembly", "20261123", "20261124"), ICS.allDay("Early Dismissal", "20261124", "20261125"),
      ICS.allDay("Snow Day", "20261125", "20261126"),
    ])
    func waybar(_ arguments: String...) throws -> [String: Any] {
      let result = try household.notify.run(["--sink", "waybar", "--home", household.home.path] + arguments)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.split(separator: "\n").count == 1)
      return try #require(try parseJSON(result.stdout) as? [String: Any])
    }
    #expect(try waybar("--date", "2026-11-23")["class"] as? String == "schoolDay")
    #expect(try waybar("--date", "2026-11-24")["class"] as? String == "freeAfternoon")
    #expect(try waybar("--date", "2026-11-24")["alt"] as? String == "schoolDay")
    #expect(try waybar("--date", "2026-11-25")["class"] as? String == "freeDay")
    #expect(try waybar("--date", "2026-11-27")["class"] as? String == "unknown")
    #expect(try waybar("--date", "2026-11-23", "--player", "Nobody")["class"] as? String == "unknown")
    try FileManager.default.removeItem(atPath: file)
    let unreadable = try waybar("--date", "2026-11-23")
    #expect(unreadable["class"] as? String == "unknown")
    #expect((unreadable["tooltip"] as? String)?.contains("calendar unavailable") == true)
    _ = try household.home.write("data/timequest.sqlite", "this is not a database")
    _ = try household.home.write("config/settings.json", "{ broken")
    let broken = try waybar("--date", "2026-11-23", "--player", "Maya")
    #expect(broken["class"] as? String == "unknown")
    #expect(broken["text"] as? String == "Monday")
  }

  @Test("--watch prints a line at start, after a calendar change and after a saved override; SIGTERM ends it with 0")
  func watch() throws {
    let today = LocalDateText.today()
    let (household, file) = try Self.household(events: [
      ICS.allDay("Assembly", Self.compact(today), Self.compact(LocalDateText.today(plus: 1)))
    ])
    // The watcher follows the real clock, so school meets every day of the week: the assembly is a
    // school day whatever day the suite runs on.
    #expect(try household.parent("calendar", "week", "sun,mon,tue,wed,thu,fri,sat").status == 0)
    let watcher = try LineReader(
      Executable.binDirectory.appendingPathComponent("tq-notify").path,
      ["--watch", "--sink", "waybar", "--home", household.home.path])
    defer { watcher.kill() }
    let first = try #require(watcher.waitForLines(1).first)
    #expect(first.contains("\"class\":\"schoolDay\""), "\(first)")
    // Touched without a change: nothing new to say. Then a snow day is added.
    utimes(file, nil)
    try ICS.calendar(
      "Maple Grove",
      [
        ICS.allDay("Assembly", Self.compact(today), Self.compact(LocalDateText.today(plus: 1))),
        ICS.allDay("Snow Day", Self.compact(today), Self.compact(LocalDateText.today(plus: 1))),
      ]
    ).write(toFile: file, atomically: false, encoding: .utf8)
    let second = watcher.waitForLines(2)
    #expect(second.count == 2)
    #expect(second.last?.contains("\"class\":\"freeDay\"") == true, "\(second)")
    #expect(try household.parent("calendar", "override", today, "school", "--note", "Make-up day").status == 0)
    let third = watcher.waitForLines(3)
    #expect(third.count == 3)
    #expect(third.last?.contains("\"class\":\"schoolDay\"") == true, "\(third)")
    let status = watcher.terminate()
    #expect(status == 0)
    #expect(watcher.lines.count == 3)
  }
}

/// Today's date in UTC (the tests' `TZ`), `YYYY-MM-DD`.
enum LocalDateText {
  static func today(plus days: Int = 0) -> String {
    let formatter = DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    return formatter.string(from: Date().addingTimeInterval(Double(days) * 86_400))
  }
}

/// A long-running program whose standard output is collected line by line as it arrives.
final class LineReader: @unchecked Sendable {
  let process = Process()
  private final class Lines: Sendable { let lock = Mutex<[String]>([]) }
  private let collected = Lines()

  init(_ path: String, _ arguments: [String]) throws {
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TZ": "UTC", "LANG": "C.UTF-8"]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let handle = out.fileHandleForReading
    let collected = self.collected
    Thread.detachNewThread {
      var pending = Data()
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        pending.append(chunk)
        while let newline = pending.firstIndex(of: 10) {
          let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
          pending.removeSubrange(pending.startIndex...newline)
          collected.lock.withLock { $0.append(line) }
        }
      }
    }
  }

  var lines: [String] { collected.lock.withLock { $0 } }

  /// The lines so far, once there are `count` of them or after a generous 15 s.
  func waitForLines(_ count: Int) -> [String] {
    let deadline = Date().addingTimeInterval(15)
    while lines.count < count && Date() < deadline { usleep(20_000) }
    return lines
  }

  /// SIGTERM, then the exit status (a signal's death counts as 128 + the signal).
  func terminate() -> Int32 {
    process.terminate()
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
  }

  func kill() { if process.isRunning { process.terminate() } }
}
