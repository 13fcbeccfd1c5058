import Foundation
import TestSupport
import Testing

/// A program's clocks stopped at a known moment and moved only by the test: libfaketime's absolute
/// form, read again at every look, stands the wall clock and the monotonic ones at the time
/// written until the test writes a later one.
struct StoppedClock {
  var moved: MovedClock
  let start: Date
  private(set) var offset = 0

  init(folder: String, at start: Date) throws {
    moved = try MovedClock(folder: folder)
    self.start = start
    try write()
  }

  var environment: String { moved.environment }

  mutating func advance(seconds: Int) throws {
    offset += seconds
    try write()
  }

  private func write() throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    let text = formatter.string(from: start.addingTimeInterval(Double(offset))) + "\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: moved.file), options: .atomic)
  }
}

@Suite("tq-player play's big timer on a real terminal (tmux)", .serialized)
struct BigTimerEndToEndTests {
  let household: HouseholdFixture
  let binary = Executable.binDirectory.appendingPathComponent("tq-player").path

  init() throws {
    household = try HouseholdFixture.seeded()
    // Bedtime: Bath 15 min and Story 15 min, to be done by 08:05.
    try household.parent("routine", "edit", "Bedtime", "--done-by", "08:05")
  }

  /// The rows between the keys (a row, then a blank one) and the three rows of words.
  static func middle(_ screen: String, rows: Int) -> [String] {
    let lines = screen.components(separatedBy: "\n")
    return Array(lines[2..<(rows - 3)])
  }

  static func emptiedCells(_ screen: String, rows: Int) -> Int {
    middle(screen, rows: rows).joined().filter { $0 == "·" }.count
  }

  @Test(
    "the disc empties, the digits and the done-by time are right at known moments, the terminal is restored",
    arguments: [(80, 24), (200, 60)])
  func bigTimer(columns: Int, rows: Int) throws {
    let pane = try TmuxPane(columns: columns, rows: rows)
    let files = pane.folder.path
    // Monday 2026-11-23 07:43:00 UTC (the pane's zone): 22 minutes before 08:05.
    var clock = try StoppedClock(folder: files, at: Date(timeIntervalSince1970: 1_795_419_780))
    let output = try pane.recordOutput()
    try pane.type(
      "stty -a > \(files)/before; \(clock.environment) \(binary) play Bedtime --player Leo --any "
        + "--home \(household.home.path); "
        + "echo status=$? > \(files)/status; stty -a > \(files)/after", enter: true)
    try pane.waitFor("the first guess") { screen in
      screen.split(separator: "\n").last.map { $0.contains("Bath") } == true
    }
    try pane.type("2", enter: true)

    let first = try pane.waitFor("the big timer") { $0.contains("2:00 left of the guess 2:00") }
    let lines = first.components(separatedBy: "\n")
    #expect(lines[0].hasPrefix("Timing Bath · Enter: done"))
    #expect(BlockDigits.read(Self.middle(first, rows: rows)) == "2:00")
    #expect(Self.emptiedCells(first, rows: rows) == 0, "a full disc")
    #expect(lines[rows - 2] == "08:05 in 22 min · 30 min of tasks left")
    #expect(LiveTimerEndToEndTests.timerLine(first)?.elapsed == "0:00")
    #expect(try pane.run(["display-message", "-p", "#{alternate_on}"]).hasPrefix("1"), "on the alternate screen")
    #expect(try !pane.cursorShown())

    let placedBefore = Self.rowsPlaced(in: output)
    try clock.advance(seconds: 30)
    let half = try pane.waitFor("30 s on") { $0.contains("1:30 left of the guess 2:00") }
    #expect(BlockDigits.read(Self.middle(half, rows: rows)) == "1:30")
    let quarter = Self.emptiedCells(half, rows: rows)
    #expect(quarter > 0, "a quarter of the disc emptied")
    #expect(half.components(separatedBy: "\n")[rows - 2] == "08:05 in 22 min · 30 min of tasks left")
    let placed = Self.rowsPlaced(in: output) - placedBefore
    #expect(placed > 0 && placed < rows, "\(placed) rows rewritten for one change, of \(rows)")

    try clock.advance(seconds: 90)
    let past = try pane.waitFor("the guess reached") { $0.contains("+0:00 past the guess 2:00") }
    #expect(BlockDigits.read(Self.middle(past, rows: rows)) == "+0:00")
    #expect(Self.emptiedCells(past, rows: rows) > quarter * 3, "the whole disc emptied")
    let rowsPast = Self.middle(past, rows: rows).joined(separator: "\n")
    #expect(!rowsPast.contains("█·") && !rowsPast.contains("·█"), "no full cell left in the disc")
    #expect(past.components(separatedBy: "\n")[rows - 2] == "08:05 in 20 min · 28 min of tasks left")

    try clock.advance(seconds: 23 * 60)
    let late = try pane.waitFor("past 08:05") { $0.contains("08:05 was 3 min ago") }
    #expect(late.components(separatedBy: "\n")[rows - 2] == "08:05 was 3 min ago · 15 min of tasks left")
    #expect(BlockDigits.read(Self.middle(late, rows: rows)) == "+23:00")

    try pane.press("Enter")
    try pane.waitFor("the second guess") { $0.contains("took 25 min") || $0.contains("25 min") && $0.contains("Story") }
    #expect(try pane.run(["display-message", "-p", "#{alternate_on}"]).hasPrefix("0"), "back on the game's screen")
    try pane.press("C-c")
    #expect(try pane.waitForFile(files + "/status") == "status=0\n")
    #expect(try pane.waitForFile(files + "/before") == pane.waitForFile(files + "/after"))
    #expect(try pane.cursorShown())
    let screen = try pane.screen()
    #expect(!screen.contains("\u{1B}"))
    #expect(!screen.contains("left of the guess"), "the big timer's screen is gone")
  }

