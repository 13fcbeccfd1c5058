/// A JSON document with object keys kept in the order they were written, so the command-line
/// contract's objects print with their fields in the documented order on every platform.
public indirect enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
  public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

  public static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

  /// Compact form on one line (what scripts and Waybar read).
  public func serialized() -> String {
    var out = ""
    write(into: &out, indent: nil, level: 0)
    return out
  }

  /// Two-space indented form for people.
  public func pretty() -> String {
    var out = ""
    write(into: &out, indent: "  ", level: 0)
    return out
  }

  private func write(into out: inout String, indent: String?, level: Int) {
    func newline(_ depth: Int) {
      guard let indent else { return }
      out += "\n" + String(repeating: indent, count: depth)
    }
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .int(let i): out += String(i)
    case .string(let s): JSONValue.escape(s, into: &out)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        newline(level + 1)
        item.write(into: &out, indent: indent, level: level + 1)
      }
      newline(level)
      out += "]"
    case .object(let fields):
      if fields.isEmpty {
        out += "{}"
        return
      }
      out += "{"
      for (i, (key, value)) in fields.enumerated() {
        if i > 0 { out += "," }
        newline(level + 1)
        JSONValue.escape(key, into: &out)
        out += indent == nil ? ":" : ": "
        value.write(into: &out, indent: indent, level: level + 1)
      }
      newline(level)
      out += "}"
    }
  }

  private static func escape(_ s: String, into out: inout String) {
    out += "\""
    // Most titles and dates need no escaping: copy them whole instead of scalar by scalar.
    if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      out += s
      out += "\""
      return
    }
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}

extension DayContext {
  /// The `context` object of the command-line contract.
  public var json: JSONValue {
    .object([
      ("date", .string(date.description)),
      ("kind", .string(kind.rawValue)),
      ("freeAfternoon", .bool(freeAfternoon)),
      ("reason", .optional(reason)),
      ("rule", .string(rule.rawValue)),
      ("chip", .string(ContextMessage.chip(for: self))),
      ("events", .array(events.map(JSONValue.string))),
      (
        "next",
        next.map { change in
          .object([
            ("date", .string(change.date.description)),
            ("kind", .string(change.kind.rawValue)),
            ("chip", .string(ContextMessage.nextPhrase(for: self) ?? change.kind.rawValue)),
          ])
        } ?? .null
      ),
    ])
  }
}
