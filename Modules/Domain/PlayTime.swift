import Foundation

/// The one text form of a play's time, in the database and in JSON.
public enum PlayTime {
  /// `YYYY-MM-DDTHH:MM:SSZ`, the time rounded down to the whole second.
  public static func text(_ date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let days = utcDay(seconds)
    let rest = seconds - days * 86_400
    func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(LocalDate(daysSinceEpoch: days))T\(pad(rest / 3600)):\(pad(rest % 3600 / 60)):\(pad(rest % 60))Z"
  }

  /// The UTC day (days since 1970-01-01) of a time in whole seconds, rounded down before 1970 too.
  public static func utcDay(_ seconds: Int) -> Int {
    seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
  }

  /// Parses `YYYY-MM-DDTHH:MM:SSZ` (a fraction of a second is dropped).
  public static func date(_ text: String) -> Date? {
    // The form `text(_:)` writes, read straight from its bytes: history holds one per game.
    var copy = text
    if let seconds = copy.withUTF8(wholeSeconds) { return Date(timeIntervalSince1970: TimeInterval(seconds)) }
    var body = Substring(text)
    guard body.hasSuffix("Z") else { return nil }
    body = body.dropLast()
    if let dot = body.firstIndex(of: ".") {
      guard body[body.index(after: dot)...].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
      body = body[..<dot]
    }
    let parts = body.split(separator: "T", omittingEmptySubsequences: false)
    guard parts.count == 2, let day = LocalDate(String(parts[0])) else { return nil }
    let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
    guard time.count == 3, time.allSatisfy({ $0.count == 2 }),
      let hh = Int(time[0]), let mm = Int(time[1]), let ss = Int(time[2]),
      (0...23).contains(hh), (0...59).contains(mm), (0...59).contains(ss)
    else { return nil }
    return Date(timeIntervalSince1970: TimeInterval(day.daysSinceEpoch * 86_400 + hh * 3600 + mm * 60 + ss))
  }

  /// Parses `YYYY-MM-DDTHH:MM:SSZ` from UTF-8 bytes (a database column, without making a string);
  /// any other form goes through `date(_:)`.
  public static func date(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    if let seconds = wholeSeconds(bytes) { return Date(timeIntervalSince1970: TimeInterval(seconds)) }
    return date(String(decoding: bytes, as: UTF8.self))
  }

  /// Seconds since 1970 of exactly `YYYY-MM-DDTHH:MM:SSZ`; nil for any other shape or a bad value.
  static func wholeSeconds(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard bytes.count == 20, bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
      bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z"),
      let fields = LocalDate.fields(bytes, at: 0),
      let day = LocalDate(year: fields.year, month: fields.month, day: fields.day),
      let hh = LocalDate.digits(bytes, 11, 2), let mm = LocalDate.digits(bytes, 14, 2),
      let ss = LocalDate.digits(bytes, 17, 2),
      hh <= 23, mm <= 59, ss <= 59
    else { return nil }
    return day.daysSinceEpoch * 86_400 + hh * 3600 + mm * 60 + ss
  }
}