  @Test("in the player's language: the keys, the words under the disc and the line, the keys named still work")
  func german() throws {
    try household.parent("player", "set", "Leo", "--language", "de")
    let pane = try TmuxPane(columns: 80, rows: 24)
    let files = pane.folder.path
    var clock = try StoppedClock(folder: files, at: Date(timeIntervalSince1970: 1_795_419_780))
    try pane.type(
      "\(clock.environment) \(binary) play Bedtime --player Leo --any --home \(household.home.path); "
        + "echo status=$? > \(files)/status", enter: true)
    try pane.waitFor("the first guess") { $0.contains("Wie lange dauert Bath?") }
    try pane.type("2", enter: true)
    let first = try pane.waitFor("the big timer") { $0.contains("noch 2:00 von der Schätzung 2:00") }
    let lines = first.components(separatedBy: "\n")
    #expect(lines[0] == "Bath läuft · Eingabe: erledigt · Leertaste oder p: Pause · s: weiter · q: Ende")
    #expect(lines[23].contains("geschätzt 2:00"), "\(lines[23])")
    // p, named in German as in English, holds the clock.
    try pane.type("p")
    try pane.waitFor("held") { $0.contains("noch 2:00 von der Schätzung 2:00 · pausiert") }
    try pane.type("p")
    try pane.waitFor("running again") { !$0.contains("pausiert") && $0.contains("noch 2:00 von der Schätzung") }
    try clock.advance(seconds: 150)
    let past = try pane.waitFor("past the guess") { $0.contains("+0:30 über der Schätzung 2:00") }
    #expect(!past.contains("guess"))
    // s, as named, skips; q, as named, ends the game.
    try pane.type("s")
    try pane.waitFor("the second guess") { $0.contains("Wie lange dauert Story?") }
    try pane.type("q", enter: true)
    #expect(try pane.waitForFile(files + "/status") == "status=0\n")
  }

  /// How many rows the program placed with a cursor move to a row's start, in the recorded output.
  static func rowsPlaced(in path: String) -> Int {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return text.matches(of: /\u{1B}\[\d+;1H/).count
  }
}
