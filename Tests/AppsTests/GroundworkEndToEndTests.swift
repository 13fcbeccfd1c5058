import Foundation
import TestSupport
import Testing

/// Two schools whose feeds carry the same title, for siblings at different schools, and a
/// household whose files all live in one temporary folder.
private struct TwoSchools {
  let household: HouseholdFixture
  var settingsPath: String { household.home.path + "/config/settings.json" }

  /// Both feeds call themselves "School": only the names the parent gave tell them apart.
  static let lincoln = ICS.calendar(
    "School",
    [
      ICS.allDay("Winter Break", "20261221", "20261224"),
      ICS.timed("Assembly", "20261203T090000", "20261203T100000"),
    ])
  static let maple = ICS.calendar(
    "School",
    [
      ICS.allDay("Teacher In-Service", "20261204", "20261205"),
      ICS.timed("Choir", "20261201T080000", "20261201T090000", extra: "RRULE:FREQ=DAILY;COUNT=30\r\n"),
    ])

  init() throws {
    household = try HouseholdFixture()
    try household.seed()
    let a = try household.home.write("a.ics", Self.lincoln)
    let b = try household.home.write("b.ics", Self.maple)
    for (file, name) in [(a, "Lincoln"), (b, "Maple")] {
      let added = try household.parent("calendar", "add", file, "--name", name)
      #expect(added.status == 0, "\(added.stderr)")
    }
    let enabled = try household.parent("calendar", "enable", "--yes")
    #expect(enabled.status == 0, "\(enabled.stderr)")
  }

  /// The kind `calendar explain` gives a date, for a player or (nil) the household.
  func kind(_ date: String, player: String?) throws -> String? {
    let result = try household.parent(
      ["calendar", "explain", date, "--format", "json"] + (player.map { ["--player", $0] } ?? []))
    #expect(result.status == 0, "\(result.stderr)")
    return (try parseJSON(result.stdout) as? [String: Any])?["kind"] as? String
  }

  func settingsBytes() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: settingsPath)) }
}

extension HouseholdFixture {
  @discardableResult
  fileprivate func parent(_ arguments: [String]) throws -> Executable.Result {
    try parent.run(arguments + ["--home", home.path])
  }
}

@Suite("Groundwork fixes, end to end")
struct GroundworkEndToEndTests {
  // MARK: Player names in tq-notify

  /// Maya and Leo, a school calendar with an event every weekday of December, reading on, and a
  /// dentist's free day for Maya on Wednesday 2026-12-02.
  static func dentistHousehold() throws -> HouseholdFixture {
    let household = try HouseholdFixture()
    try household.seed()
    let file = try household.home.write(
      "school.ics",
      ICS.calendar(
        "School", [ICS.timed("Class", "20261201T080000", "20261201T130000", extra: "RRULE:FREQ=DAILY;COUNT=31\r\n")]))
    #expect(try household.parent("calendar", "add", file).status == 0)
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    let override = try household.parent(
      "calendar", "override", "2026-12-02", "free", "--note", "Dentist", "--player", "Maya")
    #expect(override.status == 0, "\(override.stderr)")
    return household
  }

  @Test("tq-notify is free-day counts the override saved for Maya when asked about maya, as delivering does")
  func isFindsPlayerAnyCase() throws {
    let household = try Self.dentistHousehold()
    let exact = try household.notify("is", "free-day", "--date", "2026-12-02", "--player", "Maya")
    #expect(exact.status == 0, "\(exact.stderr)")
    let folded = try household.notify("is", "free-day", "--date", "2026-12-02", "--player", "maya")
    #expect(folded.status == 0, "\(folded.stderr)")
    let delivered = try household.notify("--date", "2026-12-02", "--player", "maya", "--sink", "json")
    #expect(delivered.status == 0, "\(delivered.stderr)")
    let object = try #require(try parseJSON(delivered.stdout) as? [String: Any])
    #expect(object["kind"] as? String == "freeDay")
    #expect(try household.notify("is", "free-day", "--date", "2026-12-02", "--player", "Leo").status == 1)
  }

