import Domain
import Platform

/// The live timer of `tq-player play` on a terminal: the one line redrawn while a task is timed
/// (elapsed, the guess, a bar), the keys shown above it, and the lines announced in plain mode.
///
/// Every line fits the window it is drawn in and leaves its last column free, so redrawing it with
/// a carriage return never wraps onto a second row.
public enum TimerLineView {
  /// The widest bar drawn, so a wide window does not turn the bar into a stripe.
  static let maximumBar = 30
  /// Narrower than this, the bar says too little to be worth its room.
  static let minimumBar = 5
  /// The room the line keeps beside the done-by words: its mark, elapsed time, guess and note.
  static let minimumRoomBesideClock = 40

  /// "  ▶ 3:12 · guess 5:00  █████████████░░░░░░░░░░░░░░░░░", with " · paused" while held and
  /// " · past the guess" once the guess is reached; parts are dropped from the right
  /// (the bar, then the guess) before the line is clipped, so the elapsed time stays in sight.
  ///
  /// `clock`, the done-by words ("08:05 in 22 min · 25 min of tasks left"), follows the line when
  /// the line keeps its elapsed time and guess beside them; the bar makes room for them first.
  /// The words are in `language` (the player's).
  public static func line(
    elapsedSeconds: Int, guessSeconds: Int, paused: Bool, width: Int, style: TerminalStyle, clock: String? = nil,
    language: String = "en"
  ) -> String {
    if let clock {
      let tail = " · " + TerminalText.printable(clock)
      if width - tail.count >= minimumRoomBesideClock {
        return line(
          elapsedSeconds: elapsedSeconds, guessSeconds: guessSeconds, paused: paused, width: width - tail.count,
          style: style, language: language) + tail
      }
    }
    let pack = TimerMessagePack.pack(for: language)
    let room = max(1, width - 1)
    let mark = paused ? (style.unicode ? "‖" : "||") : (style.unicode ? "▶" : ">")
    let elapsed = DurationText.clock(seconds: elapsedSeconds)
    let head = "  \(mark) \(elapsed)"
    let guess = " · " + pack.fill(\.guess, ["time": DurationText.clock(seconds: guessSeconds)])
    let note = paused ? " · " + pack.paused : elapsedSeconds >= guessSeconds ? " · " + pack.pastGuess : ""
    let barRoom = min(maximumBar, room - head.count - guess.count - note.count - 2 - (style.unicode ? 0 : 2))
    let styledHead = "  \(mark) \(style.bold(elapsed))"
    if barRoom >= minimumBar {
      let bar = self.bar(elapsedSeconds: elapsedSeconds, guessSeconds: guessSeconds, width: barRoom, style: style)
      return styledHead + guess + "  " + bar + note
    }
    for candidate in [(guess, note), ("", note), ("", "")] {
      if head.count + candidate.0.count + candidate.1.count <= room {
        return styledHead + candidate.0 + candidate.1
      }
    }
    return clipped(head, to: room)
  }

  /// The part of the guess that has passed, filled from the left; full once the guess is reached.
  static func bar(elapsedSeconds: Int, guessSeconds: Int, width: Int, style: TerminalStyle) -> String {
    let cells = max(0, width)
    let filled = guessSeconds > 0 ? min(cells, max(0, elapsedSeconds) * cells / guessSeconds) : cells
    if style.unicode {
      return String(repeating: "█", count: filled) + style.dim(String(repeating: "░", count: cells - filled))
    }
    return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: cells - filled) + "]"
  }

  /// The lines shown once before the timer starts: the task and the keys, broken to fit `width`.
  public static func keys(task: String, width: Int, language: String = "en") -> [String] {
    let room = max(1, width - 1)
    let pack = TimerMessagePack.pack(for: language)
    let timing = pack.fill(\.timing, ["task": TerminalText.printable(task)])
    let words = timing + " · " + pack.keys
    if words.count <= room { return [words] }
    return [clipped(timing, to: room)] + wrapped(pack.keys, to: room)
  }

  /// Plain mode's line for each whole minute passed: "3 min so far".
  public static func minutePassed(elapsedSeconds: Int, language: String = "en") -> String {
    TimerMessagePack.pack(for: language).fill(\.minutePassed, ["time": DurationText.text(seconds: elapsedSeconds)])
  }

  /// Plain mode's line when the guess is reached: "5 min · the guessed time".
  public static func guessReached(guessSeconds: Int, language: String = "en") -> String {
    TimerMessagePack.pack(for: language).fill(\.guessReached, ["time": DurationText.text(seconds: guessSeconds)])
  }

  /// Plain mode's line when the clock is held or runs again.
  public static func pauseChanged(paused: Bool, elapsedSeconds: Int, language: String = "en") -> String {
    TimerMessagePack.pack(for: language).fill(
      paused ? \.pausedAt : \.runningAgain, ["time": DurationText.text(seconds: elapsedSeconds)])
  }

  /// Every fixed phrase of the timer, for the passive-language check.
  public static var phrases: [String] {
    [
      "Timing", "Enter: done · Space or p: pause · s: skip · q: end", "paused", "past the guess", "guess",
      minutePassed(elapsedSeconds: 60), guessReached(guessSeconds: 300),
      pauseChanged(paused: true, elapsedSeconds: 61), pauseChanged(paused: false, elapsedSeconds: 61),
    ]
  }

  static func clipped(_ text: String, to width: Int) -> String {
    text.count <= width ? text : String(text.prefix(max(0, width - 1))) + "…"
  }

  /// Broken at " · " where it can be, then clipped.
  static func wrapped(_ text: String, to width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for part in text.components(separatedBy: " · ") {
      let candidate = line.isEmpty ? part : line + " · " + part
      if candidate.count <= width || line.isEmpty {
        line = candidate
      } else {
        lines.append(line)
        line = part
      }
    }
    lines.append(line)
    return lines.map { clipped($0, to: width) }
  }
}
