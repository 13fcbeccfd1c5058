import Foundation

/// The offsets of one time zone, enough to turn wall-clock times into instants and back.
///
/// IANA zones are answered by Foundation (`secondsFromGMT(for:)` is cheap); zones defined only by
/// a file's VTIMEZONE carry their own sorted transition table.
final class Zone: Sendable {
  enum Kind: Sendable {
    case fixed(Int)
    case system(TimeZone)
    /// Transitions in UTC seconds and the offset in force from each one on; outside the table's
    /// range a system zone (`fallback`) answers.
    case rules(transitions: [Int64], offsets: [Int], initial: Int, fallback: TimeZone?)
  }

  let name: String
  let kind: Kind
  // The kind, unpacked once so that lookups copy nothing.
  private let fixedOffset: Int?
  private let transitions: [Int64]
  private let offsets: [Int]
  private let initial: Int
  private let system: TimeZone?

  static let utc = Zone(name: "UTC", kind: .fixed(0))

  init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
    switch kind {
    case .fixed(let o):
      fixedOffset = o
      transitions = []
      offsets = []
      initial = o
      system = nil
    case .system(let tz):
      fixedOffset = nil
      transitions = []
      offsets = []
      initial = 0
      system = tz
    case .rules(let t, let o, let i, let fallback):
      fixedOffset = nil
      transitions = t
      offsets = o
      initial = i
      system = fallback
    }
  }

  convenience init(_ timeZone: TimeZone) {
    if timeZone.identifier == "UTC" || timeZone.identifier == "GMT" {
      self.init(name: timeZone.identifier, kind: .fixed(0))
    } else if let table = Zone.transitionTable(timeZone) {
      self.init(name: timeZone.identifier, kind: table)
    } else {
      self.init(name: timeZone.identifier, kind: .system(timeZone))
    }
  }

  /// Seconds east of UTC at the instant `utc` (seconds since 1970).
  func offset(atUTC utc: Int64) -> Int {
    if let fixedOffset { return fixedOffset }
    if let system, transitions.isEmpty || utc < Zone.tableStart || utc >= Zone.tableEnd {
      return system.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(utc)))
    }
    var lo = 0
    var hi = transitions.count
    while lo < hi {
      let mid = (lo + hi) >> 1
      if transitions[mid] <= utc { lo = mid + 1 } else { hi = mid }
    }
    return lo == 0 ? initial : offsets[lo - 1]
  }

  func wall(fromUTC utc: Int64) -> Int64 { utc + Int64(offset(atUTC: utc)) }

  /// The instant of a wall-clock time. In an overlap (clocks going back) the earlier instant is
  /// taken; in a gap (clocks going forward) the time moves forward by the length of the gap.
  func utc(fromWall wall: Int64) -> Int64 {
    if let fixedOffset { return wall - Int64(fixedOffset) }
    let before = Int64(offset(atUTC: wall - Civil.secondsPerDay))
    let after = Int64(offset(atUTC: wall + Civil.secondsPerDay))
    if before == after {
      let candidate = wall - before
      if Int64(offset(atUTC: candidate)) == before { return candidate }
    }
    let early = wall - before
    if Int64(offset(atUTC: early)) == before { return early }
    let late = wall - after
    if Int64(offset(atUTC: late)) == after { return late }
    return early  // in the gap: same instant as wall + gap in the new offset
  }

  static let tableStart: Int64 = 631_152_000  // 1990-01-01
  static let tableEnd: Int64 = 3_155_760_000  // 2070-01-01

  /// The zone's transitions between 1990 and 2070, found by fortnightly sampling and bisection, so that
  /// later lookups are a binary search instead of a locked ICU call. `nil` for fixed zones.
  static func transitionTable(_ tz: TimeZone) -> Kind? {
    func offset(_ t: Int64) -> Int { tz.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(t))) }
    let step: Int64 = 14 * 86_400
    var transitions: [Int64] = []
    var offsets: [Int] = []
    let initial = offset(tableStart)
    var previous = initial
    var t = tableStart
    while t < tableEnd {
      let next = min(t + step, tableEnd)
      let o = offset(next)
      if o != previous {
        var lo = t  // offset(lo) == previous
        var hi = next  // offset(hi) == o
        while hi - lo > 1 {
          let mid = lo + (hi - lo) / 2
          if offset(mid) == previous { lo = mid } else { hi = mid }
        }
        transitions.append(hi)
        offsets.append(o)
        previous = o
      }
      t = next
    }
    if transitions.isEmpty { return .fixed(initial) }
    return .rules(transitions: transitions, offsets: offsets, initial: initial, fallback: tz)
  }

}

/// Finds the zone for a TZID: system IANA name, vendor-prefixed IANA name, the file's own
/// VTIMEZONE, a Windows name through the CLDR table, in that order.
struct ZoneResolver {
  private var systemCache: [String: Zone?] = [:]

  mutating func system(_ identifier: String) -> Zone? {
    if let cached = systemCache[identifier] { return cached }
    var zone: Zone? = nil
    let trimmed = identifier.trimmingSpaces().trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    if trimmed.uppercased() == "UTC" || trimmed.uppercased() == "GMT" || trimmed == "Z" || trimmed == "Etc/UTC" {
      zone = .utc
    } else if trimmed.contains("/") || trimmed.allSatisfy({ $0.isLetter || $0 == "_" }),
      let tz = TimeZone(identifier: trimmed), ZoneResolver.looksIANA(trimmed)
    {
      zone = Zone(tz)
    }
    systemCache[identifier] = .some(zone)
    return zone
  }

  /// Foundation on Linux also accepts odd abbreviations; take only names shaped like Area/City or the few bare ones.
  private static func looksIANA(_ name: String) -> Bool {
    name.contains("/")
      || [
        "UTC", "GMT", "EST", "MST", "HST", "CET", "EET", "WET", "MET", "Japan", "Singapore",
        "Turkey", "Iceland", "Israel", "Egypt", "Eire", "Poland", "Portugal", "Hongkong", "Cuba", "Jamaica", "Libya",
        "Iran", "Navajo", "Zulu", "Kwajalein", "PRC", "ROC", "ROK", "NZ", "GB", "UCT", "Universal",
      ].contains(name)
  }

  /// `/mozilla.org/20050126_1/Europe/Berlin` → `Europe/Berlin`, and similar vendor prefixes.
  mutating func strippedVendor(_ identifier: String) -> Zone? {
    let parts = identifier.split(separator: "/").map(String.init)
    guard parts.count >= 2 else { return dashedAlias(identifier) }
    for take in stride(from: min(3, parts.count - 1), through: 1, by: -1) {
      let candidate = parts.suffix(take).joined(separator: "/")
      if let z = system(candidate) { return z }
    }
    return nil
  }

  /// Old exports write `US-Eastern` for `US/Eastern`.
  private mutating func dashedAlias(_ identifier: String) -> Zone? {
    guard let dash = identifier.firstIndex(of: "-") else { return nil }
    return system(identifier[..<dash] + "/" + identifier[identifier.index(after: dash)...])
  }

  mutating func windows(_ identifier: String) -> Zone? {
    let key = identifier.trimmingSpaces()
    if let iana = WindowsZones.iana(for: key) { return system(iana) }
    return nil
  }
}
