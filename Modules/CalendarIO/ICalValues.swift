/// A parsed DATE or DATE-TIME value before any zone is applied.
struct DateTimeValue: Hashable, Sendable {
  /// Wall-clock seconds since 1970-01-01T00:00 (midnight for dates).
  var wall: Int64
  var isDate: Bool
  /// Ends in `Z`.
  var isUTC: Bool
}

/// A DURATION: nominal days (weeks become 7 days) plus exact seconds, both carrying the sign.
struct DurationValue: Hashable, Sendable {
  var days: Int
  var seconds: Int

  static let zero = DurationValue(days: 0, seconds: 0)
}

enum ICalValues {
  @inline(__always)
  private static func digits<C: RandomAccessCollection>(_ b: C, _ from: Int, _ n: Int) -> Int?
  where C.Element == UInt8, C.Index == Int {
    var v = 0
    var i = from
    let end = from + n
    guard end <= b.endIndex else { return nil }
    while i < end {
      let c = b[i]
      guard c >= 0x30 && c <= 0x39 else { return nil }
      v = v * 10 + Int(c - 0x30)
      i += 1
    }
    return v
  }

  /// `YYYYMMDD`, `YYYYMMDDTHHMMSS` or `YYYYMMDDTHHMMSSZ` (also tolerates `YYYY-MM-DD` and
  /// `HH:MM:SS` separators and surrounding blanks). `nil` for anything else or impossible dates.
  static func parseDateTime(_ raw: ByteSpan) -> DateTimeValue? {
    var b = raw
    while let f = b.first, f == 0x20 || f == 0x09 { b = b.dropFirst() }
    while let l = b.last, l == 0x20 || l == 0x09 { b = b.dropLast() }
    if b.contains(0x2D) || b.contains(0x3A) {
      let compact = b.filter { $0 != 0x2D && $0 != 0x3A }
      return compact.withUnsafeBufferPointer { parseDateTime($0[...]) }
    }
    let s = b.startIndex
    guard let y = digits(b, s, 4), let m = digits(b, s + 4, 2), let d = digits(b, s + 6, 2) else { return nil }
    guard (1...12).contains(m), d >= 1, d <= Civil.daysIn(month: m, year: y) else { return nil }
    let day = Int64(Civil.days(year: y, month: m, day: d)) * Civil.secondsPerDay
    if b.count == 8 { return DateTimeValue(wall: day, isDate: true, isUTC: false) }
    guard b.count >= 15, b[s + 8] == 0x54 || b[s + 8] == 0x74,
      let hh = digits(b, s + 9, 2), let mm = digits(b, s + 11, 2), let ss = digits(b, s + 13, 2),
      hh <= 24, mm <= 59, ss <= 60
    else { return nil }
    var utc = false
    if b.count == 16 {
      guard b[s + 15] == 0x5A || b[s + 15] == 0x7A else { return nil }
      utc = true
    } else if b.count != 15 {
      return nil
    }
    return DateTimeValue(wall: day + Int64(hh * 3600 + mm * 60 + min(ss, 59)), isDate: false, isUTC: utc)
  }

  static func parseDateTime(_ text: String) -> DateTimeValue? { Bytes.withSpan(text) { parseDateTime($0) } }

  static func parseDuration(_ text: String) -> DurationValue? { Bytes.withSpan(text) { parseDuration($0) } }

  static func parseUTCOffset(_ text: String) -> Int? { Bytes.withSpan(text) { parseUTCOffset($0) } }

  /// RFC 5545 DURATION (`P1W`, `-PT15M`, `P1DT2H`); lenient about case and trailing blanks.
  static func parseDuration(_ raw: ByteSpan) -> DurationValue? {
    var b = raw.filter { $0 != 0x20 && $0 != 0x09 }.map { ($0 >= 0x61 && $0 <= 0x7A) ? $0 - 0x20 : $0 }[...]
    var sign = 1
    if b.first == 0x2B {
      b = b.dropFirst()
    } else if b.first == 0x2D {
      sign = -1
      b = b.dropFirst()
    }
    guard b.first == 0x50 else { return nil }  // P
    b = b.dropFirst()
    var days = 0
    var seconds = 0
    var number: Int? = nil
    var inTime = false
    var sawUnit = false
    for c in b {
      switch c {
      case 0x30...0x39:
        let n = (number ?? 0)
        guard n < 100_000_000 else { return nil }
        number = n * 10 + Int(c - 0x30)
      case 0x54: inTime = true  // T
      case 0x57:
        guard let n = number, !inTime else { return nil }
        days += 7 * n
        number = nil
        sawUnit = true
      case 0x44:
        guard let n = number, !inTime else { return nil }
        days += n
        number = nil
        sawUnit = true
      case 0x48:
        guard let n = number, inTime else { return nil }
        seconds += 3600 * n
        number = nil
        sawUnit = true
      case 0x4D:
        guard let n = number, inTime else { return nil }
        seconds += 60 * n
        number = nil
        sawUnit = true
      case 0x53:
        guard let n = number, inTime else { return nil }
        seconds += n
        number = nil
        sawUnit = true
      default: return nil
      }
    }
    guard sawUnit, number == nil else { return nil }
    return DurationValue(days: sign * days, seconds: sign * seconds)
  }

  /// `+HHMM`, `-HHMMSS` → seconds east of UTC.
  static func parseUTCOffset(_ raw: ByteSpan) -> Int? {
    let b = raw.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x3A }[...]
    guard let f = b.first, f == 0x2B || f == 0x2D, b.count == 5 || b.count == 7 else { return nil }
    let s = b.startIndex
    guard let h = digits(b, s + 1, 2), let m = digits(b, s + 3, 2), h < 24, m < 60 else { return nil }
    var total = h * 3600 + m * 60
    if b.count == 7 {
      guard let sec = digits(b, s + 5, 2), sec < 60 else { return nil }
      total += sec
    }
    return f == 0x2D ? -total : total
  }

  /// Splits a multi-valued property value at commas.
  static func splitList(_ b: ByteSpan) -> [ByteSpan] {
    b.split(separator: 0x2C, omittingEmptySubsequences: true)
  }
}
