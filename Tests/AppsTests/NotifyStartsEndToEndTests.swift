import Foundation
import TestSupport
import Testing

/// `tq-notify --starts` at known moments: a routine's start on a day it is on, through the text,
/// JSON and Waybar sinks; nothing before it, on a day it is off, or on a day its calendar mode hides it.
@Suite("tq-notify --starts, end to end", .serialized)
struct NotifyStartsEndToEndTests {
  let household: HouseholdFixture

  init() throws {
    household = try HouseholdFixture.seeded()
    // School morning: Maya's, weekdays, school days only, 23 min.
    try household.parent("routine", "edit", "School morning", "--done-by", "08:05")
  }

  /// tq-notify `--starts` with its clocks stood at `time` (UTC).
  func starts(at time: String, _ arguments: String...) throws -> Executable.Result {
    try notify(at: time, ["--starts"] + arguments)
  }

  /// tq-notify with its clocks stood at `time` (UTC).
  func notify(at time: String, _ arguments: [String]) throws -> Executable.Result {
    let folder = try TemporaryDirectory()
    let clock = try MovedClock(folder: folder.path)
    try Data((time + "\n").utf8).write(to: URL(fileURLWithPath: clock.file), options: .atomic)
    return try household.notify.run(arguments + ["--home", household.home.path], environment: clock.variables)
  }

  @Test("at the start, and up to ten minutes after it, on a weekday: the start in each text sink")
  func onTheDay() throws {
    let line = "Maya · School morning · about 23 min: from around 07:42, done by 08:05\n"
    #expect(try starts(at: "2026-11-23 07:42:00", "--sink", "stdout").stdout == line)
    #expect(try starts(at: "2026-11-23 07:51:30", "--sink", "stdout", "--player", "Maya").stdout == line)
    let json = try #require(
      try parseJSON(starts(at: "2026-11-23 07:42:00", "--sink", "json").stdout) as? [String: Any])
    #expect(json["routine"] as? String == "School morning")
    #expect(json["startAround"] as? String == "07:42")
    #expect(json["doneBy"] as? String == "08:05")
    #expect(json["date"] as? String == "2026-11-23")
    #expect(json["player"] as? String == "Maya")
    let waybar = try #require(
      try parseJSON(starts(at: "2026-11-23 07:42:00", "--sink", "waybar").stdout) as? [String: Any])
    #expect(waybar["text"] as? String == "School morning · 07:42")
    #expect(waybar["class"] as? String == "start")
  }

  @Test("nothing before the start or after its ten minutes, on a Saturday, or on a free day the parent set")
  func notOnTheDay() throws {
    for time in ["2026-11-23 07:41:59", "2026-11-23 07:52:00", "2026-11-28 07:42:00"] {
      let result = try starts(at: time, "--sink", "stdout")
      #expect(result.status == 0, "\(time): \(result.stderr)")
      #expect(result.stdout.isEmpty, "\(time): \(result.stdout)")
    }
    // An override decides a day once calendar reading is on (with no calendar connected).
    try household.parent("calendar", "enable", "--yes")
    let free = try household.parent("calendar", "override", "set", "2026-11-23", "free")
    #expect(free.status == 0, "\(free.stderr)")
    #expect(
      try starts(at: "2026-11-23 07:42:00", "--sink", "stdout").stdout.isEmpty, "a school-day routine on a free day")
    // Its start comes back with the school day.
    try household.parent("calendar", "override", "set", "2026-11-23", "school")
    #expect(try starts(at: "2026-11-23 07:42:00", "--sink", "stdout").stdout.contains("School morning"))
  }
}

extension NotifyStartsEndToEndTests {
  /// tq-notify `--once` (the timer's run) with its clocks stood at `time` (UTC).
  func once(at time: String) throws -> Executable.Result {
    try notify(at: time, ["--once", "--sink", "stdout", "--player", "Maya"])
  }

  @Test("the timer's run (--once): the day once, and at the start the start as well")
  func timersRun() throws {
    let morning = try once(at: "2026-11-23 06:45:00")
    #expect(morning.status == 0, "\(morning.stderr)")
    #expect(morning.stdout.split(separator: "\n").count == 1, "the day only: \(morning.stdout)")
    let start = try once(at: "2026-11-23 07:42:00")
    #expect(start.status == 0, "\(start.stderr)")
    #expect(
      start.stdout == "Maya · School morning · about 23 min: from around 07:42, done by 08:05\n", "the day not again")
  }
}
