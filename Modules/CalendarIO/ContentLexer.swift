/// A view into bytes that stay alive for the whole parse: no reference counting per line.
typealias ByteSpan = Slice<UnsafeBufferPointer<UInt8>>

/// Splits raw bytes into iCalendar content lines: any of CRLF/LF/CR ends a line, a leading
/// space or tab continues the previous one, a UTF-8 BOM is ignored. Unfolding happens on bytes,
/// before any UTF-8 decoding, so a fold inside a multi-byte character is harmless.
///
/// Lines whose property name the caller does not want are skipped without copying; lines it wants
/// raw come back folded, as they are written, for the caller to unfold later if at all. Lines are
/// views into the input (or into the lexer's unfolding buffer, valid until the next call).
final class ContentLexer {
  private let buf: UnsafeBufferPointer<UInt8>
  private var owned: UnsafeMutableBufferPointer<UInt8>?
  private var scratch: UnsafeMutableBufferPointer<UInt8>
  private var position: Int
  private(set) var lineNumber = 0

  /// Lexes `buffer`, which must outlive the lexer, or the part of it in `range`, which must begin
  /// at a line's start and end just after a line end. Lines are views into `buffer` with its own
  /// indices, whatever the range, and are numbered from 1 at the range's start.
  init(buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil) {
    let range = range ?? 0..<buffer.count
    // Cut at the range's end, from the same base: positions stay those of `buffer`.
    buf = UnsafeBufferPointer(rebasing: buffer[0..<range.upperBound])
    scratch = .allocate(capacity: 4096)
    let bom = range.lowerBound == 0 && buf.count >= 3 && buf[0] == 0xEF && buf[1] == 0xBB && buf[2] == 0xBF
    position = bom ? 3 : range.lowerBound
  }

  /// Lexes a private copy of `bytes` (for tests and small inputs).
  convenience init(bytes: [UInt8]) {
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
    _ = copy.initialize(from: bytes)
    self.init(buffer: UnsafeBufferPointer(rebasing: copy[0..<bytes.count]))
    owned = copy
  }

  deinit {
    scratch.deallocate()
    owned?.deallocate()
  }

  /// One unfolded content line.
  struct Line {
    /// 1-based number of its first physical line.
    var number: Int
    /// The unfolded bytes (name, parameters and value).
    var text: ByteSpan
    /// Index in `text` just past the property name.
    var nameEnd: Int
    /// The caller did not want it: `text` holds the name only.
    var skipped = false

    var name: ByteSpan { text[text.startIndex..<nameEnd] }

  }

  /// What the caller needs of a folded line, decided by its name.
  enum Want {
    /// Nothing beyond the name.
    case skip
    /// The unfolded text.
    case text
    /// The text as written, folds and all, as a view into the input (no copy).
    case raw
  }