  @Test("an unknown player is refused by tq-notify and by tq-notify is, naming the players there are")
  func unknownPlayerRefused() throws {
    let household = try Self.dentistHousehold()
    for arguments in [["is", "free-day", "--date", "2026-12-02", "--player", "nobody"], ["--player", "nobody"]] {
      let result = try household.notify.run(arguments + ["--home", household.home.path])
      #expect(result.status == 65, "\(arguments): \(result.stderr)")
      for name in ["nobody", "Maya", "Leo"] {
        #expect(result.stderr.contains(name), "\(arguments): \(result.stderr)")
      }
    }
  }

  // MARK: Choosing a player's calendars by the name the parent gave them

  @Test("calendar select by a source's name counts only that calendar for Maya; the household still sees both")
  func selectByName() throws {
    let schools = try TwoSchools()
    let household = schools.household
    let selected = try household.parent("calendar", "select", "Maple", "--player", "Maya")
    #expect(selected.status == 0, "\(selected.stderr)")
    #expect(try schools.kind("2026-12-04", player: "Maya") == "freeDay")
    // Lincoln's winter break is not Maya's: Maple's choir meets that Monday.
    #expect(try schools.kind("2026-12-21", player: "Maya") == "schoolDay")
    #expect(try schools.kind("2026-12-04", player: nil) == "freeDay")
    #expect(try schools.kind("2026-12-21", player: nil) == "freeDay")
    // Leo has no selection of his own: both calendars count for him.
    #expect(try schools.kind("2026-12-21", player: "Leo") == "freeDay")
  }

  @Test("the selection counts for tq-notify is and tq-player, whatever case the player is named in")
  func selectionCountsEverywhere() throws {
    let schools = try TwoSchools()
    let household = schools.household
    #expect(try household.parent("calendar", "select", "Maple", "--player", "Maya").status == 0)
    for player in ["Maya", "maya"] {
      let school = try household.notify("is", "school-day", "--date", "2026-12-21", "--player", player)
      #expect(school.status == 0, "\(player): \(school.stderr)")
      let free = try household.notify("is", "free-day", "--date", "2026-12-04", "--player", player)
      #expect(free.status == 0, "\(player): \(free.stderr)")
    }
    for date in ["2026-12-04", "2026-12-21"] {
      let today = try household.player("today", "--player", "Maya", "--date", date, "--format", "json")
      #expect(today.status == 0, "\(today.stderr)")
      let object = try #require(try parseJSON(today.stdout) as? [String: Any])
      let context = object["context"] as? [String: Any]
      let explained = try schools.kind(date, player: "Maya")
      #expect(context?["kind"] as? String == explained, "\(date)")
    }
  }

  @Test("calendar select by a source's id works like its name")
  func selectById() throws {
    let schools = try TwoSchools()
    let selected = try schools.household.parent("calendar", "select", "maple", "--player", "Maya")
    #expect(selected.status == 0, "\(selected.stderr)")
    #expect(try schools.kind("2026-12-04", player: "Maya") == "freeDay")
    #expect(try schools.kind("2026-12-21", player: "Maya") == "schoolDay")
  }

  @Test("a title two calendars share is refused, naming both, and nothing is saved")
  func ambiguousTitleRefused() throws {
    let schools = try TwoSchools()
    let before = try schools.settingsBytes()
    let result = try schools.household.parent("calendar", "select", "School", "--player", "Maya")
    #expect(result.status == 65, "\(result.stdout)")
    #expect(result.stderr.contains("Lincoln"), "\(result.stderr)")
    #expect(result.stderr.contains("Maple"), "\(result.stderr)")
    #expect(try schools.settingsBytes() == before)
  }

