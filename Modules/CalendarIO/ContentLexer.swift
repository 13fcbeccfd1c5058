/// Splits raw bytes into iCalendar content lines: any of CRLF/LF/CR ends a line, a leading
/// space or tab continues the previous one, a UTF-8 BOM is ignored. Unfolding happens on bytes,
/// before any UTF-8 decoding, so a fold inside a multi-byte character is harmless.
///
/// Lines whose property name the caller does not want are skipped without copying.
struct ContentLexer {
  private let bytes: [UInt8]
  private var position: Int
  private(set) var lineNumber = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
    position = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  /// One unfolded content line.
  struct Line {
    /// 1-based number of its first physical line.
    var number: Int
    /// The unfolded bytes (name, parameters and value).
    var text: ArraySlice<UInt8>
    /// Index in `text` just past the property name.
    var nameEnd: Int

    var name: ArraySlice<UInt8> { text[text.startIndex..<nameEnd] }

    func nameIs(_ upper: StaticString) -> Bool { Bytes.equalsIgnoringCase(name, upper) }
  }

  /// Returns the next non-empty line; `wanted` sees the name of each line and says whether its
  /// full text is needed (when not, it is returned with an empty text beyond the name).
  mutating func next(wanted: (ArraySlice<UInt8>) -> Bool) -> Line? {
    let count = bytes.count
    return bytes.withUnsafeBufferPointer { buf -> Line? in
      while position < count {
        let start = position
        var end = start
        while end < count && buf[end] != 0x0A && buf[end] != 0x0D { end += 1 }
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
          return Line(number: number, text: bytes[start..<end], nameEnd: nameEnd)
        }
        if nameComplete && !wanted(bytes[start..<nameEnd]) {
          skipContinuations(buf)
          return Line(number: number, text: bytes[start..<nameEnd], nameEnd: nameEnd)
        }
        var joined = [UInt8]()
        joined.reserveCapacity(end - start + 80)
        joined.append(contentsOf: UnsafeBufferPointer(rebasing: buf[start..<end]))
        while folded {
          let contStart = position + 1
          var contEnd = contStart
          while contEnd < count && buf[contEnd] != 0x0A && buf[contEnd] != 0x0D { contEnd += 1 }
          lineNumber += 1
          joined.append(contentsOf: UnsafeBufferPointer(rebasing: buf[contStart..<contEnd]))
          var after = contEnd
          if after < count {
            if buf[after] == 0x0D && after + 1 < count && buf[after + 1] == 0x0A { after += 2 } else { after += 1 }
          }
          position = after
          folded = position < count && (buf[position] == 0x20 || buf[position] == 0x09)
        }
        var joinedNameEnd = 0
        while joinedNameEnd < joined.count && joined[joinedNameEnd] != 0x3B && joined[joinedNameEnd] != 0x3A {
          joinedNameEnd += 1
        }
        return Line(number: number, text: joined[...], nameEnd: joinedNameEnd)
      }
      return nil
    }
  }

  private mutating func skipContinuations(_ buf: UnsafeBufferPointer<UInt8>) {
    let count = buf.count
    while position < count && (buf[position] == 0x20 || buf[position] == 0x09) {
      var end = position + 1
      while end < count && buf[end] != 0x0A && buf[end] != 0x0D { end += 1 }
      lineNumber += 1
      if end < count {
        if buf[end] == 0x0D && end + 1 < count && buf[end + 1] == 0x0A { end += 2 } else { end += 1 }
      }
      position = end
    }
  }
}

/// A property split into name, parameters and raw value.
struct Property {
  var name: ArraySlice<UInt8>
  var parameters: [(name: String, values: [String])]
  var value: ArraySlice<UInt8>
  var line: Int

  func nameIs(_ upper: StaticString) -> Bool { Bytes.equalsIgnoringCase(name, upper) }

  /// The first value of parameter `upperName` (parameter names are stored uppercased).
  func parameter(_ upperName: String) -> String? {
    for p in parameters where p.name == upperName { return p.values.first }
    return nil
  }

  var valueString: String { Bytes.string(value) }

  /// Splits a content line; `nil` when there is no ':' (a broken line).
  init?(_ line: ContentLexer.Line) {
    let text = line.text
    self.line = line.number
    name = line.name
    if name.isEmpty { return nil }
    parameters = []
    var i = line.nameEnd
    let end = text.endIndex
    while i < end && text[i] == 0x3B {  // ';'
      i += 1
      let nameStart = i
      while i < end && text[i] != 0x3D && text[i] != 0x3A && text[i] != 0x3B { i += 1 }  // '=' ':' ';'
      let paramName = Bytes.upperString(text[nameStart..<i]).trimmingSpaces()
      var values: [String] = []
      if i < end && text[i] == 0x3D {
        i += 1
        while true {
          if i < end && text[i] == 0x22 {  // quoted
            let vStart = i + 1
            i = vStart
            while i < end && text[i] != 0x22 { i += 1 }
            values.append(Bytes.decodeParameter(text[vStart..<min(i, end)]))
            if i < end { i += 1 }
          } else {
            let vStart = i
            while i < end && text[i] != 0x2C && text[i] != 0x3A && text[i] != 0x3B { i += 1 }
            values.append(Bytes.decodeParameter(text[vStart..<i]))
          }
          if i < end && text[i] == 0x2C {
            i += 1
            continue
          }
          break
        }
      }
      if !paramName.isEmpty { parameters.append((paramName, values)) }
    }
    guard i < end, text[i] == 0x3A else { return nil }
    value = text[(i + 1)...]
  }
}

enum Bytes {
  static func equalsIgnoringCase(_ bytes: ArraySlice<UInt8>, _ upper: StaticString) -> Bool {
    guard bytes.count == upper.utf8CodeUnitCount else { return false }
    return upper.withUTF8Buffer { u in
      var j = 0
      for b in bytes {
        let c = (b >= 0x61 && b <= 0x7A) ? b - 0x20 : b
        if c != u[j] { return false }
        j += 1
      }
      return true
    }
  }

  static func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

  static func upperString(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes.map { ($0 >= 0x61 && $0 <= 0x7A) ? $0 - 0x20 : $0 }, as: UTF8.self)
  }

  /// RFC 6868 parameter escapes: ^n newline, ^' quote, ^^ caret.
  static func decodeParameter(_ bytes: ArraySlice<UInt8>) -> String {
    guard bytes.contains(0x5E) else { return string(bytes) }
    var out = [UInt8]()
    var it = bytes.makeIterator()
    while let b = it.next() {
      if b == 0x5E, let n = it.next() {
        switch n {
        case 0x6E: out.append(0x0A)
        case 0x27: out.append(0x22)
        case 0x5E: out.append(0x5E)
        default: out.append(b); out.append(n)
        }
      } else {
        out.append(b)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// TEXT value unescaping: `\\ \; \, \n \N`.
  static func unescapeText(_ bytes: ArraySlice<UInt8>) -> String {
    guard bytes.contains(0x5C) else { return string(bytes) }
    var out = [UInt8]()
    out.reserveCapacity(bytes.count)
    var it = bytes.makeIterator()
    while let b = it.next() {
      guard b == 0x5C else { out.append(b); continue }
      guard let n = it.next() else { out.append(b); break }
      switch n {
      case 0x6E, 0x4E: out.append(0x0A)
      default: out.append(n)  // \\ \; \, and lenient for anything else
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}

extension String {
  func trimmingSpaces() -> String {
    var s = Substring(self)
    while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
    while let l = s.last, l == " " || l == "\t" { s.removeLast() }
    return String(s)
  }
}
