import Domain
import Foundation

/// The big timer of `tq-player play` (Time Timer's idea in a terminal): a disc whose filled part is
/// the guessed time still to run and empties as it runs out, the time left in large digits beside
/// it, and beneath them in words what the shape shows, the done-by time and the familiar timer line.
///
/// A frame is one string per row of the window, none wider than the window less its last column,
/// so rows can be compared with the frame before and only the changed ones written. The shape and
/// the words carry everything: a filled cell is `█` (`#`), an emptied one `·` (`.`), and past the
/// guess the digits start with `+` and the words say so; colour is never needed.
public enum BigTimerView {
  /// Smaller than this, the line timer is used instead.
  public static let minimumColumns = 80
  public static let minimumRows = 24

  /// The columns kept beside the disc for the digits and the gap before them.
  static let digitsRoom = 47

  public static func fits(columns: Int, rows: Int) -> Bool { columns >= minimumColumns && rows >= minimumRows }

  /// What one frame shows.
  public struct State: Equatable, Sendable {
    public var task: String
    public var elapsedSeconds: Int
    public var guessSeconds: Int
    public var paused: Bool
    /// The done-by words ("08:05 in 22 min · 25 min of tasks left"), when the routine has a time.
    public var clock: String?
    /// The player's message language, for every word of the frame.
    public var language: String

    public init(
      task: String, elapsedSeconds: Int, guessSeconds: Int, paused: Bool, clock: String? = nil, language: String = "en"
    ) {
      self.task = task
      self.elapsedSeconds = elapsedSeconds
      self.guessSeconds = guessSeconds
      self.paused = paused
      self.clock = clock
      self.language = language
    }

    /// Seconds of the guess still to run; 0 once it is reached.
    var remainingSeconds: Int { max(0, guessSeconds - max(0, elapsedSeconds)) }
    var pastGuess: Bool { elapsedSeconds >= guessSeconds }
  }

  /// The frame for a window of `columns` × `rows` (at least the minimum).
  public static func frame(_ state: State, columns: Int, rows: Int, style: TerminalStyle) -> [String] {
    let room = max(1, columns - 1)
    var lines = TimerLineView.keys(task: state.task, width: columns, language: state.language).prefix(2).map { $0 }
    lines.append("")
    let bottom = [
      TimerLineView.clipped(words(state), to: room),
      TimerLineView.clipped(state.clock.map { TerminalText.printable($0) } ?? "", to: room),
      TimerLineView.line(
        elapsedSeconds: state.elapsedSeconds, guessSeconds: state.guessSeconds, paused: state.paused, width: columns,
        style: style, language: state.language),
    ]
    let height = max(1, rows - lines.count - bottom.count)
    // The disc is twice as wide as tall in cells, which is about round on a terminal; it leaves
    // the digits room for "+23:00" at 80 columns.
    let diameter = max(1, min(height, (room - digitsRoom) / 2))
    let disc = self.disc(
      diameter: diameter,
      filled: state.guessSeconds > 0 ? Double(state.remainingSeconds) / Double(state.guessSeconds) : 0,
      style: style)
    let digitRoom = room - diameter * 2 - 4
    let digits = self.digits(display(state), room: digitRoom, height: height, style: style)
    let digitsTop = (height - digits.count) / 2
    let discTop = (height - disc.count) / 2
    for row in 0..<height {
      let left =
        (discTop..<discTop + disc.count).contains(row)
        ? disc[row - discTop] : String(repeating: " ", count: diameter * 2)
      let right = (digitsTop..<digitsTop + digits.count).contains(row) ? digits[row - digitsTop] : ""
      lines.append(right.isEmpty ? trimmed(left) : left + "    " + right)
    }
    lines += bottom
    return lines
  }

  /// "1:48 left of the guess 5:00", "+0:45 past the guess", with " · paused" while held.
  static func words(_ state: State) -> String {
    let pack = TimerMessagePack.pack(for: state.language)
    let guess = DurationText.clock(seconds: state.guessSeconds)
    let text =
      state.pastGuess
      ? pack.fill(\.pastTheGuess, ["over": display(state), "guess": guess])
      : pack.fill(\.leftOfGuess, ["left": DurationText.clock(seconds: state.remainingSeconds), "guess": guess])
    return state.paused ? text + " · " + pack.paused : text
  }

