/// A calendar date with no time and no zone: what a parent means by "2026-12-21".
///
/// Day arithmetic uses the proleptic Gregorian calendar through a days-since-epoch count, so it
/// needs no `Calendar` and behaves the same on every machine.
public struct LocalDate: Hashable, Comparable, Sendable {
  public let year: Int
  public let month: Int
  public let day: Int

  /// Creates a date, or `nil` when the day does not exist (2026-02-30).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month), day >= 1, day <= LocalDate.daysIn(month: month, year: year) else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Creates the date `daysSinceEpoch` days after 1970-01-01.
  public init(daysSinceEpoch: Int) {
    (year, month, day) = LocalDate.civil(daysSinceEpoch: daysSinceEpoch)
  }

  /// Days since 1970-01-01 (negative before it).
  public var daysSinceEpoch: Int { LocalDate.daysSinceEpoch(year: year, month: month, day: day) }

  /// Days since 1970-01-01 of a civil date. Days past the month's end simply run on, so callers
  /// that step through dates arithmetically (the recurrence expander) need not validate first.
  @inlinable
  public static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    // Eras of 400 years starting on March 1st, so that leap days fall last.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = month > 2 ? month - 3 : month + 9
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// The civil date `days` days after 1970-01-01.
  @inlinable
  public static func civil(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
  }

  public var weekday: Weekday {
    // 1970-01-01 was a Thursday (5 in Sunday = 1 numbering).
    let index = ((daysSinceEpoch % 7) + 7 + 4) % 7
    return Weekday(rawValue: index + 1)!
  }

  public func adding(days: Int) -> LocalDate { LocalDate(daysSinceEpoch: daysSinceEpoch + days) }

  /// Whole days from `self` to `other` (positive when `other` is later).
  public func days(to other: LocalDate) -> Int { other.daysSinceEpoch - daysSinceEpoch }

  public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  @inlinable
  public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

  @inlinable
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }
}

extension LocalDate: CustomStringConvertible, LosslessStringConvertible {
  /// Parses exactly `YYYY-MM-DD` (digits only).
  public init?(_ text: String) {
    // Read as bytes: history holds a date per game, and years of games are parsed at once.
    var text = text
    guard let fields = text.withUTF8({ $0.count == 10 ? LocalDate.fields($0, at: 0) : nil }) else { return nil }
    self.init(year: fields.year, month: fields.month, day: fields.day)
  }

  /// Parses exactly `YYYY-MM-DD` from UTF-8 bytes (a database column, without making a string).
  public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count == 10, let fields = LocalDate.fields(bytes, at: 0) else { return nil }
    self.init(year: fields.year, month: fields.month, day: fields.day)
  }

  /// The year, month and day of `YYYY-MM-DD` at `offset` in `bytes`, unchecked as a date; nil
  /// unless the ten bytes are digits and dashes in that shape.
  static func fields(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (year: Int, month: Int, day: Int)? {
    guard bytes.count >= offset + 10, bytes[offset + 4] == UInt8(ascii: "-"), bytes[offset + 7] == UInt8(ascii: "-"),
      let year = digits(bytes, offset, 4), let month = digits(bytes, offset + 5, 2),
      let day = digits(bytes, offset + 8, 2)
    else { return nil }
    return (year, month, day)
  }

  /// The number written by `count` ASCII digits at `start`, or nil if any is not a digit.
  static func digits(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
    var value = 0
    for byte in bytes[start..<start + count] {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  public var description: String {
    var bytes: [UInt8] = []
    write(into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the `YYYY-MM-DD` text to `bytes`, for output written as bytes.
  public func write(into bytes: inout [UInt8]) {
    bytes.appendDecimal(year, width: 4)
    bytes.append(UInt8(ascii: "-"))
    bytes.appendDecimal(month, width: 2)
    bytes.append(UInt8(ascii: "-"))
    bytes.appendDecimal(day, width: 2)
  }
}

extension LocalDate: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let date = LocalDate(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text)' is not a date; use YYYY-MM-DD")
    }
    self = date
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
