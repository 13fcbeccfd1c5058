import Foundation
import TestSupport
import Testing

/// Issue 26: tables fit 80 columns. Every table-like text of the three programs, run with
/// `TIMEQUEST_COLUMNS=80` (to a pipe) on a household whose names are as long as names may be (Latin and CJK, which takes
/// two columns a character), is measured by Python's own Unicode tables, not the programs'.
@Suite("Text output fits 80 columns with the longest names, end to end")
struct ColumnsEndToEndTests {
  static let latin = "Maximiliana Konstantina von Wolkenstein"
  static let wide = "山田花子さんのとても長い名前の妹さんですよね本当に長い名前です"
  static let routine = "Morning before Saturday's football game"
  static let wideRoutine = "宿題の前に机の上をきれいに片付けてから鉛筆を削って準備する"
  static let task = "Put football boots, shin pads and the water bottle in a bag"
  static let calendar = "Lindenschule Grundschule am Stadtpark, Klasse 3b Elternrat"

  /// Each line wider than `columns` display columns (East Asian wide and fullwidth count two,
  /// combining marks none), with its width.
  static func tooWide(_ text: String, columns: Int = 80) throws -> [String] {
    let script = """
      import sys, unicodedata
      for line in sys.stdin.read().split("\\n"):
          width = sum(0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in line)
          if width > \(columns):
              print(f"{width}: {line}")
      """
    let result = try Executable.launch(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script], environment: ["LANG": "C.UTF-8"],
      stdin: .data(Data(text.utf8)), deadline: .seconds(60))
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  @Test("the measure itself: a CJK line of 41 characters is 82 columns, a Latin one of 80 is 80")
  func measure() throws {
    #expect(try Self.tooWide(String(repeating: "名", count: 41)).count == 1)
    #expect(try Self.tooWide(String(repeating: "n", count: 80)).isEmpty)
  }

  @Test("player list, routine list and show, status, calendar status, doctor, discover, history, stats, report")
  func everyTable() throws {
    let household = try HouseholdFixture()
    for name in [Self.latin, Self.wide] {
      #expect(try household.parent("player", "add", name).status == 0)
    }
    for (routine, player) in [(Self.routine, Self.latin), (Self.wideRoutine, Self.wide)] {
      let added = try household.parent(
        "routine", "add", routine, "--player", player, "--days", "daily", "--task", "\(Self.task)=12m",
        "--task", "\(Self.wideRoutine)=5m", "--done-by", "08:05")
      #expect(added.status == 0, "\(added.stderr)")
      let played = try household.player.run(
        ["play", routine, "--player", player, "--any", "--home", household.home.path], stdin: "3\n\n")
      #expect(played.status == 0, "\(played.stderr)")
    }
    let file = try household.home.write(
      "school.ics", ICS.calendar(Self.calendar, [ICS.timed(Self.task, "20261201T080000", "20261201T090000")]))
    #expect(try household.parent("calendar", "add", file, "--name", Self.calendar).status == 0)
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    let userHome = try TemporaryDirectory()
    try userHome.write("Downloads/\(Self.calendar) \(Self.wide).ics", ICS.calendar(Self.wide, []))

    let runs: [(Executable, [String])] = [
      (household.parent, ["player", "list"]), (household.parent, ["routine", "list"]),
      (household.parent, ["routine", "show", Self.routine]), (household.parent, ["routine", "show", Self.wideRoutine]),
      (household.parent, ["status"]), (household.parent, ["calendar", "status"]), (household.parent, ["doctor"]),
      (household.parent, ["calendar", "discover"]), (household.parent, ["report"]),
      (household.player, ["history", "--player", Self.latin]), (household.player, ["history", "--player", Self.wide]),
      (household.player, ["stats", "--player", Self.latin]), (household.player, ["stats", "--player", Self.wide]),
    ]
    for (program, arguments) in runs {
      let result = try program.run(
        arguments + ["--home", household.home.path], environment: ["TIMEQUEST_COLUMNS": "80", "HOME": userHome.path])
      let shown = "\(program.name) \(arguments.joined(separator: " "))"
      // doctor is 1 here (no timer, no session bus): what it prints is what is measured.
      #expect(result.status == 0 || arguments == ["doctor"], "\(shown): \(result.stderr)")
      let wide = try Self.tooWide(result.stdout)
      #expect(wide.isEmpty, "\(shown) passes 80 columns:\n\(wide.joined(separator: "\n"))")
    }
  }

  /// A household whose one routine and player have the wide names: a `routine list` line past 100 columns.
  static func oneWideRoutine() throws -> HouseholdFixture {
    let household = try HouseholdFixture()
    #expect(try household.parent("player", "add", Self.wide).status == 0)
    let added = try household.parent(
      "routine", "add", Self.wideRoutine, "--player", Self.wide, "--days", "daily", "--task", "\(Self.task)=12m")
    #expect(added.status == 0, "\(added.stderr)")
    return household
  }

  @Test("to a pipe lines stay whole, an exported COLUMNS too; TIMEQUEST_COLUMNS asks for them cut")
  func pipeKeepsLines() throws {
    let household = try Self.oneWideRoutine()
    let whole = "\(Self.wideRoutine)  \(Self.wide)"
    let list = try household.parent("routine", "list")
    #expect(list.stdout.contains("\(Self.wideRoutine)  \(Self.wide)"), "\(list.stdout)")
    let exported = try household.parent.run(
      ["routine", "list", "--home", household.home.path], environment: ["COLUMNS": "80"])
    #expect(exported.stdout.contains(whole), "an exported COLUMNS cut a pipe's lines:\n\(exported.stdout)")
    #expect(!exported.stdout.contains("…"), "\(exported.stdout)")
    let narrow = try household.parent.run(
      ["routine", "list", "--home", household.home.path], environment: ["TIMEQUEST_COLUMNS": "80", "COLUMNS": "300"])
    #expect(!narrow.stdout.contains(Self.wide), "\(narrow.stdout)")
    #expect(narrow.stdout.contains("…"), "\(narrow.stdout)")
  }

  @Test("on a terminal, COLUMNS is its width: lines are cut to it")
  func terminalTakesColumns() throws {
    let household = try Self.oneWideRoutine()
    let shown = try ColorEndToEndTests.onTerminal(
      "tq-parent", ["routine", "list", "--color", "never", "--home", household.home.path],
      environment: ["COLUMNS": "60"])
    #expect(shown.status == 0, "\(shown.stdout)")
    let lines = shown.stdout.replacingOccurrences(of: "\r", with: "")
    #expect(!lines.contains(Self.wide), "\(lines)")
    #expect(lines.contains("…"), "\(lines)")
    #expect(try Self.tooWide(lines, columns: 60).isEmpty, "\(lines)")
  }
}