  @Test("a calendar that is not connected is refused, naming it and the connected ones, and nothing is saved")
  func unknownCalendarRefused() throws {
    let schools = try TwoSchools()
    let before = try schools.settingsBytes()
    let result = try schools.household.parent("calendar", "select", "Nowhere", "--player", "Maya")
    #expect(result.status == 65, "\(result.stdout)")
    for word in ["Nowhere", "Lincoln", "Maple"] {
      #expect(result.stderr.contains(word), "\(result.stderr)")
    }
    #expect(try schools.settingsBytes() == before)
  }

  @Test("a mistyped source name or calendar title gets a did-you-mean; a word near nothing gets none")
  func selectDidYouMean() throws {
    let schools = try TwoSchools()
    let before = try schools.settingsBytes()
    for (word, nearest) in [("Mapel", "Maple"), ("schol", "School"), ("Lincon", "Lincoln")] {
      let result = try schools.household.parent("calendar", "select", word, "--player", "Maya")
      #expect(result.status == 65, "\(result.stdout)")
      #expect(
        result.stderr.contains("no calendar is called '\(word)' (did you mean '\(nearest)'?): choose among"),
        "\(result.stderr)")
    }
    let far = try schools.household.parent("calendar", "select", "Nowhere")
    #expect(far.status == 65)
    #expect(!far.stderr.contains("did you mean"), "\(far.stderr)")
    #expect(try schools.settingsBytes() == before)
  }

  @Test("calendar status and calendar explain say which calendars count for whom")
  func statusAndExplainName() throws {
    let schools = try TwoSchools()
    let household = schools.household
    #expect(try household.parent("calendar", "select", "Maple", "--player", "Maya").status == 0)
    let status = try household.parent("calendar", "status")
    #expect(status.status == 0, "\(status.stderr)")
    let lines = status.stdout.split(separator: "\n")
    #expect(lines.contains { $0.contains("Maya") && $0.contains("Maple") }, "\(status.stdout)")
    let explain = try household.parent("calendar", "explain", "2026-12-04", "--player", "Maya")
    #expect(explain.status == 0, "\(explain.stderr)")
    #expect(explain.stdout.contains("Maple"), "\(explain.stdout)")
  }

  // MARK: The saved notification sink

  @Test("tq-notify delivers through the sink saved in settings when --sink is not given; --sink still wins")
  func savedSink() throws {
    let household = try HouseholdFixture()
    try household.home.write("config/settings.json", #"{"version":1,"notifications":{"sink":"json"}}"#)
    let saved = try household.notify("--date", "2026-11-24")
    #expect(saved.status == 0, "\(saved.stderr)")
    let object = try? parseJSON(saved.stdout) as? [String: Any]
    #expect(object?["date"] as? String == "2026-11-24", "\(saved.stdout)")
    let given = try household.notify("--date", "2026-11-24", "--sink", "stdout")
    #expect(given.status == 0, "\(given.stderr)")
    #expect(given.stdout.contains("Tuesday 2026-11-24"), "\(given.stdout)")
    #expect((try? parseJSON(given.stdout)) == nil, "\(given.stdout)")
  }

  // MARK: Global options before the subcommand

  /// An empty folder for HOME, so that a program that ignored `--home` would not find the household there.
  static func isolated(_ folder: TemporaryDirectory) -> [String: String] { ["HOME": folder.path] }

  @Test("tq-parent takes --home DIR and --home=DIR before the subcommand and acts on DIR")
  func parentHomeFirst() throws {
    let elsewhere = try TemporaryDirectory()
    let isolated = Self.isolated(elsewhere)
    let home = try TemporaryDirectory()
    let parent = Executable("tq-parent")
    let added = try parent.run(["--home", home.path, "player", "add", "Maya"], environment: isolated)
    #expect(added.status == 0, "\(added.stderr)")
    let listed = try parent.run(["--home", home.path, "player", "list"], environment: isolated)
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout.contains("Maya"), "\(listed.stdout)")
    // The same household, asked the way that already works.
    let after = try parent.run(["player", "list", "--home", home.path], environment: isolated)
    #expect(after.stdout.contains("Maya"), "\(after.stdout)")
    let status = try parent.run(["--home=\(home.path)", "status"], environment: isolated)
    #expect(status.status == 0, "\(status.stderr)")
    #expect(status.stdout.contains("Maya"), "\(status.stdout)")
    #expect(status.stdout.contains(home.path), "\(status.stdout)")
  }

  @Test("tq-player and tq-notify take --home DIR before the subcommand and act on DIR")
  func playerAndNotifyHomeFirst() throws {
    let elsewhere = try TemporaryDirectory()
    let isolated = Self.isolated(elsewhere)
    let household = try HouseholdFixture()
    try household.seed()
    let file = try household.home.write(
      "school.ics", ICS.calendar("School", [ICS.timed("Class", "20261124T080000", "20261124T130000")]))
    #expect(try household.parent("calendar", "add", file).status == 0)
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    #expect(try household.parent("calendar", "override", "2026-11-24", "free", "--note", "Trip").status == 0)
    let dir = household.home.path

    let today = try Executable("tq-player").run(
      ["--home", dir, "today", "--date", "2026-11-24"], environment: isolated)
    #expect(today.status == 0, "\(today.stderr)")
    #expect(today.stdout.contains("Maya") && today.stdout.contains("Leo"), "\(today.stdout)")

    let notify = Executable("tq-notify")
    let delivered = try notify.run(
      ["--home", dir, "--date", "2026-11-24", "--sink", "json"], environment: isolated)
    #expect(delivered.status == 0, "\(delivered.stderr)")
    #expect((try? parseJSON(delivered.stdout) as? [String: Any])?["kind"] as? String == "freeDay")
    let sentence = try notify.run(["--home", dir, "--date", "2026-11-24"], environment: isolated)
    #expect(sentence.status == 0, "\(sentence.stderr)")
    #expect(sentence.stdout.contains("Trip"), "\(sentence.stdout)")
    let isFree = try notify.run(["--home", dir, "is", "free-day", "--date", "2026-11-24"], environment: isolated)
    #expect(isFree.status == 0, "\(isFree.stderr)")
    let isSchool = try notify.run(
      ["--home", dir, "is", "school-day", "--date", "2026-11-24"], environment: isolated)
    #expect(isSchool.status == 1, "\(isSchool.stderr)")
    // An empty household: with reading off, a Saturday is unknown.
    let empty = try TemporaryDirectory()
    let unknown = try notify.run(
      ["--home", empty.path, "is", "unknown", "--date", "2026-11-28"], environment: isolated)
    #expect(unknown.status == 0, "\(unknown.stderr)")
  }

  @Test("--demo before the subcommand uses the demo household, as it does after")
  func demoFirst() throws {
    let elsewhere = try TemporaryDirectory()
    let isolated = Self.isolated(elsewhere)
    let parent = Executable("tq-parent")
    let first = try parent.run(["--demo", "calendar", "explain", "2026-12-21"], environment: isolated)
    #expect(first.status == 0, "\(first.stderr)")
    let last = try parent.run(["calendar", "explain", "2026-12-21", "--demo"], environment: isolated)
    #expect(last.status == 0, "\(last.stderr)")
    #expect(first.stdout == last.stdout)

    let player = Executable("tq-player")
    let today = try player.run(["--demo", "today"], environment: isolated)
    #expect(today.status == 0, "\(today.stderr)")
    let after = try player.run(["today", "--demo"], environment: isolated)
    #expect(after.status == 0, "\(after.stderr)")
    #expect(!today.stdout.isEmpty && today.stdout == after.stdout, "\(today.stdout)")
  }

  @Test("tq-parent --help says the global options may come before or after the subcommand")
  func helpSaysBefore() throws {
    let elsewhere = try TemporaryDirectory()
    let isolated = Self.isolated(elsewhere)
    let help = try Executable("tq-parent").run(["--help"], environment: isolated)
    #expect(help.status == 0, "\(help.stderr)")
    #expect(help.stdout.contains("--home"), "\(help.stdout)")
    #expect(help.stdout.contains("before"), "\(help.stdout)")
  }
}