  /// The digits shown: the time left of the guess, then how far past it ("+0:45").
  static func display(_ state: State) -> String {
    state.pastGuess
      ? "+" + DurationText.clock(seconds: state.elapsedSeconds - state.guessSeconds)
      : DurationText.clock(seconds: state.remainingSeconds)
  }

  /// The rows of a disc `diameter` rows tall whose part `filled` (0 to 1), counter-clockwise from
  /// twelve o'clock, is drawn full; the rest of it is dotted, so the emptied part keeps its shape.
  static func disc(diameter: Int, filled: Double, style: TerminalStyle) -> [String] {
    let (full, empty) = style.unicode ? ("█", "·") : ("#", ".")
    let radius = Double(diameter) / 2
    let sweep = max(0, min(1, filled)) * 2 * Double.pi
    return (0..<diameter).map { row in
      // Runs of one kind of cell, so only the emptied part is styled and the spaces around the
      // disc stay plain (a row is trimmed of them).
      var line = ""
      var run = ""
      var runKind = 0
      for column in 0..<diameter * 2 {
        let x = (Double(column) + 0.5) / 2 - radius
        let y = Double(row) + 0.5 - radius
        var kind = 0
        if x * x + y * y <= radius * radius {
          // Angle from twelve o'clock, counter-clockwise, as the filled sector of a Time Timer lies.
          var angle = atan2(-x, -y)
          if angle < 0 { angle += 2 * Double.pi }
          kind = angle < sweep || sweep >= 2 * Double.pi ? 1 : 2
        }
        if kind != runKind {
          line += runKind == 2 ? style.dim(run) : run
          run = ""
          runKind = kind
        }
        run += kind == 0 ? " " : kind == 1 ? full : empty
      }
      return line + (runKind == 2 ? style.dim(run) : run)
    }
  }

  /// A glyph of the block font: 3 × 5 cells, `#` drawn.
  static let font: [Character: [String]] = [
    "0": ["###", "# #", "# #", "# #", "###"], "1": [" # ", "## ", " # ", " # ", "###"],
    "2": ["###", "  #", "###", "#  ", "###"], "3": ["###", "  #", "###", "  #", "###"],
    "4": ["# #", "# #", "###", "  #", "  #"], "5": ["###", "#  ", "###", "  #", "###"],
    "6": ["###", "#  ", "###", "# #", "###"], "7": ["###", "  #", "  #", "  #", "  #"],
    "8": ["###", "# #", "###", "# #", "###"], "9": ["###", "# #", "###", "  #", "###"],
    ":": [" ", "#", " ", "#", " "], "+": ["   ", " # ", "###", " # ", "   "],
  ]

  /// `text` in the block font, as large as fits `room` columns and `height` rows (each cell of a
  /// glyph twice as wide as tall); empty when even the smallest does not fit.
  static func digits(_ text: String, room: Int, height: Int, style: TerminalStyle) -> [String] {
    let glyphs = text.compactMap { font[$0] }
    // Each glyph is followed by one cell of space, the last one too (trimmed below).
    let cells = glyphs.reduce(0) { $0 + $1[0].count + 1 } - 1
    var scale = 1
    while cells * 2 * (scale + 1) <= room, 5 * (scale + 1) <= height { scale += 1 }
    guard cells * 2 * scale <= room, 5 * scale <= height else { return [] }
    let ink = style.unicode ? "█" : "#"
    return (0..<5 * scale).map { row in
      let line = glyphs.map { glyph in
        glyph[row / scale].map { cell in
          String(repeating: cell == "#" ? ink : " ", count: 2 * scale)
        }.joined()
      }.joined(separator: String(repeating: " ", count: 2 * scale))
      return trimmed(line)
    }
  }

  /// Every fixed phrase of the big timer, for the passive-language check.
  public static var phrases: [String] { ["left of the guess", "past the guess", "paused"] }

  static func trimmed(_ text: String) -> String {
    var text = Substring(text)
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
