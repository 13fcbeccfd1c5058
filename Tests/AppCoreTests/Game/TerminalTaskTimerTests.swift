import AppCore
import Domain
import Platform
import Presentation
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A terminal where keys and signals arrive at set moments of a `TestClock`: waiting for input
/// moves the clock, so a task's time comes out exact and nothing waits for real time.
final class ScriptedTimerTerminal: TimerTerminal {
  let clock: TestClock
  var width: Int
  /// 0, a height not told, keeps the one-line timer; 24 rows or more give the big timer.
  var height = 0
  /// What arrives, each after its wait; the input ends after the last.
  private var script: [(after: Duration, input: TimerInput)]
  private var lines: [GuessLineInput]
  /// How long the program stays stopped after a Ctrl-Z.
  let stoppedFor: Duration
  private(set) var written = ""
  /// start, reenter, stop, suspend, end(N), in order.
  private(set) var calls: [String] = []

  init(
    clock: TestClock, width: Int = 80, lines: [GuessLineInput] = [], script: [(Duration, TimerInput)],
    stoppedFor: Duration = .zero
  ) {
    self.clock = clock
    self.width = width
    self.lines = lines
    self.script = script.map { (after: $0.0, input: $0.1) }
    self.stoppedFor = stoppedFor
  }

  func write(_ text: String) { written += text }

  func readLine(prompt: String) -> GuessLineInput {
    written += prompt
    return lines.isEmpty ? .end : lines.removeFirst()
  }

  func startTiming(hideCursor: Bool) -> Bool {
    calls.append(hideCursor ? "start" : "start plain")
    return true
  }

  func reenterTiming() { calls.append("reenter") }
  func stopTiming() { calls.append("stop") }

  func next(timeout: Duration) -> TimerInput {
    guard !script.isEmpty else { return .end }
    if script[0].after <= timeout {
      clock.advance(by: script[0].after)
      let input = script.removeFirst().input
      if input == .signal(SIGWINCH), let widthAfterResize { width = widthAfterResize }
      if input == .signal(SIGWINCH), let heightAfterResize { height = heightAfterResize }
      return input
    }
    clock.advance(by: timeout)
    script[0].after -= timeout
    return .timeout
  }

  func suspend() {
    calls.append("suspend")
    clock.advance(by: stoppedFor)
  }

  func end(by signal: Int32) { calls.append("end(\(signal))") }

  /// The width the window has after a SIGWINCH arrives.
  var widthAfterResize: Int?
  /// The height the window has after a SIGWINCH arrives.
  var heightAfterResize: Int?

  /// The timer lines drawn, as they last read before each redraw.
  var drawn: [String] {
    written.split(separator: "\r").map { String($0.split(separator: "\u{1B}").first ?? "") }
  }
}

/// How many cues were given.
final class CueCount: Sendable {
  private let count = Mutex(0)
  func add() { count.withLock { $0 += 1 } }
  var value: Int { count.withLock { $0 } }
}

@Suite("The live terminal timer")
struct TerminalTaskTimerTests {
  static let turn = TaskTurn(number: 1, count: 1, name: "Teeth\u{1B}[31m", pastTimes: [])

  func timer(_ terminal: ScriptedTimerTerminal, plain: Bool = false, cue: Bool = true, cues: CueCount? = nil)
    -> TerminalTaskTimer<TestClock>
  {
    TerminalTaskTimer(
      terminal: terminal, clock: terminal.clock, style: TerminalStyle(colors: false), plain: plain, cue: cue,
      giveCue: { cues?.add() })
  }

