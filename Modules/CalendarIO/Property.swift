/// A property split into name, parameter text and raw value. Parameters are decoded only when asked for.
struct Property {
  var name: ByteSpan
  /// Everything between the name and the ':' (empty, or starting with ';').
  var parameterText: ByteSpan
  var value: ByteSpan
  var line: Int

  var valueString: String { Bytes.string(value) }

  /// Splits a content line; `nil` when there is no ':' (a broken line).
  init?(_ line: ContentLexer.Line) {
    let text = line.text
    self.line = line.number
    name = line.name
    if name.isEmpty { return nil }
    var i = line.nameEnd
    let end = text.endIndex
    var quoted = false
    while i < end {
      let c = text[i]
      if c == 0x22 { quoted.toggle() } else if c == 0x3A && !quoted { break }
      i += 1
    }
    guard i < end else { return nil }
    parameterText = text[line.nameEnd..<i]
    value = text[(i + 1)...]
  }

  /// Walks the parameters without allocating: `body` gets each parameter's name with each of its
  /// values in turn (quotes removed; `first` marks a parameter's first value), or with `nil` for a
  /// parameter written without '='. The walk stops when `body` returns false.
  private func scanParameters(_ body: (_ name: ByteSpan, _ value: ByteSpan?, _ first: Bool) -> Bool) {
    let text = parameterText
    var i = text.startIndex
    let end = text.endIndex
    while i < end && text[i] == 0x3B {  // ';'
      i += 1
      let nameStart = i
      while i < end && text[i] != 0x3D && text[i] != 0x3B { i += 1 }  // '=' ';'
      let name = Bytes.trimmed(text[nameStart..<i])
      guard i < end && text[i] == 0x3D else {
        if !body(name, nil, true) { return }
        continue
      }
      i += 1
      var first = true
      while true {
        let value: ByteSpan
        if i < end && text[i] == 0x22 {  // quoted
          let vStart = i + 1
          i = vStart
          while i < end && text[i] != 0x22 { i += 1 }
          value = text[vStart..<min(i, end)]
          if i < end { i += 1 }
        } else {
          let vStart = i
          while i < end && text[i] != 0x2C && text[i] != 0x3B { i += 1 }
          value = text[vStart..<i]
        }
        if !body(name, value, first) { return }
        first = false
        if i < end && text[i] == 0x2C {
          i += 1
          continue
        }
        break
      }
    }
  }

  /// The first value of a parameter (name matched without regard to case), decoded.
  func parameter(_ upperName: StaticString) -> String? {
    parameterSpan(upperName).map(Bytes.decodeParameter)
  }

  /// The raw first value of a parameter, quotes removed, without allocating (empty when the
  /// parameter has no '=').
  func parameterSpan(_ upperName: StaticString) -> ByteSpan? {
    var found: ByteSpan?
    scanParameters { name, value, _ in
      guard Bytes.equalsIgnoringCase(name, upperName) else { return true }
      found = value ?? parameterText[parameterText.endIndex...]
      return false
    }
    return found
  }

  /// Every parameter, decoded, names uppercased (diagnostics and tests).
  var parameters: [(name: String, values: [String])] {
    var out: [(name: String, values: [String])] = []
    scanParameters { name, value, first in
      if name.isEmpty { return true }
      if first { out.append((Bytes.upperString(name), [])) }
      if let value { out[out.count - 1].values.append(Bytes.decodeParameter(value)) }
      return true
    }
    return out
  }
}
