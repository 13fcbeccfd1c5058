#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One compiled file of the system's tz database (TZif, RFC 8536 versions 1–4).
///
/// Read defensively: every count is checked against the bytes that are really there and any
/// inconsistency makes the whole file count as absent, so that the caller falls back to Foundation
/// instead of trusting half a table.
struct TZif: Sendable, Equatable {
  /// Transition instants (UTC seconds, strictly increasing) and the offset in force from each one on.
  var transitions: [Int64]
  var offsets: [Int]
  /// The offset before the first transition (time type 0); with no transitions and no footer, always.
  var initial: Int
  /// The footer's rule for instants after the last transition; `nil` when the file has none or it
  /// cannot be read, in which case nothing is known past the table.
  var footer: PosixTZ?

  /// Real files are a few KiB (the largest in tzdata 2025b is under 4 KiB); anything far larger is not one.
  static let maxBytes = 256 * 1024

  /// `TZDIR` when set, as the C library honours it, else the usual place.
  static let directory: String = {
    if let value = getenv("TZDIR"), value.pointee != 0 { return String(cString: value) }
    return "/usr/share/zoneinfo"
  }()

  /// The file for an IANA name, or `nil` when the name is not shaped like one, the file is missing,
  /// unreadable, too large or malformed.
  static func load(_ name: String, directory: String = TZif.directory) -> TZif? {
    guard isSafeName(name), let bytes = readFile(directory + "/" + name) else { return nil }
    return parse(bytes)
  }

  /// A TZID comes from calendar files written by strangers: only `Area/City`-shaped names made of
  /// the characters IANA uses may become a path, so no name can climb out of the directory.
  static func isSafeName(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard !bytes.isEmpty, bytes.count <= 128 else { return false }
    var componentStart = true
    for b in bytes {
      let letterOrDigit = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39)
      if b == UInt8(ascii: "/") {
        if componentStart { return false }  // leading slash or an empty component
        componentStart = true
      } else if componentStart {
        // Every IANA component starts with a letter or digit; this also rules out `.`, `..` and `-x`.
        guard letterOrDigit else { return false }
        componentStart = false
      } else {
        let allowed: Bool = letterOrDigit || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
        guard allowed || b == UInt8(ascii: ".") else { return false }
      }
    }
    return !componentStart
  }

  /// A regular file's bytes, at most `maxBytes`; `nil` for anything else.
  static func readFile(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size <= maxBytes else { return nil }
    // Room for one byte more than fstat said, so a file that grew meanwhile is refused, not cut.
    let capacity = Int(info.st_size) + 1
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      while count < capacity {
        let n = read(fd, buffer.baseAddress! + count, capacity - count)
        if n < 0, errno == EINTR { continue }
        if n < 0 { failed = true }
        if n <= 0 { break }
        count += n
      }
    }
    guard !failed, bytes.count < capacity else { return nil }
    return bytes
  }

  /// Parses TZif bytes; `nil` unless the file is consistent from header to footer.
  static func parse(_ bytes: [UInt8]) -> TZif? {
    guard bytes.count <= maxBytes else { return nil }
    var reader = ByteReader(bytes)
    guard let first = reader.header(timeSize: 4) else { return nil }
    if first.version < 2 { return reader.block(first, timeSize: 4).map { TZif(block: $0, footer: nil) } }
    // Version 2 and later repeat the data with 64-bit times after the 32-bit block; later versions
    // keep this layout, so an unknown higher version is read as the highest one known (RFC 9636 §4).
    guard reader.skip(first.blockSize(timeSize: 4)), let second = reader.header(timeSize: 8), second.version >= 2,
      let block = reader.block(second, timeSize: 8)
    else { return nil }
    return TZif(block: block, footer: reader.footer().flatMap(PosixTZ.parse))
  }

  private init(block: ByteReader.Block, footer: PosixTZ?) {
    transitions = block.transitions
    offsets = block.offsets
    initial = block.initial
    self.footer = footer
  }

  init(transitions: [Int64], offsets: [Int], initial: Int, footer: PosixTZ?) {
    self.transitions = transitions
    self.offsets = offsets
    self.initial = initial
    self.footer = footer
  }

  /// RFC 8536 §3.2: an offset is within about a day of UTC (and never -2^31).
  static func plausible(offset: Int) -> Bool { offset >= -89_999 && offset <= 93_599 }

  /// A lookup table: instants in `start..<end` are one binary search; outside, the footer answers
  /// (or, with no footer, the caller's fallback).
  struct Table: Sendable {
    var transitions: [Int64]
    var offsets: [Int]
    var initial: Int
    var start: Int64
    var end: Int64
  }

  /// The file's table with the footer's rule unrolled up to `horizon`.
  func table(until horizon: Int64) -> Table {
    let afterLast = transitions.last.map { $0 == .max ? .max : $0 + 1 } ?? .max
    guard let footer else {
      // Nothing is known past the last transition (RFC 8536 §3.3 leaves it to the footer).
      return Table(transitions: transitions, offsets: offsets, initial: initial, start: .min, end: afterLast)
    }
    var table = Table(
      transitions: transitions, offsets: offsets, initial: initial, start: .min, end: max(horizon, afterLast))
    if transitions.isEmpty {
      // With no transitions the footer governs every instant: unroll it from 1900, and let it answer before.
      table.start = Civil.wall(year: 1900, month: 1, day: 1)
      table.initial = footer.offset(atUTC: table.start)
    }
    guard footer.daylight != nil else { return table }
    let from = transitions.last ?? table.start
    var current = offsets.last ?? table.initial
    // From 1900 at the earliest, so that a hostile last transition (year -10^10) cannot make this loop
    // for ever; zic writes no daylight footer after a last transition that old.
    let firstYear = max(PosixTZ.year(of: from), 1900)
    let lastYear = PosixTZ.year(of: horizon)
    guard firstYear <= lastYear else { return table }  // the file's own table reaches past the horizon
    for event in footer.events(years: firstYear...lastYear) where event.utc > from && event.utc < horizon {
      if event.offset == current { continue }
      if let last = table.transitions.last, last == event.utc, table.transitions.count > transitions.count {
        table.offsets[table.offsets.count - 1] = event.offset  // same instant: the later event wins
      } else {
        table.transitions.append(event.utc)
        table.offsets.append(event.offset)
      }
      current = event.offset
    }
    return table
  }
}

