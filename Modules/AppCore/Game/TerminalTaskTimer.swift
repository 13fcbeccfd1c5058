import Domain
import Foundation
import Platform
import Presentation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The game on a terminal: the guess is typed as a line (asked again, with the reason, when it is
/// not a time), then the task runs on a live timer in raw mode until Enter — the big timer
/// (`BigTimerView`, on the alternate screen, only its changed rows rewritten) in a window of at least
/// 80 × 24, one line redrawn about four times a second in a smaller one, or in plain mode a line each
/// minute and at the guess. A routine with a done-by time has its words beside the timer.
///
/// Space or `p` holds the clock, `s` skips, `q` or Ctrl-C ends the game; at the guess the words
/// of `GameCommand` (`q`, `skip`, a language's own) do the same. The terminal is left as it
/// was whichever way a task ends: by a key, Ctrl-C, a termination or hang-up (then the program ends
/// as the signal asks, every finished task already saved), or Ctrl-Z (the clock holds while the
/// program is stopped and runs again when it continues).
public struct TerminalTaskTimer<C: Clock>: TaskTimer where C.Duration == Duration {
  let terminal: any TimerTerminal
  let clock: C
  let style: TerminalStyle
  /// No redrawn line: the elapsed time announced each minute and at the guess, for screen readers.
  let plain: Bool
  /// The cue when the guess is reached; false for `--quiet`.
  let cue: Bool
  /// Gives the cue: the bell or the desktop's sound, never holding up the timer.
  let giveCue: @Sendable () -> Void

  /// How often the line is redrawn (and the keys looked at when none comes).
  public static var tick: Duration { .milliseconds(250) }

  public init(
    terminal: any TimerTerminal, clock: C, style: TerminalStyle, plain: Bool, cue: Bool,
    giveCue: @escaping @Sendable () -> Void
  ) {
    self.terminal = terminal
    self.clock = clock
    self.style = style
    self.plain = plain
    self.cue = cue
    self.giveCue = giveCue
  }

  public mutating func guess(for turn: TaskTurn) async throws -> GuessAnswer {
    let name = TerminalText.printable(turn.name)
    var problem: String?
    while true {
      let question = PromptText.guess(for: name, problem: problem, language: turn.language)
      switch terminal.readLine(prompt: question) {
      case .end:
        terminal.write("\n")
        return .end
      case .signal(let number):
        if number != SIGINT { terminal.end(by: number) }
        return .end
      case .tooLong(let limit):
        problem = PromptText.lineTooLong(limit: limit, language: turn.language)
      case .line(let line):
        let text = line.trimmingCharacters(in: .whitespaces)
        switch GameCommand(text) {
        case .quit?: return .end
        case .skip?: return .skip
        case nil: break
        }
        do {
          return .guess(seconds: try GuessText.seconds(text))
        } catch {
          problem = PromptText.problem(error, language: turn.language)
        }
      }
    }
  }

  public mutating func time(_ turn: TaskTurn, guessSeconds: Int) async throws -> TimingAnswer {
    let start = clock.now
    var run = TimerRun(
      terminal: terminal, style: style, plain: plain, task: turn.name, guessSeconds: guessSeconds,
      width: terminal.width,
      // `--quiet` or the player's setting (`tq-parent player set NAME --cue off`) turns it off.
      cue: GuessCue(enabled: cue && turn.cue), giveCue: giveCue, keys: TimerKeys(start: start),
      routineClock: turn.clock, started: start, language: turn.language)
    for line in TimerLineView.keys(task: turn.name, width: run.width, language: turn.language) {
      terminal.write(line + "\n")
    }
    _ = terminal.startTiming(hideCursor: !plain)
    run.fitWindow(clearing: false)
    run.show(at: clock.now)
    /// A termination or hang-up: the program ends by it once the terminal is as it was.
    var ending: Int32?
    while true {
      let answer: TimingAnswer?
      switch terminal.next(timeout: Self.tick) {
      case .timeout:
        answer = nil
      case .end:
        answer = .end
      case .key(let byte):
        answer = TimerKeys<C.Instant>.Key(byte: byte).flatMap { run.press($0, at: clock.now) }
      case .line(let line):
        answer = TimerKeys<C.Instant>.Key(line: line).flatMap { run.press($0, at: clock.now) }
      case .signal(let number):
        answer = signalled(number, run: &run, ending: &ending)
      }
      if let answer {
        run.finish(at: clock.now)
        terminal.stopTiming()
        if let ending { terminal.end(by: ending) }
        return answer
      }
      run.show(at: clock.now)
    }
  }

  /// What a signal caught while timing does: nil when the task goes on.
  private func signalled(_ number: Int32, run: inout TimerRun<C.Instant>, ending: inout Int32?) -> TimingAnswer? {
    switch number {
    case SIGINT:
      return .end
    case SIGTSTP:
      run.keys.suspend(at: clock.now)
      run.leaveLine()
      terminal.stopTiming()
      terminal.suspend()
      // Continued: the shell may have drawn over the line, and the window may be another size.
      _ = terminal.startTiming(hideCursor: !plain)
      run.fitWindow(clearing: false)
      run.keys.resume(at: clock.now)
      return nil
    case SIGCONT:
      terminal.reenterTiming()
      run.redrawAll()
      return nil
    case SIGWINCH:
      run.fitWindow()
      return nil
    default:
      // A termination or hang-up (or Ctrl-\, a quit): the terminal as it was, then the end the signal asks for.
      ending = number
      return .end
    }
  }
}

/// One task on the live timer: its clock, its cue and what has been shown of it.
struct TimerRun<Instant: InstantProtocol> where Instant.Duration == Duration {
  let terminal: any TimerTerminal
  let style: TerminalStyle
  let plain: Bool
  let task: String
  let guessSeconds: Int
  var width: Int
  var cue: GuessCue
  let giveCue: @Sendable () -> Void
  var keys: TimerKeys<Instant>
  /// The routine's done-by time, and the monotonic instant its wall clock was read at.
  let routineClock: RoutineClock?
  let started: Instant
  /// The player's message language: the timer's words are in it.
  let language: String
  /// The window's rows, for the big timer.
  var rows = 0
  /// The big timer's rows as last written; nil while the one-line timer is drawn.
  var frame: [String]?
  /// Plain mode: the guess announced, and the whole minutes announced.
  var guessAnnounced = false
  var minutesAnnounced = 0

  /// The task's answer for a key, or nil while it goes on.
  mutating func press(_ key: TimerKeys<Instant>.Key, at now: Instant) -> TimingAnswer? {
    switch keys.press(key, at: now) {
    case .done(let elapsed): return .done(elapsed)
    case .skipped: return .skip
    case .ended: return .end
    case .timing:
      if plain {
        terminal.write(
          TimerLineView.pauseChanged(paused: keys.heldByPlayer, elapsedSeconds: seconds(at: now), language: language)
            + "\n")
      }
      return nil
    }
  }

  /// Brings the screen up to `now`: the cue once the guess is reached, then the redrawn line, or in
  /// plain mode the announcements that are due.
  mutating func show(at now: Instant) {
    let elapsed = keys.elapsed(at: now)
    let seconds = self.seconds(at: now)
    let reached = cue.isDue(elapsed: elapsed, guessSeconds: guessSeconds, running: keys.isRunning)
    if reached { giveCue() }
    guard plain else {
      draw(seconds: seconds, at: now)
      return
    }
    if keys.isRunning, !guessAnnounced, seconds >= guessSeconds {
      guessAnnounced = true
      terminal.write(TimerLineView.guessReached(guessSeconds: guessSeconds, language: language) + "\n")
      // A guess of whole minutes is announced once, not also as the minute.
      if guessSeconds % 60 == 0 { minutesAnnounced = max(minutesAnnounced, guessSeconds / 60) }
    }
    if keys.isRunning, seconds / 60 > minutesAnnounced {
      minutesAnnounced = seconds / 60
      let minute = TimerLineView.minutePassed(elapsedSeconds: minutesAnnounced * 60, language: language)
      terminal.write(minute + (clockWords(at: now).map { " · " + $0 } ?? "") + "\n")
    }
  }

  /// The last drawing of the line, left on the screen (the big timer's alternate screen left
  /// first), and a line break after it.
  mutating func finish(at now: Instant) {
    guard !plain else { return }
    leaveBigTimer()
    drawLine(seconds: seconds(at: now), at: now)
    terminal.write("\n")
  }

  /// Leaves the line as it is and moves below it, or leaves the big timer's screen (before the program stops).
  mutating func leaveLine() {
    guard !plain else { return }
    if frame != nil {
      leaveBigTimer()
    } else {
      terminal.write("\n")
    }
  }

  /// Takes the window's size again: the big timer when it fits (on the alternate screen, drawn
  /// afresh), else the one line, emptied when `clearing` so a narrower window is drawn afresh.
  mutating func fitWindow(clearing: Bool = true) {
    guard !plain else { return }
    width = terminal.width
    rows = terminal.height
    if BigTimerView.fits(columns: width, rows: rows) {
      // The alternate screen keeps the game's lines as they were under the timer.
      if frame == nil { terminal.write("\u{1B}[?1049h") }
      frame = nil
      redrawAll(entering: true)
    } else {
      leaveBigTimer()
      if clearing { terminal.write("\r\u{1B}[K") }
    }
  }

  /// The big timer drawn whole at the next frame (the shell may have drawn over it).
  mutating func redrawAll(entering: Bool = false) {
    guard entering || frame != nil else { return }
    terminal.write("\u{1B}[2J")
    frame = []
  }

  private mutating func leaveBigTimer() {
    guard frame != nil else { return }
    terminal.write("\u{1B}[?1049l")
    frame = nil
  }

  /// The done-by words at `now`, when the routine has a time: the wall clock read as the task
  /// began, moved on by the monotonic time since (pauses included, as the wall clock runs on).
  func clockWords(at now: Instant) -> String? {
    routineClock?.words(
      wallSeconds: Int(started.duration(to: now).components.seconds), elapsedSeconds: seconds(at: now))
  }

  private mutating func draw(seconds: Int, at now: Instant) {
    guard let old = frame else {
      drawLine(seconds: seconds, at: now)
      return
    }
    let state = BigTimerView.State(
      task: task, elapsedSeconds: seconds, guessSeconds: guessSeconds, paused: !keys.isRunning,
      clock: clockWords(at: now), language: language)
    let next = BigTimerView.frame(state, columns: width, rows: rows, style: style)
    // Only the rows that changed are written, each placed by row and emptied past its end.
    var out = ""
    for (index, row) in next.enumerated() where index >= old.count || old[index] != row {
      out += "\u{1B}[\(index + 1);1H" + row + "\u{1B}[K"
    }
    if !out.isEmpty { terminal.write(out) }
    frame = next
  }

  private func drawLine(seconds: Int, at now: Instant) {
    let line = TimerLineView.line(
      elapsedSeconds: seconds, guessSeconds: guessSeconds, paused: !keys.isRunning, width: width, style: style,
      clock: clockWords(at: now), language: language)
    terminal.write("\r" + line + "\u{1B}[K")
  }

  /// Whole seconds counted, as a stopwatch shows them.
  private func seconds(at now: Instant) -> Int {
    Int(keys.elapsed(at: now).components.seconds)
  }
}
