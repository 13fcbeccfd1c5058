/// A DESCRIPTION or CATEGORIES value as the parser found it, still undecoded: a range of the
/// document's bytes, folds and escapes and all, or a copy when the lexer had to unfold the line
/// itself (a property name split by a fold).
enum PendingText: Sendable {
  case bytes(Range<Int>)
  case copied([UInt8])

  /// Runs `body` with the value's bytes; `buffer` is the document the ranges point into.
  func withSpan<R>(in buffer: UnsafeBufferPointer<UInt8>, _ body: (ByteSpan) -> R) -> R {
    switch self {
    case .bytes(let range): return body(buffer[range])
    case .copied(let bytes): return bytes.withUnsafeBufferPointer { body($0[...]) }
    }
  }
}

/// Decodes the TEXT values read only as evidence (DESCRIPTION, CATEGORIES), and only for series
/// that can touch the window: folds removed and escapes decoded in one pass, each value cut after
/// a number of Unicode scalars so that a huge value costs no more than that.
enum EventTexts {
  /// A DESCRIPTION value as text, at most `maxScalars` scalars; `nil` when it is empty.
  static func notes(_ value: ByteSpan, maxScalars: Int) -> String? {
    if value.isEmpty { return nil }
    if value.count <= maxScalars, !value.contains(where: { $0 == 0x5C || $0 == 0x0D || $0 == 0x0A }) {
      return Bytes.string(value)
    }
    var text: String?
    walk(value, list: false, maxScalars: maxScalars) { bytes in
      if !bytes.isEmpty { text = String(decoding: bytes, as: UTF8.self) }
      return false
    }
    return text
  }

  /// Appends the comma-separated values of a CATEGORIES value, unescaped and trimmed, empty ones
  /// left out, until `values` holds `maxValues`; each value is cut after `maxScalars` scalars.
  static func categories(_ value: ByteSpan, maxScalars: Int, maxValues: Int, into values: inout [String]) {
    guard values.count < maxValues else { return }
    walk(value, list: true, maxScalars: maxScalars) { bytes in
      let text = String(decoding: bytes, as: UTF8.self).trimmingSpaces()
      if !text.isEmpty { values.append(text) }
      return values.count < maxValues
    }
  }

  /// Walks a TEXT value as written: a line end and the blank after it are a fold and vanish,
  /// `\n` and `\N` become a newline and any other escaped byte stands for itself; with `list`, an
  /// unescaped comma ends a value. Each value's bytes go to `body` (which returns false to stop),
  /// cut before its scalar number `maxScalars + 1`; the bytes past the cut are only stepped over
  /// (for a single value not even that).
  private static func walk(
    _ value: ByteSpan, list: Bool, maxScalars: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Bool
  ) {
    let base = value.base
    let end = value.endIndex
    var i = value.startIndex
    var out: [UInt8] = []
    out.reserveCapacity(min(value.count, maxScalars * 4))
    var scalars = 0
    var full = false

    func next() -> UInt8? {
      while i < end {
        let c = base[i]
        i += 1
        guard c == 0x0D || c == 0x0A else { return c }
        if c == 0x0D && i < end && base[i] == 0x0A { i += 1 }
        if i < end && (base[i] == 0x20 || base[i] == 0x09) { i += 1 }
      }
      return nil
    }

    while let c = next() {
      var b = c
      if c == 0x5C {
        guard let n = next() else {
          if !full && scalars < maxScalars { out.append(c) }
          break
        }
        b = n == 0x6E || n == 0x4E ? 0x0A : n
      } else if list && c == 0x2C {
        let more = out.withUnsafeBufferPointer { body($0) }
        if !more { return }
        out.removeAll(keepingCapacity: true)
        scalars = 0
        full = false
        continue
      }
      if full { continue }
      if b & 0xC0 != 0x80 {
        if scalars == maxScalars {
          full = true
          if list { continue } else { break }
        }
        scalars += 1
      }
      out.append(b)
    }
    _ = out.withUnsafeBufferPointer { body($0) }
  }
}
