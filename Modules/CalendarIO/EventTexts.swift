/// A DESCRIPTION or CATEGORIES value as the parser found it, still undecoded: a range of the
/// document's bytes, folds and escapes and all, or a copy when the lexer had to unfold the line
/// itself (a property name split by a fold).
enum PendingText: Sendable {
  case bytes(Range<Int>)
  case copied([UInt8])

  /// Runs `body` with the value's bytes; `buffer` is the document the ranges point into.
  func withSpan<R>(in buffer: UnsafeBufferPointer<UInt8>, _ body: (ByteSpan) -> R) -> R {
    switch self {
    case .bytes(let range):
      // Never past the buffer, whatever went wrong: a range of one document read in another.
      guard range.upperBound <= buffer.count else { return body(buffer[0..<0]) }
      return body(buffer[range])
    case .copied(let bytes): return bytes.withUnsafeBufferPointer { body($0[...]) }
    }
  }

  /// How many bytes the value has as written.
  var count: Int {
    switch self {
    case .bytes(let range): return range.count
    case .copied(let bytes): return bytes.count
    }
  }

  /// The same value with its bytes appended to `arena` (and its range now pointing there).
  func moved(from buffer: UnsafeBufferPointer<UInt8>, to arena: inout [UInt8]) -> PendingText {
    guard case .bytes(let range) = self else { return self }
    let start = arena.count
    arena.append(contentsOf: buffer[range])
    return .bytes(start..<arena.count)
  }
}

/// Decodes the TEXT values read only as evidence (DESCRIPTION, CATEGORIES), and only for series
/// that can touch the window: folds removed and escapes decoded in one pass, each value cut after
/// a number of Unicode scalars so that a huge value costs no more than that.
enum EventTexts {
  /// A DESCRIPTION value as text, at most `maxScalars` scalars; `nil` when it is empty.
  ///
  /// Written straight into the string's own storage, the runs between escapes and folds copied
  /// whole: a one-day query of a large calendar decodes the descriptions of every series still
  /// running, a school year's of nearly all.
  static func notes(_ value: ByteSpan, maxScalars: Int) -> String? {
    guard let base = value.base.baseAddress, !value.isEmpty, maxScalars > 0 else { return nil }
    let end = value.endIndex
    // Unfolding and unescaping only shrink a value, and a scalar takes at most 4 bytes.
    let capacity = min(value.count, maxScalars * 4)
    // A value of no more bytes than the limit cannot have more scalars: nothing to count.
    let counting = value.count > maxScalars
    let text = String(unsafeUninitializedCapacity: capacity) { out in
      guard let target = out.baseAddress else { return 0 }
      var written = 0
      var scalars = 0
      /// Appends `count` bytes from `source`; false once the limit is reached.
      func append(_ source: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var count = count
        var full = false
        if counting {
          var leads = 0
          for k in 0..<count where source[k] & 0xC0 != 0x80 { leads += 1 }
          if scalars + leads <= maxScalars {
            scalars += leads
          } else {
            // Cut before the first byte of scalar number `maxScalars + 1`.
            var k = 0
            while k < count {
              if source[k] & 0xC0 != 0x80 {
                if scalars == maxScalars { break }
                scalars += 1
              }
              k += 1
            }
            count = k
            full = true
          }
          // Stray continuation bytes count as no scalar: the capacity still bounds them.
          if count > capacity - written {
            count = capacity - written
            full = true
          }
        }
        (target + written).update(from: source, count: count)
        written += count
        return !full
      }
      var i = value.startIndex
      /// Steps over a fold (a line end and the blank after it) at `i`, if any.
      func skipFolds() {
        while i < end, base[i] == 0x0D || base[i] == 0x0A {
          if base[i] == 0x0D && i + 1 < end && base[i + 1] == 0x0A { i += 2 } else { i += 1 }
          if i < end && (base[i] == 0x20 || base[i] == 0x09) { i += 1 }
        }
      }
      while i < end {
        let run = specialIndex(base, from: i, end: end)
        if run > i {
          guard append(base + i, run - i) else { return written }
          i = run
        }
        if i == end { break }
        if base[i] == 0x5C {
          i += 1
          skipFolds()
          var escaped: UInt8 = 0x5C
          if i < end {
            escaped = base[i] == 0x6E || base[i] == 0x4E ? 0x0A : base[i]
            i += 1
          }
          guard withUnsafePointer(to: escaped, { append($0, 1) }) else { return written }
        } else {
          skipFolds()
        }
      }
      return written
    }
    return text.isEmpty ? nil : text
  }

  /// Index of the first backslash, CR or LF at or after `from` (or `end`), 8 bytes at a time as
  /// `ContentLexer.lineEnd` finds line ends.
  @inline(__always)
  private static func specialIndex(_ base: UnsafePointer<UInt8>, from: Int, end: Int) -> Int {
    let lf = Bytes.repeated(0x0A)
    let cr = Bytes.repeated(0x0D)
    let backslash = Bytes.repeated(0x5C)
    var i = from
    while i + 8 <= end {
      let w = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
      let flags =
        Bytes.flags(w, equalTo: lf) | Bytes.flags(w, equalTo: cr) | Bytes.flags(w, equalTo: backslash)
      if flags != 0 { return i + flags.trailingZeroBitCount >> 3 }
      i += 8
    }
    while i < end {
      let c = base[i]
      if c == 0x5C || c == 0x0A || c == 0x0D { return i }
      i += 1
    }
    return end
  }

  /// Appends the comma-separated values of a CATEGORIES value, unescaped and trimmed, empty ones
  /// left out, until `values` holds `maxValues`; each value is cut after `maxScalars` scalars.
  static func categories(_ value: ByteSpan, maxScalars: Int, maxValues: Int, into values: inout [String]) {
    guard values.count < maxValues else { return }
    walkList(value, maxScalars: maxScalars) { bytes in
      let text = String(decoding: bytes, as: UTF8.self).trimmingSpaces()
      if !text.isEmpty { values.append(text) }
      return values.count < maxValues
    }
  }

  /// Walks a list of TEXT values as written: a line end and the blank after it are a fold and
  /// vanish, `\n` and `\N` become a newline, any other escaped byte stands for itself, and an
  /// unescaped comma ends a value. Each value's bytes go to `body` (which returns false to stop),
  /// cut before its scalar number `maxScalars + 1`; the bytes past the cut are only stepped over.
  private static func walkList(
    _ value: ByteSpan, maxScalars: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Bool
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
      } else if c == 0x2C {
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
          continue
        }
        scalars += 1
      } else if out.count >= maxScalars * 4 {
        full = true  // stray continuation bytes count as no scalar: bounded all the same
        continue
      }
      out.append(b)
    }
    _ = out.withUnsafeBufferPointer { body($0) }
  }
}
