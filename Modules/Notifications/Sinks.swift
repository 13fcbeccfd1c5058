import Domain
import Platform

/// A passive sentence on standard output: "Monday 2026-11-23: School day."
public struct TextSink: NotificationSink {
  let output: TextOutput

  public init(output: TextOutput) { self.output = output }

  public func deliver(_ delivery: Delivery) async throws(NotificationError) {
    var line = delivery.sentence
    if let player = delivery.player { line = "\(player) · \(line)" }
    // Titles and names are a calendar's or a parent's words: shown, never obeyed by the terminal.
    var output = output
    output.write(TerminalText.printable(line) + "\n")
  }
}

/// The contract's context object on one line.
public struct JSONSink: NotificationSink {
  let output: TextOutput

  public init(output: TextOutput) { self.output = output }

  public func deliver(_ delivery: Delivery) async throws(NotificationError) {
    var output = output
    output.write(delivery.context.json(relative: delivery.relative).serialized() + "\n")
  }
}

/// A Waybar custom module: `{"text","tooltip","class","alt"}` on one line.
public struct WaybarSink: NotificationSink {
  let output: TextOutput

  public init(output: TextOutput) { self.output = output }

  public func deliver(_ delivery: Delivery) async throws(NotificationError) {
    let context = delivery.context
    // Waybar reads `text` and `tooltip` as Pango markup (unless the bar sets `escape`): a title's
    // "&" or "<b>" is shown as written, and its control characters visibly.
    let tooltip = Self.markup(delivery.sentence)
    let value = JSONValue.object([
      ("text", .string(Self.markup(delivery.chip))),
      ("tooltip", .string(tooltip)),
      ("class", .string(context.freeAfternoon ? "freeAfternoon" : context.kind.rawValue)),
      ("alt", .string(context.kind.rawValue)),
    ])
    var output = output
    output.write(value.serialized() + "\n")
  }

  /// `text` as Pango markup that shows it literally.
  static func markup(_ text: String) -> String { PangoMarkup.escape(TerminalText.printable(text)) }
}
