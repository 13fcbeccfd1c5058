import Foundation
import Testing

@testable import Domain

/// `ZoneOffsets` remembers an offset until the zone's next transition; it must answer exactly what
/// the zone answers, across DST, half-hour and raw-offset changes, and when asked out of order.
@Suite struct ZoneOffsetsTests {
  /// Zones whose rules changed in awkward ways between 2010 and 2030: 30-minute DST (Lord Howe),
  /// a day skipped (Apia, 2011), raw offsets moved (Caracas 2016, Volgograd 2018/2020, Pyongyang
  /// 2015/2018), DST at midnight (Santiago), no DST at all (Kolkata, UTC).
  static let zones = [
    "America/Chicago", "Europe/Berlin", "Australia/Lord_Howe", "America/St_Johns", "Pacific/Apia", "America/Caracas",
    "Europe/Volgograd", "Asia/Pyongyang", "America/Santiago", "Asia/Kolkata", "UTC",
  ]

  static let first = Date(timeIntervalSince1970: 1_262_304_000)  // 2010-01-01
  static let last = Date(timeIntervalSince1970: 1_893_456_000)  // 2030-01-01

  /// The instants where the zone's offset changes, found by asking it directly hour by hour and
  /// narrowing each change down to the second.
  static func transitions(_ zone: TimeZone) -> [Date] {
    var found: [Date] = []
    var t = first
    var offset = zone.secondsFromGMT(for: t)
    while t < last {
      let next = t.addingTimeInterval(3600)
      let nextOffset = zone.secondsFromGMT(for: next)
      if nextOffset != offset {
        var (low, high) = (t.timeIntervalSince1970, next.timeIntervalSince1970)
        while high - low > 1 {
          let mid = ((low + high) / 2).rounded(.down)
          if zone.secondsFromGMT(for: Date(timeIntervalSince1970: mid)) == offset { low = mid } else { high = mid }
        }
        found.append(Date(timeIntervalSince1970: high))
      }
      (t, offset) = (next, nextOffset)
    }
    return found
  }

  @Test(arguments: zones)
  func answersWhatTheZoneAnswersInRisingOrderAndAtEveryTransition(_ name: String) throws {
    let zone = try #require(TimeZone(identifier: name))
    var offsets = ZoneOffsets(zone)
    // An odd step, so that the instants fall at every time of day.
    var t = Self.first
    while t < Self.last {
      #expect(offsets.secondsFromGMT(for: t) == zone.secondsFromGMT(for: t), "\(name) at \(t)")
      t = t.addingTimeInterval(5 * 3600 + 17 * 60 + 13)
    }
    let changes = Self.transitions(zone)
    if name != "UTC" && name != "Asia/Kolkata" { #expect(!changes.isEmpty, "\(name) has transitions") }
    var around = ZoneOffsets(zone)
    for change in changes {
      for delta in [-3601.0, -1, -0.001, 0, 0.001, 1, 3600] {
        let instant = change.addingTimeInterval(delta)
        #expect(around.secondsFromGMT(for: instant) == zone.secondsFromGMT(for: instant), "\(name) at \(instant)")
      }
    }
  }

  @Test(arguments: zones)
  func outOfOrderQuestionsAndTheDerivedDatesMatchTheZone(_ name: String) throws {
    let zone = try #require(TimeZone(identifier: name))
    var offsets = ZoneOffsets(zone)
    // A fixed sequence (splitmix64), so that a failure names the same instants every run.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    let span = UInt64(Self.last.timeIntervalSince(Self.first))
    for _ in 0..<3000 {
      let instant = Self.first.addingTimeInterval(Double(next() % span))
      #expect(offsets.secondsFromGMT(for: instant) == zone.secondsFromGMT(for: instant), "\(name) at \(instant)")
      #expect(LocalDate(instant, using: &offsets) == LocalDate(instant, in: zone))
      let day = LocalDate(instant, in: zone)
      #expect(day.startOfDay(using: &offsets) == day.startOfDay(in: zone), "\(name) \(day)")
      let event = CalendarEvent(
        uid: "u", title: "t", start: .instant(instant), end: .instant(instant.addingTimeInterval(90_000)),
        calendarID: "c", calendarTitle: "c")
      #expect(event.localDates(using: &offsets) == event.localDates(in: zone))
    }
  }
}