  @Test("Enter ends the task; a pause with Space is not counted; raw mode is left after the last drawing")
  func enterAfterPause() async throws {
    let clock = TestClock()
    let terminal = ScriptedTimerTerminal(
      clock: clock,
      script: [
        (.seconds(30), .key(UInt8(ascii: " "))), (.seconds(200), .key(UInt8(ascii: "p"))),
        (.milliseconds(15_200), .key(0x0D)),
      ])
    var timer = self.timer(terminal)
    let answer = try await timer.time(Self.turn, guessSeconds: 120)
    #expect(answer == .done(.milliseconds(45_200)))
    #expect(terminal.calls == ["start", "stop"])
    #expect(terminal.written.hasPrefix("Timing Teeth␛[31m · Enter: done"), "the name's escape is shown, not sent")
    #expect(
      terminal.drawn.contains(
        "  ‖ 0:30 · guess 2:00  " + String(repeating: "█", count: 7) + String(repeating: "░", count: 23) + " · paused"))
    #expect(
      terminal.drawn.last == "  ▶ 0:45 · guess 2:00  " + String(repeating: "█", count: 11)
        + String(repeating: "░", count: 19))
    #expect(terminal.written.hasSuffix("\n"))
    // About four drawings a second: 45 s running and 200 s held, one drawing per quarter second.
    #expect((900...1000).contains(terminal.drawn.count), "\(terminal.drawn.count)")
  }

  @Test("the cue comes once when the guess is reached, not while held, and never with --quiet or the player's cue off")
  func cueOnce() async throws {
    for (quiet, playerCue) in [(false, true), (true, true), (false, false)] {
      let clock = TestClock()
      let cues = CueCount()
      let terminal = ScriptedTimerTerminal(
        clock: clock,
        script: [
          (.seconds(50), .key(UInt8(ascii: "p"))), (.seconds(100), .key(UInt8(ascii: "p"))),
          (.seconds(40), .key(0x0A)),
        ])
      var timer = self.timer(terminal, cue: !quiet, cues: cues)
      let turn = TaskTurn(number: 1, count: 1, name: Self.turn.name, pastTimes: [], cue: playerCue)
      #expect(try await timer.time(turn, guessSeconds: 60) == .done(.seconds(90)))
      #expect(cues.value == (quiet || !playerCue ? 0 : 1))
      #expect(terminal.drawn.last?.hasSuffix(" · past the guess") == true)
    }
  }

  @Test("s skips, q and Ctrl-C end the game, the end of input ends it; the terminal is restored each time")
  func skipQuitInterrupt() async throws {
    let cases: [(TimerInput, TimingAnswer)] = [
      (.key(UInt8(ascii: "s")), .skip), (.key(UInt8(ascii: "q")), .end), (.signal(SIGINT), .end), (.end, .end),
    ]
    for (input, expected) in cases {
      let clock = TestClock()
      let terminal = ScriptedTimerTerminal(clock: clock, script: [(.seconds(3), input)])
      var timer = self.timer(terminal)
      #expect(try await timer.time(Self.turn, guessSeconds: 60) == expected)
      #expect(terminal.calls == ["start", "stop"], "\(input)")
    }
  }

  @Test("a termination or hang-up restores the terminal first, then ends the program by that signal")
  func terminated() async throws {
    for signal in [SIGTERM, SIGHUP] {
      let clock = TestClock()
      let terminal = ScriptedTimerTerminal(clock: clock, script: [(.seconds(3), .signal(signal))])
      var timer = self.timer(terminal)
      #expect(try await timer.time(Self.turn, guessSeconds: 60) == .end)
      #expect(terminal.calls == ["start", "stop", "end(\(signal))"])
    }
  }

  @Test("Ctrl-Z: terminal restored, program stopped, the stop not counted, raw mode again and a redraw on continue")
  func suspendAndContinue() async throws {
    let clock = TestClock()
    let terminal = ScriptedTimerTerminal(
      clock: clock,
      script: [(.seconds(20), .signal(SIGTSTP)), (.zero, .signal(SIGCONT)), (.seconds(10), .key(0x0D))],
      stoppedFor: .seconds(3600))
    var timer = self.timer(terminal)
    #expect(try await timer.time(Self.turn, guessSeconds: 60) == .done(.seconds(30)))
    #expect(terminal.calls == ["start", "stop", "suspend", "start", "reenter", "stop"])
  }

  @Test("a resize redraws at the new width")
  func resize() async throws {
    let clock = TestClock()
    let terminal = ScriptedTimerTerminal(
      clock: clock, script: [(.seconds(5), .signal(SIGWINCH)), (.seconds(1), .key(0x0D))])
    var timer = self.timer(terminal)
    terminal.widthAfterResize = 40
    _ = try await timer.time(Self.turn, guessSeconds: 60)
    let parts = terminal.written.components(separatedBy: "\r\u{1B}[K")
    try #require(parts.count == 2)
    let (before, after) = (parts[0], parts[1])
    #expect(before.contains("░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░"), "a bar of 30 cells at 80 columns")
    let redrawn = after.split(separator: "\r").map { String($0.split(separator: "\u{1B}").first ?? "") }
    #expect(!redrawn.isEmpty && redrawn.allSatisfy { $0.count == 39 }, "\(redrawn)")
  }

  @Test("plain mode: no redrawn line; a line each minute and one at the guess, pauses said in words")
  func plain() async throws {
    let clock = TestClock()
    let terminal = ScriptedTimerTerminal(
      clock: clock,
      script: [
        (.seconds(70), .key(UInt8(ascii: " "))), (.seconds(600), .key(UInt8(ascii: " "))),
        (.seconds(130), .key(0x0D)),
      ])
    var timer = self.timer(terminal, plain: true)
    #expect(try await timer.time(Self.turn, guessSeconds: 150) == .done(.seconds(200)))
    #expect(terminal.calls == ["start plain", "stop"])
    #expect(!terminal.written.contains("\r"))
    let lines = terminal.written.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.dropFirst()) == [
        "1 min so far", "Paused at 1 min 10 s", "Running again from 1 min 10 s", "2 min so far",
        "2 min 30 s · the guessed time", "3 min so far",
      ])
  }

  @Test("a guess that does not fit is asked again with the reason; Ctrl-C or the end of input ends the game")
  func guessAgain() async throws {
    let clock = TestClock()
    let terminal = ScriptedTimerTerminal(
      clock: clock, lines: [.line("ten\u{1B}[A"), .line("0"), .line("4:30")], script: [])
    var timer = self.timer(terminal)
    #expect(try await timer.guess(for: Self.turn) == .guess(seconds: 270))
    #expect(terminal.written.contains("'ten␛[A' is not a time"))
    #expect(terminal.written.components(separatedBy: "How long will Teeth␛[31m take? ").count == 4)

    let interrupted = ScriptedTimerTerminal(clock: clock, lines: [.signal(SIGINT)], script: [])
    var second = self.timer(interrupted)
    #expect(try await second.guess(for: Self.turn) == .end)
    #expect(interrupted.calls.isEmpty)
    let terminated = ScriptedTimerTerminal(clock: clock, lines: [.signal(SIGTERM)], script: [])
    var third = self.timer(terminated)
    #expect(try await third.guess(for: Self.turn) == .end)
    #expect(terminated.calls == ["end(\(SIGTERM))"])
    let skipped = ScriptedTimerTerminal(clock: clock, lines: [.line(" skip ")], script: [])
    var fourth = self.timer(skipped)
    #expect(try await fourth.guess(for: Self.turn) == .skip)
  }

  @Test("q, quit and a language's own words at the guess end the game or skip the task, never 'not a time'")
  func guessCommands() async throws {
    let clock = TestClock()
    for (word, answer) in [
      ("q", GuessAnswer.end), ("Quit", .end), ("salir", .end), ("ende", .end), ("s", .skip), ("passer", .skip),
    ] {
      let terminal = ScriptedTimerTerminal(clock: clock, lines: [.line(word)], script: [])
      var timer = self.timer(terminal)
      #expect(try await timer.guess(for: Self.turn) == answer, "\(word)")
      #expect(!terminal.written.contains("is not a time"), "\(word)")
    }
    let spanish = ScriptedTimerTerminal(clock: clock, lines: [.line("5")], script: [])
    var timer = self.timer(spanish)
    _ = try await timer.guess(for: TaskTurn(number: 1, count: 1, name: "Baño", language: "es"))
    #expect(spanish.written.contains("¿Cuánto durará Baño? "), "\(spanish.written)")
  }

  @Test("a guess line past the reader's limit is asked again, naming the limit; the game goes on")
  func guessTooLong() async throws {
    let clock = TestClock()
    let terminal = ScriptedTimerTerminal(clock: clock, lines: [.tooLong(limit: 4096), .line("5")], script: [])
    var timer = self.timer(terminal)
    #expect(try await timer.guess(for: Self.turn) == .guess(seconds: 300))
    #expect(terminal.written.contains("longer than 4 KiB"), "\(terminal.written)")
    #expect(terminal.written.components(separatedBy: "How long will Teeth␛[31m take? ").count == 3)
  }
}