/// Bounds-checked big-endian reads over a TZif file.
private struct ByteReader {
  struct Header {
    var version: Int
    var isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt: Int

    func blockSize(timeSize: Int) -> Int {
      timecnt * (timeSize + 1) + typecnt * 6 + charcnt + leapcnt * (timeSize + 4) + isstdcnt + isutcnt
    }
  }

  struct Block {
    var transitions: [Int64]
    var offsets: [Int]
    var initial: Int
  }

  let bytes: [UInt8]
  var at = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var remaining: Int { bytes.count - at }

  mutating func skip(_ n: Int) -> Bool {
    guard n >= 0, n <= remaining else { return false }
    at += n
    return true
  }

  mutating func u8() -> UInt8? {
    guard remaining >= 1 else { return nil }
    defer { at += 1 }
    return bytes[at]
  }

  mutating func u32() -> UInt32? {
    guard remaining >= 4 else { return nil }
    defer { at += 4 }
    return bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }

  mutating func i64() -> Int64? {
    guard remaining >= 8 else { return nil }
    defer { at += 8 }
    return Int64(bitPattern: bytes[at..<at + 8].reduce(0) { $0 << 8 | UInt64($1) })
  }

  mutating func time(_ size: Int) -> Int64? {
    size == 8 ? i64() : u32().map { Int64(Int32(bitPattern: $0)) }
  }

  /// The 44-byte header, with counts that are possible at all and whose block (of `timeSize`-byte
  /// times) fits in what is left of the file.
  mutating func header(timeSize: Int) -> Header? {
    guard remaining >= 44, bytes[at..<at + 4].elementsEqual("TZif".utf8) else { return nil }
    let v = bytes[at + 4]
    // Version 1 is a NUL byte; later ones are ASCII digits.
    guard v == 0 || v >= UInt8(ascii: "2") else { return nil }
    at += 20
    var counts: [Int] = []
    for _ in 0..<6 {
      guard let c = u32() else { return nil }
      counts.append(Int(c))
    }
    let h = Header(
      version: v == 0 ? 1 : Int(v - UInt8(ascii: "0")), isutcnt: counts[0], isstdcnt: counts[1], leapcnt: counts[2],
      timecnt: counts[3], typecnt: counts[4], charcnt: counts[5])
    // RFC 8536 §3.1. Leap-second files ("right/…") count TAI-like seconds, not POSIX time: refuse them.
    guard h.typecnt >= 1, h.typecnt <= 256, h.charcnt >= 1, h.leapcnt == 0,
      h.isutcnt == 0 || h.isutcnt == h.typecnt, h.isstdcnt == 0 || h.isstdcnt == h.typecnt,
      h.blockSize(timeSize: timeSize) <= remaining
    else { return nil }
    return h
  }

