import Domain
import Foundation

/// RFC 3339 timestamps with the offset of the given zone, and wall-clock times, written by hand as
/// bytes: a formatter (or a `String`) per event would cost more than reading the calendar did.
public enum Timestamp {
  public static func rfc3339(_ instant: Date, zone: TimeZone) -> String {
    var bytes: [UInt8] = []
    writeRFC3339(instant, zone: zone, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// "08:15" in the zone.
  public static func clock(_ instant: Date, zone: TimeZone) -> String {
    var bytes: [UInt8] = []
    writeClock(instant, zone: zone, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// An event's start or end as the JSON contract has it: `YYYY-MM-DD` for all-day, else RFC 3339.
  public static func write(_ time: CalendarEvent.Time, zone: TimeZone, into bytes: inout [UInt8]) {
    switch time {
    case .date(let date): date.write(into: &bytes)
    case .instant(let instant): writeRFC3339(instant, zone: zone, into: &bytes)
    }
  }

  public static func writeRFC3339(_ instant: Date, zone: TimeZone, into bytes: inout [UInt8]) {
    let offset = zone.secondsFromGMT(for: instant)
    let local = Int(instant.timeIntervalSince1970.rounded(.down)) + offset
    let days = Int((Double(local) / 86_400).rounded(.down))
    LocalDate(daysSinceEpoch: days).write(into: &bytes)
    bytes.append(UInt8(ascii: "T"))
    writeTime(secondOfDay: local - days * 86_400, seconds: true, into: &bytes)
    let minutes = abs(offset) / 60
    bytes.append(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
    bytes.appendDecimal(minutes / 60, width: 2)
    bytes.append(UInt8(ascii: ":"))
    bytes.appendDecimal(minutes % 60, width: 2)
  }

  public static func writeClock(_ instant: Date, zone: TimeZone, into bytes: inout [UInt8]) {
    let local = Int(instant.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: instant)
    writeTime(secondOfDay: ((local % 86_400) + 86_400) % 86_400, seconds: false, into: &bytes)
  }

  private static func writeTime(secondOfDay: Int, seconds: Bool, into bytes: inout [UInt8]) {
    bytes.appendDecimal(secondOfDay / 3600, width: 2)
    bytes.append(UInt8(ascii: ":"))
    bytes.appendDecimal(secondOfDay / 60 % 60, width: 2)
    guard seconds else { return }
    bytes.append(UInt8(ascii: ":"))
    bytes.appendDecimal(secondOfDay % 60, width: 2)
  }
}
