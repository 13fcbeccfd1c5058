import Domain

/// Dates as people read them, independent of the machine's locale.
public enum DateText {
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]

  /// "Saturday 21 November 2026".
  public static func long(_ date: LocalDate) -> String {
    "\(date.weekday.name) \(date.day) \(months[date.month - 1]) \(date.year)"
  }

  /// "Monday 21 December 2026 · Free day · Winter Break": the chip says what kind of day it is; an
  /// unknown day is only its date (it hides quests only by weekday).
  public static func longWithChip(_ date: LocalDate, context: DayContext) -> String {
    long(date) + (context.kind == .unknown ? "" : " · \(ContextMessage.chip(for: context))")
  }

  /// "Sat 21 Nov".
  public static func short(_ date: LocalDate) -> String {
    "\(date.weekday.name.prefix(3)) \(date.day) \(months[date.month - 1].prefix(3))"
  }

  public static func monthName(_ month: Int) -> String { months[month - 1] }

  /// "1 h 15 min", "40 min".
  public static func minutes(_ total: Int) -> String {
    let h = total / 60
    let m = total % 60
    if h == 0 { return "\(m) min" }
    return m == 0 ? "\(h) h" : "\(h) h \(m) min"
  }
}

extension String {
  /// Pads with spaces to `width` characters (counting user-perceived characters).
  func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