  /// One data block: transitions strictly increasing, every type index and designation in range.
  mutating func block(_ h: Header, timeSize: Int) -> Block? {
    let end = at + h.blockSize(timeSize: timeSize)
    guard end <= bytes.count else { return nil }
    var times: [Int64] = []
    times.reserveCapacity(h.timecnt)
    for _ in 0..<h.timecnt {
      guard let t = time(timeSize), times.last.map({ $0 < t }) ?? true else { return nil }
      times.append(t)
    }
    var types: [Int] = []
    types.reserveCapacity(h.timecnt)
    for _ in 0..<h.timecnt {
      guard let i = u8(), Int(i) < h.typecnt else { return nil }
      types.append(Int(i))
    }
    var utoffs: [Int] = []
    for _ in 0..<h.typecnt {
      guard let raw = u32(), let isdst = u8(), let desig = u8() else { return nil }
      let utoff = Int(Int32(bitPattern: raw))
      guard TZif.plausible(offset: utoff), isdst <= 1, Int(desig) < h.charcnt else { return nil }
      utoffs.append(utoff)
    }
    at = end  // designations, leap seconds (none) and indicators are not needed
    return Block(transitions: times, offsets: types.map { utoffs[$0] }, initial: utoffs[0])
  }

  /// The footer's TZ string: the bytes between two newlines, `nil` when absent or empty.
  mutating func footer() -> ArraySlice<UInt8>? {
    guard u8() == UInt8(ascii: "\n") else { return nil }
    guard let close = bytes[at...].firstIndex(of: UInt8(ascii: "\n")), close > at else { return nil }
    return bytes[at..<close]
  }
}

/// The POSIX TZ string of a TZif footer, with RFC 8536's extensions (§3.3.1): transition times from
/// -167 to 167 hours, so `M3.4.4/26` (Thursday 26:00, i.e. Friday 02:00) and `/-1` can be said.
///
/// `CET-1CEST,M3.5.0,M10.5.0/3`: standard name and offset (west of UTC, as POSIX counts), then
/// optionally the daylight name, its offset (one hour ahead when left out) and when it starts and ends.
struct PosixTZ: Sendable, Equatable {
  /// The day a rule changes on.
  enum Day: Sendable, Equatable {
    /// `Jn`, 1…365: February 29 is never counted, so J60 is always March 1.
    case julian(Int)
    /// `n`, 0…365: February 29 is counted in leap years.
    case zeroBased(Int)
    /// `Mm.w.d`: the w-th weekday d (0 = Sunday) of month m; week 5 means the last one.
    case monthWeek(month: Int, week: Int, weekday: Int)

    /// Days since 1970-01-01 of this day in `year`.
    func day(in year: Int) -> Int {
      let january1 = Civil.days(year: year, month: 1, day: 1)
      switch self {
      case .julian(let n): return january1 + n - 1 + (Civil.isLeap(year) && n >= 60 ? 1 : 0)
      case .zeroBased(let n): return january1 + n
      case .monthWeek(let month, let week, let weekday):
        let first = Civil.days(year: year, month: month, day: 1)
        let firstWeekday = (Civil.weekday(ofDay: first) + 1) % 7  // Civil counts from Monday, POSIX from Sunday
        var day = first + (weekday - firstWeekday + 7) % 7 + 7 * (week - 1)
        while day >= first + Civil.daysIn(month: month, year: year) { day -= 7 }
        return day
      }
    }
  }

  struct Daylight: Sendable, Equatable {
    /// Seconds east of UTC while daylight time is in force.
    var offset: Int
    var start: Day
    /// Seconds after local midnight, in standard time.
    var startTime: Int
    var end: Day
    /// Seconds after local midnight, in daylight time.
    var endTime: Int
  }

  /// Seconds east of UTC outside daylight time.
  var standard: Int
  var daylight: Daylight?

  /// Daylight start and end instants of each year, in time order; at the same instant the start comes
  /// last, so that a rule like `EST5EDT,0/0,J365/25` (daylight all year) never shows standard time.
  func events(years: ClosedRange<Int>) -> [(utc: Int64, offset: Int)] {
    guard let d = daylight else { return [] }
    var events: [(utc: Int64, offset: Int, isStart: Bool)] = []
    for year in years {
      let (start, end) = instants(year, d)
      events.append((start, d.offset, true))
      events.append((end, standard, false))
    }
    events.sort { $0.utc != $1.utc ? $0.utc < $1.utc : !$0.isStart && $1.isStart }
    return events.map { ($0.utc, $0.offset) }
  }

  /// Instants further than this from 1970 (about a million years) are answered as if at this distance,
  /// so that calendar arithmetic on them cannot overflow.
  static let farthest: Int64 = 1 << 45

  /// The UTC year of an instant, clamped to ±`farthest`.
  static func year(of utc: Int64) -> Int {
    Civil.date(fromDays: Civil.day(ofWall: min(max(utc, -farthest), farthest))).year
  }

