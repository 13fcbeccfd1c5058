import AppCore
import Domain
import Foundation
import Platform
import Presentation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The big timer: a disc that empties as the guess runs out, large digits, words beneath; drawn on
/// the alternate screen, only its changed rows written, left on every way a task ends.
@Suite("The big timer")
struct BigTimerTests {
  static let plain = TerminalStyle(colors: false)

  static func frame(_ elapsed: Int, guess: Int = 120, columns: Int = 80, rows: Int = 24, paused: Bool = false)
    -> [String]
  {
    BigTimerView.frame(
      .init(task: "Teeth", elapsedSeconds: elapsed, guessSeconds: guess, paused: paused), columns: columns, rows: rows,
      style: plain)
  }

  /// The rows between the keys (one row, then a blank one) and the three rows of words.
  static func middle(_ frame: [String]) -> [String] { Array(frame[2..<(frame.count - 3)]) }

  /// The disc's first row and its height, from a frame where it is all emptied (past the guess).
  static func disc(columns: Int = 80, rows: Int = 24) -> (top: Int, diameter: Int) {
    let past = frame(1, guess: 0, columns: columns, rows: rows)
    let rows = middle(past).indices.filter { middle(past)[$0].contains("·") }
    return (rows.first ?? 0, rows.count)
  }

  /// The emptied cells of the disc, as (row, column).
  static func emptied(_ frame: [String]) -> [(Int, Int)] {
    middle(frame).enumerated().flatMap { row, text in
      Array(text).enumerated().filter { $0.element == "·" }.map { (row, $0.offset) }
    }
  }

