/// A time of day on a 24-hour clock, to the minute: when the daily timer delivers ("06:45").
public struct DailyTime: Hashable, Sendable, CustomStringConvertible {
  public var hour: Int
  public var minute: Int

  /// - Returns: nil unless 0 ≤ hour ≤ 23 and 0 ≤ minute ≤ 59.
  public init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.hour = hour
    self.minute = minute
  }

  /// `HH:MM` or `H:MM` in ASCII digits ("06:45", "6:45", "23:59"); nil for anything else
  /// ("25:00", "6:7x", "6:5", "", "06:45:00").
  public init?(parsing text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      parts.allSatisfy({ $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }),
      let hour = Int(parts[0]), let minute = Int(parts[1])
    else { return nil }
    self.init(hour: hour, minute: minute)
  }

  /// "06:45".
  public var description: String { Self.twoDigits(hour) + ":" + Self.twoDigits(minute) }

  private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