  private func appendScratch(_ used: inout Int, _ part: ByteSpan) {
    if used + part.count > scratch.count {
      let bigger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(scratch.count * 2, used + part.count))
      _ = bigger.initialize(from: scratch[0..<used])
      scratch.deallocate()
      scratch = bigger
    }
    _ = UnsafeMutableBufferPointer(rebasing: scratch[used..<(used + part.count)]).initialize(from: part)
    used += part.count
  }

  /// Returns the next non-empty line; `want` sees the name of each folded line and says what of
  /// it is needed (lines on one physical line are views into the input whatever it says).
  func next(want: (ByteSpan) -> Want) -> Line? {
    let count = buf.count
    while position < count {
      let start = position
      let end = ContentLexer.lineEnd(buf, from: start)
      lineNumber += 1
      let number = lineNumber
      // Step past the line end.
      var next = end
      if next < count {
        if buf[next] == 0x0D && next + 1 < count && buf[next + 1] == 0x0A { next += 2 } else { next += 1 }
      }
      position = next
      // Does a continuation follow?
      var folded = position < count && (buf[position] == 0x20 || buf[position] == 0x09)
      if end == start && !folded { continue }
      // Name ends at the first ';' or ':' of the first physical line.
      var nameEnd = start
      while nameEnd < end && buf[nameEnd] != 0x3B && buf[nameEnd] != 0x3A { nameEnd += 1 }
      let nameComplete = nameEnd < end
      if !folded {
        return Line(number: number, text: buf[start..<end], nameEnd: nameEnd)
      }
      if nameComplete {
        switch want(buf[start..<nameEnd]) {
        case .skip:
          skipContinuations(after: end)
          return Line(number: number, text: buf[start..<nameEnd], nameEnd: nameEnd, skipped: true)
        case .raw:
          let last = skipContinuations(after: end)
          return Line(number: number, text: buf[start..<last], nameEnd: nameEnd)
        case .text:
          break
        }
      }
      var used = 0
      appendScratch(&used, buf[start..<end])
      while folded {
        let contStart = position + 1
        let contEnd = ContentLexer.lineEnd(buf, from: contStart)
        lineNumber += 1
        appendScratch(&used, buf[contStart..<contEnd])
        var after = contEnd
        if after < count {
          if buf[after] == 0x0D && after + 1 < count && buf[after + 1] == 0x0A { after += 2 } else { after += 1 }
        }
        position = after
        folded = position < count && (buf[position] == 0x20 || buf[position] == 0x09)
      }
      let joined = UnsafeBufferPointer(rebasing: scratch[0..<used])
      var joinedNameEnd = 0
      while joinedNameEnd < used && joined[joinedNameEnd] != 0x3B && joined[joinedNameEnd] != 0x3A {
        joinedNameEnd += 1
      }
      return Line(number: number, text: joined[0..<used], nameEnd: joinedNameEnd)
    }
    return nil
  }

  /// Index of the first CR or LF at or after `from` (or the end). One pass over 8 bytes at a
  /// time (`Bytes.flags`), so the first line end costs one pass, not a memchr for LF and another for CR.
  @inline(__always)
  static func lineEnd(_ buf: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
    let n = buf.count
    guard let base = buf.baseAddress else { return n }
    let lf = Bytes.repeated(0x0A)
    let cr = Bytes.repeated(0x0D)
    var i = from
    while i + 8 <= n {
      let w = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
      let flags = Bytes.flags(w, equalTo: lf) | Bytes.flags(w, equalTo: cr)
      if flags != 0 { return i + flags.trailingZeroBitCount >> 3 }
      i += 8
    }
    while i < n {
      let c = base[i]
      if c == 0x0A || c == 0x0D { return i }
      i += 1
    }
    return n
  }

  /// Steps over the continuation lines at `position`; returns where the last one's text ends
  /// (`firstEnd`, the end of the first physical line's text, when there is none).
  @discardableResult
  private func skipContinuations(after firstEnd: Int) -> Int {
    let count = buf.count
    var last = firstEnd
    while position < count && (buf[position] == 0x20 || buf[position] == 0x09) {
      var end = ContentLexer.lineEnd(buf, from: position + 1)
      last = end
      lineNumber += 1
      if end < count {
        if buf[end] == 0x0D && end + 1 < count && buf[end + 1] == 0x0A { end += 2 } else { end += 1 }
      }
      position = end
    }
    return last
  }
}

extension Substring {
  /// Drops ASCII spaces and tabs at both ends (cheaper than Foundation's trimming).
  func trimmingSpaces() -> String { trimmingASCII { $0 == 0x20 || $0 == 0x09 } }

  /// Drops ASCII spaces, tabs and double quotes at both ends.
  func trimmingSpacesAndQuotes() -> String { trimmingASCII { $0 == 0x20 || $0 == 0x09 || $0 == 0x22 } }

  private func trimmingASCII(_ skip: (UInt8) -> Bool) -> String {
    let u = utf8
    if let f = u.first, let l = u.last, !skip(f), !skip(l) { return String(self) }
    guard let first = u.firstIndex(where: { !skip($0) }) else { return "" }
    let last = u.lastIndex(where: { !skip($0) })!
    return String(self[first...last])
  }
}

extension String {
  func trimmingSpaces() -> String {
    if let f = utf8.first, let l = utf8.last, f != 0x20, f != 0x09, l != 0x20, l != 0x09 { return self }
    return self[...].trimmingSpaces()
  }
  func trimmingSpacesAndQuotes() -> String { self[...].trimmingSpacesAndQuotes() }
}