  @Test(
    "it fills the window from 80×24 to 200×60, every row inside the window less its last column",
    arguments: [
      (80, 24), (120, 40), (200, 60),
    ])
  func fills(columns: Int, rows: Int) {
    let frame = Self.frame(30, columns: columns, rows: rows)
    #expect(frame.count == rows)
    #expect(frame.allSatisfy { $0.count < columns }, "\(frame.map(\.count))")
    #expect(frame[0] == "Timing Teeth · Enter: done · Space or p: pause · s: skip · q: end")
    #expect(frame[rows - 3] == "1:30 left of the guess 2:00")
    #expect(
      frame[rows - 1]
        == TimerLineView.line(elapsedSeconds: 30, guessSeconds: 120, paused: false, width: columns, style: Self.plain))
    // The disc takes most of the room between the keys and the words.
    #expect(Self.disc(columns: columns, rows: rows).diameter >= (rows - 5) * 3 / 4)
  }

  @Test("the digits read the time left of the guess, then how far past it", arguments: [(80, 24), (200, 60)])
  func digits(columns: Int, rows: Int) {
    let read = { (elapsed: Int) in BlockDigits.read(Self.middle(Self.frame(elapsed, columns: columns, rows: rows))) }
    #expect(read(0) == "2:00")
    #expect(read(30) == "1:30")
    #expect(read(119) == "0:01")
    #expect(read(120) == "+0:00")
    #expect(read(135) == "+0:15")
    #expect(BlockDigits.read(Self.middle(Self.frame(0, guess: 45 * 60, columns: columns, rows: rows))) == "45:00")
  }

  @Test("a larger window gets a larger disc and digits, reaching across it")
  func larger() {
    let widest = { (frame: [String]) in Self.middle(frame).map(\.count).max() ?? 0 }
    #expect(widest(Self.frame(30)) > 60)
    #expect(widest(Self.frame(30, columns: 200, rows: 60)) > 150)
  }

  @Test("the disc empties as the guess runs out: full, then the first quarter gone from twelve to three, then empty")
  func empties() throws {
    #expect(Self.emptied(Self.frame(0)).isEmpty)
    let total = Self.middle(Self.frame(120)).joined().filter { $0 == "·" }.count
    #expect(total > 150, "a disc of 16 rows has about 200 cells: \(total)")
    var last = 0
    for elapsed in stride(from: 0, through: 120, by: 5) {
      let count = Self.emptied(Self.frame(elapsed)).count
      #expect(count >= last, "at \(elapsed) s")
      last = count
    }
    let half = Self.emptied(Self.frame(60)).count
    #expect((total * 2 / 5...total * 3 / 5).contains(half), "\(half) of \(total)")
    // A quarter through, the emptied part lies between twelve and three o'clock: top right.
    let quarter = Self.emptied(Self.frame(30))
    let (top, diameter) = Self.disc()
    #expect(diameter > 10)
    #expect(!quarter.isEmpty)
    #expect(quarter.allSatisfy { $0.0 < top + (diameter + 1) / 2 && $0.1 >= diameter - 1 }, "\(quarter)")
    // Past the guess nothing is full, and the words say it.
    let past = Self.frame(150)
    #expect(Self.emptied(past).count == total)
    #expect(past[past.count - 3] == "+0:30 past the guess 2:00")
    #expect(Self.frame(30, paused: true)[21] == "1:30 left of the guess 2:00 · paused")
  }

  @Test("colour adds nothing the shapes do not show: without its codes the frame is the plain one")
  func colourIsNeverTheOnlySignal() {
    let state = BigTimerView.State(task: "Teeth", elapsedSeconds: 40, guessSeconds: 120, paused: false)
    let coloured = BigTimerView.frame(state, columns: 80, rows: 24, style: TerminalStyle(colors: true))
    let stripped = coloured.map { $0.replacing(/\u{1B}\[[0-9;]*m/, with: "") }
    #expect(coloured != Self.frame(40))
    #expect(stripped == Self.frame(40))
  }

  // MARK: - On a terminal

  func timer(_ terminal: ScriptedTimerTerminal) -> TerminalTaskTimer<TestClock> {
    TerminalTaskTimer(
      terminal: terminal, clock: terminal.clock, style: Self.plain, plain: false, cue: false, giveCue: {})
  }

  static let turn = TaskTurn(number: 1, count: 1, name: "Teeth", pastTimes: [])

  static func count(_ text: String, in written: String) -> Int { written.components(separatedBy: text).count - 1 }

  @Test("at 80×24: the alternate screen, the whole frame once, then only the rows that change; left at the end")
  func diffedRows() async throws {
    let clock = TestClock()
    let terminal = ScriptedTimerTerminal(clock: clock, script: [(.seconds(10), .key(0x0D))])
    terminal.height = 24
    var timer = self.timer(terminal)
    #expect(try await timer.time(Self.turn, guessSeconds: 120) == .done(.seconds(10)))
    let written = terminal.written
    #expect(Self.count("\u{1B}[?1049h", in: written) == 1)
    #expect(Self.count("\u{1B}[?1049l", in: written) == 1)
    #expect(Self.count("\u{1B}[2J", in: written) == 1, "one clear, on entering")
    // Forty ticks, ten distinct seconds: the keys once, the timer line once a second.
    #expect(Self.count("\u{1B}[1;1H", in: written) == 1)
    #expect(Self.count("\u{1B}[24;1H", in: written) == 10)
    let rowsWritten = Self.count(";1H", in: written)
    #expect(rowsWritten > 24 && rowsWritten < 24 * 10, "\(rowsWritten) rows written in 10 s")
    // After the alternate screen, the last line on the game's own screen, as the line timer leaves it.
    let after = try #require(written.components(separatedBy: "\u{1B}[?1049l").last)
    #expect(after.hasPrefix("\r  ▶ 0:10 · guess 2:00"))
    #expect(after.hasSuffix("\u{1B}[K\n"))
    #expect(terminal.calls == ["start", "stop"])
  }

  @Test("held: nothing is written while the clock stands still")
  func heldWritesNothing() async throws {
    let clock = TestClock()
    let terminal = ScriptedTimerTerminal(
      clock: clock,
      script: [(.seconds(2), .key(UInt8(ascii: " "))), (.seconds(60), .key(UInt8(ascii: "p"))), (.zero, .key(0x0D))])
    terminal.height = 24
    var timer = self.timer(terminal)
    #expect(try await timer.time(Self.turn, guessSeconds: 120) == .done(.seconds(2)))
    // Seconds 0 and 1 running, 2 held (the mark and the words change once), then running again.
    #expect(Self.count("\u{1B}[24;1H", in: terminal.written) == 4)
  }

  @Test(
    "every way out leaves the alternate screen before the terminal is restored",
    arguments: [
      TimerInput.key(UInt8(ascii: "q")), .key(UInt8(ascii: "s")), .signal(SIGINT), .signal(SIGTERM), .signal(SIGHUP),
      .end,
    ])
  func everyExit(input: TimerInput) async throws {
    let clock = TestClock()
    let terminal = ScriptedTimerTerminal(clock: clock, script: [(.seconds(3), input)])
    terminal.height = 24
    var timer = self.timer(terminal)
    _ = try await timer.time(Self.turn, guessSeconds: 120)
    let written = terminal.written
    let entered = try #require(written.range(of: "\u{1B}[?1049h"))
    let left = try #require(written.range(of: "\u{1B}[?1049l"))
    #expect(entered.upperBound <= left.lowerBound)
    #expect(terminal.calls.prefix(2) == ["start", "stop"])
  }

  @Test("Ctrl-Z leaves the alternate screen before stopping; on continuing the frame is drawn whole again")
  func suspended() async throws {
    let clock = TestClock()
    let terminal = ScriptedTimerTerminal(
      clock: clock, script: [(.seconds(3), .signal(SIGTSTP)), (.zero, .signal(SIGCONT)), (.seconds(2), .key(0x0D))],
      stoppedFor: .seconds(50))
    terminal.height = 24
    var timer = self.timer(terminal)
    #expect(try await timer.time(Self.turn, guessSeconds: 120) == .done(.seconds(5)))
    #expect(terminal.calls == ["start", "stop", "suspend", "start", "reenter", "stop"])
    let written = terminal.written
    #expect(Self.count("\u{1B}[?1049h", in: written) == 2)
    #expect(Self.count("\u{1B}[?1049l", in: written) == 2)
    #expect(Self.count("\u{1B}[1;1H", in: written) == 3, "whole on entering, after continuing, and after SIGCONT")
  }

  @Test("a window made too small falls back to the line timer at once")
  func resized() async throws {
    let clock = TestClock()
    let terminal = ScriptedTimerTerminal(
      clock: clock, script: [(.seconds(2), .signal(SIGWINCH)), (.seconds(2), .key(0x0D))])
    terminal.height = 24
    terminal.heightAfterResize = 10
    var timer = self.timer(terminal)
    _ = try await timer.time(Self.turn, guessSeconds: 120)
    let parts = terminal.written.components(separatedBy: "\u{1B}[?1049l")
    #expect(parts.count == 2, "left once, at the resize")
    // After it: the one line, redrawn with a carriage return, and no more rows placed.
    #expect(parts[1].contains("\r  ▶ 0:03 · guess 2:00"))
    #expect(!parts[1].contains(";1H"))
  }

  @Test("the done-by words are drawn beneath the digits and follow the wall clock, pauses included")
  func doneBy() async throws {
    let clock = TestClock()
    let terminal = ScriptedTimerTerminal(
      clock: clock, script: [(.seconds(60), .key(UInt8(ascii: " "))), (.seconds(90), .key(0x0D))])
    terminal.height = 24
    var turn = Self.turn
    let start = ISO8601DateFormatter().date(from: "2026-11-23T07:43:00Z")!
    turn.clock = RoutineClock(
      doneBy: DailyTime(hour: 8, minute: 5)!, taskSeconds: 300, laterSeconds: 18 * 60, startedAt: start,
      timeZone: TimeZone(identifier: "UTC")!)
    var timer = self.timer(terminal)
    _ = try await timer.time(turn, guessSeconds: 120)
    let written = terminal.written
    #expect(written.contains("\u{1B}[23;1H08:05 in 22 min · 23 min of tasks left\u{1B}[K"))
    #expect(written.contains("\u{1B}[23;1H08:05 in 21 min · 22 min of tasks left\u{1B}[K"))
    // Held a minute: the time to 08:05 runs on, the tasks left do not.
    #expect(written.contains("\u{1B}[23;1H08:05 in 20 min · 22 min of tasks left\u{1B}[K"))
    #expect(!written.contains("21 min of tasks left"))
  }
}
