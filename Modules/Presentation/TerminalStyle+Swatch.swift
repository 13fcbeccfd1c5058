import Domain

extension TerminalStyle {
  /// Two cells painted in `color` (24-bit background, which needs no symbol beyond ASCII), or
  /// nothing when colours are off: the hex beside it always says the colour in words.
  public func swatch(_ color: CalendarColor) -> String {
    guard colors else { return "" }
    let (red, green, blue) = color.rgb
    return "\u{1B}[48;2;\(red);\(green);\(blue)m  \u{1B}[0m"
  }
}
