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
