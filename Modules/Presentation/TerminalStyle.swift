import Domain

/// ANSI styling that switches itself off for pipes, `NO_COLOR` and dumb terminals.
public struct TerminalStyle: Sendable {
  public var colors: Bool
  /// Symbols beyond ASCII (◎, ▲, sparkline bars); off for `TERM=dumb`, which braille displays and
  /// the simplest terminals use, where the ASCII fallbacks are shown instead.
  public var unicode: Bool

  public init(colors: Bool, unicode: Bool = true) {
    self.colors = colors
    self.unicode = unicode
  }

  /// Colours only for an interactive terminal that has not asked for none (https://no-color.org).
  public init(isTTY: Bool, environment: [String: String]) {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    self.colors = isTTY && !noColor && environment["TERM"] != "dumb"
    self.unicode = environment["TERM"] != "dumb"
  }

  public static let plain = TerminalStyle(colors: false)

  public func bold(_ text: String) -> String { wrap(text, "1") }
  public func dim(_ text: String) -> String { wrap(text, "2") }

  /// The colour that stands for a kind of day, everywhere it is shown.
  public func kind(_ text: String, _ kind: DayContext.Kind, freeAfternoon: Bool = false) -> String {
    switch kind {
    case .schoolDay: wrap(text, freeAfternoon ? "1;33" : "1;34")
    case .freeDay: wrap(text, "1;32")
    case .unknown: wrap(text, "1")
    }
  }

  private func wrap(_ text: String, _ code: String) -> String {
    colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
