import Foundation

/// A parsed RRULE (RFC 5545 §3.3.10), Gregorian only.
///
/// A class so that the many copies of a series share one rule; it is never changed after `parse`.
final class RecurrenceRule: @unchecked Sendable {
  enum Frequency: Int, Sendable, Comparable {
    case secondly, minutely, hourly, daily, weekly, monthly, yearly

    static func < (a: Frequency, b: Frequency) -> Bool { a.rawValue < b.rawValue }

    init?(name: String) {
      switch name {
      case "SECONDLY": self = .secondly
      case "MINUTELY": self = .minutely
      case "HOURLY": self = .hourly
      case "DAILY": self = .daily
      case "WEEKLY": self = .weekly
      case "MONTHLY": self = .monthly
      case "YEARLY": self = .yearly
      default: return nil
      }
    }
  }

  /// `2MO` is (2, 0); `-1FR` is (-1, 4); a plain `TU` has ordinal 0. Weekdays: Monday = 0.
  struct WeekdayNum: Sendable, Hashable {
    var ordinal: Int
    var weekday: Int
  }

  var frequency: Frequency
  var interval = 1
  var count: Int?
  var until: DateTimeValue?
  var bySecond: [Int] = []
  var byMinute: [Int] = []
  var byHour: [Int] = []
  var byDay: [WeekdayNum] = []
  var byMonthDay: [Int] = []
  var byYearDay: [Int] = []
  var byWeekNo: [Int] = []
  var byMonth: [Int] = []
  var bySetPos: [Int] = []
  var weekStart = 0

  init(frequency: Frequency) { self.frequency = frequency }

  static let weekdayCodes = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]

  /// Parses an RRULE value. Clear mistakes are repaired and noted in `notes` (a trailing `;`,
  /// lowercase, INTERVAL=0, out-of-range values dropped); `nil` (with a note) when the rule
  /// cannot be used at all (no or unknown FREQ, a non-Gregorian RSCALE, a BYxxx part with no valid value).
  static func parse(_ text: String, maxListValues: Int = 10_000, notes: inout [String]) -> RecurrenceRule? {
    var freq: Frequency?
    let rule = RecurrenceRule(frequency: .daily)
    var hadUntilText: String?
    for rawPart in text.split(separator: ";", omittingEmptySubsequences: true) {
      let part = rawPart.trimmingSpacesAndQuotes()
      if part.isEmpty { continue }
      guard let eq = part.firstIndex(of: "=") else {
        notes.append("RRULE part '\(part)' has no '=', ignored")
        continue
      }
      let key = part[..<eq].trimmingSpaces().uppercased()
      let value = part[part.index(after: eq)...].trimmingSpaces()
      let upperValue = value.uppercased()
      func ints(_ range: ClosedRange<Int>, allowNegative: Bool) -> [Int]? {
        var out: [Int] = []
        var dropped: [String] = []
        for item in upperValue.split(separator: ",").prefix(maxListValues) {
          let t = item.trimmingSpaces()
          if let n = Int(t.hasPrefix("+") ? String(t.dropFirst()) : t), n != 0 || range.lowerBound == 0,
            range.contains(abs(n)), allowNegative || n >= 0
          {
            out.append(n)
          } else {
            dropped.append(t)
          }
        }
        if !dropped.isEmpty {
          notes.append("RRULE \(key) values \(dropped.joined(separator: ",")) out of range, dropped")
        }
        if out.isEmpty {
          notes.append("RRULE \(key)=\(value) has no usable value; rule skipped")
          return nil
        }
        return out
      }
      switch key {
      case "FREQ":
        guard let f = Frequency(name: upperValue) else {
          notes.append("RRULE FREQ=\(value) is unknown; rule skipped")
          return nil
        }
        freq = f
      case "INTERVAL":
        if let n = Int(value), n >= 1 {
          rule.interval = min(n, 1_000_000)
        } else {
          notes.append("RRULE INTERVAL=\(value) is not a positive number; using 1")
        }
      case "COUNT":
        if let n = Int(value), n >= 1 {
          rule.count = n
        } else {
          notes.append("RRULE COUNT=\(value) is not a positive number; ignored")
        }
      case "UNTIL":
        if let u = ICalValues.parseDateTime(value) { rule.until = u } else { hadUntilText = value }
      case "BYSECOND":
        guard let v = ints(0...60, allowNegative: false) else { return nil }
        rule.bySecond = v.map { min($0, 59) }
      case "BYMINUTE":
        guard let v = ints(0...59, allowNegative: false) else { return nil }
        rule.byMinute = v
      case "BYHOUR":
        guard let v = ints(0...23, allowNegative: false) else { return nil }
        rule.byHour = v
      case "BYMONTHDAY":
        guard let v = ints(1...31, allowNegative: true) else { return nil }
        rule.byMonthDay = v
      case "BYYEARDAY":
        guard let v = ints(1...366, allowNegative: true) else { return nil }
        rule.byYearDay = v
      case "BYWEEKNO":
        guard let v = ints(1...53, allowNegative: true) else { return nil }
        rule.byWeekNo = v
      case "BYMONTH":
        if upperValue.contains("L") {
          notes.append("RRULE BYMONTH=\(value) names a leap month (RSCALE); rule skipped")
          return nil
        }
        guard let v = ints(1...12, allowNegative: false) else { return nil }
        rule.byMonth = v
      case "BYSETPOS":
        guard let v = ints(1...366, allowNegative: true) else { return nil }
        rule.bySetPos = v
      case "BYDAY":
        var days: [WeekdayNum] = []
        for item in upperValue.split(separator: ",").prefix(maxListValues) {
          let t = item.trimmingSpaces()
          guard t.count >= 2, let wd = weekdayCodes.firstIndex(of: String(t.suffix(2))) else {
            notes.append("RRULE BYDAY value '\(t)' is not a weekday, dropped")
            continue
          }
          let ordText = String(t.dropLast(2))
          if ordText.isEmpty || ordText == "+" {
            days.append(WeekdayNum(ordinal: 0, weekday: wd))
          } else if let n = Int(ordText.hasPrefix("+") ? String(ordText.dropFirst()) : ordText), n != 0, abs(n) <= 53 {
            days.append(WeekdayNum(ordinal: n, weekday: wd))
          } else {
            notes.append("RRULE BYDAY value '\(t)' has a bad ordinal, dropped")
          }
        }
        if days.isEmpty {
          notes.append("RRULE BYDAY=\(value) has no usable value; rule skipped")
          return nil
        }
        rule.byDay = days
      case "WKST":
        if let wd = weekdayCodes.firstIndex(of: upperValue) {
          rule.weekStart = wd
        } else {
          notes.append("RRULE WKST=\(value) is not a weekday; using MO")
        }
      case "RSCALE":
        if upperValue != "GREGORIAN" {
          notes.append("RRULE RSCALE=\(value) is not supported (Gregorian only); rule skipped")
          return nil
        }
      case "SKIP":
        break
      default:
        if !key.hasPrefix("X-") { notes.append("RRULE part \(key) is unknown, ignored") }
      }
    }
    guard let freq else {
      notes.append("RRULE has no FREQ; rule skipped")
      return nil
    }
    if let hadUntilText { notes.append("RRULE UNTIL=\(hadUntilText) is not a date; ignored") }
    rule.frequency = freq
    return rule
  }
}
