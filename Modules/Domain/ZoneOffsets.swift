import Foundation

/// Where UTC offsets come from: a `TimeZone` asked every time, or `ZoneOffsets`, which remembers
/// how long an answer holds.
protocol UTCOffsets {
  var zone: TimeZone { get }
  mutating func secondsFromGMT(for instant: Date) -> Int
}

extension TimeZone: UTCOffsets {
  var zone: TimeZone { self }
}

/// The offsets of one zone for many instants asked about in roughly rising order, as a sorted
/// event list asks for them. Each answer holds from the instant asked until the zone's next
/// transition, so a school year of events costs a handful of ICU lookups instead of two or three
/// per event (a fifth of the context engine's time on a large calendar).
struct ZoneOffsets: UTCOffsets {
  let zone: TimeZone
  /// The offset in force throughout `from..<until`.
  private var offset = 0
  private var from = Date.distantFuture
  private var until = Date.distantPast

  init(_ zone: TimeZone) { self.zone = zone }

  mutating func secondsFromGMT(for instant: Date) -> Int {
    if instant >= from && instant < until { return offset }
    offset = zone.secondsFromGMT(for: instant)
    from = instant
    until = zone.nextDaylightSavingTimeTransition(after: instant) ?? .distantFuture
    return offset
  }
}
