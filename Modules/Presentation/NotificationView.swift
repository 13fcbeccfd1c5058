import Domain

/// The lines tq-notify's text sinks print for a delivery (`stdout`, `json`, `waybar`): Notifications
/// carries them to standard output, the bytes are written here.
public enum NotificationView {
  /// A passive sentence: "Maya · Monday 2026-11-23: School day."
  public static func line(_ sentence: String, player: String?) -> String {
    var line = sentence
    if let player { line = "\(player) · \(line)" }
    // Titles and names are a calendar's or a parent's words: shown, never obeyed by the terminal.
    return TerminalText.printable(line) + "\n"
  }

  /// A Polybar `custom/script` line: the `stdout` line with every `%` doubled, so a title's
  /// format tag (`%{A1:command:}`, `%{F#f00}`) is shown as written instead of run or obeyed.
  /// Polybar reads `%%` as one literal `%` (polybar/polybar#2748).
  public static func polybar(_ sentence: String, player: String?) -> String {
    line(sentence, player: player).replacing("%", with: "%%")
  }

  /// The contract's context object on one line.
  public static func json(_ context: DayContext, relative: RelativeDay) -> String {
    context.json(relative: relative).serialized() + "\n"
  }

  /// A routine's start (`tq-notify --starts --sink json`):
  /// `{"date","player","routine","startAround","doneBy","minutes","text"}` on one line.
  public static func json(_ start: StartNotice, date: LocalDate, player: String?, text: String) -> String {
    JSONValue.object([
      ("date", .string(date.description)), ("player", .optional(player)), ("routine", .string(start.routine)),
      ("startAround", .string(start.start.description)), ("doneBy", .string(start.doneBy.description)),
      ("minutes", .int(start.minutes)), ("text", .string(text)),
    ]).serialized() + "\n"
  }

  /// A Waybar custom module: `{"text","tooltip","class","alt"}` on one line; a routine's start has
  /// the class and alt `start`.
  public static func waybar(_ context: DayContext, chip: String, sentence: String, start: Bool = false) -> String {
    // Waybar reads `text` and `tooltip` as Pango markup (unless the bar sets `escape`): a title's
    // "&" or "<b>" is shown as written, and its control characters visibly.
    let value = JSONValue.object([
      ("text", .string(markup(chip))),
      ("tooltip", .string(markup(sentence))),
      ("class", .string(start ? "start" : context.freeAfternoon ? "freeAfternoon" : context.kind.rawValue)),
      ("alt", .string(start ? "start" : context.kind.rawValue)),
    ])
    return value.serialized() + "\n"
  }

  /// `text` as Pango markup that shows it literally.
  static func markup(_ text: String) -> String { PangoMarkup.escape(TerminalText.printable(text)) }

  /// A desktop notification's summary, plain text (notification servers show it as written), and
  /// body, markup (the spec's subset of HTML) that shows the sentence literally: `&`, `<` and `>`
  /// escaped, so a title's "<b>" stays text and "&" does not start an entity.
  public static func desktop(chip: String, sentence: String, player: String?) -> (summary: String, body: String) {
    var summary = chip
    if let player { summary = "\(player) · \(summary)" }
    return (plain(summary, limit: 200), PangoMarkup.escape(plain(sentence, limit: 1_000)))
  }

  // MARK: - Cleaning untrusted text for the desktop

  /// `text` without control characters (C0, DEL, C1), bidirectional overrides and isolates or
  /// invisible formatting characters, line breaks and tabs as spaces, cut at `limit` characters.
  /// Unlike a terminal, a notification has no use for showing them: they are dropped.
  public static func plain(_ text: String, limit: Int) -> String {
    var scalars = String.UnicodeScalarView()
    var lastWasSpace = false
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D, 0x2028, 0x2029:
        if !lastWasSpace { scalars.append(" ") }
        lastWasSpace = true
      case _ where isDropped(scalar):
        continue
      default:
        scalars.append(scalar)
        lastWasSpace = scalar == " "
      }
    }
    let cleaned = String(scalars)
    guard cleaned.count > limit else { return cleaned }
    return String(cleaned.prefix(limit - 1)) + "…"
  }

  private static func isDropped(_ scalar: Unicode.Scalar) -> Bool { TerminalText.needsCare(scalar) }
}
