#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Byte helpers over spans: case-blind comparison, decoding and the iCalendar escapes, without Foundation.
enum Bytes {
  /// Every byte of an 8-byte word set to `byte`, for `flags(_:equalTo:)`.
  @inline(__always)
  static func repeated(_ byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }

  /// The high bit of each byte of `word` equal to that of `repeated` set (XOR makes it zero, and
  /// the classic "has a zero byte" trick flags it). The lowest flag is always exact (borrows only
  /// carry upwards), so `trailingZeroBitCount >> 3` of the result is the first matching byte.
  @inline(__always)
  static func flags(_ word: UInt64, equalTo repeated: UInt64) -> UInt64 {
    let x = word ^ repeated
    return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
  }

  static func equalsIgnoringCase(_ bytes: ByteSpan, _ upper: StaticString) -> Bool {
    guard bytes.count == upper.utf8CodeUnitCount else { return false }
    guard let base = bytes.base.baseAddress else { return true }
    // Through the base pointer: the slice's iterator checks each index against its bounds, and
    // every property name of a calendar comes through here.
    let p = base + bytes.startIndex
    return upper.withUTF8Buffer { u in
      for j in 0..<u.count {
        let b = p[j]
        let c = (b >= 0x61 && b <= 0x7A) ? b - 0x20 : b
        if c != u[j] { return false }
      }
      return true
    }
  }

  /// The first 8 bytes of `bytes`, letters a–z upper-cased as `equalsIgnoringCase` does, packed
  /// into one word (the first byte highest): two names of one length, 8 bytes or fewer, are equal
  /// ignoring case exactly when their keys are.
  @inline(__always)
  static func upperKey(_ bytes: ByteSpan) -> UInt64 {
    guard let base = bytes.base.baseAddress else { return 0 }
    var p = base + bytes.startIndex
    let end = p + Swift.min(bytes.count, 8)
    var key: UInt64 = 0
    while p < end {
      let b = p.pointee
      key = key &<< 8 | UInt64((b &- 0x61) < 26 ? b &- 0x20 : b)
      p += 1
    }
    return key
  }

  static func upperKey(_ upper: StaticString) -> UInt64 { upper.withUTF8Buffer { upperKey($0[...]) } }

  /// Byte equality through memcmp (the generic `elementsEqual` walks element by element).
  static func equal(_ span: ByteSpan, _ array: [UInt8]) -> Bool {
    guard span.count == array.count else { return false }
    if span.isEmpty { return true }
    return array.withUnsafeBufferPointer {
      memcmp($0.baseAddress!, span.base.baseAddress! + span.startIndex, span.count)
    }
      == 0
  }

  /// FNV-1a, 64 bits: a cheap fingerprint for comparing UIDs held as bytes with UIDs held as strings.
  static func fnv1a<S: Sequence>(_ bytes: S) -> UInt64 where S.Element == UInt8 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    return h
  }

  static func string(_ bytes: ByteSpan) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
  }

  /// Runs `body` with a span over the UTF-8 of `text` (for callers holding strings, such as tests).
  static func withSpan<R>(_ text: String, _ body: (ByteSpan) -> R) -> R {
    Array(text.utf8).withUnsafeBufferPointer { body($0[...]) }
  }

  static func upperString(_ bytes: ByteSpan) -> String {
    if !bytes.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) { return string(bytes) }
    let upper = bytes.map { ($0 >= 0x61 && $0 <= 0x7A) ? $0 - 0x20 : $0 }
    return upper.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
  }

  /// Drops ASCII blanks at both ends.
  static func trimmed(_ bytes: ByteSpan) -> ByteSpan {
    var b = bytes
    while let f = b.first, f == 0x20 || f == 0x09 { b = b.dropFirst() }
    while let l = b.last, l == 0x20 || l == 0x09 { b = b.dropLast() }
    return b
  }

  /// RFC 6868 parameter escapes: ^n newline, ^' quote, ^^ caret.
  static func decodeParameter(_ bytes: ByteSpan) -> String {
    guard bytes.contains(0x5E) else { return string(bytes) }
    var out = [UInt8]()
    var it = bytes.makeIterator()
    while let b = it.next() {
      if b == 0x5E, let n = it.next() {
        switch n {
        case 0x6E: out.append(0x0A)
        case 0x27: out.append(0x22)
        case 0x5E: out.append(0x5E)
        default:
          out.append(b)
          out.append(n)
        }
      } else {
        out.append(b)
      }
    }
    return out.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
  }

  /// TEXT value unescaping: `\\ \; \, \n \N`.
  static func unescapeText(_ bytes: ByteSpan) -> String {
    guard bytes.contains(0x5C) else { return string(bytes) }
    var out = [UInt8]()
    out.reserveCapacity(bytes.count)
    var it = bytes.makeIterator()
    while let b = it.next() {
      guard b == 0x5C else {
        out.append(b)
        continue
      }
      guard let n = it.next() else {
        out.append(b)
        break
      }
      switch n {
      case 0x6E, 0x4E: out.append(0x0A)
      default: out.append(n)  // \\ \; \, and lenient for anything else
      }
    }
    return out.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
  }
}
