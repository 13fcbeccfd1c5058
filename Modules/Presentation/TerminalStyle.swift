import Domain

/// ANSI styling that switches itself off for pipes, `NO_COLOR` and dumb terminals, unless `--color` says otherwise.
public struct TerminalStyle: Sendable {
  public var colors: Bool
  /// Symbols beyond ASCII (◎, ▲, sparkline bars); off for `TERM=dumb`, which braille displays and
  /// the simplest terminals use, where the ASCII fallbacks are shown instead.
  public var unicode: Bool
  /// The width text views fit their lines to (`fitted`): a terminal's (or `COLUMNS` there), or
  /// `TIMEQUEST_COLUMNS` anywhere. Nil for a pipe or a file otherwise, whose lines stay whole for the
  /// programs reading them (`AppEnvironment.columns`).
  public var columns: Int?

  public init(colors: Bool, unicode: Bool = true) {
    self.colors = colors
    self.unicode = unicode
  }

  /// With `.auto`, colours only for an interactive terminal that has not asked for none
  /// (https://no-color.org); `.always` and `.never` are the user's explicit word and win over the
  /// environment, as `ls --color` and `git -c color.ui` do. Symbols follow `TERM` whatever the choice.
  public init(color: ColorChoice = .auto, isTTY: Bool, environment: [String: String]) {
    switch color {
    case .auto:
      let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
      self.colors = isTTY && !noColor && environment["TERM"] != "dumb"
    case .always: self.colors = true
    case .never: self.colors = false
    }
    self.unicode = environment["TERM"] != "dumb"
  }

  public static let plain = TerminalStyle(colors: false)

  /// `text` with each line within `columns`, when the width is known (`TerminalColumns.fitted`).
  public func fitted(_ text: String) -> String { columns.map { TerminalColumns.fitted(text, to: $0) } ?? text }

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
