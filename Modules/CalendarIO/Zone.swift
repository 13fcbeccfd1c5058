import Foundation
import Synchronization

/// The offsets of one time zone, enough to turn wall-clock times into instants and back.
///
/// IANA zones come from the system's compiled tz database (`TZif`), turned once per process into a
/// sorted transition table; Foundation (ICU) answers only when no usable file exists. Zones defined
/// only by a file's VTIMEZONE carry their own table.
final class Zone: Sendable {
  enum Kind: Sendable {
    case fixed(Int)
    case system(TimeZone)
    /// Transitions in UTC seconds and the offset in force from each one on; outside the table's
    /// range (1990–2070) a system zone (`fallback`) answers.
    case rules(transitions: [Int64], offsets: [Int], initial: Int, fallback: TimeZone?)
    /// A tz database file: its table, its footer rule past it, and `fallback` past it when it has no footer.
    case database(TZif, fallback: TimeZone?)
  }

  let name: String
  let kind: Kind
  // The kind, unpacked once so that lookups copy nothing.
  private let fixedOffset: Int?
  private let transitions: [Int64]
  private let offsets: [Int]
  private let initial: Int
  /// Instants in `tableStart..<tableEnd` are a binary search; outside, `rule` answers, else `system`,
  /// else the table's nearest end.
  private let tableStart: Int64
  private let tableEnd: Int64
  private let rule: PosixTZ?
  private let system: TimeZone?

  static let utc = Zone(name: "UTC", kind: .fixed(0))

  init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
    var fixedOffset: Int? = nil
    var transitions: [Int64] = []
    var offsets: [Int] = []
    var initial = 0
    var tableStart: Int64 = .min
    var tableEnd: Int64 = .max
    var rule: PosixTZ? = nil
    var system: TimeZone? = nil
    switch kind {
    case .fixed(let o):
      fixedOffset = o
      initial = o
    case .system(let tz):
      (tableStart, tableEnd) = (0, 0)
      system = tz
    case .rules(let t, let o, let i, let fallback):
      (transitions, offsets, initial) = (t, o, i)
      system = fallback
      if fallback != nil { (tableStart, tableEnd) = t.isEmpty ? (0, 0) : (Zone.tableStart, Zone.tableEnd) }
    case .database(let file, let fallback):
      let table = file.table(until: Zone.horizon)
      if table.transitions.isEmpty, let footer = file.footer, footer.daylight == nil, footer.standard == table.initial {
        fixedOffset = footer.standard  // Etc/UTC, the default local zone of many machines: no search at all
      }
      (transitions, offsets, initial) = (table.transitions, table.offsets, table.initial)
      (tableStart, tableEnd) = (table.start, table.end)
      rule = file.footer
      system = fallback
    }
    self.fixedOffset = fixedOffset
    self.transitions = transitions
    self.offsets = offsets
    self.initial = initial
    self.tableStart = tableStart
    self.tableEnd = tableEnd
    self.rule = rule
    self.system = system
  }

  /// The same zone under another name, sharing its tables (arrays are copied on write only).
  private init(name: String, sharing other: Zone) {
    self.name = name
    kind = other.kind
    fixedOffset = other.fixedOffset
    transitions = other.transitions
    offsets = other.offsets
    initial = other.initial
    tableStart = other.tableStart
    tableEnd = other.tableEnd
    rule = other.rule
    system = other.system
  }

  /// The zone of a Foundation time zone: from the tz database by its identifier when the file is
  /// there (no ICU call at all), else by sampling Foundation once.
  convenience init(_ timeZone: TimeZone) {
    let id = timeZone.identifier
    if id == "UTC" || id == "GMT" {
      self.init(name: id, kind: .fixed(0))
    } else {
      self.init(name: id, sharing: Zone.database(id) ?? Zone.sampled(timeZone))
    }
  }

  /// Seconds east of UTC at the instant `utc` (seconds since 1970).
  func offset(atUTC utc: Int64) -> Int {
    if let fixedOffset { return fixedOffset }
    if utc < tableStart || utc >= tableEnd {
      if let rule { return rule.offset(atUTC: utc) }
      if let system { return system.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(utc))) }
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
  /// Database zones unroll their footer rule into the table up to here (2101-01-01); a query past it
  /// (up to year 9999 and beyond) evaluates the rule directly.
  static let horizon: Int64 = 4_133_980_800

  // One table per identifier for the life of the process, so that the local zone and a calendar's
  // identical TZID (and every file of a folder source) share one. Misses are remembered too.
  private static let databaseCache = Mutex<[String: Zone?]>([:])
  private static let sampledCache = Mutex<[String: Zone]>([:])

  /// The zone named `identifier` in the system's tz database, or `nil` when there is no usable file.
  static func database(_ identifier: String) -> Zone? {
    shared(databaseCache, identifier) {
      guard let file = TZif.load(identifier) else { return nil }
      // Without a footer nothing in the file says what follows its last transition: Foundation does.
      let fallback = file.footer == nil ? TimeZone(identifier: identifier) : nil
      return Zone(name: identifier, kind: .database(file, fallback: fallback))
    }
  }

  /// A zone built by sampling Foundation, for time zones that have no tz database file.
  private static func sampled(_ tz: TimeZone) -> Zone {
    shared(sampledCache, tz.identifier) { Zone(name: tz.identifier, kind: transitionTable(tz) ?? .system(tz)) }
  }

  /// The cached value for `key`, made (outside the lock) and stored when absent. When another
  /// thread stores one first, its value wins, so every caller shares one table.
  private static func shared<Value: Sendable>(
    _ cache: borrowing Mutex<[String: Value]>, _ key: String, _ make: () -> Value
  )
    -> Value
  {
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let value = make()
    return cache.withLock { entries in
      if let existing = entries[key] { return existing }
      entries[key] = value
      return value
    }
  }

  /// The zone's transitions between 1990 and 2070, found by fortnightly sampling and bisection, so that
  /// later lookups are a binary search instead of a locked ICU call. Only for
  /// zones the tz database does not have.
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
    // Quotes by hand: the first `CharacterSet` costs more (~1M instructions) than reading the zone's file.
    var unquoted = Substring(identifier.trimmingSpaces())
    while unquoted.first == "\"" { unquoted = unquoted.dropFirst() }
    while unquoted.last == "\"" { unquoted = unquoted.dropLast() }
    let trimmed = String(unquoted)
    if trimmed.uppercased() == "UTC" || trimmed.uppercased() == "GMT" || trimmed == "Z" || trimmed == "Etc/UTC" {
      zone = .utc
    } else if trimmed.contains("/") || trimmed.allSatisfy({ $0.isLetter || $0 == "_" }), ZoneResolver.looksIANA(trimmed)
    {
      // The tz database answers without ICU; Foundation still decides for names it has no file for
      // (a machine without tzdata, links only ICU knows).
      if let z = Zone.database(trimmed) {
        zone = z
      } else if let tz = TimeZone(identifier: trimmed) {
        zone = Zone(tz)
      }
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