  /// Seconds east of UTC at `utc`, for any instant.
  func offset(atUTC instant: Int64) -> Int {
    guard let d = daylight else { return standard }
    let utc = min(max(instant, -Self.farthest), Self.farthest)
    // A year's changes can fall up to a week (±167 h) outside it, so look at its neighbours too: the
    // latest change at or before `utc` decides (a start wins a tie, as in `events`).
    let year = Self.year(of: utc)
    var latest = Int64.min
    var result = standard
    for y in (year - 2)...(year + 1) {
      let (start, end) = instants(y, d)
      if end <= utc, end > latest {
        latest = end
        result = standard
      }
      if start <= utc, start >= latest {
        latest = start
        result = d.offset
      }
    }
    return result
  }

  private func instants(_ year: Int, _ d: Daylight) -> (start: Int64, end: Int64) {
    let start = Int64(d.start.day(in: year)) * Civil.secondsPerDay + Int64(d.startTime - standard)
    let end = Int64(d.end.day(in: year)) * Civil.secondsPerDay + Int64(d.endTime - d.offset)
    return (start, end)
  }

  /// Parses a footer's TZ string; `nil` for anything outside the grammar, including a daylight name
  /// without its rule (POSIX leaves that rule to the implementation).
  static func parse<S: Collection<UInt8>>(_ text: S) -> PosixTZ? {
    var p = Cursor(Array(text))
    guard p.name(), let std = p.signedTime(maxHours: 24) else { return nil }
    var tz = PosixTZ(standard: -std, daylight: nil)
    if p.atEnd { return tz }
    guard p.name() else { return nil }
    var dst = tz.standard + 3600
    if p.peek != UInt8(ascii: ",") {
      guard let o = p.signedTime(maxHours: 24) else { return nil }
      dst = -o
    }
    guard p.eat(","), let start = p.day() else { return nil }
    let startTime = p.eat("/") ? p.signedTime(maxHours: 167) : 7200
    guard let startTime, p.eat(","), let end = p.day() else { return nil }
    let endTime = p.eat("/") ? p.signedTime(maxHours: 167) : 7200
    guard let endTime, p.atEnd, TZif.plausible(offset: dst), TZif.plausible(offset: tz.standard) else { return nil }
    tz.daylight = Daylight(offset: dst, start: start, startTime: startTime, end: end, endTime: endTime)
    return tz
  }

  private struct Cursor {
    let bytes: [UInt8]
    var at = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { at == bytes.count }
    var peek: UInt8? { atEnd ? nil : bytes[at] }

    mutating func eat(_ c: Unicode.Scalar) -> Bool {
      guard peek == UInt8(ascii: c) else { return false }
      at += 1
      return true
    }

    /// `CET`, or `<+0330>` for names that are not alphabetic: at least three characters either way.
    mutating func name() -> Bool {
      func isLetter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
      let begin = at
      if eat("<") {
        while let b = peek, isLetter(b) || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
        {
          at += 1
        }
        return at - begin - 1 >= 3 && eat(">")
      }
      while let b = peek, isLetter(b) { at += 1 }
      return at - begin >= 3
    }

    mutating func number(maxDigits: Int) -> Int? {
      var value = 0
      var digits = 0
      while let b = peek, b >= 0x30, b <= 0x39, digits < maxDigits {
        value = value * 10 + Int(b - 0x30)
        digits += 1
        at += 1
      }
      return digits == 0 ? nil : value
    }

    /// `[+|-]hh[:mm[:ss]]` in seconds.
    mutating func signedTime(maxHours: Int) -> Int? {
      var sign = 1
      if eat("-") { sign = -1 } else { _ = eat("+") }
      guard let h = number(maxDigits: 3), h <= maxHours else { return nil }
      var seconds = h * 3600
      if eat(":") {
        guard let m = number(maxDigits: 2), m <= 59 else { return nil }
        seconds += m * 60
        if eat(":") {
          guard let s = number(maxDigits: 2), s <= 59 else { return nil }
          seconds += s
        }
      }
      return sign * seconds
    }

    /// `Jn`, `n` or `Mm.w.d`.
    mutating func day() -> Day? {
      if eat("J") {
        guard let n = number(maxDigits: 3), (1...365).contains(n) else { return nil }
        return .julian(n)
      }
      if eat("M") {
        guard let m = number(maxDigits: 2), (1...12).contains(m), eat("."), let w = number(maxDigits: 1),
          (1...5).contains(w), eat("."), let d = number(maxDigits: 1), d <= 6
        else { return nil }
        return .monthWeek(month: m, week: w, weekday: d)
      }
      guard let n = number(maxDigits: 3), n <= 365 else { return nil }
      return .zeroBased(n)
    }
  }
}
